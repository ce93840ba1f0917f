// The desk's feedback queue (ADR 0109): staff answer a feedback once.
import { type Kysely } from 'kysely'

/** `opinions.answer`, `answered_by`, `answered_at`: null while open; the queue reads open ones oldest first. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('opinions').addColumn('answer', 'text').addColumn('answered_by', 'bigint').addColumn('answered_at', 'timestamptz').execute()
  await db.schema.createIndex('opinions_queue').on('opinions').columns(['tenant_id', 'answered_at', 'id']).execute()
}
