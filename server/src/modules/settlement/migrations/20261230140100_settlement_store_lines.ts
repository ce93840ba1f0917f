import { sql, type Kysely } from 'kysely'

/**
 * Settlement lines of a third kind, 'store': a payment at a store credited to its shop when it is paid (ADR 0137).
 * Its `order_id` is the store payment's id and `order_no` its number `S...`; once per payment through the unique
 * (tenant_id, kind, ref) index, ref `store:<no>`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table settlement_lines drop constraint if exists settlement_lines_kind_check`.execute(db)
  await sql`alter table settlement_lines add constraint settlement_lines_kind_check check (kind in ('settle', 'takeback', 'store'))`.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
