// The onboard module's tables: agents (one per region and level), shop applications, agency applications.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('onboard_agents')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('region_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('application_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('onboard_agents_code', ['tenant_id', 'code'])
    .addUniqueConstraint('onboard_agents_user', ['tenant_id', 'user_id'])
    // one agent per region and level (ADR 0111): the second approval's insert fails, its decision rolls back
    .addUniqueConstraint('onboard_agents_region', ['tenant_id', 'level', 'region_id'])
    .execute()

  await db.schema
    .createTable('onboard_shop_applications')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'bigint', (c) => c.references('onboard_agents.id').onDelete('set null'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('form', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('reason', 'text')
    .addColumn('shop_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('decided_at', 'timestamptz')
    // one application a user (kept after approval: it records the shop)
    .addUniqueConstraint('onboard_shop_applications_user', ['tenant_id', 'user_id'])
    .addCheckConstraint('onboard_shop_applications_state', sql`state in ('draft', 'pending', 'approved', 'rejected')`)
    .execute()
  await db.schema.createIndex('onboard_shop_applications_agent').on('onboard_shop_applications').columns(['tenant_id', 'agent_id', 'decided_at']).execute()

  await db.schema
    .createTable('onboard_agency_applications')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('region_id', 'integer', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('documents', 'jsonb', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addCheckConstraint('onboard_agency_applications_state', sql`state in ('pending', 'approved', 'rejected')`)
    .execute()
  // one open application a user; one approved application per region and level (also under parallel approvals)
  await sql`create unique index onboard_agency_open on onboard_agency_applications (tenant_id, user_id) where state = 'pending'`.execute(db)
  await sql`create unique index onboard_agency_approved on onboard_agency_applications (tenant_id, level, region_id) where state = 'approved'`.execute(db)
}
