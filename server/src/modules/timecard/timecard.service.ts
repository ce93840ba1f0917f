// The timecard module's rules: cards issued when their product is paid, uses taken once per ref and never below zero, expiry (ADR 0140).
import { randomInt, randomUUID } from 'node:crypto'
import type { Static } from '@sinclair/typebox'
import type { CardDetail, CardListQuery, TimeCard } from '../../../../types/timecard.js'
import type { TimeCardState } from '../../../../types/timecard-codes.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { idempotent } from '../../core/idempotency.js'
import { bookingService } from '../booking/index.js'
import { shopService } from '../shop/index.js'
import { timecardErrors as E } from './timecard.errors.js'
import { timecardRepo as repo, type CardRow } from './timecard.repository.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>
type LangScope = Scope & { lang: RequestCtx['lang'] }

const pick = (t: unknown, lang: string): string => {
  const m = (t ?? {}) as Record<string, string>
  return m[lang] ?? m.en ?? m.zh_CN ?? Object.values(m)[0] ?? ''
}
const DAY = 86_400_000
const newCode = () => Array.from({ length: 12 }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(10))).join('')

export const stateOf = (r: Pick<CardRow, 'uses_left' | 'expires_at' | 'refunded_at'>, now = Date.now()): TimeCardState =>
  r.refunded_at ? 'refunded' : new Date(r.expires_at).getTime() <= now ? 'expired' : r.uses_left <= 0 ? 'used_up' : 'active'

async function toCards(c: LangScope, rows: CardRow[]): Promise<TimeCard[]> {
  if (!rows.length) return []
  const ids = [...new Set(rows.flatMap((r) => (r.service_ids as number[]).map(Number)))]
  const [shops, services] = await Promise.all([
    shopService.shopsBrief(
      c,
      rows.map((r) => Number(r.shop_id)),
    ),
    bookingService.servicesBrief(c, ids),
  ])
  const byId = new Map(services.map((s) => [s.id, s]))
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.card_code,
    name: pick(r.name, c.lang),
    shopId: Number(r.shop_id),
    shopName: shops.get(Number(r.shop_id))?.name ?? '',
    usesTotal: r.uses_total,
    usesLeft: r.uses_left,
    expiresAt: new Date(r.expires_at).toISOString(),
    state: stateOf(r),
    services: (r.service_ids as number[])
      .map((id) => byId.get(Number(id)))
      .filter((s) => !!s)
      .map((s) => ({ id: s.id, name: s.name, price: s.price, durationMin: s.durationMin, image: s.image })),
    createdAt: new Date(r.created_at).toISOString(),
  }))
}

async function toDetail(c: LangScope, r: CardRow): Promise<CardDetail> {
  const [card] = await toCards(c, [r])
  const uses = await repo.uses(c.db, c.tenantId, Number(r.id))
  return { ...card, uses: uses.map((u) => ({ kind: u.kind, delta: u.delta, ref: u.ref, at: new Date(u.created_at).toISOString() })) }
}

// ---------------------------------------------------------------- issuing

/**
 * The tenant's card products, read at most every few seconds (like the settings): an ordinary order's payment
 * asks nothing more of the database (the pay round trip keeps its statement count, ADR 0140). Templates are made
 * by the seed (no endpoint writes them); a template written in this process clears the entry at once.
 */
const CARD_PRODUCTS_TTL_MS = 5_000
const cardProductsCache = new Map<number, { ids: Set<number>; at: number }>()
async function cardProducts(c: Scope): Promise<Set<number>> {
  const hit = cardProductsCache.get(c.tenantId)
  if (hit && Date.now() - hit.at < CARD_PRODUCTS_TTL_MS) return hit.ids
  const ids = new Set((await repo.templateProductIds(c.db, c.tenantId)).map((r) => Number(r.product_id)))
  cardProductsCache.set(c.tenantId, { ids, at: Date.now() })
  return ids
}

/**
 * A paid checkout's lines (event `order.paid`, in the payment's transaction): each piece of a card template's
 * product issues one card, valid from now for the template's days. A piece issued before is not issued again.
 */
export async function issueForOrder(c: Scope, e: { userId: number; items: Array<{ itemId: number; productId: number; count: number }> }) {
  const cards = await cardProducts(c)
  const ids = e.items.map((i) => i.productId).filter((id) => cards.has(id))
  if (!ids.length) return 0
  const templates = await repo.templatesOfProducts(c.db, c.tenantId, ids)
  if (!templates.length) return 0
  const byProduct = new Map(templates.map((t) => [Number(t.product_id), t]))
  const rows = e.items.flatMap((i) => {
    const t = byProduct.get(i.productId)
    if (!t) return []
    return Array.from({ length: i.count }, (_, k) => ({
      tenant_id: c.tenantId,
      card_code: newCode(),
      user_id: e.userId,
      template_id: Number(t.id),
      shop_id: Number(t.shop_id),
      name: JSON.stringify(t.name),
      service_ids: JSON.stringify(t.service_ids),
      uses_total: t.uses,
      uses_left: t.uses,
      expires_at: new Date(Date.now() + t.valid_days * DAY),
      order_item_id: i.itemId,
      piece: k + 1,
    }))
  })
  return (await repo.insertCards(c.db, rows)).length
}

// ---------------------------------------------------------------- the shopper

export async function list(c: UserCtx, q: Static<typeof CardListQuery>) {
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.cards(c.db, c.tenantId, c.userId, { usableFor: q.serviceId }, limit, offset)
  return { rows: await toCards(c, rows), total }
}

export async function card(c: UserCtx, id: number): Promise<CardDetail> {
  const r = await repo.card(c.db, c.tenantId, id)
  if (!r || Number(r.user_id) !== c.userId) throw E.notFound()
  return toDetail(c, r)
}

// ---------------------------------------------------------------- uses (once per ref, never below zero)

/**
 * Take one use of card `cardId` for `ref` in `c.db` (the caller's transaction): the use row is written once per
 * ref (a repeat takes nothing more and answers the card as it is), then ONE conditional update takes the use
 * (uses left > 0, not expired); when it cannot, the error rolls the caller's transaction back.
 */
export async function takeUse(c: Scope, cardId: number, ref: string, kind: string): Promise<CardRow> {
  const fresh = await repo.insertUse(c.db, { tenant_id: c.tenantId, card_id: cardId, kind, ref, delta: -1 })
  if (!fresh) return (await repo.card(c.db, c.tenantId, cardId))!
  const r = await repo.takeUse(c.db, c.tenantId, cardId)
  if (r) return r
  const now = await repo.card(c.db, c.tenantId, cardId)
  throw now && stateOf(now) === 'expired' ? E.expired() : E.noUses()
}

/** Give back the use taken for a booking (`ref` once), in the caller's transaction. */
export async function giveBack(c: Scope, cardId: number, ref: string): Promise<void> {
  const fresh = await repo.insertUse(c.db, { tenant_id: c.tenantId, card_id: cardId, kind: 'return', ref, delta: 1 })
  if (fresh) await repo.giveBack(c.db, c.tenantId, cardId)
}

// ---------------------------------------------------------------- refunds of card pieces (ADR 0158)

/**
 * The refund flow asks before a request is made: per order item that issued cards, how many of them are whole (no
 * use taken, not refunded). A refund of a card product may take back only that many pieces.
 */
export async function wholeCards(c: Scope, itemIds: number[]): Promise<Map<number, number>> {
  if (!itemIds.length) return new Map()
  const rows = await repo.cardsOfItems(c.db, c.tenantId, itemIds)
  return new Map(rows.map((r) => [Number(r.order_item_id), r.whole]))
}

/**
 * The money of card pieces goes back (refund flow, in its transaction): as many whole cards of each item are marked
 * refunded, or the refund is refused (a card used since it was asked) and the caller's transaction rolls back.
 */
export async function refundCards(c: Scope, lines: Array<{ itemId: number; count: number }>): Promise<void> {
  const issued = await wholeCards(
    c,
    lines.map((l) => l.itemId),
  )
  for (const l of lines) {
    if (!issued.has(l.itemId)) continue
    const marked = await repo.refundWhole(c.db, c.tenantId, l.itemId, l.count)
    if (marked.length < l.count) throw E.cardsUsed({ whole: issued.get(l.itemId) ?? 0 })
  }
}

/** A card of the user that can pay for a booking of `serviceId` now (its name for the booking), or undefined. */
export async function usableFor(c: LangScope, userId: number, cardId: number, serviceId: number) {
  const r = await repo.card(c.db, c.tenantId, cardId)
  if (!r || Number(r.user_id) !== userId) return undefined
  if (stateOf(r) !== 'active' || !(r.service_ids as number[]).map(Number).includes(serviceId)) return undefined
  return { id: Number(r.id), name: pick(r.name, c.lang), usesLeft: r.uses_left }
}

// ---------------------------------------------------------------- the merchant

async function myShops(c: UserCtx) {
  const ids = await shopService.shopIdsOfOwner(c, c.userId)
  if (!ids.length) throw E.notMerchant()
  return ids
}

export async function lookup(c: UserCtx, code: string): Promise<CardDetail> {
  const r = await repo.byCode(c.db, c.tenantId, await myShops(c), code)
  if (!r) throw E.code()
  return toDetail(c, r)
}

/**
 * The store checks a card: one use taken. With an Idempotency-Key a repeated request (a double tap, a retry)
 * answers the first result and takes nothing more; without one each request is one visit.
 */
export async function verify(c: UserCtx, code: string, key: string | undefined): Promise<CardDetail> {
  const mine = await myShops(c)
  return idempotent(c, 'timecard:verify', key, { code }, () =>
    c.db.transaction().execute(async (tx) => {
      const r = await repo.byCode(tx, c.tenantId, mine, code)
      if (!r) throw E.code()
      const after = await takeUse({ ...c, db: tx }, Number(r.id), `verify:${randomUUID()}`, 'verify')
      return toDetail({ ...c, db: tx }, after)
    }),
  )
}

// ---------------------------------------------------------------- templates (seed, tests)

export const addTemplate = (
  c: Scope,
  t: { shopId: number; productId: number; name: Record<string, string>; uses: number; validDays: number; serviceIds: number[] },
) => {
  cardProductsCache.delete(c.tenantId)
  return repo.insertTemplate(c.db, {
    tenant_id: c.tenantId,
    shop_id: t.shopId,
    product_id: t.productId,
    name: JSON.stringify(t.name),
    uses: t.uses,
    valid_days: t.validDays,
    service_ids: JSON.stringify(t.serviceIds),
  })
}

export const timecardService = { takeUse, giveBack, usableFor, issueForOrder, addTemplate, wholeCards, refundCards, errors: E }
