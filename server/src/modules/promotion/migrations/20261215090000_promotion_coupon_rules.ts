import { sql, type Kysely } from 'kysely'

/**
 * The coupon centre's rules: how many one person may claim (`per_person`), the most a percent coupon
 * takes off (`max_off`, minor units; null = no cap), a description; an index for "how many has this user
 * claimed" and for the user's list by state.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('coupons')
    .addColumn('per_person', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`per_person >= 1`),
    )
    .addColumn('max_off', 'integer', (c) => c.check(sql`max_off is null or max_off > 0`))
    .addColumn('description', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index user_coupons_user_coupon on user_coupons (tenant_id, user_id, coupon_id)`.execute(db)
  await sql`create index coupons_open on coupons (tenant_id, status, valid_to)`.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
