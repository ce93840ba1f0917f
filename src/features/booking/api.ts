// The booking area's helpers (calls are api.booking.* and api.timecard.*).
import { BOOKING_REMARK_MAX, BOOKING_TABS, type BookingTab } from '~types/booking-codes'
import { qrDataUrl } from './qr'

export { BOOKING_REMARK_MAX, BOOKING_TABS, type BookingTab, qrDataUrl }
export const PAGE_SIZE = 10
/** The workbench's tabs (what waits for the store first). */
export const MERCHANT_TABS: readonly BookingTab[] = ['to_confirm', 'booked', 'in_service', 'completed', 'cancelled', 'all']

/** `YYYY-MM-DD HH:MM` of an ISO time in the device's clock. */
export const when = (isoTime: string | null | undefined) => {
  if (!isoTime) return ''
  const d = new Date(isoTime)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}
export const dayOnly = (isoTime: string) => when(isoTime).slice(0, 10)
/** Code points, as the server counts the remark. */
export const chars = (s: string) => [...s].length
