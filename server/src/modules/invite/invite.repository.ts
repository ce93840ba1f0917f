// All SQL of the invitation area: the links (who invited whom), the team read from them, the team's paid orders.
import { sql, type Insertable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { TeamOrdersTable } from './invite.schema.js'

/** Referral links and the team by level. */
export const inviteRepo = {
  /** Bind once: a user who already has a referrer keeps them (answers false). */
  async insertLink(db: Db, tenantId: number, userId: number, referrerId: number): Promise<boolean> {
    const r = await db
      .insertInto('invite_links')
      .values({ tenant_id: tenantId, user_id: userId, referrer_id: referrerId })
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
      .executeTakeFirst()
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1
  },

  linkOf: (db: Db, tenantId: number, userId: number) =>
    db.selectFrom('invite_links').select(['referrer_id', 'bound_at']).where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirst(),

  /** Whether `userId` is `ancestorOf` or above it on the referral chain (walked upwards; links never form a circle). */
  async isAncestor(db: Db, tenantId: number, userId: number, of: number): Promise<boolean> {
    const r = await sql<{ found: boolean }>`
      with recursive up(id, depth) as (
        select ${of}::bigint, 0
        union all
        select l.referrer_id, up.depth + 1 from invite_links l join up on l.user_id = up.id
        where l.tenant_id = ${tenantId} and up.depth < 10000
      )
      select exists(select 1 from up where id = ${userId}) as found`.execute(db)
    return !!r.rows[0]?.found
  },

  /** Serialises binds after sign-up in one tenant for the rest of the transaction (two users binding each other at once). */
  lockBinds: (db: Db, tenantId: number) => sql`select pg_advisory_xact_lock(hashtext('invite-links-bind'), ${tenantId})`.execute(db),

  /** How many people the user invited (level 1) and they invited (level 2). */
  async counts(db: Db, tenantId: number, userId: number) {
    const r = await sql<{ l1: number; l2: number }>`
      select
        (select count(*)::int from invite_links where tenant_id = ${tenantId} and referrer_id = ${userId}) as l1,
        (select count(*)::int from invite_links a join invite_links b on b.tenant_id = a.tenant_id and b.referrer_id = a.user_id
          where a.tenant_id = ${tenantId} and a.referrer_id = ${userId}) as l2`.execute(db)
    return r.rows[0] ?? { l1: 0, l2: 0 }
  },

  /** One page of the team at a level, newest first: member id, when bound, how many they invited. */
  async teamPage(db: Db, tenantId: number, userId: number, level: 1 | 2, limit: number, offset: number) {
    let q = db.selectFrom('invite_links as m').where('m.tenant_id', '=', tenantId)
    q =
      level === 1
        ? q.where('m.referrer_id', '=', userId)
        : q.where(
            'm.referrer_id',
            'in',
            db.selectFrom('invite_links as d').select('d.user_id').where('d.tenant_id', '=', tenantId).where('d.referrer_id', '=', userId),
          )
    const [rows, n] = await Promise.all([
      q
        .select([
          'm.user_id',
          'm.bound_at',
          sql<number>`(select count(*)::int from invite_links x where x.tenant_id = m.tenant_id and x.referrer_id = m.user_id)`.as('invited'),
        ])
        .orderBy('m.bound_at', 'desc')
        .orderBy('m.user_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: n.n }
  },

  /**
   * A buyer's paid orders join the teams above them, read and written in ONE statement: the buyer's referrer
   * (level 1) and theirs (level 2), from `invite_links`, each with every order; nothing when the buyer has none.
   */
  async insertForChain(
    db: Db,
    tenantId: number,
    buyerId: number,
    orders: Array<Omit<Insertable<TeamOrdersTable>, 'tenant_id' | 'referrer_id' | 'level' | 'buyer_id'>>,
  ) {
    if (!orders.length) return
    await sql`insert into team_orders (tenant_id, order_id, referrer_id, level, order_no, buyer_id, amount, currency, item_count, created_at, paid_at)
      select ${tenantId}, o.order_id, up.referrer_id, up.level, o.order_no, ${buyerId}, o.amount, o.currency, o.item_count, o.created_at, o.paid_at
      from (
        select a.referrer_id, 1 as level from invite_links a where a.tenant_id = ${tenantId} and a.user_id = ${buyerId}
        union all
        select b.referrer_id, 2 from invite_links a join invite_links b on b.tenant_id = a.tenant_id and b.user_id = a.referrer_id
        where a.tenant_id = ${tenantId} and a.user_id = ${buyerId}
      ) up
      cross join jsonb_to_recordset(${JSON.stringify(orders)}::jsonb)
        as o(order_id bigint, order_no text, amount integer, currency text, item_count integer, created_at timestamptz, paid_at timestamptz)
      on conflict do nothing`.execute(db)
  },

  /** A user just bound to `referrerId`: the orders of the user's own level 1 become the referrer's level 2. */
  copyLevel1As2: (db: Db, tenantId: number, userId: number, referrerId: number) =>
    sql`insert into team_orders (tenant_id, order_id, referrer_id, level, order_no, buyer_id, amount, currency, item_count, created_at, paid_at)
      select tenant_id, order_id, ${referrerId}, 2, order_no, buyer_id, amount, currency, item_count, created_at, paid_at
      from team_orders where tenant_id = ${tenantId} and referrer_id = ${userId} and level = 1
      on conflict do nothing`.execute(db),

  removeTeamOrder: (db: Db, tenantId: number, orderId: number) =>
    db.deleteFrom('team_orders').where('tenant_id', '=', tenantId).where('order_id', '=', orderId).execute(),

  /** The page query of a referrer's team orders (a level, or both; a number part), newest paid first: one index range. */
  teamOrdersQuery(db: Db, tenantId: number, referrerId: number, f: { level?: 1 | 2; orderNo?: string }) {
    let q = db.selectFrom('team_orders').where('tenant_id', '=', tenantId).where('referrer_id', '=', referrerId)
    if (f.level) q = q.where('level', '=', f.level)
    if (f.orderNo) q = q.where('order_no', 'like', `%${f.orderNo.replace(/[%_\\]/g, (m) => `\\${m}`)}%`)
    return q
  },

  /** One page of a referrer's team orders and how many there are. */
  async teamOrdersPage(db: Db, tenantId: number, referrerId: number, f: { level?: 1 | 2; orderNo?: string; limit: number; offset: number }) {
    const q = inviteRepo.teamOrdersQuery(db, tenantId, referrerId, f)
    const [rows, n] = await Promise.all([
      q.selectAll().orderBy('paid_at', 'desc').orderBy('order_id', 'desc').limit(f.limit).offset(f.offset).execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: n.n }
  },

  /** One of a referrer's team orders by its number. */
  teamOrderByNo: (db: Db, tenantId: number, referrerId: number, orderNo: string) =>
    db
      .selectFrom('team_orders')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('order_no', '=', orderNo)
      .where('referrer_id', '=', referrerId)
      .executeTakeFirst(),
}
