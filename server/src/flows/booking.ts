import type { Static } from '@sinclair/typebox'
import { BASIS_POINTS } from '../../../types/settlement-codes.js'
import type { BookBody, Booking, BookingAddress, BookingQuote } from '../../../types/booking.js'
import type { RequestCtx, UserCtx } from '../core/context.js'
import { idempotent } from '../core/idempotency.js'
import { addrService } from '../modules/addr/index.js'
import { bookingService } from '../modules/booking/index.js'
import { ledgerService } from '../modules/ledger/index.js'
import { paymentService } from '../modules/payment/index.js'
import { settlementService } from '../modules/settlement/index.js'
import { shopService } from '../modules/shop/index.js'
import { timecardService } from '../modules/timecard/index.js'
import type { PayTargetKind } from './pay.js'

/**
 * The booking flow (ADR 0138-0141): a service booking `B...` takes one place of a slot and is paid through the
 * cashier (the pay flow's kind `B`) or with one use of a time card taken in the same transaction. Cancelling
 * (the shopper until `cancelBeforeHours` before the slot, the store while it is not in service) gives the place
 * back and the money back exactly once (one conditional state update; the payment refund's ref `booking:<no>`
 * is unique) or the card's use. Completing credits the store: ONE posting `booking:<no>` from `order_clearing`
 * to `merchant:<shopId>` less the platform's commission.
 */

const E = bookingService.errors
/** The channels that cannot pay a booking: cash and offline proofs wait for a person while the slot approaches (ADR 0139). */
export const BOOKING_REFUSES = ['CASH', 'OFFLINE'] as const

const inTx = <T>(c: RequestCtx, fn: (tc: RequestCtx) => Promise<T>): Promise<T> =>
  c.db.isTransaction ? fn(c) : c.db.transaction().execute((tx) => fn({ ...c, db: tx }))

// ---------------------------------------------------------------- the pay flow's kind `B`

export const bookingAsPayTarget: PayTargetKind = {
  kind: 'booking',
  async load(c, no, opts) {
    const b = await bookingService.payTargetOf(c, no, opts)
    if (!b) return undefined
    return { ...b, subject: `Booking ${b.id}`, refuses: BOOKING_REFUSES }
  },
  async paid(c, no, p) {
    const r = await bookingService.markPaid(c, no, p)
    return r === 'late' ? 'late' : 'ok'
  },
  // cash and offline are refused (BOOKING_REFUSES), so no person ever decides a booking's payment
  async awaiting() {},
  async rejected() {},
}

// ---------------------------------------------------------------- quote and submit

/** The server's numbers for a booking (the card's, when one is named and usable). */
/**
 * Where the service is done (ADR 0160): a home service (a shop of kind `service`) at the shopper's address (the one
 * named, else the default; null when there is none), a store's at the store (an address is refused).
 */
async function placeOf(c: UserCtx, shopId: number, addressId: number | undefined): Promise<{ atHome: boolean; address: BookingAddress | null }> {
  const atHome = (await shopService.shopKinds(c, [shopId])).get(shopId)?.kind === 'service'
  if (!atHome) {
    if (addressId !== undefined) throw E.atStore()
    return { atHome, address: null }
  }
  const a = addressId !== undefined ? await addrService.get(c, c.userId, addressId) : await addrService.getDefault(c, c.userId)
  if (addressId !== undefined && !a) throw E.addressRequired()
  return {
    atHome,
    address: a ? { id: a.id, name: a.name, phone: a.phone, region: a.region, detail: a.detail, latitude: a.latitude, longitude: a.longitude } : null,
  }
}

export async function quote(c: UserCtx, b: Static<typeof BookBody>): Promise<BookingQuote> {
  const t = await bookingService.bookingTerms(c, b)
  const card = b.cardId ? await timecardService.usableFor(c, c.userId, b.cardId, t.service.id) : undefined
  if (b.cardId && !card) throw E.card()
  const place = await placeOf(c, t.service.shopId, b.addressId)
  return {
    ...place,
    shopId: t.service.shopId,
    shopName: t.shopName,
    service: t.service,
    slot: t.slot,
    date: t.date,
    amount: t.service.price,
    payable: card ? 0 : t.service.price,
    currency: t.currency,
    ...(card ? { card } : {}),
    cancelBeforeHours: t.setting.cancelBeforeHours,
  }
}

/**
 * Book: in ONE transaction the slot's place (one conditional update: never above capacity) and, with a card, one
 * use of it (ref `booking:<no>`); a repeated request with the same Idempotency-Key answers the first booking.
 */
export async function submit(c: UserCtx, b: Static<typeof BookBody>, key?: string): Promise<Booking> {
  return idempotent(c, 'booking:submit', key, b, async () => {
    const t = await bookingService.bookingTerms(c, b)
    const card = b.cardId ? await timecardService.usableFor(c, c.userId, b.cardId, t.service.id) : undefined
    if (b.cardId && !card) throw E.card()
    const place = await placeOf(c, t.service.shopId, b.addressId)
    if (place.atHome && !place.address) throw E.addressRequired()
    const row = await c.db.transaction().execute(async (tx) => {
      const tc = { ...c, db: tx }
      const no = bookingService.newBookingNo()
      if (card) {
        try {
          await timecardService.takeUse(tc, card.id, `booking:${no}`, 'booking')
        } catch {
          throw E.card()
        }
      }
      return bookingService.create(tc, t, { no, remark: (b.remark ?? '').trim(), card, address: place.address })
    })
    return bookingService.toBooking(c, row)
  })
}

// ---------------------------------------------------------------- cancel: the place, the card's use or the money back, once

async function cancelIn(tc: RequestCtx, no: string, by: 'user' | 'merchant') {
  const r = await bookingService.cancelRow(tc, no, by)
  if (!r) throw E.state()
  if (r.card_id) await timecardService.giveBack(tc, Number(r.card_id), `booking-return:${no}`)
  if (r.payment_id && r.amount > 0) {
    const out = await paymentService.refund(tc, { paymentId: Number(r.payment_id), amount: r.amount, ref: `booking:${no}`, why: `booking cancelled by ${by}` })
    return (await bookingService.setRefund(tc, no, out.status)) ?? r
  }
  return r
}

/** The shopper cancels: an unpaid booking any time, a paid one until `cancelBeforeHours` before its slot. */
export async function cancelByUser(c: UserCtx, no: string): Promise<Booking> {
  const r = await inTx(c, async (tc) => {
    const b = await bookingService.ownRow(tc as UserCtx, no, true)
    await bookingService.checkUserCancel(tc, b)
    return cancelIn(tc, no, 'user')
  })
  return bookingService.toBooking(c, r)
}

/** The store refuses a booking not yet in service: the shopper gets everything back. */
export async function refuseByMerchant(c: UserCtx, no: string): Promise<Booking> {
  await bookingService.merchantRow(c, no)
  const r = await inTx(c, (tc) => cancelIn(tc, no, 'merchant'))
  return bookingService.toBooking(c, r, 'merchant')
}

// ---------------------------------------------------------------- complete: the store is credited once

export async function complete(c: UserCtx, no: string): Promise<Booking> {
  await bookingService.merchantRow(c, no)
  const r = await inTx(c, async (tc) => {
    const done = await bookingService.completeRow(tc, no)
    if (!done) throw E.state()
    if (done.amount > 0 && done.payment_id) {
      const shopId = Number(done.shop_id)
      const [s, kinds] = await Promise.all([settlementService.settings(tc), shopService.shopKinds(tc, [shopId])])
      const rate = settlementService.rateFor(s, kinds.get(shopId)?.kind)
      const commission = Math.floor((done.amount * rate) / BASIS_POINTS)
      await ledgerService.postTransaction(tc, {
        kind: 'booking',
        ref: `booking:${no}`,
        memo: `booking ${no}`,
        entries: [
          { account: { system: 'order_clearing', currency: done.currency }, amount: -done.amount },
          { account: { system: settlementService.merchantAccount(shopId), currency: done.currency }, amount: done.amount - commission },
          { account: { system: settlementService.COMMISSION_ACCOUNT, currency: done.currency }, amount: commission },
        ].filter((e) => e.amount !== 0),
      })
    }
    return done
  })
  return bookingService.toBooking(c, r, 'merchant')
}
