// The booking module's tables, merged into Kysely's DB type.
import type { Generated } from 'kysely'

/** A service a store offers (name and description per language, price in minor units, duration in minutes). */
export interface BookingServicesTable {
  id: Generated<number>
  tenant_id: number
  shop_id: number
  name: unknown
  description: unknown
  price: number
  duration_min: number
  image: string
  on: Generated<boolean>
  sort: Generated<number>
  created_at: Generated<Date>
}

/** A slot of a service: places offered (`capacity`) and taken (`booked`, never above capacity: a check and one conditional update). */
export interface BookingSlotsTable {
  id: Generated<number>
  tenant_id: number
  shop_id: number
  service_id: number
  starts_at: Date
  ends_at: Date
  capacity: number
  booked: Generated<number>
  created_at: Generated<Date>
}

/** A booking `B...` (also its pay number): one place of a slot, paid with money or one use of a time card. */
export interface BookingsTable {
  id: Generated<number>
  tenant_id: number
  booking_no: string
  user_id: number
  shop_id: number
  service_id: number
  slot_id: number
  service_name: unknown
  starts_at: Date
  ends_at: Date
  state: string
  amount: number
  currency: string
  remark: string
  code: string
  card_id: number | null
  card_name: string | null
  payment_id: number | null
  pay_channel: string | null
  expires_at: Date | null
  paid_at: Date | null
  confirmed_at: Date | null
  verified_at: Date | null
  completed_at: Date | null
  cancelled_at: Date | null
  cancelled_by: string | null
  refund: string | null
  rating: number | null
  comment: string | null
  commented_at: Date | null
  /** a home service's address (ADR 0160): name, phone, region, detail, latitude, longitude; null at the store */
  address: Generated<unknown | null>
  created_at: Generated<Date>
}

declare module '../../db/schema/index.js' {
  interface DB {
    booking_services: BookingServicesTable
    booking_slots: BookingSlotsTable
    bookings: BookingsTable
  }
}
