import { randomInt } from 'node:crypto'
import type { RefundAction, RefundDetail, RefundListQuery, RefundState, RefundSummary, RefundType } from '../../../../types/refund.js'
import { REFUND_AUTO_AGREE_H, REFUND_RETURN_SHIP_DAYS } from '../../../../types/refund-codes.js'
import { hasRole } from '../../core/auth.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { enqueueJob, registerJob } from '../../core/jobs.js'
import { messageService } from '../message/index.js'
import { shopService } from '../shop/index.js'
import { systemService } from '../system/index.js'
import { refundErrors as E } from './refund.errors.js'
import { canDo, TIMERS, transit, type RefundActor, type RefundEvent } from './refund.machine.js'
import { refundRepo as repo, type RefundLineRow, type RefundRow, type Scope } from './refund.repository.js'

// Refund requests: writing one (the refund flow checks the order first), reading them as the buyer, the
// shop's merchant and staff see them, and the transitions that touch only refund data (withdraw, ship,
// dispute, reject, close). Money, stock and the order's marks are the refund flow's (server/src/flows/refund.ts).

type Ctx = RequestCtx
export type Viewer = 'buyer' | 'merchant' | 'staff'

export interface RefundSettings {
  autoAgreeHours: number
  returnShipDays: number
}
/** Tenant setting `refund`: hours before an ignored request is agreed, days before an unshipped return closes. */
export const refundSettings = (c: Pick<Ctx, 'db' | 'tenantId'>) =>
  systemService.getSetting<RefundSettings>(c, 'refund', { autoAgreeHours: REFUND_AUTO_AGREE_H, returnShipDays: REFUND_RETURN_SHIP_DAYS })

const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(2, 14)
export const newRefundNo = () => `R${stamp()}${Array.from({ length: 8 }, () => randomInt(10)).join('')}`
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null)

// ---- who may see what

/** The shops the user owns; none: not a merchant (403). */
async function myShops(c: UserCtx) {
  const ids = await shopService.shopIdsOfOwner(c, c.userId)
  if (!ids.length) throw E.notMerchant()
  return ids
}
function staffOnly(c: UserCtx) {
  if (!hasRole(c, 'staff')) throw E.staffOnly()
}
/** The request as this viewer may see it (someone else's, another shop's or tenant's: 404; not a merchant / not staff: 403). */
export async function viewable(c: UserCtx, id: number, viewer: Viewer): Promise<RefundRow> {
  if (viewer === 'staff') staffOnly(c)
  const shops = viewer === 'merchant' ? await myShops(c) : []
  const r = await repo.byId(c.db, c.tenantId, id)
  if (!r) throw E.notFound()
  if (viewer === 'buyer' && r.user_id !== c.userId) throw E.notFound()
  if (viewer === 'merchant' && !shops.includes(r.shop_id)) throw E.notFound()
  return r
}

// ---- reads

async function summaries(c: Ctx, rows: RefundRow[]): Promise<{ list: RefundSummary[]; lines: Map<number, RefundLineRow[]> }> {
  const [lines, shops] = await Promise.all([
    repo.lines(
      c.db,
      rows.map((r) => r.id),
    ),
    shopService.shopsBrief(
      c,
      rows.map((r) => r.shop_id),
    ),
  ])
  const by = new Map<number, RefundLineRow[]>()
  for (const l of lines) by.set(l.refund_id, [...(by.get(l.refund_id) ?? []), l])
  const list = rows.map((r) => {
    const ls = by.get(r.id) ?? []
    return {
      id: r.id,
      refundNo: r.refund_no,
      orderId: r.order_id,
      orderNo: r.order_no,
      shopId: r.shop_id,
      shopName: shops.get(r.shop_id)?.name ?? '',
      type: r.type as RefundType,
      state: r.state as RefundState,
      amount: r.amount,
      currency: r.currency,
      image: ls[0]?.image ?? '',
      title: ls[0]?.title ?? '',
      count: ls.reduce((n, l) => n + l.count, 0),
      createTime: iso(r.created_at)!,
    }
  })
  return { list, lines: by }
}

export async function list(c: UserCtx, q: RefundListQuery, viewer: Viewer) {
  const { limit, offset } = paging(q)
  let scope: Scope
  if (viewer === 'buyer') scope = { userId: c.userId }
  else if (viewer === 'merchant') scope = { shopIds: await myShops(c) }
  else {
    staffOnly(c)
    scope = { all: true }
  }
  const state = q.state ?? (viewer === 'buyer' ? 'all' : viewer === 'merchant' ? 'open' : 'disputed')
  const { rows, total } = await repo.page(c.db, c.tenantId, scope, { state, limit, offset })
  return { rows: (await summaries(c, rows)).list, total }
}

/** What this viewer may do now (the client shows exactly these buttons). */
function actionsOf(r: RefundRow, viewer: Viewer): RefundAction[] {
  const s = r.state
  const a: RefundAction[] = []
  const manual = r.pay_channel === 'OFFLINE' || r.pay_channel === 'CASH'
  if (viewer === 'buyer') {
    if (canDo(s, 'withdraw')) a.push('withdraw')
    if (canDo(s, 'ship')) a.push('ship')
    if (s === 'rejected') a.push('reapply', 'dispute')
  } else if (viewer === 'merchant') {
    if (s === 'requesting') a.push('agree', 'reject')
    if (s === 'returning') a.push('receive')
    if (s === 'refunding' && r.pay_channel === 'CASH') a.push('paidBack')
  } else {
    if (canDo(s, 'force')) a.push('force')
    if (canDo(s, 'close')) a.push('close')
    if (s === 'refunding' && manual) a.push('paidBack')
  }
  return a
}

/** Where a return goes: the shop's address, or its first pickup point's. */
async function returnAddress(c: Ctx, shopId: number): Promise<string | null> {
  const shop = await shopService.shopProfile(c, shopId).catch(() => undefined)
  if (shop?.address) return shop.address
  return (await shopService.pickupPointsOf(c, [shopId]))[0]?.address ?? null
}

export async function detailOf(c: Ctx, r: RefundRow, viewer: Viewer): Promise<RefundDetail> {
  const [{ list, lines }, history, reasons] = await Promise.all([summaries(c, [r]), repo.history(c.db, r.id), systemService.dict(c, 'order_refund_reason')])
  const ret = r.type === 'return' && ['to_return', 'returning', 'refunding', 'success'].includes(r.state)
  const prefix = c.config?.apiPrefix ?? '/api'
  return {
    ...list[0],
    lines: (lines.get(r.id) ?? []).map((l) => ({ itemId: l.item_id, title: l.title, image: l.image, specText: l.spec_text, count: l.count, amount: l.amount })),
    shipping: r.shipping,
    reason: r.reason,
    reasonLabel: reasons.find((d) => d.dictValue === r.reason)?.dictLabel ?? r.reason,
    description: r.description,
    // private uploads, served to their owner, staff, and the merchant of the request's shop (upload.mayView)
    proofs: (r.proof_ids as string[]).map((id) => `${prefix}/system/api/upload/${id}`),
    payChannel: r.pay_channel,
    rejectReason: r.reject_reason,
    returnAddress: ret ? await returnAddress(c, r.shop_id) : null,
    carrier: r.carrier,
    trackingNo: r.tracking_no,
    deadline: iso(r.deadline),
    history: history.map((h) => ({ state: h.to_state as RefundState, event: h.event, actor: h.actor, note: h.note, time: iso(h.created_at)! })),
    actions: actionsOf(r, viewer),
  }
}

export async function detail(c: UserCtx, id: number, viewer: Viewer) {
  return detailOf(c, await viewable(c, id, viewer), viewer)
}

// ---- writing a request (the refund flow checked the order and marked its items)

export interface NewRefund {
  orderId: number
  orderNo: string
  userId: number
  shopId: number
  type: RefundType
  amount: number
  shipping: number
  currency: string
  payChannel: string | null
  reason: string
  description: string
  proofIds: string[]
  idemKey: string | null
  lines: Array<{ itemId: number; skuId: number; title: string; image: string; specText: string; count: number; amount: number }>
}

/** Requests already made per item (the re-apply limit). */
export async function applications(c: Pick<Ctx, 'db' | 'tenantId'>, itemIds: number[]) {
  const rows = await repo.applications(c.db, c.tenantId, itemIds)
  return new Map(rows.map((r) => [Number(r.item_id), Number(r.n)]))
}

/** Write a request (requesting), its lines and history, and its auto-agree timer, in `c.db` (the flow's transaction). */
export async function create(c: Ctx, n: NewRefund): Promise<RefundRow> {
  const s = await refundSettings(c)
  const deadline = new Date(Date.now() + s.autoAgreeHours * 3600_000)
  const row = await repo.insert(
    c.db,
    {
      tenant_id: c.tenantId,
      refund_no: newRefundNo(),
      order_id: n.orderId,
      order_no: n.orderNo,
      user_id: n.userId,
      shop_id: n.shopId,
      type: n.type,
      state: 'requesting',
      amount: n.amount,
      shipping: n.shipping,
      currency: n.currency,
      pay_channel: n.payChannel,
      reason: n.reason,
      description: n.description,
      proof_ids: JSON.stringify(n.proofIds),
      deadline,
      idem_key: n.idemKey,
    },
    n.lines.map((l) => ({ item_id: l.itemId, sku_id: l.skuId, title: l.title, image: l.image, spec_text: l.specText, count: l.count, amount: l.amount })),
    { actor: 'user', actorId: n.userId },
  )
  await enqueueJob(c.db, {
    tenantId: c.tenantId,
    kind: TIMERS.requesting!.kind,
    payload: { refundId: row.id },
    runAt: deadline,
    key: TIMERS.requesting!.key(row.id),
  })
  return row
}

/** The user's request of an Idempotency-Key, if one was made. */
export const byKey = (c: UserCtx, key: string) => repo.byKey(c.db, c.tenantId, c.userId, key)
export const byId = (c: Pick<Ctx, 'db' | 'tenantId'>, id: number) => repo.byId(c.db, c.tenantId, id)
export const byNo = (c: Pick<Ctx, 'db' | 'tenantId'>, no: string) => repo.byNo(c.db, c.tenantId, no)
export const linesOf = (c: Pick<Ctx, 'db'>, id: number) => repo.lines(c.db, [id])
/** Whether the request's history has `event` (a repeated agree/receive/force answers the state it reached). */
export const happened = async (c: Pick<Ctx, 'db'>, id: number, event: RefundEvent) => (await repo.history(c.db, id)).some((h) => h.event === event)

/** Run in the caller's transaction, or a new one. */
const inTx = <T>(c: Ctx, fn: (tc: Ctx) => Promise<T>): Promise<T> => (c.db.isTransaction ? fn(c) : c.db.transaction().execute((tx) => fn({ ...c, db: tx })))

/**
 * Move a request (refund.machine.ts `transit`) and start the timer of the state it enters: an agreed return
 * the shopper never ships closes after the setting returnShipDays (refund).
 */
/** The moments a shopper waits on, told in the message centre (ADR 0105). */
const REFUND_NOTICES: Partial<Record<RefundEvent, string>> = {
  agree: 'message.refundAgreed',
  force: 'message.refundAgreed',
  agree_return: 'message.refundReturn',
  reject: 'message.refundRefused',
  succeed: 'message.refundPaid',
}

export async function move(
  c: Ctx,
  r: Pick<RefundRow, 'id' | 'state'>,
  event: RefundEvent,
  who: { actor: RefundActor; actorId?: number | null; note?: string | null },
  set: Parameters<typeof transit>[4] = {},
): Promise<RefundRow> {
  let deadline: Date | undefined
  if (event === 'agree_return') deadline = new Date(Date.now() + (await refundSettings(c)).returnShipDays * 86_400_000)
  const row = await transit(c, r, event, who, deadline ? { ...set, deadline } : set)
  const notice = REFUND_NOTICES[event]
  if (notice)
    await messageService.notify(c, {
      userId: row.user_id,
      group: 'refund',
      key: notice,
      params: { refundNo: row.refund_no, amount: row.amount, currency: row.currency, reason: who.note || '-' },
      link: `/pages/order/refund/details?id=${row.id}`,
    })
  if (deadline)
    await enqueueJob(c.db, {
      tenantId: c.tenantId,
      kind: TIMERS.to_return!.kind,
      payload: { refundId: r.id },
      runAt: deadline,
      key: TIMERS.to_return!.key(r.id),
    })
  return row
}

const done = (r: RefundRow) => ({ id: r.id, state: r.state as RefundState })

// ---- the transitions that touch only refund data (the items' marks follow through refund.moved)

export function withdraw(c: UserCtx, id: number) {
  return inTx(c, async (tc) => done(await move(tc, await viewable(tc as UserCtx, id, 'buyer'), 'withdraw', { actor: 'user', actorId: c.userId })))
}

export async function ship(c: UserCtx, id: number, b: { carrier: string; trackingNo: string }) {
  const r = await viewable(c, id, 'buyer')
  if (!canDo(r.state, 'ship')) throw E.state({ state: r.state, event: 'ship' })
  if (!(await systemService.dict(c, 'order_carrier')).some((d) => d.dictValue === b.carrier)) throw E.carrier()
  return inTx(c, async (tc) =>
    done(
      await move(tc, r, 'ship', { actor: 'user', actorId: c.userId, note: `${b.carrier} ${b.trackingNo}` }, { carrier: b.carrier, tracking_no: b.trackingNo }),
    ),
  )
}

export function dispute(c: UserCtx, id: number, reason: string) {
  return inTx(c, async (tc) =>
    done(await move(tc, await viewable(tc as UserCtx, id, 'buyer'), 'dispute', { actor: 'user', actorId: c.userId, note: reason.trim() })),
  )
}

export function reject(c: UserCtx, id: number, reason: string) {
  return inTx(c, async (tc) =>
    done(
      await move(
        tc,
        await viewable(tc as UserCtx, id, 'merchant'),
        'reject',
        { actor: 'merchant', actorId: c.userId, note: reason.trim() },
        { reject_reason: reason.trim() },
      ),
    ),
  )
}

export function close(c: UserCtx, id: number, reason: string) {
  return inTx(c, async (tc) =>
    done(
      await move(
        tc,
        await viewable(tc as UserCtx, id, 'staff'),
        'close',
        { actor: 'staff', actorId: c.userId, note: reason.trim() },
        { reject_reason: reason.trim() },
      ),
    ),
  )
}

/** An agreed return the shopper never shipped is closed (setting refund.returnShipDays). */
registerJob(TIMERS.to_return!.kind, async (c, p: { refundId: number }) => {
  const r = await repo.byId(c.db, c.tenantId, p.refundId)
  if (r?.state === 'to_return') await move(c, r, 'timeout', { actor: 'system', note: 'not shipped in time' })
})

/** Whether an upload is a proof of a request of one of the user's shops (the merchant may view it). */
export async function merchantMayView(c: Pick<Ctx, 'db' | 'tenantId'>, userId: number, fileId: string) {
  const shops = await shopService.shopIdsOfOwner(c as Ctx, userId)
  return shops.length > 0 && !!(await repo.proofOfShops(c.db, c.tenantId, fileId, shops))
}

/** The refund module as the flows see it (its face, re-exported by index.ts). */
export const refundService = {
  refundSettings,
  viewable,
  detailOf,
  applications,
  create,
  byKey,
  byId,
  byNo,
  linesOf,
  happened,
  move,
  reject,
  errors: E,
}
