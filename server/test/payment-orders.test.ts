import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { AddrApi } from '../../types/addr.js'
import { Codes } from '../../types/constants.js'
import { OrderApi } from '../../types/order.js'
import { PaymentApi, PaymentCodes } from '../../types/payment.js'
import { runDueJobs } from '../src/core/jobs.js'
import { sqlCount } from '../src/db/database.js'
import { audit, ledgerService } from '../src/modules/ledger/ledger.service.js'
import { PAY_ALL_CHANNELS } from '../src/modules/payment/payment.settings.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'

const PWD = '246810'

// payments against the real order module's pay target (checkout -> cashier -> order states)
describe('payment with real orders', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    // SAND and YABAND are off by default: this tenant turns every gateway on
    await putSetting(t.ctx(), 'pay', { channels: PAY_ALL_CHANNELS })
  })
  after(() => t.close())

  async function shopper(money = 0) {
    const u = await asUser(t)
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
  async function checkout(u: AsUser, o: { price?: number; shopId?: number } = {}) {
    const shop = o.shopId ? { id: o.shopId } : await makeShop(t)
    const p = await makeProduct(t, { shopId: shop.id, price: o.price ?? 1500, stock: 50 })
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()
    const r = expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: sku.id, count: 1 } }))
    return { ...r, shopId: shop.id }
  }
  const states = async (u: AsUser, payNo: string) =>
    expectOk(await u.api({ method: 'GET', url: `${OrderApi.deputyList.url}?payNo=${payNo}` })).map((o: { state: string }) => o.state)

  it('SYS: 20 parallel duplicates with one key pay the order once; the order goes to_ship', async () => {
    const u = await shopper(100_000)
    const o = await checkout(u)
    const before = await ledgerService.balanceOf(t.ctx(), u.id, 'CNY')
    const rs = await Promise.all(
      Array.from({ length: 20 }, () =>
        u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo: o.payNo, payPassword: PWD }, headers: { 'idempotency-key': 'dup-1' } }),
      ),
    )
    assert.equal(new Set(rs.map((r) => expectOk(r).id)).size, 1)
    assert.equal(await ledgerService.balanceOf(t.ctx(), u.id, 'CNY'), before - o.amount)
    assert.deepEqual(await states(u, o.payNo), ['to_ship'])
    expectFail(await u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo: o.payNo, payPassword: PWD } }), 409, PaymentCodes.NOT_PAYABLE)
    const ch = expectOk(await u.api({ method: 'GET', url: PaymentApi.channels.url, query: { payNo: o.payNo } }))
    assert.equal(ch.amount, o.amount)
    assert.equal(ch.expiresAt, null)
  })

  it('round trips: submit takes 12 statements, pay by balance 13 (were 15 and 23), the ledger stays sound', async () => {
    const u = await shopper(100_000)
    const count = async <T>(fn: () => Promise<T>) => {
      sqlCount.enabled = true
      const n0 = sqlCount.n
      try {
        return { out: await fn(), n: sqlCount.n - n0 }
      } finally {
        sqlCount.enabled = process.env.SQL_COUNT === '1'
      }
    }
    const pay = (payNo: string) => u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo, payPassword: PWD } })
    expectOk(await pay((await checkout(u)).payNo)) // warm: settings read once (cached a few seconds)
    const shop = await makeShop(t)
    const p = await makeProduct(t, { shopId: shop.id, price: 900, stock: 5 })
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()
    const sub = await count(async () => expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: sku.id, count: 1 } })))
    const paid = await count(async () => expectOk(await pay(sub.out.payNo)))
    // a settings cache entry that expires in between may add one read
    assert.ok(sub.n >= 12 && sub.n <= 13, `submit: ${sub.n} statements`)
    assert.ok(paid.n >= 13 && paid.n <= 14, `pay: ${paid.n} statements`)
    assert.equal(paid.out.status, 'paid')
    assert.deepEqual(await states(u, sub.out.payNo), ['to_ship'])
    const history = await t.db
      .selectFrom('order_history')
      .select(['from_state', 'to_state', 'event'])
      .where('order_id', '=', sub.out.orderIds[0])
      .orderBy('id')
      .execute()
    assert.deepEqual(history, [
      { from_state: null, to_state: 'to_pay', event: 'submit' },
      { from_state: 'to_pay', to_state: 'to_ship', event: 'pay' },
    ])
    assert.equal((await t.db.selectFrom('product_skus').select('stock').where('id', '=', sku.id).executeTakeFirstOrThrow()).stock, 4)
    const sound = await audit(t.db)
    assert.deepEqual(sound, { unbalanced: [], drift: [], total: [] })
  })

  it('online: a payment that arrives after the order was cancelled is refunded; the order stays cancelled', async () => {
    const u = await shopper()
    const o = await checkout(u)
    const p = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: o.payNo, channel: 'SAND' } }))
    expectOk(await u.api({ method: 'POST', url: OrderApi.cancel.url.replace(':id', String(o.orderIds[0])), payload: { reason: '1' } }))
    const act = await t.api({ method: 'POST', url: p.payUrl.replace(/^\/api/, ''), payload: { action: 'pay' } })
    assert.equal(act.status, 200)
    await runDueJobs(t.db)
    assert.equal(expectOk(await u.api({ method: 'GET', url: `/order/api/pay/${p.id}` })).status, 'refunded')
    assert.deepEqual(await states(u, o.payNo), ['cancelled'])
  })

  it('online: hosted page pay -> notification -> order to_ship', async () => {
    const u = await shopper()
    const o = await checkout(u)
    const p = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: o.payNo, channel: 'YABAND' } }))
    await t.api({ method: 'POST', url: p.payUrl.replace(/^\/api/, ''), payload: { action: 'pay' } })
    await runDueJobs(t.db)
    assert.equal(expectOk(await u.api({ method: 'GET', url: `/order/api/pay/${p.id}` })).status, 'paid')
    assert.deepEqual(await states(u, o.payNo), ['to_ship'])
  })

  it('OFFLINE: proof -> pending platform review -> staff confirm -> to_ship; CASH -> waiting merchant confirmation -> the shop merchant confirms', async () => {
    const u = await shopper()
    const staff = await asUser(t, { roles: 'staff' })
    const o = await checkout(u)
    const p = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: o.payNo, channel: 'OFFLINE' } }))
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
    assert.deepEqual(await states(u, o.payNo), ['pending_platform_review'])
    expectOk(await staff.api({ method: 'POST', url: `/platform/api/pay/offline/${p.id}/reject`, payload: { reason: 'not received' } }))
    assert.deepEqual(await states(u, o.payNo), ['to_pay'])
    expectOk(await u.api({ method: 'POST', url: PaymentApi.proof.url, payload: { paymentId: p.id, images: [img] } }))
    expectOk(await staff.api({ method: 'POST', url: `/platform/api/pay/offline/${p.id}/confirm` }))
    assert.deepEqual(await states(u, o.payNo), ['to_ship'])

    const c = await checkout(u)
    const cash = expectOk(await u.api({ method: 'POST', url: PaymentApi.cash.url, payload: { payNo: c.payNo } }))
    assert.deepEqual(await states(u, c.payNo), ['waiting_merchant_confirmation'])
    const owner = (await t.db.selectFrom('shops').select('owner_id').where('id', '=', c.shopId).executeTakeFirstOrThrow()).owner_id
    const { issueSession } = await import('../src/modules/account/account.service.js')
    const { token } = await issueSession(t.ctx(), owner)
    const merchant = (opts: Parameters<TestApp['api']>[0]) => t.api({ ...opts, headers: { authorization: `Bearer ${token}` } })
    const otherMerchant = await asUser(t, { roles: 'merchant' })
    await makeShop(t, { ownerId: otherMerchant.id })
    expectFail(await otherMerchant.api({ method: 'POST', url: `/merchant/api/pay/cash/${cash.id}/confirm` }), 404, Codes.NOT_FOUND)
    expectOk(await merchant({ method: 'POST', url: `/merchant/api/pay/cash/${cash.id}/confirm` }))
    assert.deepEqual(await states(u, c.payNo), ['to_ship'])
  })
})
