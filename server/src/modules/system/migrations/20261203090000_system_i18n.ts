import { sql, type Kysely } from 'kysely'
import { regionRows } from '../../../data/region-tree.js'

/**
 * Tenant content in the request's language, and the whole address tree.
 * - `regions.names` ({zh_CN, zh_TW, en, ja, ko, fil}); every province gets its cities and districts
 *   (upsert by GB/T code: ids kept, so stored addresses still point at the same places; a region no
 *   longer listed stays).
 * - `notices.title_i18n` / `content_i18n`: null for a notice written before (its title/content then read in
 *   every language).
 * Home layout texts need no column: a settings value may be a `{lang: text}` object (core/texts.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('regions')
    .addColumn('names', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute()
  const rows = regionRows()
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('regions')
      .values(rows.slice(i, i + 1000).map((r) => ({ ...r, names: JSON.stringify(r.names) })))
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          parent_id: eb.ref('excluded.parent_id'),
          level: eb.ref('excluded.level'),
          name: eb.ref('excluded.name'),
          names: eb.ref('excluded.names'),
        })),
      )
      .execute()
  }
  await db.schema.alterTable('notices').addColumn('title_i18n', 'jsonb').addColumn('content_i18n', 'jsonb').execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
