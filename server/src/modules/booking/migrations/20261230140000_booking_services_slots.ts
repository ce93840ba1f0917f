import { sql, type Kysely } from 'kysely'

/**
 * `booking_services`: what a store offers to book. `booking_slots`: places of a service at a time, `booked`
 * never above `capacity` (a check; bookings take a place with one conditional update). `bookings`: one place
 * taken, numbered `B...` (its pay number), states unpaid -> to_confirm -> booked -> in_service -> completed, or
 * cancelled (ADR 0138).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('booking_services')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('duration_min', 'integer', (c) => c.notNull().check(sql`duration_min > 0`))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('on', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('booking_services_shop').on('booking_services').columns(['tenant_id', 'shop_id', 'sort']).execute()

  await db.schema
    .createTable('booking_slots')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('service_id', 'bigint', (c) => c.notNull().references('booking_services.id'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity > 0`))
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('booking_slots_places', sql`booked >= 0 and booked <= capacity`)
    .addUniqueConstraint('booking_slots_uq', ['service_id', 'starts_at'])
    .execute()
  await db.schema.createIndex('booking_slots_day').on('booking_slots').columns(['tenant_id', 'service_id', 'starts_at']).execute()

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('booking_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('service_id', 'bigint', (c) => c.notNull().references('booking_services.id'))
    .addColumn('slot_id', 'bigint', (c) => c.notNull().references('booking_slots.id'))
    .addColumn('service_name', 'jsonb', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('unpaid', 'to_confirm', 'booked', 'in_service', 'completed', 'cancelled')`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('card_id', 'bigint')
    .addColumn('card_name', 'text')
    .addColumn('payment_id', 'bigint')
    .addColumn('pay_channel', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('verified_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'text')
    .addColumn('refund', 'text')
    .addColumn('rating', 'integer')
    .addColumn('comment', 'text')
    .addColumn('commented_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('bookings_user').on('bookings').columns(['tenant_id', 'user_id', 'id']).execute()
  await db.schema.createIndex('bookings_shop').on('bookings').columns(['tenant_id', 'shop_id', 'id']).execute()
  await db.schema.createIndex('bookings_code').on('bookings').columns(['tenant_id', 'code']).execute()
}
