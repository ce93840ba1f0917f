// The wallet web pages' signing secret, one per tenant (made by the server on first use, never sent to a client).
import { sql, type Kysely } from 'kysely'

/** `wallet_web_secrets`: the tenant's HMAC secret for the short-lived tokens handed to the wallet web pages (ADR 0095). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wallet_web_secrets')
    .addColumn('tenant_id', 'integer', (c) => c.primaryKey().references('tenants.id'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}
