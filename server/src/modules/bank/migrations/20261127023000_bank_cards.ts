import { sql, type Kysely } from 'kysely'

/**
 * Bank cards (ADR 0092): the number sealed, a keyed hash to find it again, the last four digits.
 * One live binding of a number per user (partial unique index over cards not removed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_cards')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('id_number_masked', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('number_sealed', 'text', (c) => c.notNull())
    .addColumn('number_hash', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull().check(sql`last4 ~ '^[0-9]{4}$'`))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('country_area', 'text', (c) => c.notNull().defaultTo('86'))
    .addColumn('card_type', 'text', (c) => c.notNull().check(sql`card_type in ('debit', 'credit')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('removed_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('bank_cards_user').on('bank_cards').columns(['tenant_id', 'user_id']).execute()
  await sql`create unique index bank_cards_one_number on bank_cards (tenant_id, user_id, number_hash) where removed_at is null`.execute(db)
}
