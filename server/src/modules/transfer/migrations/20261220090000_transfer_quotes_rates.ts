// Transfers and conversions: one-time quotes (each also the idempotency record of the request that used it), the
// day's totals per user and currency, and the desk's exchange rates.
import { sql, type Kysely } from 'kysely'

/**
 * `transfer_quotes`: a quote of the rule call (kind 'turn' or 'convert'), used at most once (`used_at`), by the
 * request whose Idempotency-Key, request hash and answer it keeps (unique per user and key; the ledger transaction is the one of kind 'transfer' or
 * 'convert' whose ref is the quote's id). `transfer_daily`: what a
 * user sent per currency and day (the limit's counter). `exchange_rates`: one row per direction of a pair, the rate
 * times 10^8.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('transfer_quotes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('to_user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('to_currency', 'text')
    .addColumn('to_amount', 'bigint', (c) => c.notNull())
    .addColumn('rate_e8', 'bigint')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .addColumn('idem_key', 'text')
    .addColumn('request_hash', 'text')
    .addColumn('result', 'jsonb')
    .addCheckConstraint('transfer_quotes_kind', sql`kind in ('turn', 'convert')`)
    .addCheckConstraint('transfer_quotes_amounts', sql`amount > 0 and fee >= 0 and to_amount > 0`)
    .addCheckConstraint(
      'transfer_quotes_shape',
      sql`(kind = 'turn' and to_user_id is not null and to_user_id <> user_id) or (kind = 'convert' and to_currency is not null and to_currency <> currency and rate_e8 > 0)`,
    )
    .addCheckConstraint('transfer_quotes_used', sql`(used_at is null) = (idem_key is null)`)
    .execute()
  await sql`create unique index transfer_quotes_key on transfer_quotes (tenant_id, user_id, idem_key) where idem_key is not null`.execute(db)
  await db.schema.createIndex('transfer_quotes_user').on('transfer_quotes').columns(['tenant_id', 'user_id', 'expires_at']).execute()

  await db.schema
    .createTable('transfer_daily')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('used', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('transfer_daily_pk', ['tenant_id', 'user_id', 'currency', 'day'])
    .addCheckConstraint('transfer_daily_used', sql`used >= 0`)
    .execute()

  await db.schema
    .createTable('exchange_rates')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('rate_e8', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'bigint')
    .addPrimaryKeyConstraint('exchange_rates_pk', ['tenant_id', 'base', 'quote'])
    .addCheckConstraint('exchange_rates_pair', sql`base <> quote and rate_e8 > 0`)
    .execute()
}
