import type {
  Group,
  GroupMember,
  GroupOffer,
  GroupOfferDetail,
  GroupState,
  GroupWithOffer,
  MemberState,
  MerchantGroup,
  MerchantOffer,
  OfferBody,
} from '../../../../types/groupbuy.js'
import { GROUP_HOLD, GROUP_PIECES } from '../../../../types/groupbuy-codes.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { enqueueJob } from '../../core/jobs.js'
import { maskPhone } from '../../core/mask.js'
import { accountService } from '../account/index.js'
import { inventoryService, type SkuState } from '../inventory/index.js'
import { orderService } from '../order/index.js'
import { shopService } from '../shop/index.js'
import { systemService } from '../system/index.js'
import { groupbuyErrors as E } from './groupbuy.errors.js'
import { groupbuyRepo as repo, type GroupRow, type MemberRow, type OfferRow } from './groupbuy.repository.js'

// Group buys (issue 27, ADR 0149-0152): offers of one SKU at a group price; groups a leader opens and others join
// through the checkout (the flow flows/group-buy.ts is the checkout's `Offer` of kind 'group'); a paid member is
// counted on the group row by ONE conditional update (never above the size; success once), the expiry job fails it
// once. Members' orders wait `held` (the order module's hold) until the group succeeds.
type Ctx = Pick<RequestCtx, 'db' | 'tenantId' | 'lang'>

/** The job that fails a group whose time ran out (its handler is the flow's: it refunds). */
export const EXPIRE_JOB = 'groupbuy:expire'
/** The job that refunds one member paid too late (its handler is the flow's). */
export const REFUND_JOB = 'groupbuy:refund'

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)
/** A member's name as others see it: the nickname, or the phone masked. */
const shown = (p: { nick: string; phone?: string } | undefined) => (p?.nick && !/^\d{7,}$/.test(p.nick) ? p.nick : maskPhone(p?.phone ?? p?.nick ?? ''))

async function offersOut(c: Ctx, rows: Array<OfferRow>): Promise<GroupOffer[]> {
  if (!rows.length) return []
  const [skus, currency] = await Promise.all([
    inventoryService.skuStates(
      c,
      rows.map((r) => Number(r.sku_id)),
    ),
    systemService.tenantCurrency(c),
  ])
  return rows.map((r) => toOffer(r, skus.get(Number(r.sku_id)), currency))
}

function toOffer(r: OfferRow, s: SkuState | undefined, currency: string): GroupOffer {
  return {
    id: Number(r.id),
    shopId: Number(r.shop_id),
    shopName: s?.shopName ?? '',
    productId: Number(r.product_id),
    skuId: Number(r.sku_id),
    title: s?.title ?? '',
    image: s?.image ?? '',
    specText: s?.specText ?? '',
    currency,
    price: s?.price ?? 0,
    groupPrice: r.group_price,
    size: r.size,
    hours: r.hours,
    succeeded: Number(r.succeeded ?? 0),
  }
}

async function groupsOut(c: Ctx & { userId?: number }, rows: GroupRow[]): Promise<Group[]> {
  const members = await repo.members(
    c.db,
    rows.map((g) => Number(g.id)),
  )
  const people = await accountService.profiles(c, [...new Set([...members.map((m) => Number(m.user_id)), ...rows.map((g) => Number(g.leader_id))])])
  const now = new Date()
  return rows.map((g) => {
    const mine = members.filter((m) => Number(m.group_id) === Number(g.id))
    const live = mine.filter((m) => m.state === 'paid' || (m.state === 'joined' && m.leader))
    const me = c.userId ? mine.filter((m) => Number(m.user_id) === c.userId && m.state !== 'cancelled').at(-1) : undefined
    const forming = g.state === 'forming' && new Date(g.expires_at) > now
    return {
      id: Number(g.id),
      offerId: Number(g.offer_id),
      state: g.state as GroupState,
      size: g.size,
      paidCount: g.paid_count,
      left: g.size - g.paid_count,
      leaderName: shown(people.get(Number(g.leader_id))),
      expiresAt: iso(g.expires_at)!,
      now: now.toISOString(),
      members: live.map((m): GroupMember => ({
        name: shown(people.get(Number(m.user_id))),
        avatar: people.get(Number(m.user_id))?.avatar ?? '',
        leader: m.leader,
        paid: m.state === 'paid',
      })),
      mine: me ? { state: me.state as MemberState, orderId: Number(me.order_id), leader: me.leader } : null,
      joinable: forming && g.paid_count < g.size && g.paid_count > 0 && !(me && (me.state === 'joined' || me.state === 'paid')),
    }
  })
}

async function withOffers(c: Ctx & { userId?: number }, rows: GroupRow[]): Promise<GroupWithOffer[]> {
  const groups = await groupsOut(c, rows)
  const offerRows = (await Promise.all([...new Set(rows.map((g) => Number(g.offer_id)))].map((id) => repo.offer(c.db, c.tenantId, id)))).filter(
    (o): o is NonNullable<typeof o> => !!o,
  )
  const offers = new Map((await offersOut(c, offerRows)).map((o) => [o.id, o]))
  return groups.map((g) => ({ ...g, offer: offers.get(g.offerId)! }))
}

// ---------------------------------------------------------------- the shopper's pages

export async function offers(c: RequestCtx, q: { productId?: number; pageNum?: number; pageSize?: number }): Promise<{ rows: GroupOffer[]; total: number }> {
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.activeOffers(c.db, c.tenantId, q.productId, limit, offset)
  return { rows: await offersOut(c, rows), total }
}

async function activeOffer(c: Ctx, id: number) {
  const o = await repo.offer(c.db, c.tenantId, id)
  if (!o || !o.active) throw E.offer()
  return o
}

export async function offer(c: RequestCtx, id: number): Promise<GroupOfferDetail> {
  const o = await activeOffer(c, id)
  const [out] = await offersOut(c, [o])
  return { offer: out, groups: await groupsOut(c, await repo.openGroups(c.db, c.tenantId, id, 20)) }
}

/**
 * Open a group of an offer: the shopper leads it; its time runs from now (the expiry job is queued). A group of
 * theirs of this offer nobody has paid into yet is answered again (pressing "open" twice makes one group).
 */
export async function open(c: UserCtx, b: { offerId: number }): Promise<GroupWithOffer> {
  const o = await activeOffer(c, b.offerId)
  const again = await repo.unpaidOwnGroup(c.db, c.tenantId, b.offerId, c.userId)
  if (again) return (await withOffers(c, [again]))[0]
  const g = await (
    c.db.isTransaction
      ? (fn: (tx: typeof c.db) => Promise<GroupRow>) => fn(c.db)
      : (fn: (tx: typeof c.db) => Promise<GroupRow>) => c.db.transaction().execute(fn)
  )(async (tx) => {
    const row = await repo.insertGroup(tx, {
      tenant_id: c.tenantId,
      offer_id: Number(o.id),
      leader_id: c.userId,
      size: o.size,
      expires_at: new Date(Date.now() + o.hours * 3_600_000),
    })
    await enqueueJob(tx, {
      tenantId: c.tenantId,
      kind: EXPIRE_JOB,
      payload: { groupId: Number(row.id) },
      runAt: new Date(row.expires_at),
      key: `expire:${row.id}`,
    })
    return row
  })
  return (await withOffers(c, [g]))[0]
}

export async function group(c: RequestCtx, id: number): Promise<GroupWithOffer> {
  const g = await repo.group(c.db, c.tenantId, id)
  if (!g) throw E.group()
  return (await withOffers(c, [g]))[0]
}

export async function mine(c: UserCtx, q: { pageNum?: number; pageSize?: number }): Promise<{ rows: GroupWithOffer[]; total: number }> {
  const { limit, offset } = paging(q)
  const { ids, total } = await repo.userGroups(c.db, c.tenantId, c.userId, limit, offset)
  const rows = (await Promise.all(ids.map((id) => repo.group(c.db, c.tenantId, id)))).filter((g): g is GroupRow => !!g)
  return { rows: await withOffers(c, rows), total }
}

/** The group of my checkout `payNo`, or null (not a group buy's, or not mine). */
export async function byPayNo(c: UserCtx, payNo: string): Promise<{ groupId: number | null }> {
  const r = await repo.groupOfPayNo(c.db, c.tenantId, c.userId, payNo)
  return { groupId: r ? Number(r.group_id) : null }
}

// ---------------------------------------------------------------- the workbench

type ShopOfferRow = Awaited<ReturnType<typeof repo.shopOffers>>['rows'][number]

/**
 * The offers' sales: the goods bought under their groups by paid members (the lines of kind 'group', whose offer id is
 * the group's, ADR 0149), as the order module counts what was paid for a line, less what was refunded of those lines;
 * shipping fees and an order's other lines are not the offer's.
 */
async function offerSales(c: UserCtx, offerIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>()
  if (!offerIds.length) return out
  const members = await repo.paidMemberOrders(c.db, c.tenantId, offerIds)
  const offerOfGroup = new Map(members.map((m) => [Number(m.group_id), Number(m.offer_id)]))
  const lines = await orderService.offerLineSales(
    c,
    'group',
    members.map((m) => Number(m.order_id)),
  )
  for (const [groupId, amount] of lines) {
    const offerId = offerOfGroup.get(groupId)
    if (offerId !== undefined) out.set(offerId, (out.get(offerId) ?? 0) + amount)
  }
  return out
}

async function toMerchantOffers(c: UserCtx, rows: ShopOfferRow[]): Promise<MerchantOffer[]> {
  const [outs, sales] = await Promise.all([
    offersOut(c, rows),
    offerSales(
      c,
      rows.map((r) => Number(r.id)),
    ),
  ])
  return rows.map((r, i) => ({
    ...outs[i],
    active: r.active,
    forming: Number(r.forming),
    failed: Number(r.failed),
    paidMembers: Number(r.paid_members),
    sales: sales.get(Number(r.id)) ?? 0,
    createdAt: iso(r.created_at)!,
  }))
}

export async function merchantOffers(c: UserCtx, q: { pageNum?: number; pageSize?: number }): Promise<{ rows: MerchantOffer[]; total: number }> {
  const shops = await shopService.shopIdsOfOwner(c, c.userId)
  if (!shops.length) throw E.notMerchant()
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.shopOffers(c.db, c.tenantId, shops, limit, offset)
  return { rows: await toMerchantOffers(c, rows), total }
}

async function merchantOffer(c: UserCtx, id: number): Promise<MerchantOffer> {
  const shops = await shopService.shopIdsOfOwner(c, c.userId)
  // the offer itself, among the merchant's shops' (not a page of them: an old offer is found too)
  const { rows } = await repo.shopOffers(c.db, c.tenantId, shops.length ? shops : [0], 1, 0, id)
  const r = rows[0]
  if (!r) throw E.offer()
  return (await toMerchantOffers(c, [r]))[0]
}

/** A new offer: a SKU of one of my shops, a group price below its own, a size and a time limit; one active offer per SKU. */
export async function create(c: UserCtx, b: OfferBody): Promise<MerchantOffer> {
  const shops = new Set(await shopService.shopIdsOfOwner(c, c.userId))
  const sku = (await inventoryService.skuStates(c, [b.skuId])).get(b.skuId)
  if (!sku || !shops.has(sku.shopId)) throw E.notMerchant()
  if (b.groupPrice >= sku.price) throw E.price({ max: sku.price - 1 })
  const row = await repo.insertOffer(c.db, {
    tenant_id: c.tenantId,
    shop_id: sku.shopId,
    product_id: sku.productId,
    sku_id: sku.id,
    group_price: b.groupPrice,
    size: b.size,
    hours: b.hours,
  })
  if (!row) throw E.taken()
  return merchantOffer(c, Number(row.id))
}

export async function stop(c: UserCtx, id: number): Promise<MerchantOffer> {
  await merchantOffer(c, id)
  await repo.stopOffer(c.db, c.tenantId, id)
  return merchantOffer(c, id)
}

export async function groups(c: UserCtx, id: number, q: { pageNum?: number; pageSize?: number }): Promise<{ rows: MerchantGroup[]; total: number }> {
  await merchantOffer(c, id)
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.offerGroups(c.db, c.tenantId, id, limit, offset)
  const people = await accountService.profiles(c, [...new Set(rows.map((g) => Number(g.leader_id)))])
  return {
    rows: rows.map((g) => ({
      id: Number(g.id),
      state: g.state as GroupState,
      size: g.size,
      paidCount: g.paid_count,
      leaderName: shown(people.get(Number(g.leader_id))),
      expiresAt: iso(g.expires_at)!,
      decidedAt: iso(g.decided_at),
      createdAt: iso(g.created_at)!,
    })),
    total,
  }
}

// ---------------------------------------------------------------- the flow's steps (flows/group-buy.ts)

/**
 * A buy-now line under group `groupId` (the checkout's offer id): the offer's SKU, one piece, a group that still takes
 * members (forming, time left, a place left; a joiner only once its leader paid) the user is not in yet. Answers the
 * group price and the rows.
 */
async function checkJoin(c: Ctx, userId: number, groupId: number, line: { skuId: number; count: number }, lock = false) {
  const g = await repo.group(c.db, c.tenantId, groupId, lock)
  if (!g) throw E.group()
  const o = await repo.offer(c.db, c.tenantId, Number(g.offer_id))
  if (!o || !o.active) throw E.offer()
  if (line.skuId !== Number(o.sku_id)) throw E.line()
  if (line.count !== GROUP_PIECES) throw E.line()
  const leader = Number(g.leader_id) === userId
  if (g.state !== 'forming' || new Date(g.expires_at) <= new Date()) throw E.closed()
  if (g.paid_count >= g.size) throw E.full()
  if (!leader && g.paid_count === 0) throw E.closed()
  const members = await repo.members(c.db, [groupId])
  if (members.some((m) => Number(m.user_id) === userId && (m.state === 'joined' || m.state === 'paid'))) throw E.member()
  return { group: g, offer: o, leader, unitPrice: o.group_price }
}

/** Record a member in the checkout's transaction (after the order is placed) and hold its order until the group succeeds. */
async function join(tc: Ctx, userId: number, groupId: number, line: { skuId: number; count: number }, placed: { payNo: string; orderId: number }) {
  const j = await checkJoin(tc, userId, groupId, line, true)
  const row = await repo.insertMember(tc.db, {
    tenant_id: tc.tenantId,
    group_id: groupId,
    user_id: userId,
    order_id: placed.orderId,
    pay_no: placed.payNo,
    leader: j.leader,
  })
  if (!row) throw E.member()
  await orderService.holdOrders(tc, [placed.orderId], GROUP_HOLD)
}

/** Unpaid members' orders were cancelled: they leave their groups. */
async function leave(tc: Pick<RequestCtx, 'db' | 'tenantId'>, orderIds: number[]) {
  if (orderIds.length) await repo.cancelJoined(tc.db, tc.tenantId, orderIds)
}

export type Arrival =
  | { member: MemberRow; outcome: 'counted'; group: GroupRow }
  | { member: MemberRow; outcome: 'success'; group: GroupRow; orderIds: number[] }
  | { member: MemberRow; outcome: 'late'; group: GroupRow }

/**
 * Money arrived for members' orders (event `order.paid`, in the payment's transaction). For each: the group row is
 * numbered and locked (`arrivals`), then ONE conditional update counts the member while the group is forming, in time
 * and not full (success when it fills it); otherwise the member is late (refunded by the flow).
 */
async function arrive(tc: Pick<RequestCtx, 'db' | 'tenantId'>, orderIds: number[]): Promise<Arrival[]> {
  const out: Arrival[] = []
  for (const m of await repo.joinedByOrders(tc.db, tc.tenantId, orderIds)) {
    const numbered = await repo.arrive(tc.db, Number(m.group_id))
    const counted = await repo.countPaid(tc.db, Number(m.group_id))
    if (counted) {
      const member = (await repo.markPaid(tc.db, Number(m.id), numbered.arrivals))!
      if (counted.state === 'success') out.push({ member, outcome: 'success', group: counted, orderIds: await repo.paidOrderIds(tc.db, Number(m.group_id)) })
      else out.push({ member, outcome: 'counted', group: counted })
    } else {
      out.push({ member: (await repo.markLate(tc.db, Number(m.id), numbered.arrivals))!, outcome: 'late', group: numbered })
    }
  }
  return out
}

/** Fail a group whose time ran out (once); answers its paid members (to refund), or undefined when it did not move. */
async function failExpired(tc: Pick<RequestCtx, 'db' | 'tenantId'>, groupId: number) {
  const g = await repo.fail(tc.db, tc.tenantId, groupId)
  return g ? { group: g, paid: await repo.paidMembers(tc.db, groupId) } : undefined
}

/**
 * The expiry job ran while the group's time had not run out yet (clocks apart, or the job early): queue it again
 * for the group's end. Answers whether it was queued (false when the group is decided already).
 */
async function requeueExpiry(tc: Pick<RequestCtx, 'db' | 'tenantId'>, groupId: number): Promise<boolean> {
  const g = await repo.group(tc.db, tc.tenantId, groupId)
  if (!g || g.state !== 'forming') return false
  const at = new Date(g.expires_at)
  await enqueueJob(tc.db, { tenantId: tc.tenantId, kind: EXPIRE_JOB, payload: { groupId }, runAt: at, key: `expire:${groupId}:${at.getTime()}:${Date.now()}` })
  return true
}

/** Claim a member's refund: the member row when this call is the one that refunds it, undefined otherwise. */
const claimRefund = (tc: Pick<RequestCtx, 'db' | 'tenantId'>, memberId: number) => repo.claimRefund(tc.db, tc.tenantId, memberId)

/** Queue the refund of a late member (it runs after the payment that made it late committed, in arrival order). */
const queueRefund = (tc: Pick<RequestCtx, 'db' | 'tenantId'>, m: MemberRow) =>
  enqueueJob(tc.db, { tenantId: tc.tenantId, kind: REFUND_JOB, payload: { memberId: Number(m.id) }, key: `refund:${m.id}` })

/** Demo data: an offer as the merchant would create it (the seed), answered as its row id. */
async function seedOffer(c: Ctx, sku: SkuState, v: { groupPrice: number; size: number; hours: number }) {
  const row = await repo.insertOffer(c.db, {
    tenant_id: c.tenantId,
    shop_id: sku.shopId,
    product_id: sku.productId,
    sku_id: sku.id,
    group_price: v.groupPrice,
    size: v.size,
    hours: v.hours,
  })
  return row ? Number(row.id) : undefined
}

/** What other modules and the flow call, nothing more. */
export const groupbuyService = {
  checkJoin: (c: Ctx, userId: number, groupId: number, line: { skuId: number; count: number }) => checkJoin(c, userId, groupId, line),
  join,
  leave,
  arrive,
  failExpired,
  requeueExpiry,
  claimRefund,
  queueRefund,
  open,
  seedOffer,
  EXPIRE_JOB,
  REFUND_JOB,
  errors: E,
}
