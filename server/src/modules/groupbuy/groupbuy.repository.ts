// The group-buy module's SQL: offers, groups, members. Every statement here; the service holds the rules.
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

export type OfferRow = Awaited<ReturnType<typeof groupbuyRepo.offer>> & object
export type GroupRow = Awaited<ReturnType<typeof groupbuyRepo.group>> & object
export type MemberRow = Awaited<ReturnType<typeof groupbuyRepo.member>> & object

const offerCols = ['o.id', 'o.shop_id', 'o.product_id', 'o.sku_id', 'o.group_price', 'o.size', 'o.hours', 'o.active', 'o.created_at'] as const

export const groupbuyRepo = {
  offer: (db: Db, tenantId: number, id: number) =>
    db
      .selectFrom('group_buy_offers as o')
      .select(offerCols)
      .select(sql<number>`(select count(*)::int from group_buy_groups g where g.offer_id = o.id and g.state = 'success')`.as('succeeded'))
      .where('o.tenant_id', '=', tenantId)
      .where('o.id', '=', id)
      .executeTakeFirst(),
  /** Active offers (of one product), newest first, with how many groups succeeded. */
  async activeOffers(db: Db, tenantId: number, productId: number | undefined, limit: number, offset: number) {
    let q = db.selectFrom('group_buy_offers as o').where('o.tenant_id', '=', tenantId).where('o.active', '=', true)
    if (productId !== undefined) q = q.where('o.product_id', '=', productId)
    const [rows, n] = await Promise.all([
      q
        .select(offerCols)
        .select(sql<number>`(select count(*)::int from group_buy_groups g where g.offer_id = o.id and g.state = 'success')`.as('succeeded'))
        .orderBy('o.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: n.n }
  },
  /** A shop's offers (or the one `id`) with their groups and paid members counted (workbench), newest first; their sales are `paidMemberOrders`' lines. */
  async shopOffers(db: Db, tenantId: number, shopIds: number[], limit: number, offset: number, id?: number) {
    let q = db.selectFrom('group_buy_offers as o').where('o.tenant_id', '=', tenantId).where('o.shop_id', 'in', shopIds)
    if (id !== undefined) q = q.where('o.id', '=', id)
    const [rows, n] = await Promise.all([
      q
        .select(offerCols)
        .select([
          sql<number>`(select count(*)::int from group_buy_groups g where g.offer_id = o.id and g.state = 'success')`.as('succeeded'),
          sql<number>`(select count(*)::int from group_buy_groups g where g.offer_id = o.id and g.state = 'forming')`.as('forming'),
          sql<number>`(select count(*)::int from group_buy_groups g where g.offer_id = o.id and g.state = 'failed')`.as('failed'),
          sql<number>`(select count(*)::int from group_buy_members m join group_buy_groups g on g.id = m.group_id where g.offer_id = o.id and m.state = 'paid' and m.refunded_at is null)`.as(
            'paid_members',
          ),
        ])
        .orderBy('o.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: n.n }
  },
  /** The orders of the offers' paid members (refunded ones too: what was refunded is taken off their lines), with their group and offer. */
  paidMemberOrders: (db: Db, tenantId: number, offerIds: number[]) =>
    db
      .selectFrom('group_buy_members as m')
      .innerJoin('group_buy_groups as g', 'g.id', 'm.group_id')
      .select(['g.offer_id', 'm.group_id', 'm.order_id'])
      .where('g.tenant_id', '=', tenantId)
      .where('g.offer_id', 'in', offerIds)
      .where('m.state', '=', 'paid')
      .execute(),
  insertOffer: (db: Db, v: { tenant_id: number; shop_id: number; product_id: number; sku_id: number; group_price: number; size: number; hours: number }) =>
    db
      .insertInto('group_buy_offers')
      .values(v)
      .onConflict((oc) =>
        oc
          .expression(sql`tenant_id, sku_id`)
          .where('active', '=', true)
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst(),
  stopOffer: (db: Db, tenantId: number, id: number) =>
    db.updateTable('group_buy_offers').set({ active: false }).where('tenant_id', '=', tenantId).where('id', '=', id).execute(),

  group: (db: Db, tenantId: number, id: number, lock = false) => {
    const q = db.selectFrom('group_buy_groups').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id)
    return (lock ? q.forUpdate() : q).executeTakeFirst()
  },
  /** Groups of an offer a shopper may join: forming, time left, a paid member, places left; soonest to end first. */
  openGroups: (db: Db, tenantId: number, offerId: number, limit: number) =>
    db
      .selectFrom('group_buy_groups')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('offer_id', '=', offerId)
      .where('state', '=', 'forming')
      .where('expires_at', '>', sql<Date>`now()`)
      .where('paid_count', '>', 0)
      .where(sql<boolean>`paid_count < size`)
      .orderBy('expires_at')
      .limit(limit)
      .execute(),
  /** The leader's group of the offer nobody has paid into yet (a second "open" answers it again). */
  unpaidOwnGroup: (db: Db, tenantId: number, offerId: number, leaderId: number) =>
    db
      .selectFrom('group_buy_groups')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('offer_id', '=', offerId)
      .where('leader_id', '=', leaderId)
      .where('state', '=', 'forming')
      .where('paid_count', '=', 0)
      .where('expires_at', '>', sql<Date>`now() + interval '5 minutes'`)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  insertGroup: (db: Db, v: { tenant_id: number; offer_id: number; leader_id: number; size: number; expires_at: Date }) =>
    db.insertInto('group_buy_groups').values(v).returningAll().executeTakeFirstOrThrow(),
  /** An offer's groups (workbench), newest first. */
  async offerGroups(db: Db, tenantId: number, offerId: number, limit: number, offset: number) {
    const q = db.selectFrom('group_buy_groups').where('tenant_id', '=', tenantId).where('offer_id', '=', offerId)
    const [rows, n] = await Promise.all([
      q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: n.n }
  },
  /** The groups a user is (or was) a member of, newest membership first. */
  async userGroups(db: Db, tenantId: number, userId: number, limit: number, offset: number) {
    const q = db.selectFrom('group_buy_members').where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('state', '<>', 'cancelled')
    const [rows, n] = await Promise.all([
      q
        .select(sql<number>`max(id)`.as('last'))
        .select('group_id')
        .groupBy('group_id')
        .orderBy('last', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select(sql<number>`count(distinct group_id)::int`.as('n')).executeTakeFirstOrThrow(),
    ])
    return { ids: rows.map((r) => Number(r.group_id)), total: n.n }
  },

  /** Number a payment's arrival on its group, locking the group row until the payment's transaction ends. */
  arrive: (db: Db, id: number) =>
    db
      .updateTable('group_buy_groups')
      .set((eb) => ({ arrivals: eb('arrivals', '+', 1) }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  /** Count a paid member: only while forming, in time and with a place left; success when it fills the group (one statement). */
  countPaid: (db: Db, id: number) =>
    db
      .updateTable('group_buy_groups')
      .set({
        paid_count: sql`paid_count + 1`,
        state: sql`case when paid_count + 1 = size then 'success' else state end`,
        decided_at: sql`case when paid_count + 1 = size then now() else decided_at end`,
      })
      .where('id', '=', id)
      .where('state', '=', 'forming')
      .where('expires_at', '>', sql<Date>`now()`)
      .where(sql<boolean>`paid_count < size`)
      .returningAll()
      .executeTakeFirst(),
  /** Fail a forming group whose time ran out (once: the update that moves it). */
  fail: (db: Db, tenantId: number, id: number) =>
    db
      .updateTable('group_buy_groups')
      .set({ state: 'failed', decided_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('state', '=', 'forming')
      .where('expires_at', '<=', sql<Date>`now()`)
      .returningAll()
      .executeTakeFirst(),

  members: (db: Db, groupIds: number[]) =>
    groupIds.length ? db.selectFrom('group_buy_members').selectAll().where('group_id', 'in', groupIds).orderBy('id').execute() : Promise.resolve([]),
  member: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('group_buy_members').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
  /** Live (joined) members by their orders. */
  joinedByOrders: (db: Db, tenantId: number, orderIds: number[]) =>
    orderIds.length
      ? db
          .selectFrom('group_buy_members')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('order_id', 'in', orderIds)
          .where('state', '=', 'joined')
          .orderBy('id')
          .execute()
      : Promise.resolve([]),
  /** The group of the user's member row of checkout `payNo`. */
  groupOfPayNo: (db: Db, tenantId: number, userId: number, payNo: string) =>
    db
      .selectFrom('group_buy_members')
      .select('group_id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('pay_no', '=', payNo)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  insertMember: (db: Db, v: { tenant_id: number; group_id: number; user_id: number; order_id: number; pay_no: string; leader: boolean }) =>
    db
      .insertInto('group_buy_members')
      .values(v)
      .onConflict((oc) =>
        oc
          .expression(sql`group_id, user_id`)
          .where('state', 'in', ['joined', 'paid'])
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst(),
  markPaid: (db: Db, id: number, arrival: number) =>
    db
      .updateTable('group_buy_members')
      .set({ state: 'paid', arrival, paid_at: sql`now()` })
      .where('id', '=', id)
      .where('state', '=', 'joined')
      .returningAll()
      .executeTakeFirst(),
  markLate: (db: Db, id: number, arrival: number) =>
    db
      .updateTable('group_buy_members')
      .set({ state: 'late', arrival, paid_at: sql`now()` })
      .where('id', '=', id)
      .where('state', '=', 'joined')
      .returningAll()
      .executeTakeFirst(),
  /** Claim a member's refund (once: the update that sets `refunded_at`). */
  claimRefund: (db: Db, tenantId: number, id: number) =>
    db
      .updateTable('group_buy_members')
      .set({ refunded_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('state', 'in', ['paid', 'late'])
      .where('refunded_at', 'is', null)
      .returningAll()
      .executeTakeFirst(),
  cancelJoined: (db: Db, tenantId: number, orderIds: number[]) =>
    db
      .updateTable('group_buy_members')
      .set({ state: 'cancelled' })
      .where('tenant_id', '=', tenantId)
      .where('order_id', 'in', orderIds)
      .where('state', '=', 'joined')
      .execute(),
  paidOrderIds: async (db: Db, groupId: number) =>
    (await db.selectFrom('group_buy_members').select('order_id').where('group_id', '=', groupId).where('state', '=', 'paid').orderBy('arrival').execute()).map(
      (r) => Number(r.order_id),
    ),
  paidMembers: (db: Db, groupId: number) =>
    db.selectFrom('group_buy_members').selectAll().where('group_id', '=', groupId).where('state', '=', 'paid').orderBy('arrival').execute(),
}
