// The booking module's SQL, all of it, so the service holds rules only.
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { BookingServicesTable, BookingSlotsTable, BookingsTable } from './booking.schema.js'

export type ServiceRow = Selectable<BookingServicesTable>
export type SlotRow = Selectable<BookingSlotsTable>
export type BookingRow = Selectable<BookingsTable>

/** The calendar day `date` (YYYY-MM-DD) of time zone `tz` as [from, to). */
const dayBounds = (date: string, tz: string) => ({
  from: sql<Date>`((${date}::date)::timestamp at time zone ${tz})`,
  to: sql<Date>`((${date}::date + 1)::timestamp at time zone ${tz})`,
})

/** All SQL of the booking area: `booking_services`, `booking_slots`, `bookings`. */
export const bookingRepo = {
  services(db: Db, tenantId: number, shopIds: number[], onlyOn: boolean) {
    if (!shopIds.length) return Promise.resolve([] as ServiceRow[])
    let q = db.selectFrom('booking_services').selectAll().where('tenant_id', '=', tenantId).where('shop_id', 'in', shopIds)
    if (onlyOn) q = q.where('on', '=', true)
    return q.orderBy('sort').orderBy('id').execute()
  },

  servicesByIds: (db: Db, tenantId: number, ids: number[]) =>
    ids.length
      ? db.selectFrom('booking_services').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()
      : Promise.resolve([] as ServiceRow[]),

  service: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('booking_services').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  insertService: (db: Db, v: Insertable<BookingServicesTable>) => db.insertInto('booking_services').values(v).returningAll().executeTakeFirstOrThrow(),

  updateService: (db: Db, tenantId: number, id: number, v: Updateable<BookingServicesTable>) =>
    db.updateTable('booking_services').set(v).where('tenant_id', '=', tenantId).where('id', '=', id).returningAll().executeTakeFirst(),

  slotsOfDay(db: Db, tenantId: number, serviceId: number, date: string, tz: string) {
    const b = dayBounds(date, tz)
    return db
      .selectFrom('booking_slots')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('service_id', '=', serviceId)
      .where('starts_at', '>=', b.from)
      .where('starts_at', '<', b.to)
      .orderBy('starts_at')
      .execute()
  },

  slot: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('booking_slots').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  /** One place of the slot, taken in ONE conditional update: never above capacity, never a started slot. Undefined when none. */
  takePlace: (db: Db, tenantId: number, slotId: number) =>
    db
      .updateTable('booking_slots')
      .set({ booked: sql`booked + 1` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', slotId)
      .where(sql<boolean>`booked < capacity`)
      .where('starts_at', '>', sql<Date>`now()`)
      .returningAll()
      .executeTakeFirst(),

  returnPlace: (db: Db, tenantId: number, slotId: number) =>
    db
      .updateTable('booking_slots')
      .set({ booked: sql`booked - 1` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', slotId)
      .where('booked', '>', 0)
      .execute(),

  /** Slots at `HH:MM` starts of day `date` in `tz`, `minutes` long; those that exist stay as they are. */
  async insertSlots(
    db: Db,
    tenantId: number,
    s: { shopId: number; serviceId: number; date: string; tz: string; times: string[]; minutes: number; capacity: number },
  ) {
    const rows = sql.join(
      s.times.map(
        (t) => sql`(${tenantId}::int, ${s.shopId}::bigint, ${s.serviceId}::bigint, ((${s.date}::date + ${t}::time) at time zone ${s.tz}), ${s.capacity}::int)`,
      ),
    )
    await sql`
      insert into booking_slots (tenant_id, shop_id, service_id, starts_at, ends_at, capacity)
      select v.t, v.s, v.sv, v.st, v.st + make_interval(mins => ${s.minutes}::int), v.c from (values ${rows}) as v(t, s, sv, st, c)
      on conflict (service_id, starts_at) do nothing`.execute(db)
  },

  /** A new capacity, refused (undefined) when below the places booked. */
  setCapacity: (db: Db, tenantId: number, id: number, capacity: number) =>
    db
      .updateTable('booking_slots')
      .set({ capacity })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('booked', '<=', capacity)
      .returningAll()
      .executeTakeFirst(),

  /** Removed only when no booking ever took it (a booking keeps its slot). */
  removeSlot: (db: Db, tenantId: number, id: number) =>
    db
      .deleteFrom('booking_slots')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('booked', '=', 0)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('bookings').select('id').whereRef('bookings.slot_id', '=', 'booking_slots.id'))))
      .executeTakeFirst(),

  insertBooking: (db: Db, v: Insertable<BookingsTable>) => db.insertInto('bookings').values(v).returningAll().executeTakeFirstOrThrow(),

  booking(db: Db, tenantId: number, no: string, forUpdate = false) {
    const q = db.selectFrom('bookings').selectAll().where('tenant_id', '=', tenantId).where('booking_no', '=', no)
    return (forUpdate ? q.forUpdate() : q).executeTakeFirst()
  },

  /** One step of the state machine: only from `from` (one conditional update: a repeat or a race finds nothing). */
  move: (db: Db, tenantId: number, no: string, from: readonly string[], set: Updateable<BookingsTable> & { state?: string }) =>
    db
      .updateTable('bookings')
      .set(set)
      .where('tenant_id', '=', tenantId)
      .where('booking_no', '=', no)
      .where('state', 'in', from)
      .returningAll()
      .executeTakeFirst(),

  /** The shopper's one comment on a completed booking. */
  comment: (db: Db, tenantId: number, no: string, rating: number, content: string) =>
    db
      .updateTable('bookings')
      .set({ rating, comment: content, commented_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('booking_no', '=', no)
      .where('state', '=', 'completed')
      .where('commented_at', 'is', null)
      .returningAll()
      .executeTakeFirst(),

  async list(db: Db, tenantId: number, f: { userId?: number; shopIds?: number[]; states?: readonly string[] }, limit: number, offset: number) {
    let q = db.selectFrom('bookings').where('tenant_id', '=', tenantId)
    if (f.userId !== undefined) q = q.where('user_id', '=', f.userId)
    if (f.shopIds) q = f.shopIds.length ? q.where('shop_id', 'in', f.shopIds) : q.where(sql<boolean>`false`)
    if (f.states) q = q.where('state', 'in', f.states)
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(total.n) }
  },

  /** A booking of these shops waiting with verification code `code`. */
  byCode: (db: Db, tenantId: number, shopIds: number[], code: string, states: readonly string[]) =>
    shopIds.length
      ? db
          .selectFrom('bookings')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('shop_id', 'in', shopIds)
          .where('code', '=', code)
          .where('state', 'in', states)
          .orderBy('starts_at')
          .executeTakeFirst()
      : Promise.resolve(undefined),

  /** Open bookings of a user (log off refuses while one waits). */
  openOfUser: (db: Db, tenantId: number, userId: number) =>
    db
      .selectFrom('bookings')
      .select('booking_no')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('state', 'in', ['unpaid', 'to_confirm', 'booked', 'in_service'])
      .executeTakeFirst(),
}
