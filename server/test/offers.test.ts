import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { OfferCodes } from '../../types/offer-codes.js'
import { OrderApi } from '../../types/order.js'
import { PaymentApi } from '../../types/payment.js'
import { hooks } from '../src/core/hooks.js'
import { registerOffer, type Offer, type OfferItem, type OfferLine } from '../src/flows/offers.js'
import { ledgerService } from '../src/modules/ledger/ledger.service.js'
import { orderService } from '../src/modules/order/index.js'
import { PAY_ALL_CHANNELS } from '../src/modules/payment/payment.settings.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { asUser, assertLedgerSound, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'

const PWD = '246810'

// ADR 0157: an offer (flash sale, group buy, newcomer offer) sells one SKU at its own price through the checkout's
// buy-now; it takes its units in the submit transaction and gets them back when the unpaid checkout is cancelled
describe('offers through the checkout', () => {
  let t: TestApp
  let restore: () => void
  /** what the test offer was asked and told */
  const seen = { quoted: [] as OfferLine[], taken: [] as Array<{ line: OfferLine; orderId: number }>, back: [] as OfferItem[] }
  const state = { ownsStock: true, refuse: false }
  const offer: Offer = {
    get ownsStock() {
      return state.ownsStock
    },
    async quote(_c, line) {
      seen.quoted.push(line)
      return { unitPrice: 990 }
    },
    async take(_t, line, placed) {
      if (state.refuse) throw orderService.errors.stock()
      seen.taken.push({ line, orderId: placed.orderId })
    },
    async giveBack(_t, _userId, items) {
      seen.back.push(...items)
    },
  }
  let paid: Array<{ offer: { kind: string; id: number } | null; skuId: number }> = []
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    await putSetting(t.ctx(), 'pay', { channels: PAY_ALL_CHANNELS })
    restore = registerOffer('newcomer', offer)
    hooks.on('order.paid', async (_c, e) => void paid.push(...e.items.map((i) => ({ offer: i.offer, skuId: i.skuId }))))
  })
  after(async () => {
    restore()
    await assertLedgerSound(t.db)
    await t.close()
  })

  async function shopper(money = 0) {
    const u = await asUser(t)
    expectOk(await u.api({ method: 'POST', url: PaymentApi.payPwdSet.url, payload: { password: PWD, confirmPassword: PWD } }))
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
  async function sku(stock = 5) {
    const shop = await makeShop(t)
    await t.db.updateTable('shops').set({ self_pickup: true }).where('id', '=', shop.id).execute()
    await t.db
      .insertInto('shop_pickup_points')
      .values({
        tenant_id: t.tenantId,
        shop_id: shop.id,
        name: JSON.stringify({ en: 'Counter' }),
        address: 'Wangfujing 1',
        hours: '09:00-21:00',
        phone: null,
        lat: null,
        lng: null,
      })
      .execute()
    const p = await makeProduct(t, { shopId: shop.id, price: 2500, stock })
    const id = (await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()).id
    shops.set(id, shop.id)
    return id
  }
  const stockOf = async (id: number) => (await t.db.selectFrom('product_skus').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock
  const shops = new Map<number, number>()
  const body = (skuId: number, count = 2) => ({ skuId, count, offer: { kind: 'newcomer', id: 77 }, choices: [{ shopId: shops.get(skuId), mode: 'pickup' }] })
  const call = (u: AsUser, url: string, payload: object) => u.api({ method: 'POST', url, payload })

  it('an offer is bought by buy-now only; the line takes the offer’s price; the SKU’s stock is not asked when the offer owns its units', async () => {
    const u = await shopper()
    const id = await sku(1)
    expectFail(await call(u, OrderApi.preview.url, { ...body(id), skuId: undefined, lines: [{ skuId: id, count: 1 }] }), 400, OfferCodes.BUY_NOW_ONLY, 'offer')
    const bad = await call(u, OrderApi.preview.url, { ...body(id), offer: { kind: 'raffle', id: 1 } })
    assert.equal(bad.status, 400)
    const p = expectOk(await call(u, OrderApi.preview.url, body(id, 3)))
    const line = p.shops[0].lines[0]
    assert.deepEqual([line.price, line.count, line.amount, p.shops[0].goodsAmount], [990, 3, 2970, 2970])
    // 3 wanted, 1 in stock: no stock problem, the offer answers for its units
    assert.deepEqual(
      p.shops[0].problems.filter((x: string) => x === 'stock'),
      [],
    )
    assert.equal(seen.quoted.at(-1)!.offerId, 77)
    assert.equal(seen.quoted.at(-1)!.skuPrice, 2500)
  })

  it('submit: the item keeps the offer, the offer takes its units in the order’s transaction, inventory is untouched; cancel gives them back to the offer', async () => {
    const u = await shopper()
    const id = await sku(5)
    const r = expectOk(await call(u, OrderApi.submit.url, body(id, 2)))
    const item = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', r.orderIds[0]).executeTakeFirstOrThrow()
    assert.deepEqual([item.price, item.amount, item.offer_kind, Number(item.offer_id)], [990, 1980, 'newcomer', 77])
    assert.deepEqual(seen.taken.at(-1), {
      line: { offerId: 77, skuId: id, productId: Number(item.product_id), shopId: seen.taken.at(-1)!.line.shopId, count: 2, skuPrice: 2500 },
      orderId: r.orderIds[0],
    })
    assert.equal(await stockOf(id), 5)
    expectOk(await u.api({ method: 'POST', url: `/order/api/${r.orderIds[0]}/cancel`, payload: { reason: 'changed my mind' } }))
    assert.deepEqual(seen.back.at(-1), { offerId: 77, skuId: id, count: 2, orderId: r.orderIds[0] })
    assert.equal(await stockOf(id), 5)
  })

  it('the offer’s refusal undoes the whole checkout: no order, no stock taken', async () => {
    const u = await shopper()
    const id = await sku(5)
    state.refuse = true
    state.ownsStock = false
    try {
      const before = await t.db
        .selectFrom('main_orders')
        .select((e) => e.fn.countAll<string>().as('n'))
        .where('user_id', '=', u.id)
        .executeTakeFirstOrThrow()
      const r = await call(u, OrderApi.submit.url, body(id, 2))
      assert.equal(r.status, 409)
      const after = await t.db
        .selectFrom('main_orders')
        .select((e) => e.fn.countAll<string>().as('n'))
        .where('user_id', '=', u.id)
        .executeTakeFirstOrThrow()
      assert.equal(after.n, before.n)
      assert.equal(await stockOf(id), 5)
    } finally {
      state.refuse = false
    }
  })

  it('an offer on normal stock: stock is taken and comes back on cancel; paid, the order.paid event names the offer', async () => {
    state.ownsStock = false
    try {
      const u = await shopper(10_000)
      const id = await sku(5)
      const r = expectOk(await call(u, OrderApi.submit.url, body(id, 2)))
      assert.equal(await stockOf(id), 3)
      expectOk(await u.api({ method: 'POST', url: `/order/api/${r.orderIds[0]}/cancel`, payload: { reason: 'changed my mind' } }))
      assert.equal(await stockOf(id), 5)
      const r2 = expectOk(await call(u, OrderApi.submit.url, body(id, 1)))
      paid = []
      expectOk(await u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo: r2.payNo, payPassword: PWD } }))
      assert.deepEqual(paid, [{ offer: { kind: 'newcomer', id: 77 }, skuId: id }])
      assert.equal(await stockOf(id), 4)
    } finally {
      state.ownsStock = true
    }
  })
})
