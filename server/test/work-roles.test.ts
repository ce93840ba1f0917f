import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { AccountApi } from '../../types/account.js'
import { asUser, createTestApp, expectOk, makeShop, type TestApp } from './helpers.js'

// The user tab opens the merchant workbench and the platform desk from the user info, never by
// probing endpoints that answer 403 (the client logs out on a 403, spec section 8).
describe('user info: roles and the merchant flag', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  const info = async (u: { api: TestApp['api'] }) => expectOk(await u.api({ method: 'POST', url: AccountApi.info.url, payload: {} }))

  it('a shop owner is a merchant in its own tenant only; staff carry their role; a shopper neither', async () => {
    const owner = await asUser(t, { roles: 'shopper' })
    await makeShop(t, { ownerId: owner.id })
    const a = await info(owner)
    assert.deepEqual([a.merchant, a.roles], [true, ['shopper']])
    const staff = await asUser(t, { roles: 'shopper,staff' })
    const s = await info(staff)
    assert.deepEqual([s.merchant, s.roles], [false, ['shopper', 'staff']])
    // the merchant role alone, without a shop, opens nothing
    const roleOnly = await asUser(t, { roles: 'merchant' })
    assert.equal((await info(roleOnly)).merchant, false)
    // a shop in another tenant does not make a merchant here
    const other = await asUser(t, { tenantId: t.otherTenantId })
    await makeShop(t, { tenantId: t.otherTenantId, ownerId: other.id })
    assert.equal((await info(other)).merchant, true)
    const plain = await asUser(t)
    await makeShop(t, { tenantId: t.otherTenantId, ownerId: plain.id }).catch(() => undefined)
    assert.equal((await info(plain)).merchant, false)
  })
})
