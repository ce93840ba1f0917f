import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenant_settings')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tenant_settings_pk', ['tenant_id', 'key'])
    .execute()

  await db.schema
    .createTable('notices')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('notice'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('notices_tenant_idx').on('notices').columns(['tenant_id', 'created_at']).execute()

  // reference data shared by every tenant: dictionaries (labels per locale) and the region tree
  await db.schema
    .createTable('dict_data')
    .addColumn('dict_type', 'text', (c) => c.notNull())
    .addColumn('dict_value', 'text', (c) => c.notNull())
    .addColumn('dict_sort', 'integer', (c) => c.notNull())
    .addColumn('labels', 'jsonb', (c) => c.notNull())
    .addColumn('css_class', 'text')
    .addPrimaryKeyConstraint('dict_data_pk', ['dict_type', 'dict_value'])
    .execute()

  await db.schema
    .createTable('regions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'smallint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('regions_parent_idx').on('regions').column('parent_id').execute()

  await db.schema
    .createTable('opinions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('owner_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('public','private')`))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
