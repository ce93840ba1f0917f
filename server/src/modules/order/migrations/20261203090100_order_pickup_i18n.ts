import type { Kysely } from 'kysely'

/** A pickup point's address in several languages (`{lang: text}`); null for one written before: its `address` then reads in every language. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop_pickup_points').addColumn('address_i18n', 'jsonb').execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
