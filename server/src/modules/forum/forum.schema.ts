import type { Generated } from 'kysely'

type Counted = Generated<number>

/** Tables of the forum area (migrations/20261127091728_forum_posts). */
export interface ForumTables {
  forum_classes: { id: Generated<number>; tenant_id: number; names: Record<string, string>; sort: Generated<number> }
  forum_posts: {
    id: Generated<number>
    tenant_id: number
    class_id: number
    user_id: number
    content: string
    pictures: Generated<string[]>
    likes: Counted
    comments: Counted
    status: Generated<string>
    created_at: Generated<Date>
  }
  forum_comments: {
    id: Generated<number>
    tenant_id: number
    post_id: number
    user_id: number
    content: string
    likes: Counted
    status: Generated<string>
    created_at: Generated<Date>
  }
  forum_post_likes: { post_id: number; user_id: number; tenant_id: number; created_at: Generated<Date> }
  forum_comment_likes: { comment_id: number; user_id: number; tenant_id: number; created_at: Generated<Date> }
  forum_reports: {
    id: Generated<number>
    tenant_id: number
    user_id: number
    target: string
    target_id: number
    reason: string
    state: Generated<string>
    created_at: Generated<Date>
    decided_at: Date | null
  }
}

declare module '../../db/schema/index.js' {
  interface DB extends ForumTables {}
}
