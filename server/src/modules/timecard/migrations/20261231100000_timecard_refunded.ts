import type { Kysely } from 'kysely'

/** A card whose piece was refunded (ADR 0158) keeps its row, marked, with no use left: nothing can be taken from it again. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('time_cards').addColumn('refunded_at', 'timestamptz').execute()
}
