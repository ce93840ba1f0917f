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

  insertOpinion: async (
    db: Db,
    v: { tenant_id: number; user_id: number | null; type: string; content: string; contact: string | null; images: string; ip: string },
  ) => (await db.insertInto('opinions').values(v).returning('id').executeTakeFirstOrThrow()).id,
}
