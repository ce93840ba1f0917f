import type { ColumnType, Generated } from 'kysely'

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
export type Json<T = unknown> = ColumnType<T, string | T, string | T>

export interface TenantsTable {
  id: Generated<number>
  code: string
  name: string
  /** open | closed */
  status: Generated<string>
  created_at: Timestamp
}

export interface UsersTable {
  id: Generated<number>
  tenant_id: number
  phone: string | null
  country_area: Generated<string>
  email: string | null
  password_hash: string | null
  pay_password_hash: string | null
  nickname: string
  photo: string | null
  sex: Generated<number>
  level: Generated<number>
  /** the user's own invitation code, shared with people they invite */
  invite_code: string
  /** random chat credential (imInfo.pd5), set by the database */
  im_secret: Generated<string>
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

export interface CoreTables {
  tenants: TenantsTable
  users: UsersTable
  sessions: SessionsTable
}
