// The recharge module's tables, merged into Kysely's DB type (migrations/20261127090000_recharge_orders).
import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/** A recharge order: what a payment pays (`recharge_no`), credited amount + bonus once paid. */
export interface RechargesTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  recharge_no: string
  currency: string
  amount: number
  bonus: Generated<number>
  package_id: number | null
  state: Generated<string>
  idem_key: string | null
  payment_id: number | null
  pay_channel: string | null
  expires_at: Timestamp | null
  paid_at: Timestamp | null
  cancelled_at: Timestamp | null
  created_at: Generated<Date>
}

/** A recharge package of a tenant: pay `amount`, get `amount + bonus`. */
export interface RechargePackagesTable {
  id: Generated<number>
  tenant_id: number
  currency: string
  amount: number
  bonus: Generated<number>
  sort: Generated<number>
  active: Generated<boolean>
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

declare module '../../db/schema/index.js' {
  interface DB {
    recharges: RechargesTable
    recharge_packages: RechargePackagesTable
  }
}
