// Time cards: issued when their product's order is paid (one per piece, once), read by the spec's seqcard paths,
// verified by the store: one use per verification also when repeated, never below zero, refused when expired.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { AddrApi } from '../../types/addr.js'
import { BookingApi } from '../../types/booking.js'
import { OrderApi } from '../../types/order.js'
import { PaymentApi } from '../../types/payment.js'
import { RefundApi } from '../../types/refund.js'
import { TimecardApi, TimecardCodes } from '../../types/timecard.js'
import { ledgerService } from '../src/modules/ledger/ledger.service.js'
import { PAY_ALL_CHANNELS } from '../src/modules/payment/payment.settings.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { timecardService } from '../src/modules/timecard/index.js'
import { asUser, assertLedgerSound, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'

const PWD = '135790'

describe('timecard: issued when paid, seqcard reads, one use per verification, never below zero', () => {
  let t: TestApp
  let merchant: AsUser
  let shopId: number
  let serviceId: number
  let productId: number
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    await putSetting(t.ctx(), 'pay', { channels: PAY_ALL_CHANNELS })
    merchant = await asUser(t, { roles: 'shopper,merchant', lang: 'en' })
    shopId = (await makeShop(t, { ownerId: merchant.id, kind: 'service' })).id
    serviceId = expectOk(
      await merchant.api({ method: 'POST', url: BookingApi.saveService.url, payload: { shopId, name: 'Cleaning', price: 120_00, durationMin: 120 } }),
    ).id
    productId = (await makeProduct(t, { shopId, price: 399_00, stock: 50 })).id
    await timecardService.addTemplate(t.ctx(), {
      shopId,
      productId,
      name: { en: 'Cleaning 3-visit card', zh_CN: '保洁 3 次卡' },
      uses: 3,
      validDays: 30,
      serviceIds: [serviceId],
    })
  })
  after(() => t.close())

  const shopper = async (money = 0) => {
    const u = await asUser(t, { lang: 'en' })
    expectOk(await u.api({ method: 'POST', url: PaymentApi.payPwdSet.url, payload: { password: PWD, confirmPassword: PWD } }))
    expectOk(
      await u.api({
        method: 'POST',
        url: AddrApi.add.url,
        payload: { name: 'Li Lei', phone: '13812345678', regionIds: [110000, 110100, 110101], detail: 'No. 1 Chang An Avenue' },
      }),
    )
    if (money)
      await ledgerService.postTransaction(t.ctx(), {
        kind: 'test',
        entries: [
          { account: { system: 'funding', currency: 'CNY' }, amount: -money },
          { account: { userId: u.id, currency: 'CNY' }, amount: money },
        ],
      })
    return u
  }
  const buy = async (u: AsUser, count: number) => {
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', productId).executeTakeFirstOrThrow()
    const o = expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: sku.id, count } }))
    const rs = await Promise.all(
      Array.from({ length: 5 }, () => u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo: o.payNo, payPassword: PWD } })),
    )
    assert.equal(rs.filter((r) => r.status === 200).length, 1)
    return o
  }
  const cards = async (u: AsUser, query: Record<string, string> = {}) => expectOk(await u.api({ method: 'GET', url: TimecardApi.list.url, query }))
  const verify = (code: string, key?: string, who = merchant) =>
    who.api({ method: 'POST', url: TimecardApi.verify.url, payload: { code }, headers: key ? { 'idempotency-key': key } : {} })

  it('a paid order of the card product issues one card per piece, once; an unpaid one none', async () => {
    const u = await shopper(2000_00)
    assert.equal((await cards(u)).total, 0)
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', productId).executeTakeFirstOrThrow()
    expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: sku.id, count: 1 } }))
    assert.equal((await cards(u)).total, 0)
    await buy(u, 2)
    const mine = await cards(u)
    assert.equal(mine.total, 2)
    const c = mine.rows[0]
    assert.deepEqual(
      [c.name, c.usesTotal, c.usesLeft, c.state, c.shopId, c.services.map((s: { id: number }) => s.id), /^\d{12}$/.test(c.code)],
      ['Cleaning 3-visit card', 3, 3, 'active', shopId, [serviceId], true],
    )
    const days = (new Date(c.expiresAt).getTime() - Date.now()) / 86_400_000
    assert.ok(days > 29.9 && days <= 30, `${days} days`)
    const one = expectOk(await u.api({ method: 'GET', url: TimecardApi.card.url, query: { id: String(c.id) } }))
    assert.deepEqual([one.id, one.uses], [c.id, []])
    expectFail(await (await shopper()).api({ method: 'GET', url: TimecardApi.card.url, query: { id: String(c.id) } }), 404, TimecardCodes.NOT_FOUND, 'id')
    expectFail(await t.api({ method: 'GET', url: TimecardApi.list.url }), 401, 401)
    // a card that covers a service, for the booking's card list
    assert.equal((await cards(u, { serviceId: String(serviceId) })).total, 2)
    assert.equal((await cards(u, { serviceId: '99999' })).total, 0)
    await assertLedgerSound(t.db)
  })

  it('the store verifies: one use per verification; 10 repeats with one key take one use; never below zero', async () => {
    const u = await shopper(1000_00)
    await buy(u, 1)
    const [card] = (await cards(u)).rows
    const other = await asUser(t, { roles: 'shopper,merchant' })
    await makeShop(t, { ownerId: other.id })
    expectFail(await verify(card.code, undefined, other), 404, TimecardCodes.CODE, 'code')
    expectFail(await verify(card.code, undefined, await asUser(t)), 403, TimecardCodes.NOT_MERCHANT)
    const looked = expectOk(await merchant.api({ method: 'GET', url: TimecardApi.lookup.url, query: { code: card.code } }))
    assert.equal(looked.usesLeft, 3)
    const rs = await Promise.all(Array.from({ length: 10 }, () => verify(card.code, 'visit-1')))
    for (const r of rs) assert.equal(expectOk(r).usesLeft, 2)
    const left = async () => (await t.db.selectFrom('time_cards').select('uses_left').where('id', '=', card.id).executeTakeFirstOrThrow()).uses_left
    assert.equal(await left(), 2)
    // 6 different visits in parallel on 2 uses left: 2 taken, never below zero
    const many = await Promise.all(Array.from({ length: 6 }, (_, i) => verify(card.code, `visit-p${i}`)))
    assert.equal(many.filter((r) => r.status === 200).length, 2)
    for (const r of many.filter((x) => x.status !== 200)) expectFail(r, 409, TimecardCodes.NO_USES, 'code')
    assert.equal(await left(), 0)
    const after = expectOk(await u.api({ method: 'GET', url: TimecardApi.card.url, query: { id: String(card.id) } }))
    assert.deepEqual([after.state, after.uses.length], ['used_up', 3])
    assert.equal((await cards(u, { serviceId: String(serviceId) })).rows.filter((c: { id: number }) => c.id === card.id).length, 0)
  })

  it('an expired card is refused and shows expired', async () => {
    const u = await shopper(1000_00)
    await buy(u, 1)
    const [card] = (await cards(u)).rows
    await t.db
      .updateTable('time_cards')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', card.id)
      .execute()
    expectFail(await verify(card.code, 'late'), 409, TimecardCodes.EXPIRED, 'code')
    assert.equal((await cards(u)).rows[0].state, 'expired')
  })
  it('a refund of card pieces takes their whole cards back with the money; a piece whose card was used is refused, also when used after the request', async () => {
    const u = await shopper(2000_00)
    const o = await buy(u, 3)
    const item = await t.db.selectFrom('order_items').select('id').where('order_id', '=', o.orderIds[0]).executeTakeFirstOrThrow()
    const mine = (await cards(u)).rows
    assert.equal(mine.length, 3)
    // one card used: only 2 pieces can come back
    expectOk(await verify(mine[0].code, 'used-before'))
    const apply = (count: number) =>
      u.api({
        method: 'POST',
        url: RefundApi.apply.url,
        payload: { orderId: o.orderIds[0], type: 'refund', reason: '1', lines: [{ itemId: Number(item.id), count }] },
      })
    expectFail(await apply(3), 409, TimecardCodes.CARDS_USED, 'lines')
    const r = expectOk(await apply(2))
    // a second card used after the request: the merchant's agreement is refused and nothing moves
    const left = (await cards(u)).rows.filter((c: { usesLeft: number }) => c.usesLeft === 3)
    expectOk(await verify(left[0].code, 'used-after'))
    const balance = async () => (await ledgerService.balances(t.ctx(), u.id)).find((b) => b.currency === 'CNY')?.available
    const before = await balance()
    const agree = () => merchant.api({ method: 'POST', url: RefundApi.agree.url.replace(':id', String(r.id)) })
    expectFail(await agree(), 409, TimecardCodes.CARDS_USED, 'lines')
    assert.equal(await balance(), before)
    assert.equal((await cards(u)).rows.filter((c: { state: string }) => c.state === 'refunded').length, 0)
    await assertLedgerSound(t.db)
  })

  it('a refund of whole card pieces: the cards show refunded, no use can be taken from them, the money is back once', async () => {
    const u = await shopper(2000_00)
    const o = await buy(u, 2)
    const item = await t.db.selectFrom('order_items').select(['id', 'price']).where('order_id', '=', o.orderIds[0]).executeTakeFirstOrThrow()
    const r = expectOk(
      await u.api({
        method: 'POST',
        url: RefundApi.apply.url,
        payload: { orderId: o.orderIds[0], type: 'refund', reason: '1', lines: [{ itemId: Number(item.id), count: 1 }] },
      }),
    )
    // agreed 4 times at once (a double tap, retries) and once more after: every answer the same, the cards taken back once
    const agree = () => merchant.api({ method: 'POST', url: RefundApi.agree.url.replace(':id', String(r.id)) })
    for (const x of await Promise.all([agree(), agree(), agree(), agree()])) expectOk(x)
    expectOk(await agree())
    const after = (await cards(u)).rows
    const refunded = after.filter((c: { state: string }) => c.state === 'refunded')
    assert.equal(refunded.length, 1)
    assert.equal(after.filter((c: { state: string }) => c.state === 'active').length, 1)
    expectFail(await verify(refunded[0].code, 'after-refund'), 409, TimecardCodes.NO_USES, 'code')
    const pay = await t.db.selectFrom('refunds').select(['state', 'amount']).where('id', '=', r.id).executeTakeFirstOrThrow()
    assert.deepEqual([pay.state, pay.amount], ['success', item.price])
    await assertLedgerSound(t.db)
  })
})
