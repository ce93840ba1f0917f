// Paying at a store (issue 26): the member discount, the pay target `S...` through the cashier, the shop credited
// once at once through settlement (parallel payments and notifications), refused channels, expiry, the workbench.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { Codes } from '../../types/constants.js'
import { notifyPath, PaymentApi, PaymentCodes } from '../../types/payment.js'
import { StorepayApi, StorepayCodes, STORE_PAY_MAX } from '../../types/storepay.js'
import { runDueJobs } from '../src/core/jobs.js'
import { ledgerService } from '../src/modules/ledger/ledger.service.js'
import { PAY_ALL_CHANNELS } from '../src/modules/payment/payment.settings.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { asUser, assertLedgerSound, createTestApp, expectFail, expectOk, makeShop, type AsUser, type TestApp } from './helpers.js'

const PWD = '246810'

describe('storepay: pay at a store, member discount, credited to the shop once', () => {
  let t: TestApp
  let merchant: AsUser
  let store: { id: number; ownerId: number }
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    await putSetting(t.ctx(), 'pay', { channels: PAY_ALL_CHANNELS })
    await putSetting(t.ctx(), 'settlement', { rates: { nearby_store: 300 } })
    merchant = await asUser(t, { roles: 'shopper,merchant', lang: 'en' })
    store = await makeShop(t, { ownerId: merchant.id, kind: 'nearby_store', name: 'Corner Café' })
  })
  after(() => t.close())

  const credit = (userId: number, amount: number) =>
    ledgerService.postTransaction(t.ctx(), {
      kind: 'test',
      entries: [
        { account: { system: 'funding', currency: 'CNY' }, amount: -amount },
        { account: { userId, currency: 'CNY' }, amount },
      ],
    })
  const shopper = async (money = 0) => {
    const u = await asUser(t, { lang: 'en' })
    expectOk(await u.api({ method: 'POST', url: PaymentApi.payPwdSet.url, payload: { password: PWD, confirmPassword: PWD } }))
    if (money) await credit(u.id, money)
    return u
  }
  const create = (u: AsUser, payload: Record<string, unknown>, key?: string) =>
    u.api({ method: 'POST', url: StorepayApi.create.url, payload, headers: key ? { 'idempotency-key': key } : {} })
  const payBalance = (u: AsUser, payNo: string) => u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo, payPassword: PWD } })
  const get = (u: AsUser, payNo: string) => u.api({ method: 'GET', url: StorepayApi.get.url.replace(':payNo', payNo) })
  const balance = (userId: number) => ledgerService.balanceOf(t.ctx(), userId, 'CNY')
  const system = async (code: string) => (await ledgerService.systemBalances(t.ctx(), [code])).find((a) => a.currency === 'CNY')?.balance ?? 0
  const lines = (no: string) => t.db.selectFrom('settlement_lines').selectAll().where('ref', '=', `store:${no}`).execute()

  it('the pay page: only stores (nearby_store, service) that are open; the amount within the limits', async () => {
    const u = await shopper()
    const s = expectOk(await u.api({ method: 'GET', url: StorepayApi.store.url.replace(':shopId', String(store.id)) }))
    assert.deepEqual(
      { name: s.name, open: s.open, currency: s.currency, rate: s.memberRateBp, after: s.memberAfter, member: s.member, min: s.min, max: s.max },
      { name: 'Corner Café', open: true, currency: 'CNY', rate: 0, after: 1, member: false, min: 1, max: STORE_PAY_MAX },
    )
    const retail = await makeShop(t, { kind: 'retail' })
    expectFail(await u.api({ method: 'GET', url: StorepayApi.store.url.replace(':shopId', String(retail.id)) }), 404, StorepayCodes.SHOP, 'shopId')
    expectFail(await create(u, { shopId: retail.id, amount: 100 }), 404, StorepayCodes.SHOP, 'shopId')
    expectFail(await create(u, { shopId: 99999999, amount: 100 }), 404, StorepayCodes.SHOP, 'shopId')
    const closed = await makeShop(t, { kind: 'service', status: 'closed' })
    expectFail(await create(u, { shopId: closed.id, amount: 100 }), 409, StorepayCodes.SHOP_CLOSED, 'shopId')
    const big = await create(u, { shopId: store.id, amount: STORE_PAY_MAX + 1 })
    expectFail(big, 400, StorepayCodes.AMOUNT, 'amount')
    assert.match(big.body.msg, /0\.01 CNY.*50000\.00 CNY/)
    expectFail(await create(u, { shopId: store.id, amount: 0 }), 400, Codes.BAD_REQUEST, 'amount')
    expectFail(await create(u, { shopId: store.id, amount: 100, remark: 'x'.repeat(51) }), 400, Codes.BAD_REQUEST, 'remark')
    expectFail(await t.api({ method: 'POST', url: StorepayApi.quote.url, payload: { shopId: store.id, amount: 100 } }), 401, Codes.UNAUTHORIZED)
  })

  it('members get the store discount, rounded down; the server prices, the row keeps its numbers', async () => {
    // the merchant sets 5 % off from the second payment; others may not
    const other = await asUser(t, { roles: 'shopper,merchant' })
    const terms = StorepayApi.saveTerms.url.replace(':shopId', String(store.id))
    expectFail(await other.api({ method: 'PUT', url: terms, payload: { memberRateBp: 500, memberAfter: 1 } }), 403, StorepayCodes.NOT_MERCHANT)
    expectFail(await merchant.api({ method: 'PUT', url: terms, payload: { memberRateBp: 6000, memberAfter: 1 } }), 400, Codes.BAD_REQUEST, 'memberRateBp')
    assert.deepEqual(expectOk(await merchant.api({ method: 'PUT', url: terms, payload: { memberRateBp: 500, memberAfter: 1 } })), {
      memberRateBp: 500,
      memberAfter: 1,
    })
    const u = await shopper(200_00)
    const quote = async (amount: number) => expectOk(await u.api({ method: 'POST', url: StorepayApi.quote.url, payload: { shopId: store.id, amount } }))
    const q1 = await quote(50_00)
    assert.deepEqual([q1.amount, q1.discount, q1.payable, q1.member], [50_00, 0, 50_00, false])
    const p1 = expectOk(await create(u, { shopId: store.id, amount: 50_00, remark: ' table 4 ' }))
    assert.match(p1.payNo, /^S\d{20}$/)
    assert.deepEqual([p1.state, p1.payable, p1.remark, p1.shopName], ['unpaid', 50_00, 'table 4', 'Corner Café'])
    // the cashier pays the payable; cash and offline transfers are refused for a store payment
    const ch = expectOk(await u.api({ method: 'GET', url: PaymentApi.channels.url, query: { payNo: p1.payNo } }))
    assert.equal(ch.targetKind, 'store')
    assert.equal(ch.amount, 50_00)
    const codes = ch.channels.map((c: { code: string }) => c.code)
    assert.ok(codes.includes('SYS') && !codes.includes('CASH') && !codes.includes('OFFLINE'), codes.join())
    expectFail(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: p1.payNo, channel: 'CASH' } }), 409, PaymentCodes.CHANNEL_REFUSED)
    expectFail(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: p1.payNo, channel: 'OFFLINE' } }), 409, PaymentCodes.CHANNEL_REFUSED)
    const merchantBefore = await system(`merchant:${store.id}`)
    const commissionBefore = await system('commission')
    assert.equal(expectOk(await payBalance(u, p1.payNo)).status, 'paid')
    const paid = expectOk(await get(u, p1.payNo))
    assert.deepEqual([paid.state, paid.channel, paid.expiresAt], ['paid', 'SYS', null])
    assert.equal(await balance(u.id), 150_00)
    // credited at once: 3 % commission (the shop kind's rate), the rest to the shop; one line, one posting
    assert.equal((await system(`merchant:${store.id}`)) - merchantBefore, 48_50)
    assert.equal((await system('commission')) - commissionBefore, 1_50)
    const l = await lines(p1.payNo)
    assert.deepEqual(
      l.map((x) => [x.kind, Number(x.gross), Number(x.commission), Number(x.net), x.order_no, x.transaction_id !== null]),
      [['store', 50_00, 1_50, 48_50, p1.payNo, true]],
    )
    // now a member: 5 % off, rounded down (33.33 -> 1.66 off)
    const q2 = await quote(33_33)
    assert.deepEqual([q2.discount, q2.payable, q2.member, q2.memberRateBp], [1_66, 31_67, true, 500])
    const p2 = expectOk(await create(u, { shopId: store.id, amount: 33_33 }))
    assert.deepEqual([p2.discount, p2.payable, p2.member], [1_66, 31_67, true])
    expectOk(await payBalance(u, p2.payNo))
    assert.equal(await balance(u.id), 150_00 - 31_67)
    // another user's payment is not found
    const stranger = await shopper()
    expectFail(await get(stranger, p1.payNo), 404, StorepayCodes.NOT_FOUND, 'payNo')
    await assertLedgerSound(t.db)
  })

  it('parallel balance payments of one store payment: paid once, debited once, credited once', async () => {
    const u = await shopper(100_00)
    const p = expectOk(await create(u, { shopId: store.id, amount: 40_00 }))
    const before = await system(`merchant:${store.id}`)
    const rs = await Promise.all(Array.from({ length: 8 }, () => payBalance(u, p.payNo)))
    const ok = rs.filter((r) => r.status === 200)
    assert.ok(ok.length >= 1, 'one payment went through')
    for (const r of rs.filter((x) => x.status !== 200))
      assert.ok([PaymentCodes.NOT_PAYABLE, PaymentCodes.PAYMENT_STATE].includes(r.body.code), JSON.stringify(r.body))
    assert.equal(await balance(u.id), 60_00)
    assert.equal((await system(`merchant:${store.id}`)) - before, 38_80)
    assert.equal((await lines(p.payNo)).length, 1)
    assert.equal(expectOk(await get(u, p.payNo)).state, 'paid')
    // the shop's owner is told once, in the payment's transaction, with the amount and what the shop was credited
    const told = await t.db.selectFrom('user_notices').selectAll().where('user_id', '=', merchant.id).where('key', '=', 'message.storePaid').execute()
    const mine = told.filter((n) => (n.params as Record<string, unknown>).payNo === p.payNo)
    assert.equal(mine.length, 1)
    assert.deepEqual({ ...(mine[0].params as object) }, { shopName: 'Corner Café', amount: 40_00, netAmount: 38_80, currency: 'CNY', payNo: p.payNo })
    await assertLedgerSound(t.db)
  })

  it('two gateway payments with repeated parallel notifications: credited once, the other payment refunded', async () => {
    const u = await shopper()
    const p = expectOk(await create(u, { shopId: store.id, amount: 25_00 }))
    const before = await system(`merchant:${store.id}`)
    const a = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: p.payNo, channel: 'WX' } }))
    const b = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: p.payNo, channel: 'ZFB' } }))
    await Promise.all([a, b, a, b].map((x) => t.api({ method: 'POST', url: x.payUrl.replace(/^\/api/, ''), payload: { action: 'pay' } })))
    // the gateway's notifications, each delivered by its job (possibly more than once)
    await Promise.all([runDueJobs(t.db), runDueJobs(t.db)])
    await runDueJobs(t.db)
    const statuses = await Promise.all(
      [a, b].map(async (x) => expectOk(await u.api({ method: 'GET', url: PaymentApi.get.url.replace(':id', String(x.id)) })).status),
    )
    assert.deepEqual(statuses.sort(), ['paid', 'refunded'])
    assert.equal((await system(`merchant:${store.id}`)) - before, 24_25)
    assert.equal((await lines(p.payNo)).length, 1)
    assert.ok(notifyPath('default', 'WX').length > 0)
    await assertLedgerSound(t.db)
  })

  it('one Idempotency-Key makes one payment (also in parallel); another body with it is refused', async () => {
    const u = await shopper()
    const rs = await Promise.all(Array.from({ length: 6 }, () => create(u, { shopId: store.id, amount: 12_00, remark: 'a' }, 'sp-key-1')))
    const nos = new Set(rs.map((r) => expectOk(r).payNo))
    assert.equal(nos.size, 1)
    expectFail(await create(u, { shopId: store.id, amount: 13_00, remark: 'a' }, 'sp-key-1'), 422, StorepayCodes.KEY_REUSED)
  })

  it('an unpaid payment expires; paying it then is refused', async () => {
    const u = await shopper(50_00)
    const p = expectOk(await create(u, { shopId: store.id, amount: 10_00 }))
    await runDueJobs(t.db, { now: new Date(Date.now() + 60 * 60_000) })
    assert.equal(expectOk(await get(u, p.payNo)).state, 'cancelled')
    expectFail(await payBalance(u, p.payNo), 409, PaymentCodes.NOT_PAYABLE)
    assert.equal(await balance(u.id), 50_00)
  })

  it('the workbench: the stores with their QR page and totals, the payments taken, paged; others refused', async () => {
    const s = expectOk(await merchant.api({ method: 'GET', url: StorepayApi.stores.url }))
    assert.equal(s.stores.length, 1)
    const st = s.stores[0]
    assert.deepEqual([st.shopId, st.path, st.memberRateBp, st.memberAfter], [store.id, `/pages/nearby/pay?shopId=${store.id}`, 500, 1])
    // paid: 50.00, 31.67, 40.00, 25.00
    assert.deepEqual([st.total.count, st.total.payable, st.total.discount], [4, 146_67, 1_66])
    assert.equal(st.total.net + st.total.commission, st.total.payable)
    assert.deepEqual(st.today, st.total)
    assert.deepEqual(s.total, st.total)
    const page1 = expectOk(await merchant.api({ method: 'GET', url: StorepayApi.taken.url, query: { pageNum: '1', pageSize: '3' } }))
    assert.equal(page1.total, 4)
    assert.equal(page1.rows.length, 3)
    assert.match(page1.rows[0].buyer, /^\d{3}\*+\d{4}$/)
    assert.equal(page1.rows[0].payable, 25_00)
    const page2 = expectOk(await merchant.api({ method: 'GET', url: StorepayApi.taken.url, query: { pageNum: '2', pageSize: '3' } }))
    assert.equal(page2.rows.length, 1)
    // the settlement page shows the store lines as settled money
    const shopperOnly = await shopper()
    expectFail(await shopperOnly.api({ method: 'GET', url: StorepayApi.stores.url }), 403, StorepayCodes.NOT_MERCHANT)
    const retailOwner = await asUser(t, { roles: 'shopper,merchant' })
    await makeShop(t, { ownerId: retailOwner.id, kind: 'retail' })
    expectFail(await retailOwner.api({ method: 'GET', url: StorepayApi.stores.url }), 403, StorepayCodes.NOT_MERCHANT)
    expectFail(await merchant.api({ method: 'GET', url: StorepayApi.taken.url, query: { shopId: '99999999' } }), 403, StorepayCodes.NOT_MERCHANT)
    await assertLedgerSound(t.db)
  })
})
