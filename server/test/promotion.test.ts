import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { AddrApi } from '../../types/addr.js'
import { Codes } from '../../types/constants.js'
import { OrderApi } from '../../types/order.js'
import { PromotionApi, PromotionCodes } from '../../types/promotion.js'
import { connect } from '../src/db/database.js'
import { promotionService } from '../src/modules/promotion/index.js'
import { promotionRepo } from '../src/modules/promotion/promotion.repository.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, makeShop, makeUser, type TestApp } from './helpers.js'

type U = Awaited<ReturnType<typeof asUser>>
const DAY = 86_400_000

describe('promotion: coupon centre, claims, mine, management, best coupon at checkout', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  const coupon = async (o: {
    shopId?: number | null
    type?: 'amount' | 'percent'
    threshold?: number
    discount?: number
    maxOff?: number | null
    total?: number
    perPerson?: number
    from?: number
    to?: number
    status?: string
    tenantId?: number
  }) =>
    Number(
      (
        await t.db
          .insertInto('coupons')
          .values({
            tenant_id: o.tenantId ?? t.tenantId,
            shop_id: o.shopId ?? null,
            title: JSON.stringify({ zh_CN: '测试券', en: 'Test coupon' }),
            type: o.type ?? 'amount',
            threshold: o.threshold ?? 0,
            discount: o.discount ?? 500,
            max_off: o.maxOff ?? null,
            total: o.total ?? 100,
            per_person: o.perPerson ?? 1,
            status: o.status ?? 'active',
            valid_from: new Date(Date.now() + (o.from ?? -1) * DAY),
            valid_to: new Date(Date.now() + (o.to ?? 7) * DAY),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    )
  const claim = (u: U, id: number) => u.api({ method: 'POST', url: PromotionApi.claim.url.replace(':id', String(id)) })
  const center = async (u: U | null, q: string) => {
    const r = await (u ? u.api : t.api)({ method: 'GET', url: `${PromotionApi.center.url}?${q}` })
    return expectOk(r) as { rows: any[]; total: number }
  }
  const mine = async (u: U, tab: string) =>
    expectOk(await u.api({ method: 'GET', url: `${PromotionApi.mine.url}?tab=${tab}&pageSize=50` })) as { rows: any[]; total: number }

  it('claims respect stock, the per-person limit, status and validity; the centre shows what is left and mine', async () => {
    const shop = await makeShop(t)
    const u = await asUser(t, { lang: 'en' })
    const two = await coupon({ shopId: shop.id, total: 3, perPerson: 2 })
    const r1 = expectOk(await claim(u, two))
    assert.deepEqual({ mine: r1.mine, left: r1.left, claimable: r1.claimable }, { mine: 1, left: 2, claimable: true })
    const r2 = expectOk(await claim(u, two))
    assert.deepEqual({ mine: r2.mine, left: r2.left, claimable: r2.claimable }, { mine: 2, left: 1, claimable: false })
    const refused = await claim(u, two)
    expectFail(refused, 409, PromotionCodes.CLAIM)
    assert.equal(refused.body.msg, 'Unable to claim voucher')
    // another user takes the last one; then it is gone for everybody
    const v = await asUser(t)
    expectOk(await claim(v, two))
    expectFail(await claim(await asUser(t), two), 409, PromotionCodes.CLAIM)
    // paused, not started, ended: refused; unknown and another tenant's: 404
    expectFail(await claim(u, await coupon({ status: 'paused' })), 409, PromotionCodes.CLAIM)
    expectFail(await claim(u, await coupon({ from: 1, to: 3 })), 409, PromotionCodes.CLAIM)
    expectFail(await claim(u, await coupon({ from: -3, to: -1 })), 409, PromotionCodes.CLAIM)
    expectFail(await claim(u, 999_999_999), 404, 404)
    expectFail(await claim(u, await coupon({ tenantId: t.otherTenantId })), 404, 404)
    expectFail(await t.api({ method: 'POST', url: PromotionApi.claim.url.replace(':id', String(two)) }), 401, Codes.UNAUTHORIZED)

    // the centre: store tab by shop, with mine / left / claimable; a guest sees mine 0
    const open = await coupon({ shopId: shop.id, total: 5, perPerson: 1, type: 'percent', discount: 10, maxOff: 300 })
    let page = await center(u, `tab=store&shopId=${shop.id}`)
    const byId = new Map(page.rows.map((r) => [r.couponId, r]))
    assert.deepEqual(
      [byId.get(two).left, byId.get(two).mine, byId.get(two).claimable, byId.get(open).claimable, byId.get(open).maxOff],
      [0, 2, false, true, 300],
    )
    assert.equal(page.rows[0].couponId, open, 'with stock left first')
    page = await center(null, `tab=store&shopId=${shop.id}`)
    assert.equal(page.rows.find((r) => r.couponId === open).mine, 0)
    assert.ok((await center(u, 'tab=platform&pageSize=100')).rows.every((r) => r.shopId === null))
    // by product: its shop's; a product/shop page shows its shop's and the platform's
    const p = await makeProduct(t, { shopId: shop.id, price: 1000, stock: 5 })
    assert.ok((await center(u, `tab=store&productId=${p.id}`)).rows.every((r) => r.shopId === shop.id))
    const plat = await coupon({ total: 10 })
    const strip = expectOk(await u.api({ method: 'GET', url: `${PromotionApi.available.url}?productId=${p.id}` })) as any[]
    assert.ok(strip.some((r) => r.couponId === plat) && strip.some((r) => r.couponId === open))
    assert.ok(strip.every((r) => r.shopId === null || r.shopId === shop.id))
    expectFail(await u.api({ method: 'GET', url: `${PromotionApi.available.url}?productId=999999999` }), 404, 404)

    // mine: unused two; one ends -> expired tab (marked), one used -> used tab
    const ended = await coupon({ total: 5, to: 1 })
    expectOk(await claim(u, ended))
    await t.db
      .updateTable('coupons')
      .set({ valid_to: new Date(Date.now() - 1000) })
      .where('id', '=', ended)
      .execute()
    let m = await mine(u, 'unused')
    assert.deepEqual(m.rows.map((r) => r.couponId).sort(), [two, two].sort())
    assert.equal(m.rows[0].shopName.length > 0, true)
    m = await mine(u, 'expired')
    assert.deepEqual(
      m.rows.map((r) => [r.couponId, r.state]),
      [[ended, 'expired']],
    )
    const row = await t.db.selectFrom('user_coupons').select('status').where('coupon_id', '=', ended).executeTakeFirstOrThrow()
    assert.equal(row.status, 'expired', 'the query marks them')
    await promotionService.useCoupons(t.ctx(), u.id, [m.rows[0].id])
    const held = (await mine(u, 'unused')).rows[0].id
    assert.equal(await promotionService.useCoupons(t.ctx(), u.id, [held]), 1)
    assert.deepEqual(
      (await mine(u, 'used')).rows.map((r) => r.id),
      [held],
    )
    assert.equal((await mine(v, 'unused')).total, 1, 'each user sees only their own')
    // the older face keeps its signature and now enforces the per-person limit and validity
    const once = await coupon({ total: 10, perPerson: 1 })
    assert.equal(await promotionService.claimCoupon({ ...t.ctx(), userId: v.id }, once), true)
    assert.equal(await promotionService.claimCoupon({ ...t.ctx(), userId: v.id }, once), false)
    assert.equal(await promotionService.claimCoupon({ ...t.ctx(), userId: v.id }, await coupon({ from: -3, to: -1 })), false)
  })

  it('50 parallel claims never exceed the total (many users) nor the per-person limit (one user)', async () => {
    const racers = connect(t.config.databaseUrl!, 50)
    try {
      // 50 users, one claim each, 20 coupons
      const many = await coupon({ total: 20, perPerson: 2 })
      const users = await Promise.all(Array.from({ length: 50 }, () => makeUser(t)))
      const res = await Promise.all(users.map((u) => promotionRepo.claim(racers, t.tenantId, many, u.id)))
      assert.equal(res.filter((r) => r.ok).length, 20)
      assert.ok(res.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'gone'))
      // one user, 50 parallel claims of a coupon with plenty of stock and a limit of 3
      const one = await coupon({ total: 100, perPerson: 3 })
      const u = await makeUser(t)
      const mineRes = await Promise.all(Array.from({ length: 50 }, () => promotionRepo.claim(racers, t.tenantId, one, u.id)))
      assert.equal(mineRes.filter((r) => r.ok).length, 3)
      // several users (5), 10 parallel each, limit 2, total 7: total wins over the limits
      const mixed = await coupon({ total: 7, perPerson: 2 })
      const five = await Promise.all(Array.from({ length: 5 }, () => makeUser(t)))
      const mixedRes = await Promise.all(five.flatMap((x) => Array.from({ length: 10 }, () => promotionRepo.claim(racers, t.tenantId, mixed, x.id))))
      assert.equal(mixedRes.filter((r) => r.ok).length, 7)
      const per = await t.db
        .selectFrom('user_coupons')
        .select(['coupon_id', 'user_id', (eb) => eb.fn.countAll<string>().as('n')])
        .where('coupon_id', 'in', [many, one, mixed])
        .groupBy(['coupon_id', 'user_id'])
        .execute()
      const sum = (id: number) => per.filter((r) => Number(r.coupon_id) === id).reduce((n, r) => n + Number(r.n), 0)
      assert.deepEqual([sum(many), sum(one), sum(mixed)], [20, 3, 7])
      assert.ok(per.every((r) => Number(r.n) <= (Number(r.coupon_id) === one ? 3 : 2)))
      const counters = await t.db.selectFrom('coupons').select(['id', 'claimed']).where('id', 'in', [many, one, mixed]).orderBy('id').execute()
      assert.deepEqual(
        counters.map((r) => r.claimed),
        [20, 3, 7],
      )
    } finally {
      await racers.destroy()
    }
  })

  it('merchants manage their shops coupons and staff the platform ones (403, 404, 400 naming the field)', async () => {
    const m = await asUser(t, { roles: 'shopper,merchant' })
    const shop = await makeShop(t, { ownerId: m.id })
    const other = await makeShop(t)
    const shopper = await asUser(t)
    const staff = await asUser(t, { roles: 'staff' })
    const body = {
      title: '满100减20',
      type: 'amount',
      threshold: 10000,
      discount: 2000,
      total: 50,
      perPerson: 2,
      validTo: new Date(Date.now() + 5 * DAY).toISOString(),
    }
    const create = (u: U, url: string, b: object) => u.api({ method: 'POST', url, payload: b })
    // 403: not a merchant / not staff
    expectFail(await create(shopper, PromotionApi.merchantCreate.url, body), 403, PromotionCodes.NOT_ALLOWED)
    expectFail(await shopper.api({ method: 'GET', url: PromotionApi.merchantList.url }), 403, PromotionCodes.NOT_ALLOWED)
    expectFail(await create(m, PromotionApi.staffCreate.url, body), 403, PromotionCodes.NOT_ALLOWED)
    expectFail(await m.api({ method: 'GET', url: PromotionApi.staffList.url }), 403, PromotionCodes.NOT_ALLOWED)
    // 400 naming the field
    const bad = async (b: object, field: string, code: number = Codes.BAD_REQUEST) =>
      expectFail(await create(m, PromotionApi.merchantCreate.url, { ...body, ...b }), 400, code, field)
    await bad({ threshold: -1 }, 'threshold')
    await bad({ discount: 0 }, 'discount')
    await bad({ total: 0 }, 'total')
    await bad({ perPerson: 0 }, 'perPerson')
    await bad({ type: 'percent', discount: 100 }, 'discount', PromotionCodes.TERMS)
    await bad({ maxOff: 500 }, 'maxOff', PromotionCodes.TERMS)
    await bad({ validFrom: new Date(Date.now() + 6 * DAY).toISOString() }, 'validTo', PromotionCodes.TERMS)
    await bad({ validTo: new Date(Date.now() - DAY).toISOString() }, 'validTo', PromotionCodes.TERMS)
    // another merchant's shop: 404
    expectFail(await create(m, PromotionApi.merchantCreate.url, { ...body, shopId: other.id }), 404, 404)
    const c = expectOk(await create(m, PromotionApi.merchantCreate.url, { ...body, type: 'percent', discount: 15, maxOff: 3000 }))
    assert.deepEqual([c.shopId, c.type, c.discount, c.maxOff, c.claimed, c.used, c.status], [shop.id, 'percent', 15, 3000, 0, 0, 'active'])
    // claims and uses show in the list
    const u = await asUser(t)
    const got = expectOk(await claim(u, c.couponId))
    await promotionService.useCoupons(t.ctx(), u.id, [got.id])
    const list = expectOk(await m.api({ method: 'GET', url: PromotionApi.merchantList.url })) as { rows: any[]; total: number }
    assert.deepEqual([list.total, list.rows[0].claimed, list.rows[0].used], [1, 1, 1])
    // pause: no more claims (held ones stay usable); resume
    const status = (x: U, url: string, id: number, s: string) => x.api({ method: 'POST', url: url.replace(':id', String(id)), payload: { status: s } })
    assert.equal(expectOk(await status(m, PromotionApi.merchantStatus.url, c.couponId, 'paused')).status, 'paused')
    expectFail(await claim(await asUser(t), c.couponId), 409, PromotionCodes.CLAIM)
    assert.ok(!(await center(u, `tab=store&shopId=${shop.id}`)).rows.some((r) => r.couponId === c.couponId), 'paused ones leave the centre')
    expectOk(await status(m, PromotionApi.merchantStatus.url, c.couponId, 'active'))
    expectOk(await claim(await asUser(t), c.couponId))
    // another shop's coupon and a platform coupon: 404 for the merchant
    expectFail(await status(m, PromotionApi.merchantStatus.url, await coupon({ shopId: other.id }), 'paused'), 404, 404)
    expectFail(await status(m, PromotionApi.merchantStatus.url, await coupon({}), 'paused'), 404, 404)
    // staff: platform coupons only
    const pc = expectOk(await create(staff, PromotionApi.staffCreate.url, { ...body, shopId: shop.id }))
    assert.equal(pc.shopId, null)
    const sl = expectOk(await staff.api({ method: 'GET', url: `${PromotionApi.staffList.url}?pageSize=100` })) as { rows: any[] }
    assert.ok(sl.rows.every((r) => r.shopId === null) && sl.rows.some((r) => r.couponId === pc.couponId))
    expectFail(await status(staff, PromotionApi.staffStatus.url, c.couponId, 'paused'), 404, 404)
    assert.equal(expectOk(await status(staff, PromotionApi.staffStatus.url, pc.couponId, 'paused')).status, 'paused')
  })

  it('checkout picks the best held coupons by default; 0 means none; the percent cap applies', async () => {
    const u = await asUser(t)
    expectOk(
      await u.api({
        method: 'POST',
        url: AddrApi.add.url,
        payload: { name: 'Li Lei', phone: '13812345678', regionIds: [110000, 110100, 110101], detail: 'No. 1 Chang An Avenue' },
      }),
    )
    const a = await makeShop(t)
    const b = await makeShop(t)
    const pa = await makeProduct(t, { shopId: a.id, price: 6000, stock: 50 })
    const pb = await makeProduct(t, { shopId: b.id, price: 4000, stock: 50 })
    const skuA = (await t.db.selectFrom('product_skus').select('id').where('product_id', '=', pa.id).executeTakeFirstOrThrow()).id
    const skuB = (await t.db.selectFrom('product_skus').select('id').where('product_id', '=', pb.id).executeTakeFirstOrThrow()).id
    // store coupons of shop a: 5 off (no min) and 20% capped at 8 => on 60.00: 12 -> capped 8 -> best is 8
    const small = await coupon({ shopId: a.id, discount: 500, total: 5 })
    const pct = await coupon({ shopId: a.id, type: 'percent', discount: 20, maxOff: 800, total: 5 })
    const far = await coupon({ shopId: a.id, threshold: 100_000, discount: 5000, total: 5 })
    const plat = await coupon({ threshold: 5000, discount: 1000, total: 5 })
    const platBig = await coupon({ threshold: 50_000, discount: 9000, total: 5 })
    for (const id of [small, pct, far, plat, platBig]) expectOk(await claim(u, id))
    const held = await promotionService.heldCoupons(t.ctx(), u.id)
    const ucOf = (cid: number) => held.find((h) => h.couponId === cid)!.id
    const lines = { skuId: skuA, count: 1 }
    // one shop: best store (pct capped at 8) + best platform (10 off 50)
    let pv = expectOk(await u.api({ method: 'POST', url: OrderApi.preview.url, payload: lines }))
    assert.equal(pv.shops[0].couponId, ucOf(pct))
    assert.equal(pv.platformCouponId, ucOf(plat))
    assert.equal(pv.discount, 800 + 1000)
    assert.equal(pv.payAmount, pv.goodsAmount + pv.shippingFee - 1800)
    // 0: none
    pv = expectOk(
      await u.api({ method: 'POST', url: OrderApi.preview.url, payload: { ...lines, choices: [{ shopId: a.id, couponId: 0 }], platformCouponId: 0 } }),
    )
    assert.deepEqual([pv.shops[0].couponId, pv.platformCouponId, pv.discount], [null, null, 0])
    // an explicit one wins over the best
    pv = expectOk(await u.api({ method: 'POST', url: OrderApi.preview.url, payload: { ...lines, choices: [{ shopId: a.id, couponId: ucOf(small) }] } }))
    assert.equal(pv.shops[0].discount, 500 + 1000, 'the chosen 5 off and the default platform 10 off')
    assert.equal(pv.shops[0].couponId, ucOf(small))
    // buy now from shop b only (40.00): no store coupon of b, platform 10 off 50 not reached
    pv = expectOk(await u.api({ method: 'POST', url: OrderApi.preview.url, payload: { skuId: skuB, count: 1 } }))
    assert.deepEqual([pv.shops[0].couponId, pv.platformCouponId, pv.discount], [null, null, 0])
    assert.ok(pv.platformCoupons.some((c: any) => c.id === ucOf(plat) && !c.usable))
    // submit without choices uses the defaults, the order keeps the discount, the coupons move to used
    const r = expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: lines }))
    assert.equal(r.amount, 6000 - 1800, 'no delivery rule: no fee')
    const order = await t.db.selectFrom('orders').select(['discount', 'coupon_id']).where('id', '=', r.orderIds[0]).executeTakeFirstOrThrow()
    assert.deepEqual([order.discount, Number(order.coupon_id)], [1800, ucOf(pct)])
    const used = (await mine(u, 'used')).rows.map((x) => x.id).sort()
    assert.deepEqual(used, [ucOf(pct), ucOf(plat)].sort())
  })
})
