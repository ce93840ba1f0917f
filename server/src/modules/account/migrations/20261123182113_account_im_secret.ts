import { sql, type Kysely } from 'kysely'

/**
 * The chat credential (`imInfo.pd5`) becomes a random secret per user, stored: it was a hash of the
 * tenant and user ids, which anyone could compute for anyone. Existing users get their own value
 * (a volatile default is evaluated per row).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('im_secret', 'text', (c) => c.notNull().defaultTo(sql`replace(gen_random_uuid()::text, '-', '')`))
    .execute()
}
