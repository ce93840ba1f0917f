import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { LedgerApi } from '../../types/ledger.js'
import { Codes } from '../../types/constants.js'
import { hooks } from '../src/core/hooks.js'
import { accountService } from '../src/modules/account/index.js'
import { ledgerService, openAccounts } from '../src/modules/ledger/ledger.service.js'
import { PaymentApi } from '../../types/payment.js'
import { asUser, assertLedgerSound, createTestApp, expectFail, expectOk, type TestApp } from './helpers.js'

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
    assert.deepEqual(expectOk(await u.api({ method: 'GET', url })), [
      { currency: 'CNY', balance: 0, frozen: 0, available: 0, held: 0, total: 0, isDefault: 'Y' },
    ])
    await openAccounts(t.ctx(), u.id, ['USD'])
    const rows = expectOk(await u.api({ method: 'GET', url }))
    assert.deepEqual(
      rows.map((r: { currency: string; isDefault: string }) => `${r.currency}:${r.isDefault}`),
      ['CNY:Y', 'USD:N'],
    )
  })

  it("a new user's wallets open on `user.created`, in the transaction that made the user: a failure there undoes the user", async () => {
    const phone = '13912340077'
    // a listener after the ledger's fails once: the user (and the wallets the ledger opened for it) go with it
    let failNext = true
    hooks.on('user.created', () => {
      if (!failNext) return
      failNext = false
      throw new Error('listener failed')
    })
    await assert.rejects(accountService.createUser(t.ctx(), { phone, nickname: 'twice', currencies: ['CNY', 'USD'] }), /listener failed/)
    assert.equal(await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst(), undefined)
    const id = await accountService.createUser(t.ctx(), { phone, nickname: 'once', currencies: ['CNY'] })
    assert.equal(await ledgerService.balanceOf(t.ctx(), id, 'CNY'), 0)
    assert.equal((await t.db.selectFrom('wallet_accounts').select('id').where('user_id', '=', id).execute()).length, 1)
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

describe('ledger: double entry', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('a posting moves balances and writes entries that sum to zero; a user account never goes below zero', async () => {
    const u = await asUser(t)
    const c = t.ctx()
    const r = await ledgerService.postTransaction(c, {
      kind: 'test',
      entries: [
        { account: { system: 'funding', currency: 'CNY' }, amount: -500 },
        { account: { userId: u.id, currency: 'CNY' }, amount: 500 },
      ],
    })
    assert.equal(r.duplicate, false)
    assert.equal(await ledgerService.balanceOf(c, u.id, 'CNY'), 500)
    await assert.rejects(
      ledgerService.postTransaction(c, {
        kind: 'test',
        entries: [
          { account: { system: 'order_clearing', currency: 'CNY' }, amount: 501 },
          { account: { userId: u.id, currency: 'CNY' }, amount: -501 },
        ],
      }),
      (e: any) => e.code === 1350,
    )
    assert.equal(await ledgerService.balanceOf(c, u.id, 'CNY'), 500)
    // the same (kind, ref) posts once
    const p = {
      kind: 'test',
      ref: 'once',
      entries: [
        { account: { system: 'funding', currency: 'CNY' }, amount: -1 },
        { account: { userId: u.id, currency: 'CNY' }, amount: 1 },
      ],
    }
    assert.equal((await ledgerService.postTransaction(c, p)).duplicate, false)
    assert.equal((await ledgerService.postTransaction(c, p)).duplicate, true)
    assert.equal(await ledgerService.balanceOf(c, u.id, 'CNY'), 501)
    // unbalanced postings are refused by the function, and by the database when written around it
    await assert.rejects(
      ledgerService.postTransaction(c, {
        kind: 'bad',
        entries: [
          { account: { system: 'funding', currency: 'CNY' }, amount: -2 },
          { account: { userId: u.id, currency: 'CNY' }, amount: 1 },
        ],
      }),
      /sum to zero/,
    )
    const acc = await t.db.selectFrom('wallet_accounts').select('id').where('user_id', '=', u.id).where('currency', '=', 'CNY').executeTakeFirstOrThrow()
    await assert.rejects(
      t.db.transaction().execute(async (tx) => {
        const x = await tx.insertInto('ledger_transactions').values({ tenant_id: t.tenantId, kind: 'raw', ref: null }).returning('id').executeTakeFirstOrThrow()
        await tx.insertInto('ledger_entries').values({ tenant_id: t.tenantId, transaction_id: x.id, account_id: acc.id, currency: 'CNY', amount: 7 }).execute()
      }),
      /does not sum to zero/,
    )
    await assertLedgerSound(t.db)
  })

  it('holds are ledger accounts: held money leaves available, comes back or goes out by postings; 50 parallel holds never overdraw', async () => {
    const u = await asUser(t)
    const c = t.ctx()
    await ledgerService.postTransaction(c, {
      kind: 'test',
      entries: [
        { account: { system: 'funding', currency: 'CNY' }, amount: -1000 },
        { account: { userId: u.id, currency: 'CNY' }, amount: 1000 },
      ],
    })
    const hold = (n: number, ref?: string) =>
      ledgerService.postTransaction(c, {
        kind: 'test-hold',
        ref,
        entries: [
          { account: { userId: u.id, currency: 'CNY' }, amount: -n },
          { account: { userId: u.id, currency: 'CNY', hold: true }, amount: n },
        ],
      })
    await hold(300)
    assert.deepEqual(await ledgerService.balances(c, u.id), [{ currency: 'CNY', available: 700, held: 300, total: 1000, isDefault: true }])
    const acc = expectOk(await u.api({ method: 'GET', url: LedgerApi.accounts.url }))
    assert.deepEqual(acc, [{ currency: 'CNY', balance: 700, frozen: 300, available: 700, held: 300, total: 1000, isDefault: 'Y' }])
    // releasing more than is held is refused: a hold account never goes below zero either
    await assert.rejects(hold(-301), (e: any) => e.code === 1350)
    // 50 parallel holds of 20 from 700 available: exactly 35 succeed, the rest are "insufficient account balance"
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => hold(20, `race-${i}`)))
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 35)
    assert.ok(results.every((r) => r.status === 'fulfilled' || (r.reason as { code?: number }).code === 1350))
    assert.equal(await ledgerService.balanceOf(c, u.id, 'CNY'), 0)
    assert.equal(await ledgerService.heldOf(c, u.id, 'CNY'), 1000)
    // paid out from the hold to a system account; the rest released
    await ledgerService.postTransaction(c, {
      kind: 'test-payout',
      entries: [
        { account: { userId: u.id, currency: 'CNY', hold: true }, amount: -600 },
        { account: { system: 'payout', currency: 'CNY' }, amount: 600 },
      ],
    })
    await hold(-400)
    assert.deepEqual(await ledgerService.balances(c, u.id), [{ currency: 'CNY', available: 400, held: 0, total: 400, isDefault: true }])
    await assertLedgerSound(t.db)
  })

  it('`noOverdraw` keeps a system account from going below zero (a merchant withdrawing settled money)', async () => {
    const c = t.ctx()
    const move = (n: number) =>
      ledgerService.postTransaction(c, {
        kind: 'test-merchant',
        entries: [
          { account: { system: 'merchant:9001', currency: 'CNY' }, amount: -n, noOverdraw: true },
          { account: { system: 'merchant-hold:9001', currency: 'CNY' }, amount: n },
        ],
      })
    await ledgerService.postTransaction(c, {
      kind: 'test',
      entries: [
        { account: { system: 'order_clearing', currency: 'CNY' }, amount: -250 },
        { account: { system: 'merchant:9001', currency: 'CNY' }, amount: 250 },
      ],
    })
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => move(100)))
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 2)
    assert.deepEqual(
      (await ledgerService.systemBalances(c, ['merchant:9001', 'merchant-hold:9001'])).map((b) => `${b.code}=${b.balance}`),
      ['merchant-hold:9001=200', 'merchant:9001=50'],
    )
    await assertLedgerSound(t.db)
  })

  it('staff credit a user (others 403; unknown or other-tenant user 404); a repeat with the same key credits once', async () => {
    const url = PaymentApi.staffCredit.url
    const staff = await asUser(t, { roles: 'shopper,staff' })
    const shopper = await asUser(t)
    const other = await asUser(t, { tenantId: t.otherTenantId })
    expectFail(await shopper.api({ method: 'POST', url, payload: { userId: shopper.id, amount: 100 } }), 403, Codes.FORBIDDEN)
    expectFail(await staff.api({ method: 'POST', url, payload: { userId: other.id, amount: 100 } }), 404, Codes.NOT_FOUND, 'userId')
    expectFail(await staff.api({ method: 'POST', url, payload: { userId: shopper.id, amount: 0 } }), 400, Codes.BAD_REQUEST)
    const headers = { 'idempotency-key': 'credit-1' }
    const rs = await Promise.all(Array.from({ length: 5 }, () => staff.api({ method: 'POST', url, headers, payload: { userId: shopper.id, amount: 1234 } })))
    for (const r of rs) expectOk(r)
    assert.equal(await ledgerService.balanceOf(t.ctx(), shopper.id, 'CNY'), 1234)
    const rows = expectOk(await shopper.api({ method: 'GET', url: LedgerApi.accounts.url }))
    assert.equal(rows[0].balance, 1234)
    // every answer to the key is the first one: a real transaction, never 0
    const ids = new Set(rs.map((r) => r.body.data.transactionId))
    assert.equal(ids.size, 1)
    assert.ok([...ids][0] > 0)
    // the same key with another body is an error naming the key, and credits nothing (#28 item 2)
    expectFail(
      await staff.api({ method: 'POST', url, headers, payload: { userId: shopper.id, amount: 9999 } }),
      422,
      Codes.IDEMPOTENCY_MISMATCH,
      'Idempotency-Key',
    )
    assert.equal(await ledgerService.balanceOf(t.ctx(), shopper.id, 'CNY'), 1234)
  })
})

describe('ledger: demo seed', () => {
  let t: TestApp
  before(async () => {
    const { seedTenant } = await import('../src/seed/index.js')
    t = await createTestApp({ seed: (db, config) => seedTenant(db, config, 'default', 'Demo Mall', ['account', 'ledger']) })
  })
  after(() => t.close())

  it('the demo shopper has a balance, credited through the ledger from the funding account', async () => {
    const { DEMO_LOGIN } = await import('../src/seed/tenants.js')
    const { DEMO_BALANCES } = await import('../src/modules/ledger/ledger.seed.js')
    const u = await t.db.selectFrom('users').select('id').where('phone', '=', DEMO_LOGIN.phone).where('tenant_id', '=', t.tenantId).executeTakeFirstOrThrow()
    assert.equal(await ledgerService.balanceOf(t.ctx(), u.id, 'CNY'), DEMO_BALANCES.CNY)
    assert.equal(await ledgerService.balanceOf(t.ctx(), u.id, 'USD'), DEMO_BALANCES.USD)
    await assertLedgerSound(t.db)
  })
})
