// The message module's table, merged into Kysely's DB type.
import type { Generated } from 'kysely'
import type { NoticeGroup } from '../../../../types/message-codes.js'
import type { Json, Timestamp } from '../../db/schema/index.js'

/** One notice to a user: a text key of server-message.json with its parameters, rendered when read. */
export interface UserNoticesTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  grp: NoticeGroup
  key: string
  params: Json<Record<string, string | number>>
  link: Generated<string>
  created_at: Timestamp
  read_at: Date | null
}

declare module '../../db/schema/index.js' {
  interface DB {
    user_notices: UserNoticesTable
  }
}
