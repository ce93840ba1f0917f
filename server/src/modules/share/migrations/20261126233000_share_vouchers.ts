// Voucher sharing: a shopper's share of a held voucher (quota, unguessable code) and its claims.
import { sql, type Kysely } from 'kysely'

/** `shares` (one row per shared voucher, `claimed <= quota` held by the database too) and `share_claims` (one per recipient). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shares')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_coupon_id', 'bigint', (c) => c.notNull())
    .addColumn('coupon_id', 'bigint', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('quota', 'integer', (c) => c.notNull())
    .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('shares_quota_range', sql`quota between 1 and 100`)
    .addCheckConstraint('shares_claimed_le_quota', sql`claimed >= 0 and claimed <= quota`)
    .execute()
  await db.schema.createIndex('shares_code').unique().on('shares').column('code').execute()
  await db.schema.createIndex('shares_user').on('shares').columns(['tenant_id', 'user_id', 'id']).execute()
  await db.schema
    .createTable('share_claims')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('share_id', 'bigint', (c) => c.notNull().references('shares.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('share_claims_once', ['share_id', 'user_id'])
    .execute()
  await db.schema.createIndex('share_claims_user').on('share_claims').columns(['tenant_id', 'user_id', 'id']).execute()
}
