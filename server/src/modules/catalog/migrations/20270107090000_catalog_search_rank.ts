import { sql, type Kysely } from 'kysely'

/**
 * A keyword's best sellers without reading all its matches (ADR 0164). `catalog_search_rank` gives every product a
 * rank key: its tenant, its sales level (a quarter of a power of two: level 4 * log2(sales + 1), so a level holds
 * products of like sales however large the catalogue) and a spread of eight by id, which splits a crowded level into
 * smaller parts. One GIN index holds the key beside the search text's trigrams (btree_gin gives the key its GIN
 * operators), so "the matches of this keyword at this rank key" is one index look-up that intersects the two, and the
 * keyword's best sellers are read key by key from the top until enough are found. Only listed products are indexed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists btree_gin`.execute(db)
  await sql`
    create function catalog_search_rank(tenant integer, sales integer, id bigint) returns bigint
    language sql immutable parallel safe
    as $$ select tenant::bigint * 1024 + least(127, floor(ln(greatest(sales, 0) + 1.0::float8) * 5.770780163555854)::int) * 8 + id % 8 $$`.execute(db)
  await sql`create index products_search_rank_gin on products using gin (catalog_search_rank(tenant_id, sales, id), search_text gin_trgm_ops) where status = 'on'`.execute(
    db,
  )
  await sql`analyze products`.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
