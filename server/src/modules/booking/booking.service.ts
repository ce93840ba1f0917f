// The booking module's rules: services and slots of a store, a booking's place and states (ADR 0138, 0139).
import { randomInt } from 'node:crypto'
import type { Static } from '@sinclair/typebox'
import { BOOKING_DAYS_AHEAD, BOOKING_DICT_VALUE, BOOKING_REMARK_MAX, type BookingState, type BookingTab } from '../../../../types/booking-codes.js'
import type {
  BookBody,
  Booking,
  BookingAddress,
  ListQuery,
  MerchantListQuery,
  OpenSlotsBody,
  Service,
  ServiceBody,
  ShopServices,
  Slot,
} from '../../../../types/booking.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { cancelJob, enqueueJob, registerJob } from '../../core/jobs.js'
import { accountService } from '../account/index.js'
import { shopService } from '../shop/index.js'
import { systemService } from '../system/index.js'
import { bookingErrors as E } from './booking.errors.js'
import { bookingRepo as repo, type BookingRow, type ServiceRow, type SlotRow } from './booking.repository.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>
type LangScope = Scope & { lang: RequestCtx['lang'] }

/** Tenant setting `booking`: the calendar's time zone, hours before a slot until which a paid booking may be cancelled, minutes an unpaid one waits. */
export interface BookingSetting {
  timeZone: string
  cancelBeforeHours: number
  payMinutes: number
}
export const BOOKING_DEFAULT: BookingSetting = { timeZone: 'Asia/Shanghai', cancelBeforeHours: 2, payMinutes: 15 }
export const bookingSetting = (c: Scope) => systemService.getSetting<BookingSetting>(c, 'booking', BOOKING_DEFAULT)
const currencyOf = async (c: Scope) => (await systemService.getSetting<{ currency?: string }>(c, 'system', {})).currency ?? 'CNY'

/** A text in the request's language, else English, else Chinese, else the first one. */
const pick = (t: unknown, lang: string): string => {
  if (typeof t === 'string') return t
  const m = (t ?? {}) as Record<string, string>
  return m[lang] ?? m.en ?? m.zh_CN ?? Object.values(m)[0] ?? ''
}
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)
const HOUR = 3_600_000

// ---------------------------------------------------------------- the calendar

const dayFmt = (tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })
const timeFmt = (tz: string) => new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
/** The day (YYYY-MM-DD) in `tz` that holds `d`. */
export const dayOf = (d: Date, tz: string) => dayFmt(tz).format(d)
/** Today and the next days in `tz`, with their weekday (0 Sunday). */
export function daysAhead(tz: string, now = new Date()) {
  return Array.from({ length: BOOKING_DAYS_AHEAD }, (_, i) => {
    const date = dayOf(new Date(now.getTime() + i * 86_400_000), tz)
    return { date, weekday: new Date(`${date}T12:00:00Z`).getUTCDay() }
  })
}
const when = (s: Date, e: Date, tz: string) => `${timeFmt(tz).format(s)}-${timeFmt(tz).format(e)}`

// ---------------------------------------------------------------- mapping

const toService = (r: ServiceRow, lang: string): Service => ({
  id: Number(r.id),
  shopId: Number(r.shop_id),
  name: pick(r.name, lang),
  description: pick(r.description, lang),
  price: r.price,
  durationMin: r.duration_min,
  image: r.image,
  on: r.on,
})

const toSlot = (r: SlotRow, tz: string, now = Date.now()): Slot => ({
  id: Number(r.id),
  serviceId: Number(r.service_id),
  startsAt: iso(r.starts_at)!,
  endsAt: iso(r.ends_at)!,
  time: when(new Date(r.starts_at), new Date(r.ends_at), tz),
  capacity: r.capacity,
  booked: r.booked,
  left: Math.max(r.capacity - r.booked, 0),
  past: new Date(r.starts_at).getTime() <= now,
})

const maskPhone = (p: string) => (p.length > 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : p)

async function toBookings(c: LangScope, rows: BookingRow[], viewer: 'user' | 'merchant'): Promise<Booking[]> {
  if (!rows.length) return []
  const [s, shops, services, phones] = await Promise.all([
    bookingSetting(c),
    shopService.shopsBrief(
      c,
      rows.map((r) => Number(r.shop_id)),
    ),
    repo.servicesByIds(c.db, c.tenantId, [...new Set(rows.map((r) => Number(r.service_id)))]),
    viewer === 'merchant'
      ? accountService.phones(
          c,
          rows.map((r) => Number(r.user_id)),
        )
      : Promise.resolve(new Map<number, string>()),
  ])
  const images = new Map(services.map((x) => [Number(x.id), x.image]))
  const now = Date.now()
  return rows.map((r) => {
    const state = r.state as BookingState
    const shop = shops.get(Number(r.shop_id))
    const start = new Date(r.starts_at)
    const cancelUntil = new Date(start.getTime() - s.cancelBeforeHours * HOUR)
    const paidOrCard = state === 'to_confirm' || state === 'booked'
    return {
      id: r.booking_no,
      state,
      stateValue: BOOKING_DICT_VALUE[state],
      shopId: Number(r.shop_id),
      shopName: shop?.name ?? '',
      shopLogo: shop?.logo ?? '',
      serviceId: Number(r.service_id),
      serviceName: pick(r.service_name, c.lang),
      serviceImage: images.get(Number(r.service_id)) ?? '',
      slotId: Number(r.slot_id),
      startsAt: iso(r.starts_at)!,
      endsAt: iso(r.ends_at)!,
      when: `${dayOf(start, s.timeZone)} ${when(start, new Date(r.ends_at), s.timeZone)}`,
      amount: r.amount,
      currency: r.currency,
      remark: r.remark,
      card: r.card_id ? { id: Number(r.card_id), name: r.card_name ?? '' } : null,
      payChannel: r.pay_channel,
      code: paidOrCard || state === 'in_service' || viewer === 'merchant' ? r.code : null,
      refund: (r.refund as Booking['refund']) ?? null,
      canCancel: state === 'unpaid' || (paidOrCard && now < cancelUntil.getTime()),
      canPay: state === 'unpaid',
      canComment: state === 'completed' && r.commented_at === null,
      expiresAt: state === 'unpaid' ? iso(r.expires_at) : null,
      cancelUntil: paidOrCard ? cancelUntil.toISOString() : null,
      comment: r.commented_at ? { rating: r.rating ?? 5, content: r.comment ?? '', at: iso(r.commented_at)! } : null,
      createdAt: iso(r.created_at)!,
      ...(viewer === 'merchant' ? { customer: maskPhone(phones.get(Number(r.user_id)) ?? '') } : {}),
      address: (r.address as BookingAddress | null) ?? null,
    }
  })
}
export const toBooking = async (c: LangScope, r: BookingRow, viewer: 'user' | 'merchant' = 'user') => (await toBookings(c, [r], viewer))[0]

// ---------------------------------------------------------------- the shopper: services, slots, the booking's terms

export async function shopServices(c: RequestCtx, shopId: number): Promise<ShopServices> {
  const [shops, rows, s, currency] = await Promise.all([
    shopService.shopsBrief(c, [shopId]),
    repo.services(c.db, c.tenantId, [shopId], true),
    bookingSetting(c),
    currencyOf(c),
  ])
  const shop = shops.get(shopId)
  if (!shop) throw E.serviceShop()
  return { shopId, shopName: shop.name, shopLogo: shop.logo, currency, services: rows.map((r) => toService(r, c.lang)), days: daysAhead(s.timeZone) }
}

export async function slots(c: RequestCtx, serviceId: number, date: string): Promise<Slot[]> {
  const [svc, s] = await Promise.all([repo.service(c.db, c.tenantId, serviceId), bookingSetting(c)])
  if (!svc || !svc.on) throw E.service()
  return (await repo.slotsOfDay(c.db, c.tenantId, serviceId, date, s.timeZone)).map((r) => toSlot(r, s.timeZone))
}

/** The service and slot a booking names, checked (on offer, the slot of that service, not started, a place left) and the remark's length. */
export async function bookingTerms(c: LangScope, b: Pick<Static<typeof BookBody>, 'serviceId' | 'slotId' | 'remark'>) {
  if ([...(b.remark ?? '')].length > BOOKING_REMARK_MAX) throw E.remark({ max: BOOKING_REMARK_MAX })
  const [svc, slot, s, currency] = await Promise.all([
    repo.service(c.db, c.tenantId, b.serviceId),
    repo.slot(c.db, c.tenantId, b.slotId),
    bookingSetting(c),
    currencyOf(c),
  ])
  if (!svc || !svc.on) throw E.service()
  if (!slot || Number(slot.service_id) !== Number(svc.id)) throw E.slot()
  if (new Date(slot.starts_at).getTime() <= Date.now()) throw E.slotPast()
  if (slot.booked >= slot.capacity) throw E.slotFull()
  const shops = await shopService.shopsBrief(c, [Number(svc.shop_id)])
  return {
    service: toService(svc, c.lang),
    serviceRow: svc,
    slot: toSlot(slot, s.timeZone),
    slotRow: slot,
    date: dayOf(new Date(slot.starts_at), s.timeZone),
    shopName: shops.get(Number(svc.shop_id))?.name ?? '',
    currency,
    setting: s,
  }
}

const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(2, 14)
const newNo = () => `B${stamp()}${Array.from({ length: 8 }, () => randomInt(10)).join('')}`
const newCode = () => Array.from({ length: 10 }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(10))).join('')

/** An unpaid booking is cancelled at its expiry and its place given back (this module's own job). */
export const EXPIRE_JOB = 'booking:expire'
const expireKey = (no: string) => `booking-expire:${no}`

/**
 * Take one place of the slot and write the booking, in the caller's transaction (the booking flow's). The place is
 * taken by ONE conditional update (`booked < capacity` and not started), so parallel bookings never exceed the
 * capacity. `card`: paid by one use of that time card (the flow took it) -> `to_confirm`; a free service too;
 * otherwise `unpaid` with an expiry job.
 */
export async function create(
  c: LangScope & { userId: number },
  t: Awaited<ReturnType<typeof bookingTerms>>,
  o: { no?: string; remark: string; card?: { id: number; name: string }; address?: BookingAddress | null },
): Promise<BookingRow> {
  const slot = await repo.takePlace(c.db, c.tenantId, Number(t.slotRow.id))
  if (!slot) {
    const now = await repo.slot(c.db, c.tenantId, Number(t.slotRow.id))
    throw now && new Date(now.starts_at).getTime() <= Date.now() ? E.slotPast() : E.slotFull()
  }
  const paid = !!o.card || t.serviceRow.price === 0
  const expiresAt = paid ? null : new Date(Date.now() + t.setting.payMinutes * 60_000)
  const row = await repo.insertBooking(c.db, {
    tenant_id: c.tenantId,
    booking_no: o.no ?? newNo(),
    user_id: c.userId,
    shop_id: Number(t.serviceRow.shop_id),
    service_id: Number(t.serviceRow.id),
    slot_id: Number(slot.id),
    service_name: JSON.stringify(t.serviceRow.name),
    starts_at: slot.starts_at,
    ends_at: slot.ends_at,
    state: paid ? 'to_confirm' : 'unpaid',
    amount: o.card ? 0 : t.serviceRow.price,
    currency: t.currency,
    remark: o.remark,
    code: newCode(),
    card_id: o.card?.id ?? null,
    card_name: o.card?.name ?? null,
    address: o.address ? JSON.stringify(o.address) : null,
    expires_at: expiresAt,
    paid_at: paid ? new Date() : null,
  })
  if (expiresAt)
    await enqueueJob(c.db, { tenantId: c.tenantId, kind: EXPIRE_JOB, payload: { no: row.booking_no }, runAt: expiresAt, key: expireKey(row.booking_no) })
  return row
}
export const newBookingNo = newNo

// ---------------------------------------------------------------- reading

export async function ownRow(c: UserCtx, no: string, forUpdate = false) {
  const r = await repo.booking(c.db, c.tenantId, no, forUpdate)
  if (!r || Number(r.user_id) !== c.userId) throw E.notFound()
  return r
}

export async function detail(c: UserCtx, no: string): Promise<Booking> {
  return toBooking(c, await ownRow(c, no))
}

const statesOf = (tab: BookingTab | undefined) => (!tab || tab === 'all' ? undefined : [tab])

export async function list(c: UserCtx, q: Static<typeof ListQuery>) {
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.list(c.db, c.tenantId, { userId: c.userId, states: statesOf(q.tab) }, limit, offset)
  return { rows: await toBookings(c, rows, 'user'), total }
}

// ---------------------------------------------------------------- the state machine's steps (the flow calls them through the face)

type Step = 'pay' | 'await' | 'reject' | 'confirm' | 'verify' | 'complete' | 'cancel'
/** Which states each step leaves (ADR 0138). */
export const TRANSITIONS: Record<Step, { from: readonly BookingState[]; to: BookingState }> = {
  pay: { from: ['unpaid'], to: 'to_confirm' },
  await: { from: ['unpaid'], to: 'unpaid' },
  reject: { from: ['unpaid'], to: 'unpaid' },
  confirm: { from: ['to_confirm'], to: 'booked' },
  verify: { from: ['to_confirm', 'booked'], to: 'in_service' },
  complete: { from: ['in_service'], to: 'completed' },
  cancel: { from: ['unpaid', 'to_confirm', 'booked'], to: 'cancelled' },
}
const step = (c: Scope, no: string, s: Step, set: Parameters<typeof repo.move>[4] = {}) =>
  repo.move(c.db, c.tenantId, no, TRANSITIONS[s].from, { ...set, state: TRANSITIONS[s].to })

/** A booking as what a payment pays (`forUpdate` locks its row); one paid by card or free is no pay target. */
export async function payTargetOf(c: Scope, no: string, opts: { forUpdate?: boolean } = {}) {
  const r = await repo.booking(c.db, c.tenantId, no, opts.forUpdate)
  if (!r || (r.amount === 0 && r.state !== 'unpaid')) return undefined
  return {
    id: r.booking_no,
    userId: Number(r.user_id),
    amount: r.amount,
    currency: r.currency,
    state: (r.state === 'unpaid' ? 'unpaid' : r.state === 'cancelled' ? 'cancelled' : 'paid') as 'unpaid' | 'paid' | 'cancelled',
    shopIds: [Number(r.shop_id)],
    expiresAt: r.state === 'unpaid' ? r.expires_at : null,
  }
}

/** Money arrived (inside the payment's transaction): to confirm, the expiry dropped; 'late' when no longer payable (the money goes back). */
export async function markPaid(c: Scope, no: string, p: { paymentId: number; channel: string }): Promise<BookingRow | 'late'> {
  const r = await step(c, no, 'pay', { paid_at: new Date(), payment_id: p.paymentId, pay_channel: p.channel, expires_at: null })
  if (!r) {
    if (!(await repo.booking(c.db, c.tenantId, no))) throw E.notFound()
    return 'late'
  }
  await cancelJob(c.db, EXPIRE_JOB, expireKey(no))
  return r
}

/** Cancel in `c.db` (the flow's transaction), from the states `cancel` leaves; the place goes back. Undefined when the state no longer allows it. */
export async function cancelRow(c: Scope, no: string, by: 'user' | 'merchant' | 'system'): Promise<BookingRow | undefined> {
  const r = await step(c, no, 'cancel', { cancelled_at: new Date(), cancelled_by: by })
  if (!r) return undefined
  await repo.returnPlace(c.db, c.tenantId, Number(r.slot_id))
  await cancelJob(c.db, EXPIRE_JOB, expireKey(no))
  return r
}

/** The shopper may cancel a paid booking until `cancelBeforeHours` before its slot (ADR 0139); an unpaid one at any time. */
export async function checkUserCancel(c: Scope, r: BookingRow) {
  if (!TRANSITIONS.cancel.from.includes(r.state as BookingState)) throw E.state({ state: r.state })
  if (r.state === 'unpaid') return
  const s = await bookingSetting(c)
  if (Date.now() > new Date(r.starts_at).getTime() - s.cancelBeforeHours * HOUR) throw E.cancelLate({ hours: s.cancelBeforeHours })
}

export const setRefund = (c: Scope, no: string, refund: 'done' | 'pending' | 'manual') => repo.move(c.db, c.tenantId, no, ['cancelled'], { refund })

/** The expiry job: an unpaid booking is cancelled and its place given back; a paid one is left alone. */
registerJob(EXPIRE_JOB, async (ctx, payload: { no: string }) => {
  // the job runs in its own transaction
  await cancelRow(ctx, payload.no, 'system')
})

export async function comment(c: UserCtx, no: string, b: { rating: number; content: string }): Promise<Booking> {
  await ownRow(c, no)
  const r = await repo.comment(c.db, c.tenantId, no, b.rating, b.content.trim())
  if (!r) throw E.comment()
  return toBooking(c, r)
}

// ---------------------------------------------------------------- the merchant

async function myShops(c: UserCtx): Promise<number[]> {
  const ids = await shopService.shopIdsOfOwner(c, c.userId)
  if (!ids.length) throw E.notMerchant()
  return ids
}

export async function merchantRow(c: UserCtx, no: string) {
  const mine = await myShops(c)
  const r = await repo.booking(c.db, c.tenantId, no)
  if (!r || !mine.includes(Number(r.shop_id))) throw E.notFound()
  return r
}

export async function merchantList(c: UserCtx, q: Static<typeof MerchantListQuery>) {
  const mine = await myShops(c)
  if (q.shopId && !mine.includes(q.shopId)) throw E.notMerchant()
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.list(c.db, c.tenantId, { shopIds: q.shopId ? [q.shopId] : mine, states: statesOf(q.tab) }, limit, offset)
  return { rows: await toBookings(c, rows, 'merchant'), total }
}

export const merchantDetail = async (c: UserCtx, no: string) => toBooking(c, await merchantRow(c, no), 'merchant')

export async function confirm(c: UserCtx, no: string): Promise<Booking> {
  await merchantRow(c, no)
  const r = await step(c, no, 'confirm', { confirmed_at: new Date() })
  if (!r) throw E.state()
  return toBooking(c, r, 'merchant')
}

/** The store checks the shopper's code: a booking of its shops waiting (to confirm or booked) moves to in service, once. */
export async function verify(c: UserCtx, code: string): Promise<Booking> {
  const mine = await myShops(c)
  const found = await repo.byCode(c.db, c.tenantId, mine, code, TRANSITIONS.verify.from)
  if (!found) throw E.code()
  const r = await step(c, found.booking_no, 'verify', { verified_at: new Date(), confirmed_at: found.confirmed_at ?? new Date() })
  if (!r) throw E.code()
  return toBooking(c, r, 'merchant')
}

/** In service -> completed, in `c.db` (the flow's transaction: it credits the store). Undefined when not in service. */
export const completeRow = (c: Scope, no: string) => step(c, no, 'complete', { completed_at: new Date() })

// ---------------------------------------------------------------- the merchant's services and slots

export async function myServices(c: UserCtx) {
  const mine = await myShops(c)
  const [shops, rows, s] = await Promise.all([shopService.shopsBrief(c, mine), repo.services(c.db, c.tenantId, mine, false), bookingSetting(c)])
  return {
    shops: mine.map((id) => ({ id, name: shops.get(id)?.name ?? '' })),
    services: rows.map((r) => toService(r, c.lang)),
    days: daysAhead(s.timeZone),
  }
}

export async function saveService(c: UserCtx, b: Static<typeof ServiceBody>): Promise<Service> {
  const mine = await myShops(c)
  if (!mine.includes(b.shopId)) throw E.serviceShop()
  const set = {
    price: b.price,
    duration_min: b.durationMin,
    ...(b.image !== undefined ? { image: b.image } : {}),
    ...(b.on !== undefined ? { on: b.on } : {}),
  }
  if (b.id) {
    const old = await repo.service(c.db, c.tenantId, b.id)
    if (!old || !mine.includes(Number(old.shop_id))) throw E.service()
    const name = { ...(old.name as Record<string, string>), [c.lang]: b.name.trim() }
    const description = { ...(old.description as Record<string, string>), [c.lang]: (b.description ?? '').trim() }
    const r = await repo.updateService(c.db, c.tenantId, b.id, { ...set, name: JSON.stringify(name), description: JSON.stringify(description) })
    return toService(r!, c.lang)
  }
  const r = await repo.insertService(c.db, {
    tenant_id: c.tenantId,
    shop_id: b.shopId,
    name: JSON.stringify({ [c.lang]: b.name.trim() }),
    description: JSON.stringify({ [c.lang]: (b.description ?? '').trim() }),
    ...set,
    image: b.image ?? '',
  })
  return toService(r, c.lang)
}

async function myService(c: UserCtx, id: number) {
  const mine = await myShops(c)
  const svc = await repo.service(c.db, c.tenantId, id)
  if (!svc || !mine.includes(Number(svc.shop_id))) throw E.service()
  return svc
}

export async function mySlots(c: UserCtx, serviceId: number, date: string): Promise<Slot[]> {
  await myService(c, serviceId)
  const s = await bookingSetting(c)
  return (await repo.slotsOfDay(c.db, c.tenantId, serviceId, date, s.timeZone)).map((r) => toSlot(r, s.timeZone))
}

export async function openSlots(c: UserCtx, b: Static<typeof OpenSlotsBody>): Promise<Slot[]> {
  const svc = await myService(c, b.serviceId)
  const s = await bookingSetting(c)
  if (!daysAhead(s.timeZone).some((d) => d.date === b.date)) throw E.slotDay({ days: BOOKING_DAYS_AHEAD })
  for (const t of b.times) {
    const [h, m] = t.split(':').map(Number)
    if (h > 23 || m > 59) throw E.slotTime({ time: t })
  }
  await repo.insertSlots(c.db, c.tenantId, {
    shopId: Number(svc.shop_id),
    serviceId: Number(svc.id),
    date: b.date,
    tz: s.timeZone,
    times: [...new Set(b.times)],
    minutes: svc.duration_min,
    capacity: b.capacity,
  })
  return mySlots(c, b.serviceId, b.date)
}

async function mySlot(c: UserCtx, id: number) {
  const mine = await myShops(c)
  const slot = await repo.slot(c.db, c.tenantId, id)
  if (!slot || !mine.includes(Number(slot.shop_id))) throw E.slot()
  return slot
}

export async function setCapacity(c: UserCtx, id: number, capacity: number): Promise<Slot> {
  const slot = await mySlot(c, id)
  const r = await repo.setCapacity(c.db, c.tenantId, id, capacity)
  if (!r) throw E.capacityBelow({ booked: slot.booked })
  return toSlot(r, (await bookingSetting(c)).timeZone)
}

export async function removeSlot(c: UserCtx, id: number): Promise<null> {
  const slot = await mySlot(c, id)
  const r = await repo.removeSlot(c.db, c.tenantId, id)
  if (!Number(r.numDeletedRows)) throw E.capacityBelow({ booked: slot.booked })
  return null
}

// ---------------------------------------------------------------- for other modules and the flow

/** Services by id (a time card lists what it covers). */
export async function servicesBrief(c: LangScope, ids: number[]): Promise<Service[]> {
  return (await repo.servicesByIds(c.db, c.tenantId, ids)).map((r) => toService(r, c.lang))
}

export const bookingService = {
  bookingTerms,
  create,
  newBookingNo,
  ownRow,
  merchantRow,
  toBooking,
  payTargetOf,
  markPaid,
  cancelRow,
  checkUserCancel,
  setRefund,
  completeRow,
  servicesBrief,
  servicesOfShops: async (c: LangScope, shopIds: number[]) => (await repo.services(c.db, c.tenantId, shopIds, false)).map((r) => toService(r, c.lang)),
  insertService: (c: Scope, v: Omit<Parameters<typeof repo.insertService>[1], 'tenant_id'>) => repo.insertService(c.db, { ...v, tenant_id: c.tenantId }),
  insertSlots: (c: Scope, s: Parameters<typeof repo.insertSlots>[2]) => repo.insertSlots(c.db, c.tenantId, s),
  openOfUser: (c: Scope, userId: number) => repo.openOfUser(c.db, c.tenantId, userId),
  setting: bookingSetting,
  daysAhead,
  errors: E,
}
