import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open','closed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('users')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('phone', 'text')
    .addColumn('country_area', 'text', (c) => c.notNull().defaultTo('86'))
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('pay_password_hash', 'text')
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('photo', 'text')
    .addColumn('sex', 'smallint', (c) => c.notNull().defaultTo(2))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('invite_code', 'text', (c) => c.notNull())
    .addColumn('referrer_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active','closed')`),
    )
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('shopper'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .execute()
  // a closed (logged-off) account frees its phone and email
  await sql`create unique index users_phone_uq on users (tenant_id, country_area, phone) where phone is not null and status <> 'closed'`.execute(db)
  await sql`create unique index users_email_uq on users (tenant_id, lower(email)) where email is not null and status <> 'closed'`.execute(db)
  await sql`create unique index users_invite_uq on users (tenant_id, invite_code)`.execute(db)

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute()
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['tenant_id', 'user_id']).execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
