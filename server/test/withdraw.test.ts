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
import { putSetting } from '../src/modules/system/system.settings.js'
import { noticeBody, noticeHeaders, payoutSecret } from '../src/modules/withdraw/providers/payout-local.js'
import { asUser, assertLedgerSound, createTestApp, expectFail, expectOk, makeShop, type AsUser, type TestApp } from './helpers.js'

const FUTURE = () => new Date(Date.now() + 3_600_000)

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
    // the local bank: answers at once, fails cards ending in 0002
    await putSetting(t.ctx(), 'payout', { delaySec: 0, failCards: [], failSuffixes: ['0002'] })
  })
  after(() => t.close())

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
    await runDueJobs(t.db)
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
})
