// The chat module's tables, merged into Kysely's DB type (migrations/20261228100000_chat_conversations.ts).
import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/** A conversation: `shop` between one shopper and one shop, `group` a live room's chat. */
export interface ChatConversationsTable {
  id: Generated<number>
  tenant_id: number
  kind: 'shop' | 'group'
  /** `shop:<shopId>` (shop) or the caller's key (`live:12`) */
  bizid: string
  shop_id: number | null
  shopper_id: number | null
  title: Generated<string>
  /** the last message's sequence: the next one is last_seq + 1 (allocated by the insert's transaction) */
  last_seq: Generated<number>
  last_at: Timestamp | null
  closed_at: Timestamp | null
  created_at: Generated<Date>
}

export interface ChatMembersTable {
  conversation_id: number
  user_id: number
  tenant_id: number
  /** shopper | shop (the shop's owner) | member (a group's viewer) */
  role: 'shopper' | 'shop' | 'member'
  last_read_seq: Generated<number>
  joined_at: Generated<Date>
}

export interface ChatMessagesTable {
  id: Generated<number>
  tenant_id: number
  conversation_id: number
  seq: number
  client_id: string
  sender_id: number
  from_shop: Generated<boolean>
  /** the sender as shown when it was sent (the shop's name for the shop side) */
  sender_name: Generated<string>
  sender_avatar: Generated<string>
  msgtype: number
  /** by msgtype (types/chat-codes.ts); written as JSON text */
  body: ColumnType<Record<string, unknown>, string, string>
  created_at: Generated<Date>
}

export interface ChatSessionsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  /** the API session that asked for it (`mytio/logout` ends the chat sessions of its API session) */
  auth_session_id: number | null
  token_hash: string
  created_at: Generated<Date>
  expires_at: Timestamp
  revoked_at: Timestamp | null
}

declare module '../../db/schema/index.js' {
  interface DB {
    chat_conversations: ChatConversationsTable
    chat_members: ChatMembersTable
    chat_messages: ChatMessagesTable
    chat_sessions: ChatSessionsTable
  }
}
