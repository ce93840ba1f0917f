import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

/** All SQL of the system area: settings, regions, dictionaries, notices, feedback. */
export const systemRepo = {
  setting: (db: Db, tenantId: number, key: string) =>
    db.selectFrom('tenant_settings').select('value').where('tenant_id', '=', tenantId).where('key', '=', key).executeTakeFirst(),

  putSetting: (db: Db, tenantId: number, key: string, value: unknown) =>
    db
      .insertInto('tenant_settings')
      .values({ tenant_id: tenantId, key, value: JSON.stringify(value) })
      .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet({ value: JSON.stringify(value) }))
      .execute(),

  /** Regions under `parent` (null: the provinces), each with whether it has children. */
  regions: (db: Db, parent: number | null) => {
    const q = db
      .selectFrom('regions as r')
      .select(['r.id', 'r.parent_id', 'r.name', 'r.names', 'r.level'])
      .select((eb) => eb.exists(eb.selectFrom('regions as c').select('c.id').whereRef('c.parent_id', '=', 'r.id')).as('has_children'))
      .orderBy('r.id')
    return (parent === null ? q.where('r.parent_id', 'is', null) : q.where('r.parent_id', '=', parent)).execute()
  },

  /** Regions by id with whether each has children (the address module's path check). */
  regionsByIds: (db: Db, ids: number[]) =>
    db
      .selectFrom('regions as r')
      .select(['r.id', 'r.parent_id', 'r.name', 'r.names'])
      .select((eb) => eb.exists(eb.selectFrom('regions as c').select('c.id').whereRef('c.parent_id', '=', 'r.id')).as('has_children'))
      .where('r.id', 'in', ids)
      .execute(),

  /** A region and its ancestors, the province first (the onboard module's regions of agents and shops). */
  regionUp: (db: Db, id: number) =>
    sql<{ id: number; parent_id: number | null; name: string; names: unknown; level: number; d: number }>`
      with recursive up as (
        select id, parent_id, name, names, level, 0 as d from regions where id = ${id}
        union all
        select r.id, r.parent_id, r.name, r.names, r.level, up.d + 1 from regions r join up on r.id = up.parent_id where up.d < 6
      ) select * from up order by d desc`
      .execute(db)
      .then((r) => r.rows),

  /** Every region of the tree (the map service's district list and city picker). */
  allRegions: (db: Db) => db.selectFrom('regions').select(['id', 'parent_id', 'name', 'names', 'level']).orderBy('id').execute(),

  regionExists: async (db: Db, id: number) => !!(await db.selectFrom('regions').select('id').where('id', '=', id).executeTakeFirst()),

  dict: (db: Db, type: string) => db.selectFrom('dict_data').selectAll().where('dict_type', '=', type).orderBy('dict_sort').execute(),

  async publishedNotices(db: Db, tenantId: number, o: { limit: number; offset: number }) {
    const base = db.selectFrom('notices').where('tenant_id', '=', tenantId).where('status', '=', 'published')
    const [rows, count] = await Promise.all([
      base
        .select(['id', 'title', 'content', 'title_i18n', 'content_i18n', 'type', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(o.limit)
        .offset(o.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(count.n) }
  },

  insertNotices: (
    db: Db,
    rows: Array<{
      tenant_id: number
      title: string
      content: string
      title_i18n?: string | null
      content_i18n?: string | null
      type: string
      created_at: Date
    }>,
  ) => db.insertInto('notices').values(rows).execute(),

  publishedNotice: (db: Db, tenantId: number, id: number) =>
    db
      .selectFrom('notices')
      .select(['id', 'title', 'content', 'title_i18n', 'content_i18n', 'type', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'published')
      .where('id', '=', id)
      .executeTakeFirst(),

  opinion: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('opinions').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  /** the feedback queue: open ones oldest first, answered ones newest answer first */
  opinionPage: async (db: Db, tenantId: number, q: { state: 'open' | 'answered'; limit: number; offset: number }) => {
    const base = db
      .selectFrom('opinions')
      .where('tenant_id', '=', tenantId)
      .where('answered_at', q.state === 'open' ? 'is' : 'is not', null)
    const [rows, count] = await Promise.all([
      (q.state === 'open' ? base.selectAll().orderBy('id', 'asc') : base.selectAll().orderBy('answered_at', 'desc').orderBy('id', 'desc'))
        .limit(q.limit)
        .offset(q.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(count.n) }
  },

  /** open -> answered once (no row back when it was answered before, or by a parallel request) */
  answerOpinion: (db: Db, tenantId: number, id: number, a: { answer: string; staffId: number }) =>
    db
      .updateTable('opinions')
      .set({ answer: a.answer, answered_by: a.staffId, answered_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('answered_at', 'is', null)
      .returningAll()
      .executeTakeFirst(),

  /** demo data: an answered feedback */
  insertAnsweredOpinion: async (
    db: Db,
    v: { tenant_id: number; user_id: number; type: string; content: string; images: string; answer: string; answered_at: Date; created_at: Date },
  ) =>
    (
      await db
        .insertInto('opinions')
        .values({ ...v, contact: null, ip: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  insertOpinion: async (
    db: Db,
    v: { tenant_id: number; user_id: number | null; type: string; content: string; contact: string | null; images: string; ip: string },
  ) => (await db.insertInto('opinions').values(v).returning('id').executeTakeFirstOrThrow()).id,
}
