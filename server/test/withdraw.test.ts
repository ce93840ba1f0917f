// Withdrawals on a real PostgreSQL: the cash settings, the agreement signed at the local e-sign provider (its
// signed callback; forged and replayed ones refused), each refusal of a request, the hold at once, the desk's
// approval, the local bank's asynchronous payout (paid, failed, duplicates), races, and merchants' withdrawals of
// settled money. Every test ends with a sound ledger (entries = balances, every currency sums to zero).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ApprovalApi } from '../../types/approval.js'
import { Codes } from '../../types/constants.js'
import { EsignApi, EsignCodes, esignNotifyPath } from '../../types/esign.js'
import { PaymentCodes } from '../../types/payment-codes.js'
import { PayoutApi, payoutNotifyPath, WithdrawApi, WithdrawCodes } from '../../types/withdraw.js'
import { sha256 } from '../src/core/crypto.js'
import { runDueJobs } from '../src/core/jobs.js'
import { approvalService } from '../src/modules/approval/index.js'
import { esignService } from '../src/modules/esign/index.js'
import { callbackBody, callbackHeaders, esignSecret } from '../src/modules/esign/providers/local.js'
import { ledgerService } from '../src/modules/ledger/index.js'
import { BANK_DEFAULT } from '../src/modules/bank/bank.settings.js'
import { DEMO_CARD } from '../src/modules/bank/bank.seed.js'
import { DEMO_BALANCES } from '../src/modules/ledger/ledger.seed.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { seedTenant } from '../src/seed/index.js'
import { DEMO_LOGIN } from '../src/seed/tenants.js'
import { noticeBody, noticeHeaders, payoutSecret } from '../src/modules/withdraw/providers/payout-local.js'
import { BankApi } from '../../types/bank.js'
import { asUser, assertLedgerSound, createTestApp, expectFail, expectOk, form, makeShop, type AsUser, type TestApp } from './helpers.js'
import { approveRealName } from './support/real-name.js'

const FUTURE = () => new Date(Date.now() + 3_600_000)

describe('withdraw: demo data', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: (db, config) => seedTenant(db, config, 'default', 'Demo Mall', ['account', 'ledger', 'bank', 'system', 'withdraw']) })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('the demo shopper has a past withdrawal paid out to the demo card, through the ledger; the agreement is still to sign', async () => {
    const { token } = expectOk(
      await t.api({ method: 'POST', url: '/auth/api/customer/login', payload: { username: DEMO_LOGIN.phone, password: DEMO_LOGIN.password } }),
    )
    const headers = { authorization: `Bearer ${token}`, lang: 'en' }
    const { rows } = expectOk(await t.api({ method: 'GET', url: WithdrawApi.list.url, headers }))
    assert.equal(rows.length, 1)
    const [w] = rows
    // the default rule: 0.6 % of 200.00 = 1.20 (this suite runs first: settings are cached per tenant id for seconds)
    const fee = 120
    assert.deepEqual([w.state, w.amount, w.fee, w.cardMasked.slice(-4)], ['paid', 20_000, fee, DEMO_CARD.cardNumber.slice(-4)])
    assert.ok(Date.now() - Date.parse(w.finishedAt) > 2 * 86_400_000)
    const d = expectOk(await t.api({ method: 'GET', url: WithdrawApi.detail.url.replace(':id', String(w.id)), headers }))
    assert.deepEqual(
      d.history.map((h: { event: string }) => h.event),
      ['request', 'approve', 'submit', 'pay'],
    )
    const st = expectOk(await t.api({ method: 'GET', url: WithdrawApi.status.url, headers }))
    assert.deepEqual([st.available, st.held, st.realName, st.signed], [DEMO_BALANCES.CNY - 20_000 - fee, 0, true, false])
    await assertLedgerSound(t.db)
  })
})

describe('withdraw: cash settings, agreement, withdrawals and payouts', () => {
  let t: TestApp
  let staff: AsUser
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    staff = await asUser(t, { roles: 'staff' })
    // the rules these tests count with: 10.00 .. 1,000.00 a time, 1,500.00 a day, fee 0.50 + 0.6 % (rounded up), at least 1.00
    expectOk(
      await staff.api({
        method: 'PUT',
        url: WithdrawApi.saveSetting.url,
        payload: { minAmount: 1_000, maxAmount: 100_000, dailyMax: 150_000, feeFixed: 50, feeRateBp: 60, feeMin: 100, currencies: ['CNY', 'USD'] },
      }),
    )
    // the local bank: answers at once, fails cards ending in 0002; its card check answers quickly
    await putSetting(t.ctx(), 'payout', { delaySec: 0, failCards: [], failSuffixes: ['0002'] })
    await putSetting(t.ctx(), 'bank', { check: { ...BANK_DEFAULT.check, delayMs: 20 } })
  })
  after(() => t.close())

  /** the due jobs, with the server's configuration (the bank's card key comes from it) */
  const jobs = (now?: Date) => runDueJobs(t.db, { now, deps: { config: t.config, kv: t.kv } })
  /** money into a user's own account */
  async function fund(userId: number, amount: number, currency = 'CNY') {
    await ledgerService.postTransaction(t.ctx(), {
      kind: 'test',
      entries: [
        { account: { system: 'funding', currency }, amount: -amount },
        { account: { userId, currency }, amount },
      ],
    })
  }
  const balances = async (userId: number, currency = 'CNY') => {
    const b = (await ledgerService.balances(t.ctx(), userId)).find((x) => x.currency === currency)
    return { available: b?.available ?? 0, held: b?.held ?? 0 }
  }
  const system = async (code: string, currency = 'CNY') =>
    (await ledgerService.systemBalances(t.ctx(), [code])).find((b) => b.currency === currency)?.balance ?? 0

  /** The local provider's callback of a signed envelope, as it would deliver it (or forged with another secret). */
  async function signAtPage(url: string) {
    const token = url.split('/').pop()!
    const page = await t.api({ method: 'GET', url: EsignApi.page.url.replace(':token', token) })
    assert.equal(page.status, 200)
    assert.match(String(page.headers['content-type']), /text\/html/)
    const done = await t.api({ method: 'POST', url: EsignApi.act.url.replace(':token', token), payload: { action: 'sign', agree: 'yes' } })
    assert.match(done.body, /data-testid="signed"/)
    return token
  }

  it('the settings: defaults for a tenant without its own, the rules in words, staff change them within their rules', async () => {
    const s = expectOk(await t.api({ method: 'GET', url: WithdrawApi.setting.url }))
    assert.deepEqual(
      {
        min: s.minAmount,
        max: s.maxAmount,
        daily: s.dailyMax,
        fixed: s.feeFixed,
        bp: s.feeRateBp,
        feeMin: s.feeMin,
        cur: s.currencies,
        rounding: s.feeRounding,
      },
      { min: 1_000, max: 100_000, daily: 150_000, fixed: 50, bp: 60, feeMin: 100, cur: ['CNY', 'USD'], rounding: 'up' },
    )
    assert.equal(s.needRealName && s.needSign, true)
    const other = expectOk(await t.api({ method: 'GET', url: WithdrawApi.setting.url, headers: { tenant: 'other' } }))
    assert.deepEqual([other.minAmount, other.maxAmount, other.feeRateBp, other.currencies], [1_000, 5_000_000, 60, ['CNY']])
    const en = expectOk(await t.api({ method: 'GET', url: WithdrawApi.rule.url.replace(':id', '1'), headers: { lang: 'en' } }))
    const ko = expectOk(await t.api({ method: 'GET', url: WithdrawApi.rule.url.replace(':id', '1'), headers: { lang: 'ko' } }))
    assert.ok(en.content.includes('10.00') && en.content.includes('1000.00') && en.content.includes('0.60%'), en.content)
    assert.notEqual(ko.content, en.content)
    const u = await asUser(t)
    expectFail(await u.api({ method: 'PUT', url: WithdrawApi.saveSetting.url, payload: { minAmount: 1 } }), 403, WithdrawCodes.STAFF_ONLY)
    expectFail(await staff.api({ method: 'PUT', url: WithdrawApi.saveSetting.url, payload: { maxAmount: 500 } }), 400, WithdrawCodes.SETTING, 'maxAmount')
    expectFail(await staff.api({ method: 'PUT', url: WithdrawApi.saveSetting.url, payload: { dailyMax: 50_000 } }), 400, WithdrawCodes.SETTING, 'dailyMax')
    expectFail(await staff.api({ method: 'PUT', url: WithdrawApi.saveSetting.url, payload: { timeZone: 'Mars/Base' } }), 400, WithdrawCodes.SETTING, 'timeZone')
    expectFail(await staff.api({ method: 'PUT', url: WithdrawApi.saveSetting.url, payload: { feeRateBp: 20_000 } }), 400, Codes.BAD_REQUEST, 'feeRateBp')
    // the fee: 0.50 + 0.6 % rounded up; at least 1.00
    const fee = async (amount: number) => expectOk(await u.api({ method: 'GET', url: `${WithdrawApi.fee.url}?amount=${amount}` })).fee
    assert.equal(await fee(100_000), 50 + 600)
    assert.equal(await fee(10_001), 50 + 61) // 60.006 -> 61
    assert.equal(await fee(1_000), 100) // 50 + 6 = 56 -> the minimum
    expectFail(await u.api({ method: 'GET', url: `${WithdrawApi.fee.url}?amount=1000&currency=JPY` }), 400, WithdrawCodes.CURRENCY, 'currency')
  })

  it('e-sign: the hosted page signs, the signed callback records the signed document and its SHA-256; forged, stale and replayed callbacks are refused', async () => {
    const u = await asUser(t)
    const c = t.ctx({ lang: 'en' })
    const doc = 'Test agreement\n\n1. Something to agree to.'
    const start = await esignService.start(c, { userId: u.id, kind: 'test', version: 'v1', title: 'Test agreement', document: doc, signerName: 'Li Lei' })
    assert.equal(start.signed, false)
    assert.match(start.url!, /\/esign\/local\/[0-9a-f]{48}$/)
    // the same document again: the same envelope
    assert.equal(
      (await esignService.start(c, { userId: u.id, kind: 'test', version: 'v1', title: 'Test agreement', document: doc, signerName: 'Li Lei' })).url,
      start.url,
    )
    const token = start.url!.split('/').pop()!
    const page = await t.api({ method: 'GET', url: EsignApi.page.url.replace(':token', token) })
    assert.ok(page.body.includes('Something to agree to.') && page.body.includes('Li Lei'))
    // signing needs the tick
    const noTick = await t.api({ method: 'POST', url: EsignApi.act.url.replace(':token', token), payload: { action: 'sign' } })
    assert.match(noTick.body, /data-testid="error"/)
    expectFail(await t.api({ method: 'GET', url: EsignApi.document.url.replace(':token', token) }), 404, Codes.NOT_FOUND)
    await signAtPage(start.url!)
    // nothing is signed until the provider's callback arrives
    assert.equal(await esignService.signature(c, u.id, 'test', 'v1'), undefined)
    await jobs()
    const sig = await esignService.signature(c, u.id, 'test', 'v1')
    assert.ok(sig)
    const signed = await t.api({ method: 'GET', url: EsignApi.document.url.replace(':token', token) })
    assert.equal(sig.signedSha256, sha256(signed.body))
    assert.ok(signed.body.startsWith(doc) && signed.body.includes('Li Lei'))
    assert.equal((await esignService.start(c, { userId: u.id, kind: 'test', version: 'v1', title: 'x', document: doc, signerName: 'Li Lei' })).signed, true)

    // a second envelope, its callback made by hand: forged (another secret), stale, then accepted once and replayed
    const v = await asUser(t)
    const s2 = await esignService.start(c, { userId: v.id, kind: 'test', version: 'v1', title: 'T', document: doc, signerName: 'Han Meimei' })
    const tk2 = s2.url!.split('/').pop()!
    await t.api({ method: 'POST', url: EsignApi.act.url.replace(':token', tk2), payload: { action: 'sign', agree: 'yes' } })
    const env = await t.db.selectFrom('esign_local_envelopes').selectAll().where('token', '=', tk2).executeTakeFirstOrThrow()
    const body = callbackBody(env)
    const secret = await esignSecret(t.ctx())
    const send = (headers: Record<string, string>, b: Record<string, unknown> = body) =>
      t.api({ method: 'POST', url: esignNotifyPath('default'), headers, payload: b })
    expectFail(await send(callbackHeaders('not-the-secret', body)), 400, EsignCodes.CALLBACK)
    expectFail(await send(callbackHeaders(secret, body, Math.floor(Date.now() / 1000) - 3600)), 400, EsignCodes.CALLBACK)
    expectFail(await send({ 'content-type': 'application/json' }), 400, EsignCodes.CALLBACK)
    // a document other than the one we sent
    const other = { ...body, deliveryId: 'x-1', documentSha256: sha256('another text') }
    expectFail(await send(callbackHeaders(secret, other), other), 400, EsignCodes.CALLBACK)
    assert.equal(await esignService.signature(c, v.id, 'test', 'v1'), undefined)
    const headers = callbackHeaders(secret, body)
    const first = await send(headers)
    assert.equal(first.status, 200)
    assert.equal(first.body, 'success')
    assert.ok(await esignService.signature(c, v.id, 'test', 'v1'))
    // the very same delivery again (a replay): refused; the provider's retry (a new delivery of the same event): acknowledged, nothing new
    expectFail(await send(headers), 400, EsignCodes.CALLBACK)
    const retry = { ...body, deliveryId: 'retry-1' }
    assert.equal((await send(callbackHeaders(secret, retry), retry)).status, 200)
    assert.equal(
      Number(
        (
          await t.db
            .selectFrom('esign_contracts')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', v.id)
            .where('state', '=', 'signed')
            .executeTakeFirstOrThrow()
        ).n,
      ),
      1,
    )
    await assertLedgerSound(t.db)
  })

  // ---------------------------------------------------------------- withdrawals

  const CARD = '6228480012345678903'
  /** a Luhn-valid number the local bank fails (the `payout` setting of this file) */
  const FAIL_CARD = '6217000000000020002'
  const ids = { seq: 0 }
  const key = () => `k-${process.pid}-${++ids.seq}`

  async function bindCard(u: AsUser, real: { realName: string; idNumber: string }, cardNumber = CARD) {
    const f = form({ holder: real.realName, idNumber: real.idNumber, bankCode: 'ICBC', cardNumber, phone: '13800138000', cardType: 'debit' })
    return expectOk(await u.api({ method: 'POST', url: BankApi.bind.url, payload: f.payload, headers: f.headers })).id as number
  }
  async function signAgreement(u: AsUser) {
    const s = expectOk(await u.api({ method: 'POST', url: WithdrawApi.sign.url }))
    assert.equal(s.signed, false)
    await signAtPage(s.url)
    await jobs()
    assert.equal(expectOk(await u.api({ method: 'GET', url: WithdrawApi.agreement.url })).signed, true)
  }
  /** A user with money, an approved real name, a bound card and the signed agreement. */
  async function ready(o: { money?: number; card?: string } = {}) {
    const u = await asUser(t, { roles: 'shopper,merchant' })
    if (o.money !== 0) await fund(u.id, o.money ?? 500_000)
    const real = await approveRealName(t, u.id)
    const cardId = await bindCard(u, real, o.card)
    await signAgreement(u)
    return { u, cardId, real }
  }
  const request = (u: AsUser, body: Record<string, unknown>, k = key()) =>
    u.api({ method: 'POST', url: WithdrawApi.create.url, payload: body, headers: { 'idempotency-key': k } })
  const detailOf = async (u: AsUser, id: number) => expectOk(await u.api({ method: 'GET', url: WithdrawApi.detail.url.replace(':id', String(id)) }))
  async function decide(id: number, approve: boolean, reason?: string) {
    const a = await approvalService.latest(t.ctx(), 'withdrawal', String(id))
    assert.ok(a, `withdrawal ${id} is in the review queue`)
    return staff.api({ method: 'POST', url: ApprovalApi.decide.url.replace(':id', String(a.id)), payload: { approve, ...(reason ? { reason } : {}) } })
  }
  const payouts = (id: number) => t.db.selectFrom('ledger_transactions').select(['id', 'kind']).where('ref', 'like', `withdraw:${id}:%`).orderBy('id').execute()

  it("refused before anything moves: no real name, not signed, a card not the applicant's, below the minimum, above the maximum, another currency, over the daily maximum", async () => {
    const u = await asUser(t)
    await fund(u.id, 500_000)
    expectFail(await request(u, { amount: 10_000, cardId: 1 }), 409, WithdrawCodes.REAL_NAME, 'realName')
    expectFail(await u.api({ method: 'POST', url: WithdrawApi.sign.url }), 409, WithdrawCodes.REAL_NAME, 'realName')
    const st0 = expectOk(await u.api({ method: 'GET', url: WithdrawApi.status.url }))
    assert.deepEqual([st0.realName, st0.signed, st0.available, st0.held], [false, false, 500_000, 0])
    const real = await approveRealName(t, u.id)
    const cardId = await bindCard(u, real)
    expectFail(await request(u, { amount: 10_000, cardId }), 409, WithdrawCodes.NOT_SIGNED, 'agreement')
    await signAgreement(u)
    const other = await ready({ money: 0 })
    expectFail(await request(u, { amount: 10_000, cardId: other.cardId }), 404, WithdrawCodes.CARD, 'cardId')
    expectFail(await request(u, { amount: 999, cardId }), 400, WithdrawCodes.MIN, 'amount')
    expectFail(await request(u, { amount: 100_001, cardId }), 400, WithdrawCodes.MAX, 'amount')
    expectFail(await request(u, { amount: 10_000, cardId, currency: 'JPY' }), 400, WithdrawCodes.CURRENCY, 'currency')
    expectFail(await request(u, { amount: 10_000, cardId, shopId: 999_999 }), 404, WithdrawCodes.SHOP, 'shopId')
    expectFail(
      await u.api({ method: 'POST', url: WithdrawApi.create.url, payload: { amount: 10_000, cardId }, headers: { 'idempotency-key': 'bad key' } }),
      400,
      Codes.BAD_REQUEST,
      'Idempotency-Key',
    )
    // nothing was held, nothing is in the queue
    assert.deepEqual(await balances(u.id), { available: 500_000, held: 0 })
    // the daily maximum (1,500.00): 1,000.00 and 500.00 pass, 0.01 more does not
    expectOk(await request(u, { amount: 100_000, cardId }))
    expectFail(await request(u, { amount: 50_001, cardId }), 409, WithdrawCodes.DAILY_MAX, 'amount')
    expectOk(await request(u, { amount: 50_000, cardId }))
    expectFail(await request(u, { amount: 1_000, cardId }), 409, WithdrawCodes.DAILY_MAX, 'amount')
    const st = expectOk(await u.api({ method: 'GET', url: WithdrawApi.status.url }))
    assert.deepEqual([st.dailyUsed, st.dailyLeft, st.maxNow], [150_000, 0, 0])
    // a rejected one no longer counts
    const [latest] = expectOk(await u.api({ method: 'GET', url: WithdrawApi.list.url })).rows
    expectOk(await decide(latest.id, false, 'test'))
    assert.equal(expectOk(await u.api({ method: 'GET', url: WithdrawApi.status.url })).dailyLeft, 50_000)
    await assertLedgerSound(t.db)
  })

  it('the hold at once; staff approve in the review queue; the bank notifies; paid: amount to payout, fee to fee', async () => {
    const { u, cardId, real } = await ready()
    const payout0 = await system('payout')
    const fee0 = await system('fee')
    const st = expectOk(await u.api({ method: 'GET', url: WithdrawApi.status.url }))
    // the largest amount now: 1,000.00 (the maximum) fits in 5,000.00 with its fee
    assert.deepEqual([st.available, st.held, st.maxNow, st.realName, st.signed], [500_000, 0, 100_000, true, true])
    const w = expectOk(await request(u, { amount: 100_000, cardId }))
    assert.deepEqual([w.state, w.amount, w.fee, w.total, w.cardMasked, w.kind], ['requested', 100_000, 650, 100_650, '**** **** **** 8903', 'user'])
    // at once: available drops, held rises, by amount + fee
    assert.deepEqual(await balances(u.id), { available: 500_000 - 100_650, held: 100_650 })
    const acc = expectOk(await u.api({ method: 'GET', url: '/customer/api/account' })).find((a: { currency: string }) => a.currency === 'CNY')
    assert.deepEqual([acc.available, acc.held, acc.total], [399_350, 100_650, 500_000])
    // the desk sees it with what staff need
    const { rows } = expectOk(await staff.api({ method: 'GET', url: `${ApprovalApi.list.url}?kind=withdrawal` }))
    const item = rows.find((r: { ref: string }) => r.ref === String(w.id))
    assert.ok(item)
    assert.deepEqual(item.summary, {
      realName: real.realName,
      holder: real.realName,
      bankName: '中国工商银行',
      card: '**** **** **** 8903',
      amount: '1000.00',
      fee: '6.50',
      currency: 'CNY',
    })
    expectOk(await decide(w.id, true))
    assert.equal((await detailOf(u, w.id)).state, 'approved')
    // the payout job hands it to the bank, whose notification (no delay here) pays it
    await jobs()
    const d = await detailOf(u, w.id)
    assert.equal(d.state, 'paid')
    assert.deepEqual(
      d.history.map((h: { event: string }) => h.event),
      ['request', 'approve', 'submit', 'pay'],
    )
    assert.ok(d.finishedAt)
    assert.deepEqual(await balances(u.id), { available: 399_350, held: 0 })
    assert.equal((await system('payout')) - payout0, 100_000)
    assert.equal((await system('fee')) - fee0, 650)
    assert.deepEqual(
      (await payouts(w.id)).map((p) => p.kind),
      ['withdraw_hold', 'withdraw_payout'],
    )
    // the list and another user's view
    assert.equal(expectOk(await u.api({ method: 'GET', url: WithdrawApi.list.url })).rows[0].state, 'paid')
    const stranger = await asUser(t)
    expectFail(await stranger.api({ method: 'GET', url: WithdrawApi.detail.url.replace(':id', String(w.id)) }), 404, Codes.NOT_FOUND)
    await assertLedgerSound(t.db)
  })

  it('approved twice and notified three times: paid out once', async () => {
    const { u, cardId } = await ready()
    await putSetting(t.ctx(), 'payout', { delaySec: 3600, failCards: [], failSuffixes: [] })
    try {
      const payout0 = await system('payout')
      const w = expectOk(await request(u, { amount: 50_000, cardId }))
      const a = await approvalService.latest(t.ctx(), 'withdrawal', String(w.id))
      const both = await Promise.all(
        [1, 2].map(() => staff.api({ method: 'POST', url: ApprovalApi.decide.url.replace(':id', String(a!.id)), payload: { approve: true } })),
      )
      assert.deepEqual(both.map((r) => r.status).sort(), [200, 409])
      await jobs() // the payout job: paying; the bank answers in an hour
      assert.equal((await detailOf(u, w.id)).state, 'paying')
      const order = await t.db.selectFrom('payout_local_orders').selectAll().where('payout_no', '=', w.withdrawNo).executeTakeFirstOrThrow()
      const secret = await payoutSecret(t.ctx())
      const notify = () => {
        const body = noticeBody(order)
        return t.api({ method: 'POST', url: payoutNotifyPath('default'), headers: noticeHeaders(secret, body), payload: body })
      }
      const three = await Promise.all([notify(), notify(), notify()])
      assert.deepEqual(
        three.map((r) => [r.status, r.body]),
        [
          [200, 'success'],
          [200, 'success'],
          [200, 'success'],
        ],
      )
      // and the bank's own delivery later: acknowledged, nothing more
      await jobs(FUTURE())
      assert.equal((await detailOf(u, w.id)).state, 'paid')
      assert.deepEqual(
        (await payouts(w.id)).map((p) => p.kind),
        ['withdraw_hold', 'withdraw_payout'],
      )
      assert.equal((await system('payout')) - payout0, 50_000)
      assert.deepEqual(await balances(u.id), { available: 500_000 - 50_000 - 350, held: 0 })
    } finally {
      await putSetting(t.ctx(), 'payout', { delaySec: 0, failCards: [], failSuffixes: ['0002'] })
    }
    await assertLedgerSound(t.db)
  })

  it('a failed payout, and a rejection, return exactly the held amount and fee', async () => {
    const { u, cardId } = await ready({ card: FAIL_CARD })
    const fee0 = await system('fee')
    const payout0 = await system('payout')
    const w = expectOk(await request(u, { amount: 20_000, cardId }))
    assert.equal(w.fee, 50 + 120)
    assert.deepEqual(await balances(u.id), { available: 500_000 - 20_170, held: 20_170 })
    expectOk(await decide(w.id, true))
    await jobs()
    const d = await detailOf(u, w.id)
    assert.deepEqual([d.state, d.reason], ['failed', 'ACCOUNT_ABNORMAL'])
    assert.deepEqual(await balances(u.id), { available: 500_000, held: 0 })
    assert.deepEqual([(await system('fee')) - fee0, (await system('payout')) - payout0], [0, 0])
    assert.deepEqual(
      (await payouts(w.id)).map((p) => p.kind),
      ['withdraw_hold', 'withdraw_release'],
    )
    // rejected by staff: the reason is kept and the money is back
    const r = expectOk(await request(u, { amount: 30_000, cardId }))
    assert.deepEqual(await balances(u.id), { available: 500_000 - 30_230, held: 30_230 })
    expectFail(await decide(r.id, false), 400, Codes.BAD_REQUEST, 'reason')
    expectOk(await decide(r.id, false, 'The card holder differs'))
    const rd = await detailOf(u, r.id)
    assert.deepEqual([rd.state, rd.reason], ['rejected', 'The card holder differs'])
    assert.deepEqual(await balances(u.id), { available: 500_000, held: 0 })
    // nothing of it reaches the bank
    await jobs()
    assert.equal(await t.db.selectFrom('payout_local_orders').select('id').where('payout_no', '=', r.withdrawNo).executeTakeFirst(), undefined)
    await assertLedgerSound(t.db)
  })

  it('50 parallel withdrawals from one account never overdraw; one key moves money once; parallel requests never pass the daily maximum', async () => {
    const { u, cardId } = await ready({ money: 10_000 })
    // each takes 10.00 + its 1.00 fee: nine fit in 100.00
    const all = await Promise.all(Array.from({ length: 50 }, () => request(u, { amount: 1_000, cardId })))
    const ok = all.filter((r) => r.status === 200)
    assert.equal(ok.length, 9)
    for (const r of all.filter((x) => x.status !== 200)) expectFail(r, 409, PaymentCodes.BALANCE)
    assert.deepEqual(await balances(u.id), { available: 100, held: 9_900 })
    // the same key, sent five times at once: one withdrawal, one hold
    const { u: v, cardId: c2 } = await ready({ money: 10_000 })
    const k = key()
    const same = await Promise.all(Array.from({ length: 5 }, () => request(v, { amount: 2_000, cardId: c2 }, k)))
    assert.deepEqual(new Set(same.map((r) => expectOk(r).id)).size, 1)
    assert.deepEqual(await balances(v.id), { available: 10_000 - 2_100, held: 2_100 })
    expectFail(await request(v, { amount: 3_000, cardId: c2 }, k), 422, Codes.IDEMPOTENCY_MISMATCH, 'Idempotency-Key')
    // the daily maximum under a race: 20 parallel requests of 100.00 against 1,500.00 a day: 15 pass
    const { u: r, cardId: c3 } = await ready({ money: 5_000_000 })
    const day = await Promise.all(Array.from({ length: 20 }, () => request(r, { amount: 10_000, cardId: c3 })))
    assert.equal(day.filter((x) => x.status === 200).length, 15)
    for (const x of day.filter((y) => y.status !== 200)) expectFail(x, 409, WithdrawCodes.DAILY_MAX, 'amount')
    assert.deepEqual(await balances(r.id), { available: 5_000_000 - 15 * 10_110, held: 15 * 10_110 })
    await assertLedgerSound(t.db)
  })

  it('payout notifications: a forged, stale, unknown or wrong-amount one is refused and changes nothing', async () => {
    const { u, cardId } = await ready()
    await putSetting(t.ctx(), 'payout', { delaySec: 3600, failCards: [], failSuffixes: [] })
    try {
      const w = expectOk(await request(u, { amount: 10_000, cardId }))
      expectOk(await decide(w.id, true))
      await jobs()
      const order = await t.db.selectFrom('payout_local_orders').selectAll().where('payout_no', '=', w.withdrawNo).executeTakeFirstOrThrow()
      const secret = await payoutSecret(t.ctx())
      const send = (headers: Record<string, string>, body: Record<string, unknown>) =>
        t.api({ method: 'POST', url: payoutNotifyPath('default'), headers, payload: body })
      const body = noticeBody(order)
      expectFail(await send(noticeHeaders('forged', body), body), 400, WithdrawCodes.CALLBACK)
      expectFail(await send(noticeHeaders(secret, body, Math.floor(Date.now() / 1000) - 3600), body), 400, WithdrawCodes.CALLBACK)
      const more = { ...body, amount: 1 }
      expectFail(await send(noticeHeaders(secret, more), more), 400, WithdrawCodes.CALLBACK)
      const unknown = { ...body, payoutNo: 'W0' }
      expectFail(await send(noticeHeaders(secret, unknown), unknown), 400, WithdrawCodes.CALLBACK)
      expectFail(await t.api({ method: 'POST', url: PayoutApi.notify.url.replace(':tenant', 'nobody'), payload: body }), 404, Codes.NOT_FOUND)
      assert.equal((await detailOf(u, w.id)).state, 'paying')
      assert.deepEqual(await balances(u.id), { available: 500_000 - 10_110, held: 10_110 })
      await jobs(FUTURE())
      assert.equal((await detailOf(u, w.id)).state, 'paid')
    } finally {
      await putSetting(t.ctx(), 'payout', { delaySec: 0, failCards: [], failSuffixes: ['0002'] })
    }
    await assertLedgerSound(t.db)
  })

  it("a merchant withdraws the shop's settled money through the same flow; never more than the shop holds", async () => {
    const { u, cardId } = await ready({ money: 0 })
    const shop = await makeShop(t, { ownerId: u.id })
    const other = await makeShop(t)
    // the shop's settled money (what the settle flow posts: ADR 0090)
    await ledgerService.postTransaction(t.ctx(), {
      kind: 'settlement',
      entries: [
        { account: { system: 'order_clearing', currency: 'CNY' }, amount: -30_000 },
        { account: { system: `merchant:${shop.id}`, currency: 'CNY' }, amount: 30_000 },
      ],
    })
    const sum = expectOk(await u.api({ method: 'GET', url: WithdrawApi.merchantSummary.url }))
    assert.deepEqual(
      sum.shops.find((s: { shopId: number }) => s.shopId === shop.id).money.find((m: { currency: string }) => m.currency === 'CNY'),
      {
        currency: 'CNY',
        available: 30_000,
        held: 0,
      },
    )
    expectFail(await request(u, { amount: 10_000, cardId, shopId: other.id }), 404, WithdrawCodes.SHOP, 'shopId')
    const w = expectOk(await request(u, { amount: 20_000, cardId, shopId: shop.id }))
    assert.deepEqual([w.kind, w.shopId, w.total], ['merchant', shop.id, 20_170])
    // the desk sees whose shop's money it is
    const approval = await approvalService.latest(t.ctx(), 'withdrawal', String(w.id))
    const queued = expectOk(await staff.api({ method: 'GET', url: ApprovalApi.detail.url.replace(':id', String(approval!.id)) }))
    assert.deepEqual([queued.summary.shopName, queued.summary.amount, queued.summary.fee], [w.shopName, '200.00', '1.70'])
    assert.ok(w.shopName.length > 0)
    assert.deepEqual([await system(`merchant:${shop.id}`), await system(`merchant_hold:${shop.id}`)], [9_830, 20_170])
    // the shop holds 98.30: 200.00 more is refused and nothing moves
    expectFail(await request(u, { amount: 20_000, cardId, shopId: shop.id }), 409, PaymentCodes.BALANCE)
    assert.equal(await system(`merchant:${shop.id}`), 9_830)
    const st = expectOk(await u.api({ method: 'GET', url: `${WithdrawApi.status.url}?shopId=${shop.id}` }))
    assert.deepEqual([st.available, st.held], [9_830, 20_170])
    // the user's own money was never touched
    assert.deepEqual(await balances(u.id), { available: 0, held: 0 })
    const payout0 = await system('payout')
    expectOk(await decide(w.id, true))
    await jobs()
    assert.equal((await detailOf(u, w.id)).state, 'paid')
    assert.deepEqual([await system(`merchant:${shop.id}`), await system(`merchant_hold:${shop.id}`), (await system('payout')) - payout0], [9_830, 0, 20_000])
    assert.deepEqual(
      expectOk(await u.api({ method: 'GET', url: `${WithdrawApi.list.url}?shopId=${shop.id}` })).rows.map((r: { id: number }) => r.id),
      [w.id],
    )
    assert.deepEqual(expectOk(await u.api({ method: 'GET', url: WithdrawApi.list.url })).rows, [])
    // a user without a shop
    const shopper = await asUser(t)
    expectFail(await shopper.api({ method: 'GET', url: WithdrawApi.merchantSummary.url }), 404, WithdrawCodes.SHOP)
    await assertLedgerSound(t.db)
  })
})
