// The recharge module's tables: recharge orders (what a payment pays, like a main order) and packages.
import { sql, type Kysely } from 'kysely'

/**
 * `recharges`: one row per recharge order, numbered `R...` (the payment's target id), unpaid -> awaiting ->
 * paid, or cancelled when it expires; `idem_key` makes a repeated create one row. `recharge_packages`: amount +
 * bonus per currency, switched on and off by staff, in their order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recharges')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('recharge_no', 'text', (c) => c.notNull().unique())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('bonus', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`bonus >= 0`),
    )
    .addColumn('package_id', 'bigint')
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('unpaid')
        .check(sql`state in ('unpaid', 'awaiting', 'paid', 'cancelled')`),
    )
    .addColumn('idem_key', 'text')
    .addColumn('payment_id', 'bigint')
    .addColumn('pay_channel', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index recharges_idem_uq on recharges (tenant_id, user_id, idem_key) where idem_key is not null`.execute(db)
  await db.schema.createIndex('recharges_user').on('recharges').columns(['tenant_id', 'user_id', 'created_at']).execute()

  await db.schema
    .createTable('recharge_packages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('bonus', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`bonus >= 0 and bonus <= amount`),
    )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('recharge_packages_tenant').on('recharge_packages').columns(['tenant_id', 'currency', 'sort']).execute()
}
