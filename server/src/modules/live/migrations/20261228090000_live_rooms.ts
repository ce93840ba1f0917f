import { sql, type Kysely } from 'kysely'

/**
 * Live rooms (one machine: live.machine.ts), their pinned products in order, and who entered them (the viewers
 * count, each signed-in viewer once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_rooms')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    /** the merchant who made it */
    .addColumn('created_by', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('cover_id', 'text', (c) => c.notNull())
    .addColumn('cover_url', 'text', (c) => c.notNull())
    .addColumn('video_id', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text', (c) => c.notNull())
    /** the stream provider's name and its reference of the room's stream */
    .addColumn('stream_provider', 'text', (c) => c.notNull())
    .addColumn('stream_ref', 'text', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('scheduled', 'live', 'ended')`))
    .addColumn('conversation_id', 'bigint', (c) => c.notNull())
    .addColumn('viewers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    /** who ended it: merchant or staff */
    .addColumn('ended_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // the public list's order: live, scheduled by start, ended latest first
  await db.schema.createIndex('live_rooms_list').on('live_rooms').columns(['tenant_id', 'status', 'start_at']).execute()
  await db.schema.createIndex('live_rooms_shop').on('live_rooms').columns(['tenant_id', 'shop_id', 'id']).execute()

  await db.schema
    .createTable('live_pins')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('room_id', 'bigint', (c) => c.notNull().references('live_rooms.id'))
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('live_pins_pk', ['room_id', 'product_id'])
    .execute()

  await db.schema
    .createTable('live_viewers')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('room_id', 'bigint', (c) => c.notNull().references('live_rooms.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('live_viewers_pk', ['room_id', 'user_id'])
    .execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
