import type { Kysely } from 'kysely'

/** A home service's booking keeps the shopper's address, with the place picked on the map (ADR 0160). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('address', 'jsonb').execute()
}
