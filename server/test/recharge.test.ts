// Recharge: packages with a bonus, the tenant's limits, paid through the payment interface as its second kind of
// pay target (local gateway with signed notifications, OFFLINE reviewed by staff; never the balance itself nor cash),
// credited amount + bonus exactly once, a late payment on an expired recharge refunded, the ledger sound after.
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { Codes } from '../../types/constants.js'
import { notifyPath, PaymentApi, PaymentCodes } from '../../types/payment.js'
import { RechargeApi, RechargeCodes } from '../../types/recharge.js'
import { runDueJobs } from '../src/core/jobs.js'
import { ledgerService } from '../src/modules/ledger/ledger.service.js'
import { channelSecret, PAY_ALL_CHANNELS } from '../src/modules/payment/payment.settings.js'
import { signedHeaders } from '../src/modules/payment/providers/local.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { asUser, assertLedgerSound, createTestApp, expectFail, expectOk, type AsUser, type TestApp } from './helpers.js'

const PWD = '135790'

describe('recharge: packages, limits, paid through the payment interface, credited once', () => {
  let t: TestApp
  let staff: AsUser
  let pkg: { id: number; amount: number; bonus: number; currency: string }
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    await putSetting(t.ctx(), 'pay', { channels: PAY_ALL_CHANNELS })
    staff = await asUser(t, { roles: 'shopper,staff', lang: 'en' })
  })
  after(() => t.close())

  const shopper = async () => {
    const u = await asUser(t, { lang: 'en' })
    expectOk(await u.api({ method: 'POST', url: PaymentApi.payPwdSet.url, payload: { password: PWD, confirmPassword: PWD } }))
    return u
  }
  const recharge = (u: AsUser, payload: Record<string, unknown>, key?: string) =>
    u.api({ method: 'POST', url: RechargeApi.create.url, payload, headers: key ? { 'idempotency-key': key } : {} })
  const check = (u: AsUser, id: string) => u.api({ method: 'GET', url: RechargeApi.check.url.replace(':id', id) })
  const pay = (u: AsUser, payload: Record<string, unknown>) => u.api({ method: 'POST', url: PaymentApi.create.url, payload })
  const balance = (userId: number, currency = 'CNY') => ledgerService.balanceOf(t.ctx(), userId, currency)
  const system = async (code: string, currency = 'CNY') =>
    (await ledgerService.systemBalances(t.ctx(), [code])).find((a) => a.currency === currency)?.balance ?? 0
  const notify = (channel: string, body: Record<string, unknown>, headers: Record<string, string>) =>
    t.api({ method: 'POST', url: notifyPath('default', channel), payload: body, headers })
  /** The notification the local gateway queued for payment `id` (what its job will deliver). */
  const queuedNotice = async (paymentId: number) => {
    const jobs = await t.db.selectFrom('jobs').select(['payload']).where('kind', '=', 'payment:notify').execute()
    const j = jobs.find((x) => (x.payload as { body: { outTradeNo: string } }).body.outTradeNo === `P${paymentId}`)
    assert.ok(j, 'the gateway queued a notification')
    return j.payload as { channel: string; body: Record<string, unknown> }
  }
  const creditTx = (no: string) => t.db.selectFrom('ledger_transactions').select(['id', 'kind']).where('ref', '=', `recharge:${no}`).execute()

  it('desk: staff add packages (bonus at most the amount, an enabled currency, within the limits); shoppers may not', async () => {
    const u = await shopper()
    expectFail(await u.api({ method: 'GET', url: RechargeApi.desk.url }), 403, RechargeCodes.STAFF_ONLY)
    expectFail(
      await u.api({ method: 'POST', url: RechargeApi.addPackage.url, payload: { currency: 'CNY', amount: 10000, bonus: 500 } }),
      403,
      RechargeCodes.STAFF_ONLY,
    )
    const add = (payload: Record<string, unknown>) => staff.api({ method: 'POST', url: RechargeApi.addPackage.url, payload })
    expectFail(await add({ currency: 'CNY', amount: 1000, bonus: 1001 }), 400, RechargeCodes.TERMS, 'bonus')
    expectFail(await add({ currency: 'USD', amount: 1000, bonus: 0 }), 400, RechargeCodes.CURRENCY, 'currency')
    const outside = await add({ currency: 'CNY', amount: 60_000_00, bonus: 0 })
    expectFail(outside, 400, RechargeCodes.TERMS, 'amount')
    assert.match(outside.body.msg, /1\.00 CNY.*50000\.00 CNY/)
    expectFail(await add({ currency: 'CNY', amount: 0, bonus: 0 }), 400, Codes.BAD_REQUEST, 'amount')
    pkg = expectOk(await add({ currency: 'CNY', amount: 100_00, bonus: 8_00, sort: 1 }))
    assert.deepEqual({ ...pkg, id: 0 }, { id: 0, currency: 'CNY', amount: 100_00, bonus: 8_00, sort: 1, active: true })
    const off = expectOk(await add({ currency: 'CNY', amount: 300_00, bonus: 30_00, sort: 2 }))
    expectOk(await staff.api({ method: 'PUT', url: RechargeApi.editPackage.url.replace(':id', String(off.id)), payload: { active: false } }))
    expectFail(await staff.api({ method: 'PUT', url: RechargeApi.editPackage.url.replace(':id', '999999'), payload: { sort: 3 } }), 404, Codes.NOT_FOUND)
    const desk = expectOk(await staff.api({ method: 'GET', url: RechargeApi.desk.url }))
    assert.deepEqual(
      desk.packages.map((p: { amount: number; active: boolean }) => [p.amount, p.active]),
      [
        [100_00, true],
        [300_00, false],
      ],
    )
    assert.deepEqual(desk.terms, { minAmount: 1_00, maxAmount: 50_000_00, expiryMinutes: 30 })
    assert.deepEqual(desk.currencies, ['CNY'])
    // the shopper sees the active ones only, with the limits of each enabled currency
    const opts = expectOk(await u.api({ method: 'GET', url: RechargeApi.options.url }))
    assert.deepEqual(opts.currencies, ['CNY'])
    assert.deepEqual(opts.limits, [{ currency: 'CNY', min: 1_00, max: 50_000_00 }])
    assert.deepEqual(
      opts.packages.map((p: { id: number }) => p.id),
      [pkg.id],
    )
    // a switched-off package cannot be recharged
    expectFail(await recharge(u, { packageId: off.id }), 404, RechargeCodes.PACKAGE, 'packageId')
  })

  it('a package gives its bonus; a typed amount none; the server sets amount, bonus and currency', async () => {
    const u = await shopper()
    const r = expectOk(await recharge(u, { packageId: pkg.id }))
    assert.match(r.id, /^R\d{20}$/)
    assert.deepEqual(
      { currency: r.currency, amount: r.amount, bonus: r.bonus, total: r.total, packageId: r.packageId, state: r.state },
      { currency: 'CNY', amount: 100_00, bonus: 8_00, total: 108_00, packageId: pkg.id, state: 'unpaid' },
    )
    assert.ok(new Date(r.expiresAt).getTime() > Date.now() + 29 * 60_000)
    const typed = expectOk(await recharge(u, { amount: 123_45 }))
    assert.deepEqual([typed.amount, typed.bonus, typed.total, typed.packageId], [123_45, 0, 123_45, null])
    // another user's recharge is not found; nor is an unknown one
    const other = await shopper()
    expectFail(await check(other, r.id), 404, Codes.NOT_FOUND)
    expectFail(await check(u, 'R123456789'), 404, Codes.NOT_FOUND)
    expectFail(await check(u, 'P123456789'), 400, Codes.BAD_REQUEST)
    const c = expectOk(await check(u, r.id))
    assert.equal(c.state, 'unpaid')
    assert.equal(c.balance, 0)
  })

  it('refusals: below the minimum, above the maximum, both or neither of amount and package, a currency the tenant does not enable', async () => {
    const u = await shopper()
    const low = await recharge(u, { amount: 99 })
    expectFail(low, 400, RechargeCodes.BELOW_MIN, 'amount')
    assert.equal(low.body.msg, 'The amount must be at least 1.00 CNY')
    const high = await recharge(u, { amount: 50_000_01 })
    expectFail(high, 400, RechargeCodes.ABOVE_MAX, 'amount')
    assert.equal(high.body.msg, 'The amount must be at most 50000.00 CNY')
    expectOk(await recharge(u, { amount: 1_00 }))
    expectOk(await recharge(u, { amount: 50_000_00 }))
    expectFail(await recharge(u, { amount: 1000, packageId: pkg.id }), 400, RechargeCodes.AMOUNT_OR_PACKAGE, 'amount')
    expectFail(await recharge(u, {}), 400, RechargeCodes.AMOUNT_OR_PACKAGE, 'amount')
    expectFail(await recharge(u, { amount: 1000, currency: 'USD' }), 400, RechargeCodes.CURRENCY, 'currency')
    expectFail(await recharge(u, { amount: -5 }), 400, Codes.BAD_REQUEST, 'amount')
    // staff change the limits: the new ones hold at once
    expectFail(
      await staff.api({ method: 'PUT', url: RechargeApi.saveTerms.url, payload: { minAmount: 5000, maxAmount: 4000, expiryMinutes: 30 } }),
      400,
      RechargeCodes.TERMS,
      'minAmount',
    )
    expectOk(await staff.api({ method: 'PUT', url: RechargeApi.saveTerms.url, payload: { minAmount: 10_00, maxAmount: 20_000_00, expiryMinutes: 30 } }))
    expectFail(await recharge(u, { amount: 9_99 }), 400, RechargeCodes.BELOW_MIN, 'amount')
    expectFail(await recharge(u, { amount: 20_000_01 }), 400, RechargeCodes.ABOVE_MAX, 'amount')
    expectOk(await staff.api({ method: 'PUT', url: RechargeApi.saveTerms.url, payload: { minAmount: 1_00, maxAmount: 50_000_00, expiryMinutes: 30 } }))
    // a second currency enabled by the wallet setting: recharged in it, its own limits
    // (the wallet's setting: currencies it offers, in its order; one switched off is not offered)
    await putSetting(t.ctx(), 'wallet', {
      currencies: [
        { code: 'CNY', symbol: '¥', decimals: 2 },
        { code: 'USD', symbol: '$', decimals: 2 },
        { code: 'JPY', symbol: '¥', decimals: 0, enabled: false },
      ],
    })
    await putSetting(t.ctx(), 'recharge', { minAmount: 1_00, maxAmount: 50_000_00, expiryMinutes: 30, perCurrency: { USD: { min: 5_00, max: 1_000_00 } } })
    const opts = expectOk(await u.api({ method: 'GET', url: RechargeApi.options.url }))
    assert.deepEqual(opts.currencies, ['CNY', 'USD'])
    assert.deepEqual(opts.limits[1], { currency: 'USD', min: 5_00, max: 1_000_00 })
    expectFail(await recharge(u, { amount: 4_99, currency: 'USD' }), 400, RechargeCodes.BELOW_MIN, 'amount')
    assert.equal(expectOk(await recharge(u, { amount: 5_00, currency: 'USD' })).currency, 'USD')
    expectFail(await recharge(u, { amount: 5_00, currency: 'JPY' }), 400, RechargeCodes.CURRENCY, 'currency')
    await putSetting(t.ctx(), 'wallet', {})
    await putSetting(t.ctx(), 'recharge', {})
  })

  it('one Idempotency-Key makes one recharge, even in parallel; the key with another body is refused', async () => {
    const u = await shopper()
    const rs = await Promise.all(Array.from({ length: 8 }, () => recharge(u, { packageId: pkg.id }, 'rk-1')))
    assert.equal(new Set(rs.map((r) => expectOk(r).id)).size, 1)
    const rows = await t.db.selectFrom('recharges').select('id').where('user_id', '=', u.id).execute()
    assert.equal(rows.length, 1)
    expectFail(await recharge(u, { amount: 5000 }, 'rk-1'), 422, RechargeCodes.KEY_REUSED)
  })

  it('the cashier offers the other channels for a recharge: never the balance it fills, nor cash; paying with them is refused', async () => {
    const u = await shopper()
    await ledgerService.postTransaction(t.ctx(), {
      kind: 'test',
      entries: [
        { account: { system: 'funding', currency: 'CNY' }, amount: -500_00 },
        { account: { userId: u.id, currency: 'CNY' }, amount: 500_00 },
      ],
    })
    const r = expectOk(await recharge(u, { packageId: pkg.id }))
    const ch = expectOk(await u.api({ method: 'GET', url: PaymentApi.channels.url, query: { platform: 'h5', payNo: r.id } }))
    const codes = ch.channels.map((c: { code: string }) => c.code)
    assert.ok(!codes.includes('SYS') && !codes.includes('CASH'), codes.join())
    assert.ok(
      ['STRIPE', 'WX', 'ZFB', 'OFFLINE', 'YABAND'].every((c) => codes.includes(c)),
      codes.join(),
    )
    assert.deepEqual([ch.amount, ch.state, ch.targetKind, ch.currency], [100_00, 'unpaid', 'recharge', 'CNY'])
    // an order's cashier still offers the balance and cash
    const plain = expectOk(await u.api({ method: 'GET', url: PaymentApi.channels.url, query: { platform: 'h5' } }))
    assert.ok(plain.channels.some((c: { code: string }) => c.code === 'SYS'))
    const sys = await pay(u, { payNo: r.id, channel: 'SYS', payPassword: PWD })
    expectFail(sys, 409, PaymentCodes.CHANNEL_REFUSED, 'channel')
    assert.equal(sys.body.msg, 'This payment method cannot pay for this')
    expectFail(await u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo: r.id, payPassword: PWD } }), 409, PaymentCodes.CHANNEL_REFUSED)
    expectFail(await u.api({ method: 'POST', url: PaymentApi.cash.url, payload: { payNo: r.id } }), 409, PaymentCodes.CHANNEL_REFUSED)
    assert.equal(await balance(u.id), 500_00)
    assert.equal((await t.db.selectFrom('payments').select('id').where('target_id', '=', r.id).execute()).length, 0)
    assert.equal(expectOk(await check(u, r.id)).state, 'unpaid')
    // another user cannot pay it
    const other = await shopper()
    expectFail(await pay(other, { payNo: r.id, channel: 'STRIPE' }), 404, Codes.NOT_FOUND)
  })

  it('local gateway: the signed notification credits amount + bonus once, delivered 3 times in parallel and once more by its job; a forged one is refused', async () => {
    const u = await shopper()
    const fundingBefore = await system('funding')
    const r = expectOk(await recharge(u, { packageId: pkg.id }))
    const p = expectOk(await pay(u, { payNo: r.id, channel: 'STRIPE', platform: 'h5' }))
    assert.equal(p.status, 'pending')
    assert.equal(p.payNo, r.id)
    const pageUrl = p.payUrl.replace(/^\/api/, '')
    const page = await t.api({ method: 'GET', url: pageUrl, headers: { lang: 'en' } })
    assert.match(page.body, /CNY 100\.00/)
    assert.match(page.body, new RegExp(`Recharge ${r.id}`))
    assert.equal((await t.api({ method: 'POST', url: pageUrl, payload: { action: 'pay' } })).status, 200)
    const { channel, body } = await queuedNotice(p.id)
    const secret = (await channelSecret(t.ctx(), channel))!
    // forged: signed with another secret, or a changed amount under the old signature: refused, nothing moves
    expectFail(await notify(channel, body, signedHeaders('not-the-secret', body)), 400, Codes.BAD_REQUEST)
    const more = { ...body, amount: 1_000_00 }
    expectFail(await notify(channel, more, signedHeaders(secret, body)), 400, Codes.BAD_REQUEST)
    expectFail(await notify(channel, more, signedHeaders(secret, more)), 400, Codes.BAD_REQUEST)
    assert.equal(expectOk(await check(u, r.id)).state, 'unpaid')
    assert.equal(await balance(u.id), 0)
    // the real one, three times at once
    const acks = await Promise.all([1, 2, 3].map(() => notify(channel, body, signedHeaders(secret, body))))
    for (const a of acks) assert.equal(a.body, 'success')
    // and once more by the gateway's own delivery job
    // the message centre's pushes (job message:push, ADR 0105) are due at once: count the other jobs
    await t.db.deleteFrom('jobs').where('kind', '=', 'message:push').execute()
    assert.equal(await runDueJobs(t.db), 1)
    const c = expectOk(await check(u, r.id))
    assert.deepEqual([c.state, c.channel, c.balance, c.total], ['paid', 'STRIPE', 108_00, 108_00])
    assert.ok(c.paidAt)
    assert.equal(c.expiresAt, null)
    assert.equal(await balance(u.id), 108_00)
    assert.equal(expectOk(await u.api({ method: 'GET', url: `/order/api/pay/${p.id}` })).status, 'paid')
    const txs = await creditTx(r.id)
    assert.deepEqual(
      txs.map((x) => x.kind),
      ['recharge'],
    )
    assert.equal(await system('funding'), fundingBefore - 8_00)
    // the expiry job was dropped with the payment: hours later the recharge is still paid
    await runDueJobs(t.db, { now: new Date(Date.now() + 3 * 3600_000) })
    assert.equal((await t.db.selectFrom('jobs').select('id').where('key', '=', `expire:${r.id}`).execute()).length, 0)
    assert.equal(expectOk(await check(u, r.id)).state, 'paid')
    // paid: not payable again
    expectFail(await pay(u, { payNo: r.id, channel: 'ZFB' }), 409, PaymentCodes.NOT_PAYABLE)
    await assertLedgerSound(t.db)
  })

  it('two gateways paid for one recharge: credited once, the second payment refunded', async () => {
    const u = await shopper()
    const r = expectOk(await recharge(u, { amount: 77_00 }))
    const a = expectOk(await pay(u, { payNo: r.id, channel: 'WX' }))
    const b = expectOk(await pay(u, { payNo: r.id, channel: 'ZFB' }))
    await Promise.all([a, b].map((p) => t.api({ method: 'POST', url: p.payUrl.replace(/^\/api/, ''), payload: { action: 'pay' } })))
    await runDueJobs(t.db)
    const statuses = await Promise.all([a, b].map(async (p) => expectOk(await u.api({ method: 'GET', url: `/order/api/pay/${p.id}` })).status))
    assert.deepEqual(statuses.sort(), ['paid', 'refunded'])
    assert.equal(await balance(u.id), 77_00)
    assert.equal((await creditTx(r.id)).length, 1)
  })

  it('OFFLINE: proof -> staff review; rejected -> payable again; approved -> credited once (parallel approvals)', async () => {
    const u = await shopper()
    const r = expectOk(await recharge(u, { packageId: pkg.id }))
    const p = expectOk(await pay(u, { payNo: r.id, channel: 'OFFLINE' }))
    assert.ok(p.bank.accountNo)
    const img = crypto.randomUUID()
    await t.db
      .insertInto('uploads')
      .values({
        id: img,
        tenant_id: t.tenantId,
        owner_id: u.id,
        scope: 'private',
        mime: 'image/png',
        size: 1,
        path: `x/${img}.png`,
        sha256: 'x',
        original_name: null,
      })
      .execute()
    expectOk(await u.api({ method: 'POST', url: PaymentApi.proof.url, payload: { paymentId: p.id, images: [img] } }))
    let c = expectOk(await check(u, r.id))
    assert.deepEqual([c.state, c.expiresAt], ['awaiting', null])
    // waiting for a person: the expiry does not cancel it
    await runDueJobs(t.db, { now: new Date(Date.now() + 3 * 3600_000) })
    assert.equal(expectOk(await check(u, r.id)).state, 'awaiting')
    const list = expectOk(await staff.api({ method: 'GET', url: PaymentApi.staffOfflineList.url }))
    assert.ok(list.rows.some((x: { id: number; payNo: string }) => x.id === p.id && x.payNo === r.id))
    expectOk(await staff.api({ method: 'POST', url: `/platform/api/pay/offline/${p.id}/reject`, payload: { reason: 'no transfer found' } }))
    c = expectOk(await check(u, r.id))
    assert.equal(c.state, 'unpaid')
    assert.ok(new Date(c.expiresAt).getTime() > Date.now())
    expectOk(await u.api({ method: 'POST', url: PaymentApi.proof.url, payload: { paymentId: p.id, images: [img] } }))
    const rs = await Promise.all(
      [1, 2, 3, 4].map((i) => staff.api({ method: 'POST', url: `/platform/api/pay/offline/${p.id}/confirm`, headers: { 'idempotency-key': `rc-${i % 2}` } })),
    )
    assert.ok(rs.some((x) => x.status === 200))
    for (const x of rs.filter((y) => y.status !== 200)) expectFail(x, 409, PaymentCodes.PAYMENT_STATE)
    c = expectOk(await check(u, r.id))
    assert.deepEqual([c.state, c.channel, c.balance], ['paid', 'OFFLINE', 108_00])
    assert.equal((await creditTx(r.id)).length, 1)
  })

  it('an expired recharge is cancelled; a payment that arrives after is refunded, nothing credited', async () => {
    const u = await shopper()
    const r = expectOk(await recharge(u, { packageId: pkg.id }))
    const p = expectOk(await pay(u, { payNo: r.id, channel: 'HUIJU' }))
    const gatewayBefore = await system('gateway:HUIJU')
    const clearingBefore = await system('order_clearing')
    // not yet due: nothing happens; past the expiry the job cancels it
    await runDueJobs(t.db)
    assert.equal(expectOk(await check(u, r.id)).state, 'unpaid')
    await runDueJobs(t.db, { now: new Date(Date.now() + 31 * 60_000) })
    assert.deepEqual([expectOk(await check(u, r.id)).state, expectOk(await check(u, r.id)).expiresAt], ['cancelled', null])
    // a new payment is refused; the pending one is paid at the gateway late
    expectFail(await pay(u, { payNo: r.id, channel: 'ZFB' }), 409, PaymentCodes.NOT_PAYABLE)
    await t.api({ method: 'POST', url: p.payUrl.replace(/^\/api/, ''), payload: { action: 'pay' } })
    assert.equal(await runDueJobs(t.db), 1)
    assert.equal(expectOk(await u.api({ method: 'GET', url: `/order/api/pay/${p.id}` })).status, 'refunded')
    const events = await t.db.selectFrom('payment_events').select('kind').where('payment_id', '=', p.id).orderBy('id').execute()
    assert.deepEqual(
      events.map((e) => e.kind),
      ['late', 'refund', 'notify_late'],
    )
    assert.equal(expectOk(await check(u, r.id)).state, 'cancelled')
    assert.equal(await balance(u.id), 0)
    assert.equal((await creditTx(r.id)).length, 0)
    // the money went in and back out the way it came
    assert.equal(await system('gateway:HUIJU'), gatewayBefore)
    assert.equal(await system('order_clearing'), clearingBefore)
  })

  it('the ledger audit is clean after every recharge above', async () => {
    await assertLedgerSound(t.db)
  })
})
