// Invitations and teams: my code and link, a referrer bound once (sign-up or later, never into a circle), my team by
// level with masked phones, and my team's paid orders (amounts and lines, no address) from this module's own record of
// them (ADR 0162).
import type { InviteCheck, InviteInfo, TeamMember, TeamOrder, TeamOrderDetail, TeamOrderQuery, TeamQuery } from '../../../../types/invite.js'
import { INVITE_DOWNLOAD_PATH, INVITE_REGISTER_PATH } from '../../../../types/invite-codes.js'
import type { Selectable } from 'kysely'
import { enqueueJob, registerJob } from '../../core/jobs.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import type { HookEvents } from '../../core/hooks.js'
import { maskName, maskPhone } from '../../core/mask.js'
import { accountService } from '../account/index.js'
import { orderService } from '../order/index.js'
import { inviteErrors as E } from './invite.errors.js'
import { inviteRepo as repo } from './invite.repository.js'
import type { TeamOrdersTable } from './invite.schema.js'

type Ctx = Pick<RequestCtx, 'db' | 'tenantId'>
const iso = (d: Date | string | number) => new Date(d).toISOString()

/** My invitation card. */
export async function info(c: UserCtx): Promise<InviteInfo> {
  const me = await accountService.inviteCardOf(c, c.userId)
  if (!me) throw E.code()
  const [link, counts] = await Promise.all([repo.linkOf(c.db, c.tenantId, c.userId), repo.counts(c.db, c.tenantId, c.userId)])
  const ref = link ? await accountService.inviteCardOf(c, Number(link.referrer_id)) : undefined
  return {
    code: me.code,
    registerPath: `${INVITE_REGISTER_PATH}?code=${me.code}`,
    downloadPath: `${INVITE_DOWNLOAD_PATH}?code=${me.code}`,
    nickname: me.nickname,
    referrer: link && ref ? { nickname: maskName(ref.nickname), phone: maskPhone(ref.phone), boundAt: iso(link.bound_at) } : null,
    level1: counts.l1,
    level2: counts.l2,
  }
}

/** Whose code this is, masked (a guest's registration page); 404 with the field when nobody's. */
export async function check(c: Ctx, code: string): Promise<InviteCheck> {
  const id = await accountService.userIdByInvite(c, code)
  const card = id ? await accountService.inviteCardOf(c, id) : undefined
  if (!card) throw E.code()
  return { code: card.code, inviter: maskName(card.nickname) }
}

/**
 * Bind a referrer after sign-up (ADR 0153): once (the link's primary key: parallel attempts make one row, the others
 * are refused), never one's own code nor a code from one's own team (the chain above the referrer must not reach
 * the user). Binds in a tenant wait for each other (an advisory lock), so two users binding each other at once
 * cannot both pass the circle check.
 */
export async function bind(c: UserCtx, code: string): Promise<InviteInfo> {
  const referrerId = await accountService.userIdByInvite(c, code)
  if (!referrerId) throw E.code()
  if (referrerId === c.userId) throw E.cycle()
  await c.db.transaction().execute(async (tx) => {
    await repo.lockBinds(tx, c.tenantId)
    if (await repo.linkOf(tx, c.tenantId, c.userId)) throw E.bound()
    if (await repo.isAncestor(tx, c.tenantId, c.userId, referrerId)) throw E.cycle()
    if (!(await repo.insertLink(tx, c.tenantId, c.userId, referrerId))) throw E.bound()
    await recordBound({ db: tx, tenantId: c.tenantId }, c.userId, referrerId)
    // a payment of the user (or of their team) on its way while this commits read the chain without this link: the
    // same copy again, once every such payment has long ended (idempotent; ADR 0162)
    await enqueueJob(tx, {
      tenantId: c.tenantId,
      kind: TEAM_RESYNC,
      key: `${c.tenantId}:${c.userId}`,
      payload: { userId: c.userId, referrerId },
      runAt: new Date(Date.now() + TEAM_RESYNC_AFTER_MS),
    })
  })
  return info(c)
}

/** A new user with an inviter (`user.created`, in the sign-up transaction): a new user has no team, so no circle is possible. */
export async function bindNewUser(c: Ctx, userId: number, referrerId: number): Promise<void> {
  if (referrerId === userId) return
  await repo.insertLink(c.db, c.tenantId, userId, referrerId)
}

/** My team at a level (1 by default), newest first, nicknames and phones masked. */
export async function team(c: UserCtx, q: TeamQuery): Promise<{ rows: TeamMember[]; total: number }> {
  const level = q.level ?? 1
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.teamPage(c.db, c.tenantId, c.userId, level, limit, offset)
  const ids = rows.map((r) => Number(r.user_id))
  const [phones, names] = await Promise.all([accountService.phones(c, ids), accountService.nicknames(c, ids)])
  return {
    total,
    rows: rows.map((r) => ({
      nickname: maskName(names.get(Number(r.user_id)) ?? ''),
      phone: maskPhone(phones.get(Number(r.user_id))),
      level,
      joinedAt: iso(r.bound_at),
      invited: r.invited,
    })),
  }
}

const teamOrder = (r: Selectable<TeamOrdersTable>, phones: Map<number, string>, states: Map<number, string>): TeamOrder => ({
  orderNo: r.order_no,
  buyer: maskPhone(phones.get(Number(r.buyer_id))),
  level: r.level === 2 ? 2 : 1,
  // the order's state now, from the order module (the record keeps what does not change after payment)
  state: states.get(Number(r.order_id)) ?? 'closed',
  amount: r.amount,
  currency: r.currency,
  itemCount: r.item_count,
  createdAt: iso(r.created_at),
  paidAt: iso(r.paid_at),
})

/**
 * My team's paid orders (a level, or both), newest paid first; `orderNo` finds numbers containing it. One page of
 * the invitation area's own record (ADR 0162): its size never depends on the team's.
 */
export async function orders(c: UserCtx, q: TeamOrderQuery): Promise<{ rows: TeamOrder[]; total: number }> {
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.teamOrdersPage(c.db, c.tenantId, c.userId, { level: q.level, orderNo: q.orderNo, limit, offset })
  const [phones, states] = await Promise.all([
    accountService.phones(c, [...new Set(rows.map((r) => Number(r.buyer_id)))]),
    orderService.statesOf(
      c,
      rows.map((r) => Number(r.order_id)),
    ),
  ])
  return { total, rows: rows.map((r) => teamOrder(r, phones, states)) }
}

/** One of my team's paid orders with its lines (the order module's, for this one order); 404 naming `orderNo` for any other. */
export async function order(c: UserCtx, orderNo: string): Promise<TeamOrderDetail> {
  const r = await repo.teamOrderByNo(c.db, c.tenantId, c.userId, orderNo)
  const lines = r ? await orderService.teamOrderLines(c, Number(r.order_id)) : undefined
  if (!r || !lines) throw E.orderNotFound()
  const [phones, states] = await Promise.all([accountService.phones(c, [Number(r.buyer_id)]), orderService.statesOf(c, [Number(r.order_id)])])
  return { ...teamOrder(r, phones, states), ...lines }
}

type PaidOrder = HookEvents['order.paid']['orders'][number]

/** A buyer's paid orders join the teams of the buyer's referrer (level 1) and theirs (level 2), read by the insert itself. */
const recordOrders = (c: Ctx, buyerId: number, orders: PaidOrder[]) =>
  repo.insertForChain(
    c.db,
    c.tenantId,
    buyerId,
    orders.map((o) => ({
      order_id: o.orderId,
      order_no: o.orderNo,
      amount: o.amount,
      currency: o.currency,
      item_count: o.itemCount,
      created_at: o.createdAt,
      paid_at: o.paidAt,
    })),
  )

/**
 * A checkout was paid (`order.paid`, in the payment's transaction): its orders join the teams of the buyer's
 * referrer (level 1) and theirs (level 2), the chain read by the insert itself (one statement). A bind committing
 * meanwhile is caught by the bind's own copy, done again a minute later (`TEAM_RESYNC`).
 */
export async function recordPaid(c: Ctx, e: HookEvents['order.paid']): Promise<void> {
  await recordOrders(c, e.userId, e.orders)
}

/** The buyer removed an order from their list (`order.removed`): no team shows it any more. */
export async function recordRemoved(c: Ctx, orderId: number): Promise<void> {
  await repo.removeTeamOrder(c.db, c.tenantId, orderId)
}

/**
 * A user bound to a referrer after sign-up (in the bind's transaction, binds locked): the user's paid orders join
 * the referrer's level 1 and the level 2 of the referrer's own referrer; the user's level-1 orders join the
 * referrer's level 2 (ADR 0162: a team shows its members' orders, whenever they joined).
 */
async function recordBound(c: Ctx, userId: number, referrerId: number): Promise<void> {
  // the user's link is written (this transaction, or committed before the job): the chain read is the new one
  await recordOrders(c, userId, await orderService.paidOrdersOfUser(c, userId))
  await repo.copyLevel1As2(c.db, c.tenantId, userId, referrerId)
}

/** A later bind's copy is made again this long after it (a payment runs for milliseconds). */
const TEAM_RESYNC_AFTER_MS = 60_000
export const TEAM_RESYNC = 'invite:teamResync'
registerJob(TEAM_RESYNC, (c, p: { userId: number; referrerId: number }) => recordBound(c, p.userId, p.referrerId))

/** The referrer of a user (or null): what other modules may ask. */
const referrerOf = async (c: Ctx, userId: number) => {
  const l = await repo.linkOf(c.db, c.tenantId, userId)
  return l ? Number(l.referrer_id) : null
}

/** What other modules and seeds call. */
export const inviteService = { referrerOf, bindNewUser }
