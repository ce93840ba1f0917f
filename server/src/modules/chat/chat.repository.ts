// All SQL of the chat module.
import { sql, type Insertable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { DB } from '../../db/schema/index.js'

const msgCols = [
  'id',
  'conversation_id',
  'seq',
  'client_id',
  'sender_id',
  'from_shop',
  'sender_name',
  'sender_avatar',
  'msgtype',
  'body',
  'created_at',
] as const
const convCols = ['id', 'tenant_id', 'kind', 'bizid', 'shop_id', 'shopper_id', 'title', 'last_seq', 'last_at', 'closed_at'] as const

/** what a conversation list item reads: the conversation, the reader's membership, its last message (`x`) */
const LIST_ITEM = [
  'c.id',
  'c.kind',
  'c.bizid',
  'c.shop_id',
  'c.shopper_id',
  'c.title',
  'c.last_seq',
  'c.last_at',
  'm.role',
  'm.last_read_seq',
  'x.msgtype',
  'x.body',
  'x.created_at as last_created',
] as const

export const chatRepo = {
  // ---- chat sessions
  insertSession: (db: Db, s: { tenantId: number; userId: number; authSessionId: number | null; tokenHash: string; expiresAt: Date }) =>
    db
      .insertInto('chat_sessions')
      .values({ tenant_id: s.tenantId, user_id: s.userId, auth_session_id: s.authSessionId, token_hash: s.tokenHash, expires_at: s.expiresAt })
      .returning(['id', 'expires_at'])
      .executeTakeFirstOrThrow(),

  sessionByHash: (db: Db, tenantId: number, tokenHash: string) =>
    db
      .selectFrom('chat_sessions')
      .select(['id', 'user_id', 'expires_at', 'revoked_at'])
      .where('tenant_id', '=', tenantId)
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst(),

  /** end the live chat sessions of a user (of one API session when given); their ids */
  revokeSessions: async (db: Db, tenantId: number, userId: number, authSessionId?: number) => {
    let q = db
      .updateTable('chat_sessions')
      .set({ revoked_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
    if (authSessionId !== undefined) q = q.where('auth_session_id', '=', authSessionId)
    return (await q.returning('id').execute()).map((r) => Number(r.id))
  },

  // ---- conversations and members
  conversation: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('chat_conversations').select(convCols).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  shopConversation: (db: Db, tenantId: number, shopId: number, shopperId: number) =>
    db
      .selectFrom('chat_conversations')
      .select(convCols)
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', 'shop')
      .where('shop_id', '=', shopId)
      .where('shopper_id', '=', shopperId)
      .executeTakeFirst(),

  /** the shop conversation of (shop, shopper), made once (a parallel maker finds it) */
  insertShopConversation: async (db: Db, tenantId: number, shopId: number, shopperId: number) =>
    (
      await sql<{ id: number }>`insert into chat_conversations (tenant_id, kind, bizid, shop_id, shopper_id)
        values (${tenantId}, 'shop', ${`shop:${shopId}`}, ${shopId}, ${shopperId})
        on conflict (tenant_id, shop_id, shopper_id) where kind = 'shop' do nothing returning id`.execute(db)
    ).rows[0],

  insertGroup: async (db: Db, tenantId: number, g: { bizid: string; title: string; shopId: number }) =>
    (
      await sql<{ id: number }>`insert into chat_conversations (tenant_id, kind, bizid, shop_id, title)
        values (${tenantId}, 'group', ${g.bizid}, ${g.shopId}, ${g.title})
        on conflict (tenant_id, bizid) where kind = 'group' do nothing returning id`.execute(db)
    ).rows[0],

  groupByBiz: (db: Db, tenantId: number, bizid: string) =>
    db
      .selectFrom('chat_conversations')
      .select(convCols)
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', 'group')
      .where('bizid', '=', bizid)
      .executeTakeFirst(),

  /** a member (idempotent); a new one starts as having read what was there */
  addMember: (db: Db, tenantId: number, conversationId: number, userId: number, role: 'shopper' | 'shop' | 'member') =>
    sql`insert into chat_members (conversation_id, user_id, tenant_id, role, last_read_seq)
      select ${conversationId}, ${userId}, ${tenantId}, ${role}, case when ${role} = 'member' then last_seq else 0 end
      from chat_conversations where id = ${conversationId} and tenant_id = ${tenantId}
      on conflict (conversation_id, user_id) do nothing`.execute(db),

  /** every member of a conversation (the delivery list and the sender's check in one query) */
  members: (db: Db, tenantId: number, conversationId: number) =>
    db
      .selectFrom('chat_members as m')
      .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
      .select(['m.user_id', 'm.role', 'c.kind', 'c.shop_id', 'c.shopper_id', 'c.closed_at'])
      .where('m.tenant_id', '=', tenantId)
      .where('m.conversation_id', '=', conversationId)
      .execute(),

  member: (db: Db, tenantId: number, conversationId: number, userId: number) =>
    db
      .selectFrom('chat_members as m')
      .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
      .select(['m.role', 'm.last_read_seq', 'c.kind', 'c.shop_id', 'c.shopper_id', 'c.last_seq', 'c.closed_at', 'c.bizid', 'c.title', 'c.last_at'])
      .where('m.tenant_id', '=', tenantId)
      .where('m.conversation_id', '=', conversationId)
      .where('m.user_id', '=', userId)
      .executeTakeFirst(),

  closeGroup: (db: Db, tenantId: number, id: number) =>
    db
      .updateTable('chat_conversations')
      .set({ closed_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('kind', '=', 'group')
      .where('closed_at', 'is', null)
      .returning('id')
      .executeTakeFirst(),

  // ---- messages
  messageByClient: (db: Db, conversationId: number, clientId: string) =>
    db.selectFrom('chat_messages').select(msgCols).where('conversation_id', '=', conversationId).where('client_id', '=', clientId).executeTakeFirst(),

  /** the messages of these client ids stored already (resends in a batch) */
  messagesByClients: (db: Db, conversationId: number, clientIds: string[]) =>
    db.selectFrom('chat_messages').select(msgCols).where('conversation_id', '=', conversationId).where('client_id', 'in', clientIds).execute(),

  /** the next sequence: taken under the conversation's row lock, so parallel senders queue and none is skipped */
  nextSeq: async (db: Db, tenantId: number, conversationId: number, evenClosed = false) => {
    let q = db
      .updateTable('chat_conversations')
      .set({ last_seq: sql`last_seq + 1`, last_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', conversationId)
    if (!evenClosed) q = q.where('closed_at', 'is', null)
    return (await q.returning(['last_seq', 'last_at']).executeTakeFirst()) ?? undefined
  },

  /** `k` sequences at once (a batch of sends): the last one and the time; the batch takes last-k+1 .. last */
  nextSeqs: async (db: Db, tenantId: number, conversationId: number, k: number) =>
    (await db
      .updateTable('chat_conversations')
      .set({ last_seq: sql`last_seq + ${k}::int`, last_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', conversationId)
      .where('closed_at', 'is', null)
      .returning(['last_seq', 'last_at'])
      .executeTakeFirst()) ?? undefined,

  /** several messages in one statement; the rows stored (fewer when a client id was stored already) */
  insertMessages: (db: Db, rows: Array<Insertable<DB['chat_messages']>>) =>
    db
      .insertInto('chat_messages')
      .values(rows)
      .onConflict((oc) => oc.columns(['conversation_id', 'client_id']).doNothing())
      .returning(msgCols)
      .execute(),

  /** the message; undefined when its client id is stored already (the caller rolls back the sequence) */
  insertMessage: (
    db: Db,
    m: {
      tenantId: number
      conversationId: number
      seq: number
      clientId: string
      senderId: number
      fromShop: boolean
      senderName: string
      senderAvatar: string
      msgtype: number
      body: Record<string, unknown>
      at: Date
    },
  ) =>
    db
      .insertInto('chat_messages')
      .values({
        tenant_id: m.tenantId,
        conversation_id: m.conversationId,
        seq: m.seq,
        client_id: m.clientId,
        sender_id: m.senderId,
        from_shop: m.fromShop,
        sender_name: m.senderName,
        sender_avatar: m.senderAvatar,
        msgtype: m.msgtype,
        body: JSON.stringify(m.body),
        created_at: m.at,
      })
      .onConflict((oc) => oc.columns(['conversation_id', 'client_id']).doNothing())
      .returning(msgCols)
      .executeTakeFirst(),

  /** read up to `seq` (never backwards, never past the last message); the member's read mark after it */
  markRead: async (db: Db, tenantId: number, conversationId: number, userId: number, seq: number) =>
    (
      await sql<{ last_read_seq: number; last_seq: number }>`update chat_members m
        set last_read_seq = greatest(m.last_read_seq, least(${seq}::int, c.last_seq))
        from chat_conversations c
        where c.id = m.conversation_id and m.tenant_id = ${tenantId} and m.conversation_id = ${conversationId} and m.user_id = ${userId}
        returning m.last_read_seq, c.last_seq`.execute(db)
    ).rows[0],

  /** messages after `afterSeq`, in order, at most `limit` */
  after: (db: Db, conversationId: number, afterSeq: number, limit: number) =>
    db
      .selectFrom('chat_messages')
      .select(msgCols)
      .where('conversation_id', '=', conversationId)
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .limit(limit)
      .execute(),

  /** messages before `beforeSeq` (the newest when absent), newest first, at most `limit` */
  before: (db: Db, conversationId: number, beforeSeq: number | undefined, limit: number) => {
    let q = db.selectFrom('chat_messages').select(msgCols).where('conversation_id', '=', conversationId)
    if (beforeSeq !== undefined) q = q.where('seq', '<', beforeSeq)
    return q.orderBy('seq', 'desc').limit(limit).execute()
  },

  /** unread over the user's shop conversations (groups: live rooms, no badge) */
  totalUnread: async (db: Db, tenantId: number, userId: number) =>
    Number(
      (
        await sql<{ n: string }>`select coalesce(sum(c.last_seq - m.last_read_seq), 0) as n
          from chat_members m join chat_conversations c on c.id = m.conversation_id
          where m.tenant_id = ${tenantId} and m.user_id = ${userId} and c.kind = 'shop'`.execute(db)
      ).rows[0]?.n ?? 0,
    ),

  /** for each of these members of a conversation: its unread there and its total (the UNREAD frames), one query */
  unreadOf: async (db: Db, tenantId: number, conversationId: number, userIds: number[]) =>
    userIds.length
      ? (
          await sql<{ user_id: number; n: number; total: string }>`select m.user_id, c.last_seq - m.last_read_seq as n,
            (select coalesce(sum(c2.last_seq - m2.last_read_seq), 0) from chat_members m2
              join chat_conversations c2 on c2.id = m2.conversation_id
              where m2.tenant_id = m.tenant_id and m2.user_id = m.user_id and c2.kind = 'shop') as total
          from chat_members m join chat_conversations c on c.id = m.conversation_id
          where m.tenant_id = ${tenantId} and m.conversation_id = ${conversationId} and m.user_id = any(${userIds}::bigint[])`.execute(db)
        ).rows.map((r) => ({ userId: Number(r.user_id), n: Number(r.n), total: Number(r.total) }))
      : [],

  /** the reader's shop conversations (one shop's inbox when `shopId`), newest first, with the last message */
  list: async (db: Db, tenantId: number, userId: number, q: { shopId?: number; limit: number; offset: number }) => {
    let base = db
      .selectFrom('chat_members as m')
      .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
      .where('m.tenant_id', '=', tenantId)
      .where('m.user_id', '=', userId)
      .where('c.kind', '=', 'shop')
    if (q.shopId !== undefined) base = base.where('c.shop_id', '=', q.shopId).where('m.role', '=', 'shop')
    const [rows, count] = await Promise.all([
      base
        .leftJoin('chat_messages as x', (j) => j.onRef('x.conversation_id', '=', 'c.id').onRef('x.seq', '=', 'c.last_seq'))
        .select(LIST_ITEM)
        .orderBy(sql`c.last_at desc nulls last`)
        .orderBy('c.id', 'desc')
        .limit(q.limit)
        .offset(q.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(count.n) }
  },

  /** one conversation as the list shows it, for a member */
  listItem: (db: Db, tenantId: number, userId: number, conversationId: number) =>
    db
      .selectFrom('chat_members as m')
      .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
      .leftJoin('chat_messages as x', (j) => j.onRef('x.conversation_id', '=', 'c.id').onRef('x.seq', '=', 'c.last_seq'))
      .select(LIST_ITEM)
      .where('m.tenant_id', '=', tenantId)
      .where('m.user_id', '=', userId)
      .where('m.conversation_id', '=', conversationId)
      .executeTakeFirst(),
}

export type ChatMessageRow = NonNullable<Awaited<ReturnType<typeof chatRepo.messageByClient>>>
export type ChatListRow = NonNullable<Awaited<ReturnType<typeof chatRepo.listItem>>>
