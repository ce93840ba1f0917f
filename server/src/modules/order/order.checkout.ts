import { randomInt } from 'node:crypto'
import { sql } from 'kysely'
import type { CheckoutBody, CheckoutPreview, CheckoutShop, CouponOption, DeliveryMode, OrderAddress, PickupPoint, SubmitResult } from '../../../../types/order.js'
import { ORDER_AUTO_CANCEL_MIN, ORDER_AUTO_RECEIVE_DAYS, ORDER_LINE_MAX } from '../../../../types/order-codes.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { enqueueJob } from '../../core/jobs.js'
import { addrService } from '../addr/index.js'
import { cartOrderService } from '../cart/index.js'
import { catalogOrderService as catalog, type HeldCoupon, type SkuState } from '../catalog/index.js'
import { getSetting } from '../system/index.js'
import { orderErrors as E } from './order.errors.js'
import { pick } from '../../core/texts.js'

export interface OrderSettings {
  autoCancelMinutes: number
  autoReceiveDays: number
}
/** Tenant setting `order` (system settings): auto-cancel minutes, auto-receipt days. */
export const orderSettings = (c: Pick<RequestCtx, 'db' | 'tenantId'>) => getSetting<OrderSettings>(c, 'order', { autoCancelMinutes: ORDER_AUTO_CANCEL_MIN, autoReceiveDays: ORDER_AUTO_RECEIVE_DAYS })
export const currencyOf = async (c: Pick<RequestCtx, 'db' | 'tenantId'>) => (await getSetting<{ currency?: string }>(c, 'system', {})).currency ?? 'CNY'

/** metres between two points (haversine) */
export function distance(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const R = 6_371_000
  const r = (d: number) => (d * Math.PI) / 180
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2
  return Math.round(2 * R * Math.asin(Math.sqrt(h)))
}

/** A shop's open pickup points, nearest first when the request's location is known. */
export async function pickupPointsOf(c: RequestCtx, shopIds: number[], here?: { lat: number; lng: number }): Promise<PickupPoint[]> {
  if (!shopIds.length) return []
  const rows = await c.db.selectFrom('shop_pickup_points').selectAll().where('tenant_id', '=', c.tenantId).where('shop_id', 'in', shopIds).where('status', '=', 'open').orderBy('id').execute()
  const out = rows.map((r) => ({
    id: r.id,
    shopId: r.shop_id,
    name: pick(r.name, c.lang),
    address: pick(r.address_i18n, c.lang) || r.address,
    hours: r.hours,
    phone: r.phone,
    lat: r.lat,
    lng: r.lng,
    distance: here && r.lat !== null && r.lng !== null ? distance(here, { lat: r.lat, lng: r.lng }) : null,
  }))
  if (here) out.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity))
  return out
}

/** What a coupon takes off `goods` (never more than `goods`; 0 under the threshold). */
export function couponDiscount(cp: Pick<HeldCoupon, 'type' | 'threshold' | 'discount'>, goods: number) {
  if (goods < cp.threshold) return 0
  return cp.type === 'percent' ? Math.floor((goods * cp.discount) / 100) : cp.discount
}

interface Line {
  basketId: number | null
  sku: SkuState
  count: number
}

/** The lines of a checkout from baskets or buy-now; refuses unknown, unsellable or out-of-range ones. */
async function linesOf(c: UserCtx, b: CheckoutBody): Promise<Line[]> {
  const fromBaskets = b.basketIds !== undefined
  const buyNow = b.skuId !== undefined
  if (fromBaskets === buyNow) throw E.source()
  let wanted: Array<{ basketId: number | null; skuId: number; count: number }>
  if (fromBaskets) {
    const ids = [...new Set(b.basketIds!)]
    const rows = await cartOrderService.basketsForOrder(c, c.userId, ids)
    if (rows.length !== ids.length) throw E.unavailable()
    wanted = rows.map((r) => ({ basketId: r.id, skuId: r.sku_id, count: r.count }))
  } else {
    wanted = [{ basketId: null, skuId: b.skuId!, count: b.count ?? 1 }]
  }
  const skus = await catalog.skuForCart(c, wanted.map((w) => w.skuId))
  return wanted.map((w) => {
    const sku = skus.get(w.skuId)
    if (!sku || !sku.productOn || !sku.shopOpen) throw E.unavailable()
    if (w.count < 1 || w.count > ORDER_LINE_MAX) throw E.quantity({ max: ORDER_LINE_MAX })
    return { basketId: w.basketId, sku, count: w.count }
  })
}

interface Computed {
  preview: CheckoutPreview
  lines: Line[]
  address: (OrderAddress & { id: number }) | null
  /** user coupon ids used (store ones per shop + the platform one) */
  couponIds: number[]
}

/** Everything checkout computes (preview answers it; submit refuses when a shop has a problem). */
async function compute(c: UserCtx, b: CheckoutBody, here?: { lat: number; lng: number }): Promise<Computed> {
  const lines = await linesOf(c, b)
  const shopIds = [...new Set(lines.map((l) => l.sku.shopId))]
  const [shops, points, rules, held, addr, currency] = await Promise.all([
    catalog.shopsForOrder(c, shopIds),
    pickupPointsOf(c, shopIds, here),
    c.db.selectFrom('shop_delivery_rules').selectAll().where('tenant_id', '=', c.tenantId).where('shop_id', 'in', shopIds).execute(),
    catalog.heldCoupons(c, c.userId),
    b.addressId !== undefined ? addrService.get(c, c.userId, b.addressId) : addrService.getDefault(c, c.userId),
    currencyOf(c),
  ])
  if (b.addressId !== undefined && !addr) throw E.notFound()
  const address = addr ? { id: addr.id, name: addr.name, phone: addr.phone, region: addr.region, regionIds: addr.regionIds, detail: addr.detail } : null
  const choices = new Map((b.choices ?? []).map((s) => [s.shopId, s]))
  const out: CheckoutShop[] = []
  const couponIds: number[] = []
  for (const shopId of shopIds) {
    const shop = shops.get(shopId)!
    const ch = choices.get(shopId)
    const own = lines.filter((l) => l.sku.shopId === shopId)
    const goods = own.reduce((s, l) => s + l.sku.price * l.count, 0)
    const modes: DeliveryMode[] = [...(shop.delivery ? (['delivery'] as const) : []), ...(shop.selfPickup ? (['pickup'] as const) : [])]
    const mode: DeliveryMode = ch?.mode ?? modes[0] ?? 'delivery'
    const problems: CheckoutShop['problems'] = []
    const shopPoints = points.filter((p) => p.shopId === shopId)
    let pickupPointId: number | null = null
    if (!modes.includes(mode)) problems.push('pickupPoint')
    if (mode === 'pickup') {
      pickupPointId = ch?.pickupPointId ?? shopPoints[0]?.id ?? null
      if (pickupPointId === null || !shopPoints.some((p) => p.id === pickupPointId)) problems.push('pickupPoint')
    }
    const rule = rules.find((r) => r.shop_id === shopId)
    let fee = 0
    if (mode === 'delivery') {
      if (!address) problems.push('addressRequired')
      if (goods < shop.minDeliveryAmount) problems.push('deliveryMinimum')
      const served = (rule?.regions ?? []) as number[]
      if (address && served.length && !served.includes(address.regionIds[0])) problems.push('region')
      fee = rule && !(rule.free_over !== null && goods >= rule.free_over) ? rule.fee : 0
    }
    if (own.some((l) => l.count > l.sku.stock)) problems.push('stock')
    const coupons: CouponOption[] = held.filter((h) => h.shopId === shopId).map((h) => ({ id: h.id, couponId: h.couponId, title: h.title, threshold: h.threshold, discount: couponDiscount(h, goods), usable: goods >= h.threshold && couponDiscount(h, goods) <= goods }))
    let discount = 0
    let couponId: number | null = null
    if (ch?.couponId) {
      const cp = held.find((h) => h.id === ch.couponId && h.shopId === shopId)
      if (!cp || goods < cp.threshold) throw E.coupon()
      discount = couponDiscount(cp, goods)
      couponId = cp.id
      couponIds.push(cp.id)
    }
    out.push({ shopId, shopName: shop.name, mode, modes, pickupPoints: shopPoints, pickupPointId, lines: own.map((l) => ({ skuId: l.sku.id, productId: l.sku.productId, title: l.sku.title, image: l.sku.image, spec: l.sku.spec, specText: l.sku.specText, price: l.sku.price, count: l.count, amount: l.sku.price * l.count })), goodsAmount: goods, shippingFee: fee, discount, payAmount: 0, minDeliveryAmount: shop.minDeliveryAmount, coupons, couponId, remark: ch?.remark?.trim() ?? '', problems })
  }
  // the platform coupon: threshold over all goods, shared by goods amount (the last shop takes the rest)
  const goodsAll = out.reduce((s, x) => s + x.goodsAmount, 0)
  const platform = held.filter((h) => h.shopId === null)
  let platformCouponId: number | null = null
  if (b.platformCouponId) {
    const cp = platform.find((h) => h.id === b.platformCouponId)
    if (!cp || goodsAll < cp.threshold) throw E.coupon()
    const total = couponDiscount(cp, goodsAll)
    let left = total
    out.forEach((s, i) => {
      const share = i === out.length - 1 ? left : Math.floor((total * s.goodsAmount) / Math.max(1, goodsAll))
      s.discount += share
      left -= share
    })
    platformCouponId = cp.id
    couponIds.push(cp.id)
  }
  for (const s of out) {
    if (s.discount > s.goodsAmount) s.problems.push('discountExceeds')
    s.payAmount = Math.max(0, s.goodsAmount - Math.min(s.discount, s.goodsAmount)) + s.shippingFee
  }
  const preview: CheckoutPreview = {
    currency,
    address,
    shops: out,
    platformCoupons: platform.map((h) => ({ id: h.id, couponId: h.couponId, title: h.title, threshold: h.threshold, discount: couponDiscount(h, goodsAll), usable: goodsAll >= h.threshold && couponDiscount(h, goodsAll) <= goodsAll })),
    platformCouponId,
    goodsAmount: goodsAll,
    shippingFee: out.reduce((s, x) => s + x.shippingFee, 0),
    discount: out.reduce((s, x) => s + x.discount, 0),
    payAmount: out.reduce((s, x) => s + x.payAmount, 0),
    ok: out.every((s) => !s.problems.length),
  }
  return { preview, lines, address, couponIds }
}

const here = (c: RequestCtx & { location?: { lat: number; lng: number } }) => c.location

export async function preview(c: UserCtx & { location?: { lat: number; lng: number } }, b: CheckoutBody): Promise<CheckoutPreview> {
  return (await compute(c, b, here(c))).preview
}

const PROBLEM_ERRORS = { deliveryMinimum: E.deliveryMinimum, region: E.region, addressRequired: E.addressRequired, pickupPoint: E.pickup, stock: E.stock, discountExceeds: E.discountExceeds } as const

const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(2, 14)
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('')
export const newOrderNo = () => `${stamp()}${digits(8)}`
export const newPayNo = () => `P${stamp()}${digits(8)}`
export const newPickupCode = () => digits(6)

async function existing(c: UserCtx, key: string): Promise<SubmitResult | undefined> {
  const m = await c.db.selectFrom('main_orders').select(['id', 'pay_no', 'amount', 'currency', 'expires_at']).where('tenant_id', '=', c.tenantId).where('user_id', '=', c.userId).where('idem_key', '=', key).executeTakeFirst()
  if (!m) return undefined
  const ids = await c.db.selectFrom('orders').select('id').where('main_id', '=', m.id).orderBy('id').execute()
  return { payNo: m.pay_no, amount: m.amount, currency: m.currency, orderIds: ids.map((r) => r.id), expiresAt: m.expires_at?.toISOString() ?? null }
}

class Duplicate extends Error {}

/** PostgreSQL gave up one of two transactions locking the same rows in another order: run it again (twice at most). */
async function retryOnDeadlock<T>(fn: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await fn()
    } catch (e) {
      if (i >= 2 || (e as { code?: string }).code !== '40P01') throw e
    }
  }
}

/**
 * Submit: one main order + one order per shop, items (snapshot), stock (conditional update), coupons,
 * the ordered baskets removed, history rows and the auto-cancel job, all in ONE transaction (main order,
 * orders, items and history in one statement; the stock, a hot row under a sale, last). With an
 * Idempotency-Key the first result is answered again (a parallel duplicate waits on the key's unique
 * index, then reads the committed first one).
 */
export async function submit(c: UserCtx & { location?: { lat: number; lng: number } }, b: CheckoutBody, idemKey?: string): Promise<SubmitResult> {
  if (idemKey) {
    const first = await existing(c, idemKey)
    if (first) return first
  }
  const { preview: p, lines, address, couponIds } = await compute(c, b, here(c))
  for (const s of p.shops) if (s.problems.length) throw PROBLEM_ERRORS[s.problems[0]]()
  const settings = await orderSettings(c)
  const expiresAt = new Date(Date.now() + settings.autoCancelMinutes * 60_000)
  try {
    return await retryOnDeadlock(() => c.db.transaction().execute(async (tx) => {
      const t = { ...c, db: tx }
      const payNo = newPayNo()
      // main order, orders, items and their history rows in ONE statement; the main order's insert goes first
      // (its idempotency key: a parallel duplicate waits on the unique index, then inserts nothing at all)
      const orderRows = sql.join(
        p.shops.map(
          (s) =>
            sql`(${s.shopId}::bigint, ${newOrderNo()}::text, ${s.mode}::text, ${s.mode === 'delivery' && address ? JSON.stringify({ name: address.name, phone: address.phone, region: address.region, regionIds: address.regionIds, detail: address.detail }) : null}::jsonb, ${s.pickupPointId}::bigint, ${s.goodsAmount}::int, ${s.shippingFee}::int, ${s.discount}::int, ${s.payAmount}::int, ${s.lines.reduce((n, l) => n + l.count, 0)}::int, ${s.couponId}::bigint, ${s.remark}::text)`,
        ),
      )
      const itemRows = sql.join(lines.map((l) => sql`(${l.sku.shopId}::bigint, ${l.sku.id}::bigint, ${l.sku.productId}::bigint, ${l.sku.title}::text, ${l.sku.image}::text, ${JSON.stringify(l.sku.spec)}::jsonb, ${l.sku.price}::int, ${l.count}::int, ${l.sku.price * l.count}::int)`))
      const inserted = await sql<{ id: number; shop_id: number }>`
        with m as (
          insert into main_orders (tenant_id, user_id, pay_no, amount, currency, idem_key, platform_coupon_id, expires_at)
          values (${c.tenantId}, ${c.userId}, ${payNo}, ${p.payAmount}, ${p.currency}, ${idemKey ?? null}, ${p.platformCouponId}, ${expiresAt})
          on conflict (tenant_id, user_id, idem_key) where idem_key is not null do nothing
          returning id
        ), o as (
          insert into orders (tenant_id, main_id, user_id, shop_id, order_no, state, mode, address, pickup_point_id, goods_amount, shipping_fee, discount, pay_amount, currency, item_count, coupon_id, remark)
          select ${c.tenantId}, m.id, ${c.userId}, v.shop_id, v.order_no, 'to_pay', v.mode, v.address, v.pickup_point_id, v.goods, v.fee, v.discount, v.pay, ${p.currency}, v.items, v.coupon_id, v.remark
          from m, (values ${orderRows}) as v(shop_id, order_no, mode, address, pickup_point_id, goods, fee, discount, pay, items, coupon_id, remark)
          returning id, shop_id
        ), i as (
          insert into order_items (tenant_id, order_id, sku_id, product_id, title, image, spec, price, count, amount)
          select ${c.tenantId}, o.id, v.sku_id, v.product_id, v.title, v.image, v.spec, v.price, v.count, v.amount
          from o join (values ${itemRows}) as v(shop_id, sku_id, product_id, title, image, spec, price, count, amount) on v.shop_id = o.shop_id
        ), h as (
          insert into order_history (tenant_id, order_id, from_state, to_state, event, actor, actor_id, note)
          select ${c.tenantId}, o.id, null, 'to_pay', 'submit', 'user', ${c.userId}, null from o
        )
        select id, shop_id from o`.execute(tx)
      const orders = inserted.rows
      if (!orders.length) throw new Duplicate()
      if (couponIds.length && (await catalog.useCoupons(t, c.userId, couponIds)) !== couponIds.length) throw E.coupon()
      const basketIds = lines.map((l) => l.basketId).filter((x): x is number => x !== null)
      await cartOrderService.removeOrdered(t, c.userId, basketIds)
      await enqueueJob(tx, { tenantId: c.tenantId, kind: 'order:autoCancel', payload: { payNo }, runAt: expiresAt, key: `cancel:${payNo}` })
      // last: the SKU rows (hot under a sale) stay locked only until the commit right after
      const short = await catalog.takeStock(t, lines.map((l) => ({ skuId: l.sku.id, count: l.count })))
      if (short.length) throw E.stock()
      return { payNo, amount: p.payAmount, currency: p.currency, orderIds: orders.map((o) => o.id).sort((a, b) => a - b), expiresAt: expiresAt.toISOString() }
    }))
  } catch (e) {
    if (e instanceof Duplicate && idemKey) {
      const first = await existing(c, idemKey)
      if (first) return first
    }
    throw e
  }
}
