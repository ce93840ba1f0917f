import type { Generated } from 'kysely'
import type { LiveStatus } from '../../../../types/live-codes.js'
import type { Timestamp } from '../../db/schema/index.js'

/** Tables of the live rooms (migrations/20261228090000_live_rooms). */
export interface LiveTables {
  live_rooms: {
    id: Generated<number>
    tenant_id: number
    shop_id: number
    created_by: number
    title: string
    cover_id: string
    cover_url: string
    video_id: string
    video_url: string
    stream_provider: string
    stream_ref: string
    start_at: Timestamp
    status: LiveStatus
    conversation_id: number
    viewers: Generated<number>
    started_at: Timestamp | null
    ended_at: Timestamp | null
    ended_by: string | null
    created_at: Generated<Date>
    updated_at: Generated<Date>
  }
  live_pins: {
    tenant_id: number
    room_id: number
    product_id: number
    position: number
    created_at: Generated<Date>
  }
  live_viewers: {
    tenant_id: number
    room_id: number
    user_id: number
    created_at: Generated<Date>
  }
}

declare module '../../db/schema/index.js' {
  interface DB extends LiveTables {}
}
