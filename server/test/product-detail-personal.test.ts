import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { asUser, createTestApp, expectOk, makeProduct, type TestApp } from './helpers.js'

// The product detail personalises through the modules that own the data: the favourite flag comes
// from the collection module, and a signed-in view becomes a footprint (footprint module).
describe('product detail: favourite flag and footprint from their modules', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('a favourite shows on the detail; viewing it records a footprint; a guest records nothing', async () => {
    const u = await asUser(t)
    const p = await makeProduct(t, { title: '乌龙茶' })
    const detail = () => u.api({ method: 'GET', url: `/customer/api/product/${p.id}` })
    assert.equal(expectOk(await detail()).favourite, false)
    expectOk(await u.api({ method: 'POST', url: `/customer/api/collection/${p.id}` }))
    assert.equal(expectOk(await detail()).favourite, true)
    const steps = expectOk(await u.api({ method: 'GET', url: '/customer/api/footprint/list' }))
    assert.deepEqual(
      steps.rows.map((r: { productId: number }) => r.productId),
      [p.id],
    )

    const guest = expectOk(await t.api({ method: 'GET', url: `/customer/api/product/${p.id}` }))
    assert.equal(guest.favourite, false)
    const n = await t.db
      .selectFrom('footprints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    assert.equal(Number(n.n), 1, 'only the signed-in view is recorded')
  })
})
