// The invitation area's table: who invited whom, bound once.
import { sql, type Kysely } from 'kysely'

/**
 * `invite_links`: one row per invited user (primary key: a user has at most one referrer, written once and never
 * updated, ADR 0153), the referrer and when. The team by level reads it both ways (index on the referrer). Referrals
 * the account already recorded at sign-up (`users.referrer_id`) are copied in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invite_links')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('referrer_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('bound_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('invite_links_pk', ['tenant_id', 'user_id'])
    .addCheckConstraint('invite_links_not_self', sql`user_id <> referrer_id`)
    .execute()
  await sql`create index invite_links_referrer on invite_links (tenant_id, referrer_id, bound_at desc)`.execute(db)
  await sql`insert into invite_links (tenant_id, user_id, referrer_id, bound_at)
    select u.tenant_id, u.id, u.referrer_id, u.created_at from users u
    join users r on r.id = u.referrer_id and r.tenant_id = u.tenant_id
    where u.referrer_id is not null and u.referrer_id <> u.id
    on conflict do nothing`.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
