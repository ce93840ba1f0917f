import { sql, type Kysely } from 'kysely'

/**
 * `timecard_templates`: a card sold as a catalog product (one template per product). `time_cards`: a user's card,
 * one per paid piece (unique order line and piece: issued once however often the payment is told), `uses_left`
 * never below zero (a check and conditional updates). `time_card_uses`: each use and give-back, unique per ref
 * (a repeated verification or booking takes one use; ADR 0140).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('timecard_templates')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('uses', 'integer', (c) => c.notNull().check(sql`uses > 0`))
    .addColumn('valid_days', 'integer', (c) => c.notNull().check(sql`valid_days > 0`))
    .addColumn('service_ids', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('timecard_templates_product', ['tenant_id', 'product_id'])
    .execute()

  await db.schema
    .createTable('time_cards')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('card_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('template_id', 'bigint', (c) => c.notNull().references('timecard_templates.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('service_ids', 'jsonb', (c) => c.notNull())
    .addColumn('uses_total', 'integer', (c) => c.notNull())
    .addColumn('uses_left', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('order_item_id', 'bigint')
    .addColumn('piece', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('time_cards_uses', sql`uses_left >= 0 and uses_left <= uses_total`)
    .addUniqueConstraint('time_cards_code', ['tenant_id', 'card_code'])
    .addUniqueConstraint('time_cards_piece', ['tenant_id', 'order_item_id', 'piece'])
    .execute()
  await db.schema.createIndex('time_cards_user').on('time_cards').columns(['tenant_id', 'user_id', 'id']).execute()

  await db.schema
    .createTable('time_card_uses')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('card_id', 'bigint', (c) => c.notNull().references('time_cards.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('time_card_uses_ref', ['tenant_id', 'ref'])
    .execute()
  await db.schema.createIndex('time_card_uses_card').on('time_card_uses').columns(['card_id', 'id']).execute()
}
