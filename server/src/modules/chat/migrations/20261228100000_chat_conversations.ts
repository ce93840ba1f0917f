// Chat (ADR 0103): conversations, their members, their messages (a gap-free sequence per conversation,
// a client id unique per conversation), and the chat sessions the socket's handshake opens.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('bizid', 'text', (c) => c.notNull())
    .addColumn('shop_id', 'bigint')
    .addColumn('shopper_id', 'bigint')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('chat_conversations_kind', sql`kind in ('shop', 'group')`)
    .addCheckConstraint('chat_conversations_shop', sql`kind <> 'shop' or (shop_id is not null and shopper_id is not null)`)
    .execute()
  await sql`create unique index chat_conversations_shop_pair on chat_conversations (tenant_id, shop_id, shopper_id) where kind = 'shop'`.execute(db)
  await sql`create unique index chat_conversations_group_biz on chat_conversations (tenant_id, bizid) where kind = 'group'`.execute(db)

  await db.schema
    .createTable('chat_members')
    .addColumn('conversation_id', 'bigint', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('last_read_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('chat_members_pk', ['conversation_id', 'user_id'])
    .addCheckConstraint('chat_members_role', sql`role in ('shopper', 'shop', 'member')`)
    .execute()
  await db.schema.createIndex('chat_members_user').on('chat_members').columns(['tenant_id', 'user_id']).execute()

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('conversation_id', 'bigint', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'bigint', (c) => c.notNull())
    .addColumn('from_shop', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sender_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sender_avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('msgtype', 'smallint', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('chat_messages_seq', ['conversation_id', 'seq'])
    .addUniqueConstraint('chat_messages_client', ['conversation_id', 'client_id'])
    .execute()

  await db.schema
    .createTable('chat_sessions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('auth_session_id', 'bigint')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('chat_sessions_user').on('chat_sessions').columns(['tenant_id', 'user_id']).execute()
}
