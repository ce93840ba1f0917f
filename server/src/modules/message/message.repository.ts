// All SQL of the message module.
import { sql } from 'kysely'
import type { NoticeGroup } from '../../../../types/message-codes.js'
import type { Db } from '../../db/database.js'

const cols = ['id', 'user_id', 'grp', 'key', 'params', 'link', 'created_at', 'read_at'] as const

export const messageRepo = {
  insert: (
    db: Db,
    tenantId: number,
    n: { userId: number; group: NoticeGroup; key: string; params: Record<string, string | number>; link: string; at?: Date; read?: boolean },
  ) =>
    db
      .insertInto('user_notices')
      .values({
        tenant_id: tenantId,
        user_id: n.userId,
        grp: n.group,
        key: n.key,
        params: JSON.stringify(n.params),
        link: n.link,
        ...(n.at ? { created_at: n.at } : {}),
        read_at: n.read ? (n.at ?? new Date()) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),

  /** the reader's own notice (undefined for anyone else's) */
  own: (db: Db, tenantId: number, userId: number, id: number) =>
    db.selectFrom('user_notices').select(cols).where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst(),

  /** a group's notices, newest first (by time: demo data is written out of order) */
  page: async (db: Db, tenantId: number, userId: number, group: NoticeGroup, o: { limit: number; offset: number }) => {
    const base = db.selectFrom('user_notices').where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('grp', '=', group)
    const [rows, count] = await Promise.all([
      base.select(cols).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(o.limit).offset(o.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(count.n) }
  },

  /** per group: unread count and the newest notice (one statement) */
  groups: async (db: Db, tenantId: number, userId: number) =>
    (
      await sql<{ grp: NoticeGroup; unread: string; last_id: string | null }>`
        select grp, count(*) filter (where read_at is null) as unread, (array_agg(id order by created_at desc, id desc))[1] as last_id
        from user_notices where tenant_id = ${tenantId} and user_id = ${userId} group by grp`.execute(db)
    ).rows.map((r) => ({ group: r.grp, unread: Number(r.unread), lastId: r.last_id === null ? null : Number(r.last_id) })),

  byIds: (db: Db, tenantId: number, ids: number[]) =>
    ids.length ? db.selectFrom('user_notices').select(cols).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute() : Promise.resolve([]),

  unread: async (db: Db, tenantId: number, userId: number, group?: NoticeGroup) => {
    let q = db
      .selectFrom('user_notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
    if (group) q = q.where('grp', '=', group)
    return Number((await q.executeTakeFirstOrThrow()).n)
  },

  /** the group of the user's newest notice */
  newestGroup: async (db: Db, tenantId: number, userId: number) =>
    (
      await db
        .selectFrom('user_notices')
        .select('grp')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
    )?.grp,

  markRead: (db: Db, tenantId: number, userId: number, id: number) =>
    db
      .updateTable('user_notices')
      .set({ read_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('read_at', 'is', null)
      .execute(),

  markGroupRead: (db: Db, tenantId: number, userId: number, group: NoticeGroup) =>
    db
      .updateTable('user_notices')
      .set({ read_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('grp', '=', group)
      .where('read_at', 'is', null)
      .execute(),
}

export type NoticeRow = NonNullable<Awaited<ReturnType<typeof messageRepo.own>>>
