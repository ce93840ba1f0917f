import { sql, type Kysely } from 'kysely'
import { DICTS } from '../../../data/dicts.js'

/**
 * After-sales requests (one machine: refund.machine.ts): the request, its lines (items and counts of one
 * order, with the money each takes), its history; and the dictionary of refund reasons.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('refund_no', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('refund', 'return')`))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('requesting', 'rejected', 'to_return', 'returning', 'refunding', 'success', 'closed', 'disputed')`),
    )
    /** money back in all, shipping included */
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    /** the part of `amount` that is the shipping fee */
    .addColumn('shipping', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('pay_channel', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('proof_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('carrier', 'text')
    .addColumn('tracking_no', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('deadline', 'timestamptz')
    .addColumn('idem_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('refunds_user').on('refunds').columns(['tenant_id', 'user_id', 'id']).execute()
  await db.schema.createIndex('refunds_shop').on('refunds').columns(['tenant_id', 'shop_id', 'id']).execute()
  await db.schema.createIndex('refunds_order').on('refunds').columns(['order_id']).execute()
  await sql`create unique index refunds_idem on refunds (tenant_id, user_id, idem_key) where idem_key is not null`.execute(db)

  await db.schema
    .createTable('refund_lines')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('refund_id', 'bigint', (c) => c.notNull().references('refunds.id'))
    .addColumn('item_id', 'bigint', (c) => c.notNull())
    .addColumn('sku_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('spec_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count > 0`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .execute()
  await db.schema.createIndex('refund_lines_refund').on('refund_lines').columns(['refund_id']).execute()
  await db.schema.createIndex('refund_lines_item').on('refund_lines').columns(['item_id']).execute()

  await db.schema
    .createTable('refund_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('refund_id', 'bigint', (c) => c.notNull().references('refunds.id'))
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'bigint')
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('refund_history_refund').on('refund_history').columns(['refund_id', 'id']).execute()

  // the reasons a shopper picks (dictionary `order_refund_reason`) and the states' labels by state
  // (`order_refund_status`), kept with the other dictionaries in data/dicts.ts; an older database gets them here
  await db
    .insertInto('dict_data')
    .values(
      DICTS.filter((d) => d.dict_type === 'order_refund_reason' || (d.dict_type === 'order_refund_status' && !/^[0-9]+$/.test(d.dict_value))).map((d) => ({
        ...d,
        labels: JSON.stringify(d.labels),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
