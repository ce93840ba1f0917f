import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { LedgerApi } from '../../types/ledger.js'
import { Codes } from '../../types/constants.js'
import { ledgerService } from '../src/modules/ledger/ledger.service.js'
import { asUser, createTestApp, expectFail, expectOk, type TestApp } from './helpers.js'

// the test skeleton a module copies: one app per file, users from asUser, failures by expectFail
describe('ledger: wallet accounts', () => {
  let t: TestApp
  const url = LedgerApi.accounts.url
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('a new user has one default CNY account; the ledger opens more on request', async () => {
    const u = await asUser(t)
    assert.deepEqual(expectOk(await u.api({ method: 'GET', url })), [{ currency: 'CNY', balance: 0, frozen: 0, isDefault: 'Y' }])
    await ledgerService.openAccounts(t.ctx(), u.id, ['USD'])
    const rows = expectOk(await u.api({ method: 'GET', url }))
    assert.deepEqual(rows.map((r: { currency: string; isDefault: string }) => `${r.currency}:${r.isDefault}`), ['CNY:Y', 'USD:N'])
  })

  it('needs a session: none is 401, a bad token 1001; another tenant sees only its own user', async () => {
    expectFail(await t.api({ method: 'GET', url }), 401, Codes.UNAUTHORIZED)
    expectFail(await t.api({ method: 'GET', url, headers: { authorization: 'Bearer nope' } }), 401, Codes.TOKEN_INVALID)
    const other = await asUser(t, { tenantId: t.otherTenantId })
    assert.equal(expectOk(await other.api({ method: 'GET', url })).length, 1)
    // its token is not valid in the default tenant
    expectFail(await t.api({ method: 'GET', url, headers: { authorization: other.headers.authorization } }), 401, Codes.TOKEN_INVALID)
  })
})
