// All SQL of the invitation area: the links (who invited whom) and the team read from them.
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

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

  /** Every member of the user's team with their level (for the team's orders). */
  async members(db: Db, tenantId: number, userId: number): Promise<Array<{ id: number; level: 1 | 2 }>> {
    const r = await sql<{ id: string | number; level: number }>`
      select a.user_id as id, 1 as level from invite_links a where a.tenant_id = ${tenantId} and a.referrer_id = ${userId}
      union all
      select b.user_id, 2 from invite_links a join invite_links b on b.tenant_id = a.tenant_id and b.referrer_id = a.user_id
      where a.tenant_id = ${tenantId} and a.referrer_id = ${userId}`.execute(db)
    return r.rows.map((x) => ({ id: Number(x.id), level: x.level === 2 ? 2 : 1 }))
  },
}
