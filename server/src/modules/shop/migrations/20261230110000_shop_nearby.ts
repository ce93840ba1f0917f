import type { Kysely } from 'kysely'

/**
 * Nearby stores (ADR 0132): a btree index for the bounding box the distance search starts from (tenant, kind,
 * latitude; the longitude is checked on the rows the latitude range leaves), and a shop's address in the
 * languages of the tenant (`{lang: text}`; null: the plain `address` in every language).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shops').addColumn('address_i18n', 'jsonb').execute()
  await db.schema.createIndex('shops_nearby_idx').on('shops').columns(['tenant_id', 'kind', 'lat', 'lng']).execute()
}
