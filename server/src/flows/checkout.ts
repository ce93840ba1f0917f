import type { CheckoutBody, CheckoutPreview, CheckoutShop, CouponOption, DeliveryMode, OrderAddress, SubmitResult } from '../../../types/order.js'
import { ORDER_LINE_MAX } from '../../../types/order-codes.js'
import type { UserCtx } from '../core/context.js'
import { addrService } from '../modules/addr/index.js'
import { cartService } from '../modules/cart/index.js'
import { formService } from '../modules/form/index.js'
import { inventoryService, type SkuState } from '../modules/inventory/index.js'
import { orderService } from '../modules/order/index.js'
import { promotionService } from '../modules/promotion/index.js'
import { shopService } from '../modules/shop/index.js'
import { offerOf, type Offer, type OfferLine } from './offers.js'

/**
 * The checkout flow: what a basket selection (or a buy-now SKU) costs, and placing it. Preview reads
 * the SKUs' state (inventory), the shops' terms, pickup points and delivery rules (shop), the user's
 * coupons (promotion) and address (addr); submit places the orders (order) and, in the SAME transaction,
 * uses the coupons (promotion), removes the ordered baskets (cart) and takes the stock (inventory, last).
 */
const E = orderService.errors
type Here = { lat: number; lng: number }
type Ctx = UserCtx & { location?: Here }

interface Line {
  basketId: number | null
  sku: SkuState
  count: number
  /** what the product's form answers add to each piece (0 without a form; ADR 0119) */
  formPrice: number
  /** the product carries a form (its answers are ordered with it) */
  hasForm: boolean
  /** the offer this buy-now line is bought under (ADR 0157), with its price per piece */
  offer?: { kind: string; id: number; impl: Offer; line: OfferLine; price: number }
}

/** A line's price per piece: the SKU's (or its offer's) price and its form answers' price. */
const unitPrice = (l: Line) => (l.offer ? l.offer.price : l.sku.price) + l.formPrice
/** Inventory's stock backs the line (an offer that owns its units answers for them itself). */
const fromStock = (l: Line) => !l.offer?.impl.ownsStock

/**
 * The lines of a checkout from baskets, buy-now or `lines` (a store's selection, out of the cart; ADR 0142); refuses
 * unknown, unsellable or out-of-range ones, and for a store order (`storeId`) a SKU of another shop.
 */
async function linesOf(c: UserCtx, b: CheckoutBody): Promise<Line[]> {
  const fromBaskets = b.basketIds !== undefined
  const buyNow = b.skuId !== undefined
  const fromLines = b.lines !== undefined
  if (Number(fromBaskets) + Number(buyNow) + Number(fromLines) !== 1) throw E.source()
  if (b.offer && !buyNow) throw E.offerBuyNowOnly()
  const offer = b.offer ? offerOf(b.offer.kind) : undefined
  if (b.offer && !offer) throw E.offerUnavailable()
  let wanted: Array<{ basketId: number | null; skuId: number; count: number }>
  if (fromBaskets) {
    const ids = [...new Set(b.basketIds!)]
    const rows = await cartService.basketsOf(c, c.userId, ids)
    if (rows.length !== ids.length) throw E.unavailable()
    wanted = rows.map((r) => ({ basketId: r.id, skuId: r.sku_id, count: r.count }))
  } else if (fromLines) {
    // one line per SKU: a second one would be a second order item of the same SKU
    if (new Set(b.lines!.map((l) => l.skuId)).size !== b.lines!.length) throw E.storeLineTwice()
    wanted = b.lines!.map((l) => ({ basketId: null, skuId: l.skuId, count: l.count }))
  } else {
    wanted = [{ basketId: null, skuId: b.skuId!, count: b.count ?? 1 }]
  }
  const skus = await inventoryService.skuStates(
    c,
    wanted.map((w) => w.skuId),
  )
  const forms = await formService.lineForms(
    c,
    c.userId,
    [...skus.values()].map((k) => k.productId),
  )
  const lines = wanted.map((w): Line => {
    const sku = skus.get(w.skuId)
    if (!sku || !sku.productOn || !sku.shopOpen) throw E.unavailable()
    if (b.storeId !== undefined && sku.shopId !== b.storeId) throw E.storeOtherShop()
    if (w.count < 1 || w.count > ORDER_LINE_MAX) throw E.quantity({ max: ORDER_LINE_MAX })
    // a product that carries a form is bought with its answers (the form module keeps them per user and product)
    const form = forms.get(sku.productId)
    if (form?.missing) throw formService.errors.productFormMissing({ id: sku.productId })
    return { basketId: w.basketId, sku, count: w.count, formPrice: form?.totalPrice ?? 0, hasForm: !!form }
  })
  // the offer prices its one line (and refuses it by its own rules: not open, sold out, limit, ...)
  if (offer && b.offer) {
    const l = lines[0]
    const line: OfferLine = { offerId: b.offer.id, skuId: l.sku.id, productId: l.sku.productId, shopId: l.sku.shopId, count: l.count, skuPrice: l.sku.price }
    const { unitPrice: price } = await offer.quote(c, line)
    l.offer = { kind: b.offer.kind, id: b.offer.id, impl: offer, line, price }
  }
  return lines
}

interface Computed {
  preview: CheckoutPreview
  lines: Line[]
  address: (OrderAddress & { id: number }) | null
  /** user coupon ids used (store ones per shop + the platform one) */
  couponIds: number[]
}

/** Everything checkout computes (preview answers it; submit refuses when a shop has a problem). */
async function compute(c: UserCtx, b: CheckoutBody, here?: Here): Promise<Computed> {
  const lines = await linesOf(c, b)
  const shopIds = [...new Set(lines.map((l) => l.sku.shopId))]
  const [{ shops, points, rules }, held, addrRow, currency] = await Promise.all([
    shopService.sellingTerms(c, shopIds, here),
    promotionService.heldCoupons(c, c.userId),
    b.addressId !== undefined ? addrService.get(c, c.userId, b.addressId) : addrService.getDefault(c, c.userId),
    orderService.currencyOf(c),
  ])
  if (b.addressId !== undefined && !addrRow) throw E.notFound()
  const address = addrRow
    ? {
        id: addrRow.id,
        name: addrRow.name,
        phone: addrRow.phone,
        region: addrRow.region,
        regionIds: addrRow.regionIds,
        detail: addrRow.detail,
        latitude: addrRow.latitude,
        longitude: addrRow.longitude,
      }
    : null
  const discountOf = promotionService.couponDiscount
  const choices = new Map((b.choices ?? []).map((s) => [s.shopId, s]))
  const out: CheckoutShop[] = []
  const couponIds: number[] = []
  for (const shopId of shopIds) {
    const s = shops.get(shopId)!
    const ch = choices.get(shopId)
    const own = lines.filter((l) => l.sku.shopId === shopId)
    const goods = own.reduce((n, l) => n + unitPrice(l) * l.count, 0)
    // a store order is picked up at the store (ADR 0142): its only mode, refused by a shop without self pickup
    if (b.storeId !== undefined && !s.selfPickup) throw E.storeNoPickup()
    const modes: DeliveryMode[] =
      b.storeId !== undefined ? ['pickup'] : [...(s.delivery ? (['delivery'] as const) : []), ...(s.selfPickup ? (['pickup'] as const) : [])]
    const mode: DeliveryMode = ch?.mode ?? modes[0] ?? 'delivery'
    const problems: CheckoutShop['problems'] = []
    const shopPoints = points.filter((p) => p.shopId === shopId)
    let pickupPointId: number | null = null
    if (!modes.includes(mode)) problems.push('pickupPoint')
    if (mode === 'pickup') {
      pickupPointId = ch?.pickupPointId ?? shopPoints[0]?.id ?? null
      if (pickupPointId === null || !shopPoints.some((p) => p.id === pickupPointId)) problems.push('pickupPoint')
    }
    const rule = rules.find((r) => r.shopId === shopId)
    let fee = 0
    if (mode === 'delivery') {
      if (!address) problems.push('addressRequired')
      if (goods < s.minDeliveryAmount) problems.push('deliveryMinimum')
      const served = rule?.regions ?? []
      if (address && served.length && !served.includes(address.regionIds[0])) problems.push('region')
      fee = rule && !(rule.freeOver !== null && goods >= rule.freeOver) ? rule.fee : 0
    }
    if (own.some((l) => fromStock(l) && l.count > l.sku.stock)) problems.push('stock')
    const coupons: CouponOption[] = held
      .filter((h) => h.shopId === shopId)
      .map((h) => ({
        id: h.id,
        couponId: h.couponId,
        title: h.title,
        threshold: h.threshold,
        discount: discountOf(h, goods),
        usable: goods >= h.threshold && discountOf(h, goods) <= goods,
      }))
    let discount = 0
    let couponId: number | null = null
    // absent: the best usable store coupon the user holds (ADR 0080); 0: none; an id: that one
    const cp =
      ch?.couponId === undefined
        ? promotionService.bestCoupon(
            held.filter((h) => h.shopId === shopId),
            goods,
          )
        : ch.couponId
          ? held.find((h) => h.id === ch.couponId && h.shopId === shopId)
          : null
    if (cp === undefined || (cp && goods < cp.threshold)) throw E.coupon()
    if (cp) {
      discount = discountOf(cp, goods)
      couponId = cp.id
      couponIds.push(cp.id)
    }
    out.push({
      shopId,
      shopName: s.name,
      mode,
      modes,
      pickupPoints: shopPoints,
      pickupPointId,
      lines: own.map((l) => ({
        skuId: l.sku.id,
        productId: l.sku.productId,
        title: l.sku.title,
        image: l.sku.image,
        spec: l.sku.spec,
        specText: l.sku.specText,
        price: unitPrice(l),
        count: l.count,
        amount: unitPrice(l) * l.count,
      })),
      goodsAmount: goods,
      shippingFee: fee,
      discount,
      payAmount: 0,
      minDeliveryAmount: s.minDeliveryAmount,
      coupons,
      couponId,
      remark: ch?.remark?.trim() ?? '',
      problems,
    })
  }
  // the platform coupon: threshold over all goods, shared by goods amount (the last shop takes the rest)
  const goodsAll = out.reduce((n, x) => n + x.goodsAmount, 0)
  const platform = held.filter((h) => h.shopId === null)
  let platformCouponId: number | null = null
  /** each shop's share of a platform discount by goods amount (the last shop takes the rest) */
  const sharesOf = (total: number) => {
    let left = total
    return out.map((s, i) => {
      const share = i === out.length - 1 ? left : Math.floor((total * s.goodsAmount) / Math.max(1, goodsAll))
      left -= share
      return share
    })
  }
  // absent: the best platform coupon whose shares fit under every shop's goods after its store coupon; 0: none
  const fits = (h: (typeof platform)[number]) => {
    const off = discountOf(h, goodsAll)
    return off > 0 && sharesOf(off).every((share, i) => out[i].discount + share <= out[i].goodsAmount)
  }
  const pcp =
    b.platformCouponId === undefined
      ? promotionService.bestCoupon(platform.filter(fits), goodsAll)
      : b.platformCouponId
        ? platform.find((h) => h.id === b.platformCouponId)
        : null
  if (pcp === undefined || (pcp && goodsAll < pcp.threshold)) throw E.coupon()
  if (pcp) {
    sharesOf(discountOf(pcp, goodsAll)).forEach((share, i) => (out[i].discount += share))
    platformCouponId = pcp.id
    couponIds.push(pcp.id)
  }
  for (const s of out) {
    if (s.discount > s.goodsAmount) s.problems.push('discountExceeds')
    s.payAmount = Math.max(0, s.goodsAmount - Math.min(s.discount, s.goodsAmount)) + s.shippingFee
  }
  const preview: CheckoutPreview = {
    currency,
    address,
    shops: out,
    platformCoupons: platform.map((h) => ({
      id: h.id,
      couponId: h.couponId,
      title: h.title,
      threshold: h.threshold,
      discount: discountOf(h, goodsAll),
      usable: goodsAll >= h.threshold && discountOf(h, goodsAll) <= goodsAll,
    })),
    platformCouponId,
    goodsAmount: goodsAll,
    shippingFee: out.reduce((n, x) => n + x.shippingFee, 0),
    discount: out.reduce((n, x) => n + x.discount, 0),
    payAmount: out.reduce((n, x) => n + x.payAmount, 0),
    ok: out.every((s) => !s.problems.length),
  }
  return { preview, lines, address, couponIds }
}

export async function preview(c: Ctx, b: CheckoutBody): Promise<CheckoutPreview> {
  return (await compute(c, b, c.location)).preview
}

const PROBLEM_ERRORS = {
  deliveryMinimum: E.deliveryMinimum,
  region: E.region,
  addressRequired: E.addressRequired,
  pickupPoint: E.pickup,
  stock: E.stock,
  discountExceeds: E.discountExceeds,
} as const

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
 * Submit: one main order + one order per shop with items (snapshot), history and the auto-cancel job
 * (orderService.placeOrders), the coupons used, the ordered baskets removed and the stock taken (conditional
 * update), all in ONE transaction; the stock, a hot row under a sale, last. With an Idempotency-Key the
 * first result is answered again (a parallel duplicate waits on the key's unique index, then reads the
 * committed first one).
 */
export async function submit(c: Ctx, b: CheckoutBody, idemKey?: string): Promise<SubmitResult> {
  if (idemKey) {
    const first = await orderService.checkoutByKey(c, idemKey)
    if (first) return first
  }
  const { preview: p, lines, address, couponIds } = await compute(c, b, c.location)
  for (const s of p.shops) if (s.problems.length) throw PROBLEM_ERRORS[s.problems[0]]()
  const settings = await orderService.orderSettings(c)
  const expiresAt = new Date(Date.now() + settings.autoCancelMinutes * 60_000)
  const addressJson = address
    ? JSON.stringify({
        name: address.name,
        phone: address.phone,
        region: address.region,
        regionIds: address.regionIds,
        detail: address.detail,
        latitude: address.latitude ?? null,
        longitude: address.longitude ?? null,
      })
    : null
  try {
    return await retryOnDeadlock(() =>
      c.db.transaction().execute(async (tx) => {
        const t = { ...c, db: tx }
        const placed = await orderService.placeOrders(t, {
          main: { userId: c.userId, amount: p.payAmount, currency: p.currency, idemKey: idemKey ?? null, platformCouponId: p.platformCouponId, expiresAt },
          orders: p.shops.map((s) => ({
            shopId: s.shopId,
            mode: s.mode,
            address: s.mode === 'delivery' ? addressJson : null,
            pickupPointId: s.pickupPointId,
            goods: s.goodsAmount,
            fee: s.shippingFee,
            discount: s.discount,
            pay: s.payAmount,
            items: s.lines.reduce((n, l) => n + l.count, 0),
            couponId: s.couponId,
            remark: s.remark,
          })),
          items: lines.map((l) => ({
            shopId: l.sku.shopId,
            skuId: l.sku.id,
            productId: l.sku.productId,
            title: l.sku.title,
            image: l.sku.image,
            spec: JSON.stringify(l.sku.spec),
            price: unitPrice(l),
            count: l.count,
            offer: l.offer ? { kind: l.offer.kind, id: l.offer.id } : null,
          })),
        })
        if (!placed) throw new Duplicate()
        // an offer takes its units and records its buyer (conditional updates: its refusal undoes the checkout);
        // an offer is bought by buy-now, so its checkout is one order
        for (const l of lines) if (l.offer) await l.offer.impl.take(t, l.offer.line, { payNo: placed.payNo, orderId: placed.orderIds[0] })
        if (couponIds.length && (await promotionService.useCoupons(t, c.userId, couponIds)) !== couponIds.length) throw E.coupon()
        // a basket is ordered once: a parallel submit of the same baskets waits on their rows, then removes none
        const basketIds = lines.map((l) => l.basketId).filter((x): x is number => x !== null)
        if ((await cartService.removeBaskets(t, c.userId, basketIds)) !== basketIds.length) throw E.basketOrdered()
        // the products' form answers are ordered with them (kept as the user's submissions, out of the cart)
        const withForm = lines.filter((l) => l.hasForm).map((l) => l.sku.productId)
        if (withForm.length) await formService.orderedLines(t, c.userId, withForm)
        // last: the SKU rows (hot under a sale) stay locked only until the commit right after
        const short = await inventoryService.takeStock(
          t,
          lines.filter(fromStock).map((l) => ({ skuId: l.sku.id, count: l.count })),
        )
        if (short.length) throw E.stock()
        return { payNo: placed.payNo, amount: p.payAmount, currency: p.currency, orderIds: placed.orderIds, expiresAt: expiresAt.toISOString() }
      }),
    )
  } catch (e) {
    if (e instanceof Duplicate && idemKey) {
      const first = await orderService.checkoutByKey(c, idemKey)
      if (first) return first
    }
    throw e
  }
}
