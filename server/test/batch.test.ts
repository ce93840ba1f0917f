import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CartApi } from '../../types/cart.js'
import { CatalogApi } from '../../types/catalog.js'
import { Codes } from '../../types/constants.js'
import { batcher } from '../src/core/batch.js'
import { sqlCount } from '../src/db/database.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, type TestApp } from './helpers.js'

const turn = () => new Promise((r) => setImmediate(r))

describe('core/batch: the reads of one event-loop turn share a statement sent after them (ADR 0161)', () => {
  it('keys asked in one turn are read together, once each; a later turn reads again', async () => {
    const reads: string[][] = []
    const b = batcher(async (keys: string[]) => (reads.push(keys), new Map(keys.map((k) => [k, k.toUpperCase()]))))
    const [x, y, x2] = await Promise.all([b('x'), b('y'), b('x')])
    assert.deepEqual([x, y, x2], ['X', 'Y', 'X'])
    assert.deepEqual(reads, [['x', 'y']])
    assert.equal(await b('x'), 'X')
    assert.deepEqual(reads, [['x', 'y'], ['x']])
  })

  it('a key asked while its read is on its way waits for a read sent after it (never an answer older than the ask)', async () => {
    let version = 1
    const sent: number[] = []
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const b = batcher(async (keys: string[]) => {
      // the "database" answers with the version at the time the statement is sent
      const v = version
      sent.push(v)
      if (sent.length === 1) await gate
      return new Map(keys.map((k) => [k, v]))
    })
    const first = b('t')
    await turn() // the first read is sent (version 1) and hangs
    version = 2 // a write commits
    const second = b('t') // a request that came after the commit
    await turn()
    release()
    assert.equal(await first, 1)
    assert.equal(await second, 2)
    assert.deepEqual(sent, [1, 2])
  })

  it('a failed read fails every request waiting on it, and the next turn reads again', async () => {
    let fail = true
    const b = batcher(async (keys: string[]) => {
      if (fail) throw new Error('connection lost')
      return new Map(keys.map((k) => [k, 1]))
    })
    const r = await Promise.allSettled([b('a'), b('b'), b('a')])
    assert.deepEqual(
      r.map((x) => x.status),
      ['rejected', 'rejected', 'rejected'],
    )
    fail = false
    assert.equal(await b('a'), 1)
  })

  it('a key the read leaves out is answered undefined; more than 500 keys take more than one statement', async () => {
    const sizes: number[] = []
    const b = batcher(async (keys: number[]) => (sizes.push(keys.length), new Map(keys.filter((k) => k % 2 === 0).map((k) => [String(k), k]))))
    const all = await Promise.all(Array.from({ length: 1200 }, (_, i) => b(i)))
    assert.equal(all[3], undefined)
    assert.equal(all[4], 4)
    assert.deepEqual(sizes, [500, 500, 200])
  })
})

describe('batched reads through the API: sessions, carts and the catalogue version of parallel requests', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('parallel cart lists of several users each answer their own cart, in fewer statements than requests', async () => {
    const users = await Promise.all([asUser(t), asUser(t), asUser(t)])
    const products = await Promise.all(users.map((_, i) => makeProduct(t, { price: 100 * (i + 1), stock: 10, title: `batch ${i}` })))
    for (const [i, u] of users.entries()) {
      const sku = (await t.db.selectFrom('product_skus').select('id').where('product_id', '=', products[i].id).executeTakeFirstOrThrow()).id
      expectOk(await u.api({ method: 'POST', url: CartApi.add.url, payload: { skuId: sku, count: i + 1 } }))
    }
    sqlCount.enabled = true
    const n0 = sqlCount.n
    const asks = Array.from({ length: 30 }, (_, i) => i % users.length)
    const answers = await Promise.all(asks.map((i) => users[i].api({ method: 'GET', url: CartApi.list.url })))
    const statements = sqlCount.n - n0
    sqlCount.enabled = process.env.SQL_COUNT === '1'
    for (const [j, r] of answers.entries()) {
      const i = asks[j]
      const l = expectOk(r)
      assert.equal(l.productAll, 1, `user ${i}`)
      assert.equal(l.groups[0].baskets[0].product.id, products[i].id, `user ${i} sees only their own cart`)
      assert.equal(l.groups[0].baskets[0].basketCount, i + 1)
    }
    // one by one, 30 lists take 30 x 3 statements (session, cart, forms)
    assert.ok(statements < 30, `30 parallel lists ran ${statements} statements`)
  })

  it('a write committed before a request is seen by it, even among parallel requests (price, then lists)', async () => {
    const u = await asUser(t)
    const p = await makeProduct(t, { price: 500, stock: 10, title: 'fresh' })
    const sku = (await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()).id
    expectOk(await u.api({ method: 'POST', url: CartApi.add.url, payload: { skuId: sku, count: 1 } }))
    for (const price of [510, 520, 530]) {
      await t.db.updateTable('product_skus').set({ price }).where('id', '=', sku).execute()
      const lists = await Promise.all(Array.from({ length: 8 }, () => u.api({ method: 'GET', url: CartApi.list.url })))
      for (const r of lists) assert.equal(expectOk(r).groups[0].baskets[0].productSku.price, price)
      const detail = await Promise.all(
        Array.from({ length: 8 }, () => t.api({ method: 'GET', url: CatalogApi.productDetail.url.replace(':id', String(p.id)) })),
      )
      for (const r of detail) assert.equal(expectOk(r).skus.find((s: { id: number }) => s.id === sku).price, price)
    }
  })

  it('a session revoked before a request ends it, while other users in the same turn go on', async () => {
    const [a, b] = await Promise.all([asUser(t), asUser(t)])
    expectOk(await a.api({ method: 'GET', url: CartApi.list.url }))
    await t.db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', a.id).execute()
    const [ra, rb] = await Promise.all([a.api({ method: 'GET', url: CartApi.list.url }), b.api({ method: 'GET', url: CartApi.list.url })])
    expectFail(ra, 401, Codes.TOKEN_INVALID)
    expectOk(rb)
  })
})
