// The form module's tables: forms (with their draft), their published versions, submissions, the product links and a cart line's answers.
import { sql, type Kysely } from 'kysely'

/**
 * `forms`: one row per form, the draft the desk edits (`draft` jsonb: title, description, price, fields) and
 * the latest published version number. `form_versions`: each publish, frozen (`def` jsonb). `form_submissions`:
 * answers to one version, numbered `F...` (a paid one's pay number), free `submitted`, paid `unpaid -> awaiting
 * -> paid` or `cancelled` at its expiry. `form_products`: which form a product carries (the catalog knows
 * nothing of it). `form_line_answers`: a user's answers to a product's form until checkout takes them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('forms')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('draft', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('forms_tenant').on('forms').columns(['tenant_id', 'id']).execute()

  await db.schema
    .createTable('form_versions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('form_id', 'bigint', (c) => c.notNull().references('forms.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('def', 'jsonb', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('form_versions_uq', ['form_id', 'version'])
    .execute()

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('sub_no', 'text', (c) => c.notNull().unique())
    .addColumn('form_id', 'bigint', (c) => c.notNull().references('forms.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('submitted', 'unpaid', 'awaiting', 'paid', 'cancelled')`))
    .addColumn('payment_id', 'bigint')
    .addColumn('pay_channel', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('form_submissions_form').on('form_submissions').columns(['tenant_id', 'form_id', 'created_at']).execute()

  await db.schema
    .createTable('form_products')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('form_id', 'bigint', (c) => c.notNull().references('forms.id'))
    .addPrimaryKeyConstraint('form_products_pk', ['tenant_id', 'product_id'])
    .execute()

  await db.schema
    .createTable('form_line_answers')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('form_id', 'bigint', (c) => c.notNull().references('forms.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('total_price', 'integer', (c) => c.notNull().check(sql`total_price >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('form_line_answers_pk', ['tenant_id', 'user_id', 'product_id'])
    .execute()
}
