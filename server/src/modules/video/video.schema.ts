import type { Generated } from 'kysely'

/** Tables of the short-video area (migrations/20261228090000_video_videos). */
export interface VideoTables {
  videos: {
    id: Generated<number>
    tenant_id: number
    shop_id: number
    user_id: number
    title: string
    video_url: string
    cover_url: string
    product_id: number | null
    likes: Generated<number>
    status: Generated<string>
    created_at: Generated<Date>
  }
  video_likes: {
    video_id: number
    user_id: number
    tenant_id: number
    created_at: Generated<Date>
  }
}

declare module '../../db/schema/index.js' {
  interface DB extends VideoTables {}
}
