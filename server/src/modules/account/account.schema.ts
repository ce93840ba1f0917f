import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/** Tables of the account area (created by migrations 0001_core and 0010_account). */
export interface UsersTable {
  id: Generated<number>
  tenant_id: number
  phone: string | null
  country_area: Generated<string>
  email: string | null
  password_hash: string | null
  pay_password_hash: string | null
  /** random chat credential (imInfo.pd5), set by the database */
  im_secret: Generated<string>
  nickname: string
  photo: string | null
  sex: Generated<number>
  level: Generated<number>
  /** the user's own invitation code, shared with people they invite */
  invite_code: string
  referrer_id: number | null
  /** active | closed */
  status: Generated<string>
  /** shopper | merchant | agent | staff (comma list) */
  roles: Generated<string>
  created_at: Timestamp
  updated_at: Timestamp
  closed_at: Timestamp | null
}

export interface SessionsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  token_hash: string
  created_at: Timestamp
  expires_at: Timestamp
  revoked_at: Timestamp | null
  ip: string | null
  user_agent: string | null
}

export interface SmsCodesTable {
  id: Generated<number>
  tenant_id: number
  phone: string
  country_area: string
  type: string
  code_hash: string
  attempts: Generated<number>
  expires_at: Timestamp
  used_at: Timestamp | null
  ip: string | null
  created_at: Timestamp
}

export interface SmsOutboxTable {
  id: Generated<number>
  tenant_id: number
  phone: string
  text: string
  created_at: Timestamp
}

export interface RealNameRequestsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  real_name: string
  id_number: string
  front_image: string
  back_image: string
  status: Generated<string>
  reason: string | null
  reviewer_id: number | null
  reviewed_at: Timestamp | null
  created_at: Timestamp
}

declare module '../../db/schema/index.js' {
  interface DB {
    users: UsersTable
    sessions: SessionsTable
    sms_codes: SmsCodesTable
    sms_outbox: SmsOutboxTable
    real_name_requests: RealNameRequestsTable
  }
}
