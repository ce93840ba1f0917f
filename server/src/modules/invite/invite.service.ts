// Invitations and teams: my code and link, a referrer bound once (sign-up or later, never into a circle), my team by
// level with masked phones, and my team's paid orders (amounts and lines, no address).
import type { InviteCheck, InviteInfo, TeamMember, TeamOrder, TeamOrderDetail, TeamOrderQuery, TeamQuery } from '../../../../types/invite.js'
import { INVITE_DOWNLOAD_PATH, INVITE_REGISTER_PATH } from '../../../../types/invite-codes.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { maskName, maskPhone } from '../../core/mask.js'
import { accountService } from '../account/index.js'
import { orderService } from '../order/index.js'
import { inviteErrors as E } from './invite.errors.js'
import { inviteRepo as repo } from './invite.repository.js'

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

async function teamOf(c: UserCtx, level?: 1 | 2) {
  const all = await repo.members(c.db, c.tenantId, c.userId)
  return new Map(all.filter((m) => !level || m.level === level).map((m) => [m.id, m.level]))
}

/** My team's paid orders (a level, or both), newest first; `orderNo` finds numbers containing it. */
export async function orders(c: UserCtx, q: TeamOrderQuery): Promise<{ rows: TeamOrder[]; total: number }> {
  const members = await teamOf(c, q.level)
  const { limit, offset } = paging(q)
  const { rows, total } = await orderService.ordersOfUsers(c, [...members.keys()], { orderNo: q.orderNo, limit, offset })
  const phones = await accountService.phones(c, [...new Set(rows.map((r) => r.userId))])
  return {
    total,
    rows: rows.map((r) => ({
      orderNo: r.orderNo,
      buyer: maskPhone(phones.get(r.userId)),
      level: members.get(r.userId) ?? 1,
      state: r.state,
      amount: r.amount,
      currency: r.currency,
      itemCount: r.itemCount,
      createdAt: iso(r.createdAt),
      paidAt: r.paidAt ? iso(r.paidAt) : null,
    })),
  }
}

/** One of my team's paid orders with its lines; 404 naming `orderNo` for any other. */
export async function order(c: UserCtx, orderNo: string): Promise<TeamOrderDetail> {
  const members = await teamOf(c)
  const o = await orderService.orderOfUsers(c, [...members.keys()], orderNo)
  if (!o) throw E.orderNotFound()
  const phones = await accountService.phones(c, [o.userId])
  return {
    orderNo: o.orderNo,
    buyer: maskPhone(phones.get(o.userId)),
    level: members.get(o.userId) ?? 1,
    state: o.state,
    amount: o.amount,
    currency: o.currency,
    itemCount: o.itemCount,
    createdAt: iso(o.createdAt),
    paidAt: o.paidAt ? iso(o.paidAt) : null,
    goodsAmount: o.goodsAmount,
    shippingFee: o.shippingFee,
    discount: o.discount,
    items: o.items,
  }
}

/** The referrer of a user (or null): what other modules may ask. */
const referrerOf = async (c: Ctx, userId: number) => {
  const l = await repo.linkOf(c.db, c.tenantId, userId)
  return l ? Number(l.referrer_id) : null
}

/** What other modules and seeds call. */
export const inviteService = { referrerOf, bindNewUser }
