import { sql, type Kysely } from 'kysely'

/**
 * CASH and OFFLINE payments nobody decided yet, by target: looked up in every paying transaction (a paid target's
 * undecided ones are closed, ADR 0126). Small, as few are ever open.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index payments_open_by_hand on payments (tenant_id, target_id)
    where channel in ('CASH', 'OFFLINE') and status in ('created', 'awaiting', 'rejected')`.execute(db)
}
