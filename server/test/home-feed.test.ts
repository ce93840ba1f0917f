import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { seedIfEmpty } from '../src/seed/index.js'
import { createTestApp, type TestApp } from './helpers.js'

/** config/init with `feed=true`: the home layout and the first page of each of its products blocks, in one answer. */
describe('system: config/init with the home feed (issue 12, first paint)', () => {
  let t: TestApp
  const get = async (url: string) => {
    const r = await t.api({ method: 'GET', url })
    assert.equal(r.status, 200, JSON.stringify(r.body))
    return r.body.data
  }

  before(async () => {
    t = await createTestApp({ seed: async (db, config) => void (await seedIfEmpty(db, config)) })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('each products block of the home layout comes with the same first page the product list answers', async () => {
    const d = await get('/system/api/config/init?templateId=1&feed=true')
    const home = d.pages.find((p: { pageType: number }) => p.pageType === 1)
    const blocks = home.pageLayout.components.filter((c: { type: string }) => c.type === 'products')
    assert.ok(blocks.length >= 2, 'the demo home has two products blocks')
    assert.deepEqual(
      d.feeds.map((f: { id: string }) => f.id),
      blocks.map((b: { id: string }) => b.id),
    )
    for (const b of blocks) {
      const f = d.feeds.find((x: { id: string }) => x.id === b.id)
      assert.equal(f.type, Number(b.props.source ?? 1))
      assert.equal(f.size, Number(b.props.size ?? 10))
      const list = (await t.api({ method: 'GET', url: `/customer/api/product/list/${f.type}?pageNum=1&pageSize=${f.size}` })).body
      assert.ok(f.rows.length > 0 && f.rows.length <= f.size)
      assert.deepEqual(f.rows, list.rows, `block ${b.id}: same rows as the product list`)
      assert.equal(f.total, list.total)
    }
  })

  it('without feed the answer is the layout alone (no feeds); a bad feed value is 400', async () => {
    const d = await get('/system/api/config/init?templateId=1')
    assert.equal(d.feeds, undefined)
    const off = await get('/system/api/config/init?feed=false')
    assert.equal(off.feeds, undefined)
    const bad = await t.api({ method: 'GET', url: '/system/api/config/init?feed=maybe' })
    assert.equal(bad.status, 400)
  })
})
