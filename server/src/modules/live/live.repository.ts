import { sql, type Insertable, type Selectable, type Updateable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { LiveTables } from './live.schema.js'

// All SQL of the live rooms: rooms, their pins, their viewers.

export type LiveRoomRow = Selectable<LiveTables['live_rooms']>
export type LivePinRow = Selectable<LiveTables['live_pins']>

/** The public list's order: live (latest started first), scheduled (soonest first), ended (latest ended first). */
const listOrder = sql`case status when 'live' then 0 when 'scheduled' then 1 else 2 end,
  case when status = 'live' then started_at end desc nulls last,
  case when status = 'scheduled' then start_at end asc,
  case when status = 'ended' then ended_at end desc nulls last,
  id desc`

export const liveRepo = {
  /** A room id taken before the row is written (its chat's business key `live:<id>` is opened first). */
  reserveId: async (db: Db) => Number((await sql<{ id: string }>`select nextval(pg_get_serial_sequence('live_rooms', 'id')) as id`.execute(db)).rows[0].id),

  insert: (db: Db, r: Insertable<LiveTables['live_rooms']>) => db.insertInto('live_rooms').values(r).returningAll().executeTakeFirstOrThrow(),

  byId: (db: Db, tenantId: number, id: number, o: { forUpdate?: boolean } = {}) => {
    const q = db.selectFrom('live_rooms').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id)
    return (o.forUpdate ? q.forUpdate() : q).executeTakeFirst()
  },

  /** A page of rooms (all of the tenant in the public order, or some shops' newest first) and the total. */
  async page(db: Db, tenantId: number, o: { limit: number; offset: number; shopIds?: number[] }) {
    let q = db.selectFrom('live_rooms').where('tenant_id', '=', tenantId)
    if (o.shopIds) q = q.where('shop_id', 'in', o.shopIds.length ? o.shopIds : [-1])
    const rowsQ = q.selectAll().limit(o.limit).offset(o.offset)
    const [rows, total] = await Promise.all([
      (o.shopIds ? rowsQ.orderBy('id', 'desc') : rowsQ.orderBy(listOrder)).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(total.n) }
  },

  /** The pins of rooms, each room's in order. */
  pins: (db: Db, tenantId: number, roomIds: number[]) =>
    roomIds.length
      ? db
          .selectFrom('live_pins')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('room_id', 'in', roomIds)
          .orderBy('room_id')
          .orderBy('position')
          .execute()
      : Promise.resolve([] as LivePinRow[]),

  /**
   * Move a room from the status it was read in, in ONE conditional update; the moved row, or undefined when a
   * parallel change came first.
   */
  transit: (db: Db, tenantId: number, id: number, from: string, set: Updateable<LiveTables['live_rooms']>) =>
    db
      .updateTable('live_rooms')
      .set({ ...set, updated_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', from as LiveRoomRow['status'])
      .returningAll()
      .executeTakeFirst(),

  /** Pin at the end (a product pinned already keeps its place): whether a row was added. */
  addPin: async (db: Db, tenantId: number, roomId: number, productId: number) =>
    !!(await db
      .insertInto('live_pins')
      .columns(['tenant_id', 'room_id', 'product_id', 'position'])
      .expression(
        sql`select ${tenantId}::int, ${roomId}::bigint, ${productId}::bigint, coalesce(max(position), 0) + 1 from live_pins where room_id = ${roomId}`,
      )
      .onConflict((oc) => oc.columns(['room_id', 'product_id']).doNothing())
      .returning('product_id')
      .executeTakeFirst()),

  removePin: (db: Db, tenantId: number, roomId: number, productId: number) =>
    db.deleteFrom('live_pins').where('tenant_id', '=', tenantId).where('room_id', '=', roomId).where('product_id', '=', productId).execute(),

  /** Count a viewer once per room, in ONE statement; the viewers now. */
  addViewer: async (db: Db, tenantId: number, roomId: number, userId: number) =>
    Number(
      (
        await sql<{ viewers: number }>`with v as (
          insert into live_viewers (tenant_id, room_id, user_id) values (${tenantId}, ${roomId}, ${userId})
          on conflict do nothing returning room_id)
        update live_rooms set viewers = viewers + (select count(*) from v)::int
        where id = ${roomId} and tenant_id = ${tenantId} returning viewers`.execute(db)
      ).rows[0]?.viewers ?? 0,
    ),

  /** Seed only: the demo room was started a while ago. */
  backdate: (db: Db, id: number, startedAt: Date) =>
    db.updateTable('live_rooms').set({ started_at: startedAt, start_at: startedAt }).where('id', '=', id).execute(),
}
