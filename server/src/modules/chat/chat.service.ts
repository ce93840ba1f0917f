// Chat (ADR 0103): conversations between a shopper and a shop, live-room groups, messages with a gap-free
// sequence and a client id stored once, unread counts, chat sessions. The socket (chat.socket.ts) and the
// HTTP routes call these; other modules call `chatService` (openGroup, joinGroup, closeGroup).
import type { Static } from '@sinclair/typebox'
import type { MultipartFile, Multipart } from '@fastify/multipart'
import type { AddMerchantBody, ChatLoginBody, ChatImage, ChatListItem, ChatMessage, ChatSession, ChatUser, ImServer } from '../../../../types/chat.js'
import { CHAT_LIMITS, ChatFrame, ChatMsgType } from '../../../../types/chat-codes.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { newToken, sha256 } from '../../core/crypto.js'
import { paging } from '../../core/envelope.js'
import { loadSharp } from '../../core/images.js'
import { hit } from '../../core/kv.js'
import type { Frame } from '../../core/realtime.js'
import type { Db } from '../../db/database.js'
import { t } from '../../i18n/index.js'
import { accountService } from '../account/index.js'
import { catalogService } from '../catalog/index.js'
import { orderService } from '../order/index.js'
import { shopService } from '../shop/index.js'
import { systemService } from '../system/index.js'
import { uploadService } from '../upload/index.js'
import { chatErrors as E } from './chat.errors.js'
import { chatRepo as repo, type ChatListRow, type ChatMessageRow } from './chat.repository.js'

type Ctx = RequestCtx

/** A client message id: 8-64 of [A-Za-z0-9_-] (CHAT_LIMITS.clientIdMax). */
export const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/
/** Internal frame type on the realtime bus (never written to a socket): `{ k: 'closed' }` or `{ k: 'logout', s: [chat session ids] }`. */
export const CONTROL = -1
/** Picture kinds a chat picture may be. */
const IMAGE_EXTS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const

/** A frame whose fields break their rules: the socket answers ERROR 1003 and closes. */
export class BadFrame extends Error {
  constructor(readonly field: string) {
    super(`bad frame: ${field}`)
  }
}

/** A rule refused what was sent (the socket stays): TIP 2 with the translated text. */
export class Refused extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key)
  }
}

/** Run `fn` in the caller's transaction, or in a new one. */
const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? fn(db) : db.transaction().execute(fn))

/** The socket's heartbeat for the tenant (tenant setting `chat`, field `heartbeatMs`; default the spec's 5000 ms). */
export async function heartbeatOf(c: Pick<Ctx, 'db' | 'tenantId'>): Promise<number> {
  const s = await systemService.getSetting<{ heartbeatMs?: number }>(c as Ctx, 'chat', {})
  const v = Number(s.heartbeatMs)
  return Number.isInteger(v) && v >= 200 && v <= 120_000 ? v : CHAT_LIMITS.heartbeatMs
}

// ---------------------------------------------------------------- rows -> contract

export const toMessage = (r: ChatMessageRow): ChatMessage => ({
  id: r.id,
  conversationId: r.conversation_id,
  seq: r.seq,
  clientId: r.client_id,
  senderId: r.sender_id,
  fromShop: r.from_shop,
  senderName: r.sender_name,
  senderAvatar: r.sender_avatar,
  msgtype: r.msgtype,
  body: r.body,
  sendtime: new Date(r.created_at).toISOString(),
})

/** The last message in one line, in the reader's language. */
function resume(lang: Ctx['lang'], msgtype: number | null, body: Record<string, unknown> | null): string {
  if (msgtype === null || !body) return ''
  switch (msgtype) {
    case ChatMsgType.TEXT:
      return String(body.text ?? '')
        .replace(/\s+/g, ' ')
        .slice(0, 60)
    case ChatMsgType.IMAGE:
      return t(lang, 'chat.resumeImage')
    case ChatMsgType.PRODUCT:
      return t(lang, 'chat.resumeProduct', { name: String(body.name ?? '') })
    case ChatMsgType.ORDER:
      return t(lang, 'chat.resumeOrder', { no: String(body.orderNo ?? '') })
    case ChatMsgType.SYSTEM:
      return body.key === 'chat.groupClosed' ? t(lang, 'chat.groupClosed') : t(lang, 'chat.resumeSystem')
    default:
      return ''
  }
}

/** List rows as the reader sees them: the shop for the shopper, the shopper for the merchant. */
async function toListItems(c: Ctx, rows: ChatListRow[]): Promise<ChatListItem[]> {
  const shopIds = rows.filter((r) => r.role !== 'shop' && r.shop_id).map((r) => r.shop_id!)
  const shopperIds = rows.filter((r) => r.role === 'shop' && r.shopper_id).map((r) => r.shopper_id!)
  const [shops, people] = await Promise.all([shopService.shopsBrief(c, shopIds), accountService.profiles(c, shopperIds)])
  return rows.map((r) => {
    const other = r.kind === 'group' ? undefined : r.role === 'shop' ? people.get(r.shopper_id!) : undefined
    const shop = r.kind === 'shop' && r.role !== 'shop' ? shops.get(r.shop_id!) : undefined
    return {
      conversationId: r.id,
      bizid: r.bizid,
      kind: r.kind,
      title: r.kind === 'group' ? r.title : (shop?.name ?? other?.nick ?? ''),
      avatar: shop?.logo ?? other?.avatar ?? '',
      shopId: r.shop_id,
      notreadcount: Math.max(r.last_seq - r.last_read_seq, 0),
      sendtime: r.last_created ? new Date(r.last_created).toISOString() : '',
      msgtype: r.msgtype ?? 0,
      msgresume: resume(c.lang, r.msgtype, r.body as Record<string, unknown> | null),
      lastSeq: r.last_seq,
    }
  })
}

// ---------------------------------------------------------------- who speaks

/** A shop's name and logo as a sender, kept a minute (a merchant's every message shows them). */
const shopFaces = new Map<string, { name: string; avatar: string; at: number }>()
async function shopFace(c: Ctx, shopId: number) {
  const key = `${c.tenantId}:${shopId}:${c.lang}`
  const hitFace = shopFaces.get(key)
  if (hitFace && Date.now() - hitFace.at < 60_000) return hitFace
  const s = (await shopService.shopsBrief(c, [shopId])).get(shopId)
  const face = { name: s?.name ?? '', avatar: s?.logo ?? '', at: Date.now() }
  if (shopFaces.size > 10_000) shopFaces.clear()
  shopFaces.set(key, face)
  return face
}

/** A user's nickname and photo (the socket reads them once at the handshake). */
export async function userFace(c: Pick<Ctx, 'db' | 'tenantId'>, userId: number) {
  const p = (await accountService.profiles(c, [userId])).get(userId)
  return { name: p?.nick ?? '', avatar: p?.avatar ?? '' }
}

// ---------------------------------------------------------------- sending

export interface Sender {
  userId: number
  /** the sender's own face (the shop's is looked up when it speaks for the shop) */
  face?: { name: string; avatar: string }
}

type Members = Awaited<ReturnType<typeof repo.members>>

/** What a client may send, checked and completed: a card's name and price are the server's. */
async function checkBody(c: Ctx, conv: Members[number], msgtype: unknown, raw: unknown): Promise<Record<string, unknown>> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new BadFrame('body')
  const b = raw as Record<string, unknown>
  const only = (...keys: string[]) => {
    for (const k of Object.keys(b)) if (!keys.includes(k)) throw new BadFrame(`body.${k}`)
  }
  switch (msgtype) {
    case ChatMsgType.TEXT: {
      only('text')
      const text = b.text
      if (typeof text !== 'string' || !text.trim() || [...text].length > CHAT_LIMITS.textMax) throw new BadFrame('body.text')
      return { text }
    }
    case ChatMsgType.IMAGE: {
      only('url', 'width', 'height')
      const { url, width, height } = b
      const prefix = `${c.config.apiPrefix}/files/${c.tenantCode}/`
      if (typeof url !== 'string' || !url.startsWith(prefix) || url.length > 300 || url.includes('..') || !/^[\w/.-]+$/.test(url.slice(1)))
        throw new BadFrame('body.url')
      for (const [k, v] of [
        ['width', width],
        ['height', height],
      ] as const)
        if (!Number.isInteger(v) || (v as number) < 1 || (v as number) > 100_000) throw new BadFrame(`body.${k}`)
      return { url, width, height }
    }
    case ChatMsgType.PRODUCT: {
      only('productId')
      if (!Number.isInteger(b.productId) || (b.productId as number) < 1) throw new BadFrame('body.productId')
      const id = b.productId as number
      const p = (await catalogService.productsBrief(c, [id])).get(id)
      if (!p || (conv.shop_id !== null && p.shopId !== conv.shop_id)) throw new Refused('chat.tipProduct')
      return { productId: id, name: p.title, price: p.price, image: p.image }
    }
    case ChatMsgType.ORDER: {
      only('orderId')
      if (!Number.isInteger(b.orderId) || (b.orderId as number) < 1) throw new BadFrame('body.orderId')
      const o = await orderService.chatCard(c, b.orderId as number)
      if (!o || conv.kind !== 'shop' || o.userId !== conv.shopper_id || o.shopId !== conv.shop_id) throw new Refused('chat.tipOrder')
      return { orderId: o.orderId, orderNo: o.orderNo, amount: o.amount, status: o.status, image: o.image }
    }
    default:
      throw new BadFrame('msgtype')
  }
}

class Duplicate extends Error {}

/**
 * Store one message: its sequence is the conversation's last_seq + 1, taken in the insert's transaction
 * under the conversation's row lock (parallel senders queue: no gap, no repeat); a client id stored
 * already answers the stored message (`fresh: false`: not stored, not delivered again). The sender's read
 * mark moves to its own message.
 */
async function store(
  c: Ctx,
  conv: { id: number; shopId: number | null },
  who: { userId: number; fromShop: boolean; name: string; avatar: string },
  clientId: string,
  msgtype: number,
  body: Record<string, unknown>,
  o: { evenClosed?: boolean; group?: boolean } = {},
): Promise<{ message: ChatMessage; fresh: boolean } | undefined> {
  const before = await repo.messageByClient(c.db, conv.id, clientId)
  if (before) return { message: toMessage(before), fresh: false }
  try {
    return await inTx(c.db, async (tx) => {
      const next = await repo.nextSeq(tx, c.tenantId, conv.id, o.evenClosed)
      if (!next) return undefined
      const row = await repo.insertMessage(tx, {
        tenantId: c.tenantId,
        conversationId: conv.id,
        seq: next.last_seq,
        clientId,
        senderId: who.userId,
        fromShop: who.fromShop,
        senderName: who.name,
        senderAvatar: who.avatar,
        msgtype,
        body,
        at: new Date(next.last_at as Date),
      })
      // a parallel send of the same client id won: undo the sequence taken (no gap)
      if (!row) throw new Duplicate()
      // (a group's read marks count for nothing: live rooms have no unread badge)
      if (who.userId && !o.group) await repo.markRead(tx, c.tenantId, conv.id, who.userId, next.last_seq)
      return { message: toMessage(row), fresh: true }
    })
  } catch (e) {
    if (!(e instanceof Duplicate)) throw e
    const stored = await repo.messageByClient(c.db, conv.id, clientId)
    return stored ? { message: toMessage(stored), fresh: false } : undefined
  }
}

// ---------------------------------------------------------------- batched sends (ADR 0104)

type Stored = { message: ChatMessage; fresh: boolean } | undefined
interface Pending {
  c: Ctx
  conv: { id: number; shopId: number | null }
  who: { userId: number; fromShop: boolean; name: string; avatar: string }
  clientId: string
  msgtype: number
  body: Record<string, unknown>
  group: boolean
  resolve: (r: Stored) => void
  reject: (e: unknown) => void
}
/** sends waiting per conversation while its transaction is in flight (this node) */
const queues = new Map<number, Pending[]>()
/** at most this many messages in one transaction */
const BATCH_MAX = 200

/**
 * A socket's send, stored together with the sends of the same conversation that arrive while the previous
 * transaction runs: one transaction takes `k` sequences and inserts `k` rows (group commit). A conversation's
 * senders wait for each other's row lock anyway; batching turns that wait into throughput.
 */
function storeQueued(p: Omit<Pending, 'resolve' | 'reject'>): Promise<Stored> {
  return new Promise((resolve, reject) => {
    const q = queues.get(p.conv.id)
    if (q) return void q.push({ ...p, resolve, reject })
    queues.set(p.conv.id, [{ ...p, resolve, reject }])
    void drain(p.conv.id)
  })
}

async function drain(id: number) {
  for (;;) {
    const q = queues.get(id)
    if (!q?.length) {
      queues.delete(id)
      return
    }
    const batch = q.splice(0, BATCH_MAX)
    try {
      await storeBatch(batch)
    } catch (e) {
      for (const p of batch) p.reject(e)
    }
  }
}

async function storeBatch(batch: Pending[]) {
  // one client id twice in a batch (a resend racing its first send): the later ones answer the first's seq
  const first = new Map<string, Pending>()
  const again: Array<[Pending, Pending]> = []
  for (const p of batch) {
    const f = first.get(p.clientId)
    if (f) again.push([p, f])
    else first.set(p.clientId, p)
  }
  const { c, conv, group } = batch[0]
  // resends (a client id stored already, by an earlier batch or another node): their stored message, one query
  const before = new Map((await repo.messagesByClients(c.db, conv.id, [...first.keys()])).map((r) => [r.client_id, toMessage(r)]))
  const unique = [...first.values()].filter((p) => !before.has(p.clientId))
  for (const p of first.values()) if (before.has(p.clientId)) p.resolve({ message: before.get(p.clientId)!, fresh: false })
  for (const [p, f] of again) if (before.has(f.clientId)) p.resolve({ message: before.get(f.clientId)!, fresh: false })
  if (!unique.length) return
  let stored: Map<string, ChatMessage> | undefined
  try {
    stored = await c.db.transaction().execute(async (tx) => {
      const next = await repo.nextSeqs(tx, c.tenantId, conv.id, unique.length)
      if (!next) return undefined
      const base = next.last_seq - unique.length
      const at = new Date(next.last_at as Date)
      const rows = await repo.insertMessages(
        tx,
        unique.map((p, i) => ({
          tenant_id: c.tenantId,
          conversation_id: conv.id,
          seq: base + i + 1,
          client_id: p.clientId,
          sender_id: p.who.userId,
          from_shop: p.who.fromShop,
          sender_name: p.who.name,
          sender_avatar: p.who.avatar,
          msgtype: p.msgtype,
          body: JSON.stringify(p.body),
          created_at: at,
        })),
      )
      // a client id stored meanwhile (another node): undo the sequences taken, then one by one below
      if (rows.length !== unique.length) throw new Duplicate()
      if (!group) {
        const upTo = new Map<number, number>()
        for (const r of rows) if (r.sender_id) upTo.set(r.sender_id, Math.max(upTo.get(r.sender_id) ?? 0, r.seq))
        for (const [u, seq] of upTo) await repo.markRead(tx, c.tenantId, conv.id, u, seq)
      }
      return new Map(rows.map((r) => [r.client_id, toMessage(r)]))
    })
  } catch (e) {
    if (!(e instanceof Duplicate)) throw e
    for (const p of unique) p.resolve(await store(p.c, p.conv, p.who, p.clientId, p.msgtype, p.body, { group: p.group }))
    for (const [p, f] of again) {
      if (before.has(f.clientId)) continue
      const m = await repo.messageByClient(p.c.db, conv.id, f.clientId)
      p.resolve(m ? { message: toMessage(m), fresh: false } : undefined)
    }
    return
  }
  for (const p of unique) p.resolve(stored ? { message: stored.get(p.clientId)!, fresh: true } : undefined)
  for (const [p, f] of again) if (!before.has(f.clientId)) p.resolve(stored ? { message: stored.get(f.clientId)!, fresh: false } : undefined)
}

/**
 * After commit: MESSAGE to every member's sockets on every node (one serialisation for all), and UNREAD to
 * the other side of a shop conversation (its count there and its total, one query for them all).
 * `except`: the sending socket's marker (it got an ACK instead).
 */
async function fanOut(c: Ctx, members: Members, message: ChatMessage) {
  const hub = c.realtime
  if (!hub) return
  const ids = members.map((m) => m.user_id)
  await hub.deliver(c.tenantId, ids, { t: ChatFrame.MESSAGE, d: message })
  if (members[0]?.kind !== 'shop') return
  const others = ids.filter((id) => id !== message.senderId)
  for (const u of await repo.unreadOf(c.db, c.tenantId, message.conversationId, others))
    await hub.deliver(c.tenantId, [u.userId], { t: ChatFrame.UNREAD, d: { conversationId: message.conversationId, notreadcount: u.n, total: u.total } })
}

/** The sender's name and face in this conversation: the shop's for the shop side. */
async function speaker(c: Ctx, me: Members[number], s: Sender) {
  const fromShop = me.role === 'shop'
  const face = fromShop && me.shop_id ? await shopFace(c, me.shop_id) : (s.face ?? (await userFace(c, s.userId)))
  return { userId: s.userId, fromShop, name: face.name, avatar: face.avatar }
}

/**
 * A conversation's members as this node last read them, kept 2 s (a live room's 100 senders would otherwise read
 * the same 100 rows for every message). A sender missing from the kept list reads again (a member who just
 * joined sends at once); a member who joined on another node in the last 2 s may miss live frames and catches up
 * by SYNC, as after any gap. A closed group is refused by the sequence update itself, never by this list.
 */
const memberCache = new Map<string, { rows: Members; at: number }>()
async function membersOf(c: Ctx, conversationId: number, senderId: number): Promise<Members> {
  const key = `${c.tenantId}:${conversationId}`
  const hitRows = memberCache.get(key)
  if (hitRows && Date.now() - hitRows.at < 2000 && hitRows.rows.some((m) => m.user_id === senderId)) return hitRows.rows
  const rows = await repo.members(c.db, c.tenantId, conversationId)
  if (memberCache.size > 5000) memberCache.clear()
  memberCache.set(key, { rows, at: Date.now() })
  return rows
}
const forgetMembers = (c: Pick<Ctx, 'tenantId'>, conversationId: number) => memberCache.delete(`${c.tenantId}:${conversationId}`)

/**
 * A SEND frame's work: checked (shape: BadFrame; rules: Refused), stored once, delivered once. A resend of
 * a stored client id answers the stored message without counting against the rate.
 */
export async function send(c: Ctx, s: Sender, d: unknown): Promise<{ message: ChatMessage; fresh: boolean }> {
  if (!d || typeof d !== 'object') throw new BadFrame('d')
  const f = d as Record<string, unknown>
  for (const k of Object.keys(f)) if (!['conversationId', 'clientId', 'msgtype', 'body'].includes(k)) throw new BadFrame(k)
  if (!Number.isInteger(f.conversationId) || (f.conversationId as number) < 1) throw new BadFrame('conversationId')
  if (typeof f.clientId !== 'string' || !CLIENT_ID.test(f.clientId)) throw new BadFrame('clientId')
  if (!Number.isInteger(f.msgtype) || f.msgtype === ChatMsgType.SYSTEM) throw new BadFrame('msgtype')
  const conversationId = f.conversationId as number
  const clientId = f.clientId
  const members = await membersOf(c, conversationId, s.userId)
  const me = members.find((m) => m.user_id === s.userId)
  if (!me) throw new Refused('chat.tipNotMember')
  /** a resend: the stored message (looked up only off the hot path: the batch finds resends itself) */
  const stored = async () => {
    const m = await repo.messageByClient(c.db, conversationId, clientId)
    return m ? { message: toMessage(m), fresh: false } : undefined
  }
  if (me.closed_at) {
    const again = await stored()
    if (again) return again
    throw new Refused('chat.tipClosed')
  }
  const body = await checkBody(c, me, f.msgtype, f.body)
  const rateKey = `chat:${c.tenantId}:${s.userId}`
  if (await hit(c.kv, rateKey, CHAT_LIMITS.perSecond, 1)) {
    const again = await stored()
    if (again) return again
    throw new Refused('chat.tipRate', { n: CHAT_LIMITS.perSecond })
  }
  const out = await storeQueued({
    c,
    conv: { id: conversationId, shopId: me.shop_id },
    who: await speaker(c, me, s),
    clientId,
    msgtype: f.msgtype as number,
    body,
    group: me.kind === 'group',
  })
  if (!out) throw new Refused('chat.tipClosed')
  // a resend found by the batch: not counted against the rate
  if (!out.fresh) await c.kv.decr(`rl:${rateKey}`)
  else await fanOut(c, members, out.message)
  return out
}

/** READ: the read mark moves up to `seq`; the reader's sockets (all of them) get UNREAD. */
export async function read(c: Ctx, userId: number, d: unknown) {
  const f = (d ?? {}) as Record<string, unknown>
  if (typeof d !== 'object' || !Number.isInteger(f.conversationId) || (f.conversationId as number) < 1) throw new BadFrame('conversationId')
  if (!Number.isInteger(f.seq) || (f.seq as number) < 0) throw new BadFrame('seq')
  const conversationId = f.conversationId as number
  const r = await repo.markRead(c.db, c.tenantId, conversationId, userId, f.seq as number)
  if (!r) throw new Refused('chat.tipNotMember')
  const total = await repo.totalUnread(c.db, c.tenantId, userId)
  const frame = { t: ChatFrame.UNREAD, d: { conversationId, notreadcount: Math.max(r.last_seq - r.last_read_seq, 0), total } }
  await c.realtime?.deliver(c.tenantId, [userId], frame)
  return frame
}

/** SYNC: what came after `afterSeq`, in order, at most 100, `more` when there is more. */
export async function sync(c: Ctx, userId: number, d: unknown): Promise<Frame> {
  const f = (d ?? {}) as Record<string, unknown>
  if (typeof d !== 'object' || !Number.isInteger(f.conversationId) || (f.conversationId as number) < 1) throw new BadFrame('conversationId')
  if (!Number.isInteger(f.afterSeq) || (f.afterSeq as number) < 0) throw new BadFrame('afterSeq')
  const conversationId = f.conversationId as number
  if (!(await repo.member(c.db, c.tenantId, conversationId, userId))) throw new Refused('chat.tipNotMember')
  const rows = await repo.after(c.db, conversationId, f.afterSeq as number, 101)
  return { t: ChatFrame.SYNCED, d: { conversationId, messages: rows.slice(0, 100).map(toMessage), more: rows.length > 100 } }
}

/** JOIN: an open group takes the user as a member (idempotent); anything else is refused. */
export async function join(c: Ctx, userId: number, d: unknown) {
  const f = (d ?? {}) as Record<string, unknown>
  if (typeof d !== 'object' || !Number.isInteger(f.conversationId) || (f.conversationId as number) < 1) throw new BadFrame('conversationId')
  const conv = await repo.conversation(c.db, c.tenantId, f.conversationId as number)
  if (!conv || conv.kind !== 'group') throw new Refused('chat.tipNotMember')
  if (conv.closed_at) throw new Refused('chat.tipClosed')
  await repo.addMember(c.db, c.tenantId, conv.id, userId, 'member')
  forgetMembers(c, conv.id)
}

// ---------------------------------------------------------------- chat sessions

/** The chat session a handshake names: the user, or why not (unknown/revoked, expired, account closed). */
export async function openSession(c: Ctx, token: unknown): Promise<{ userId: number; sessionId: number } | { fail: 'unknown' | 'expired' | 'closed' }> {
  if (typeof token !== 'string' || token.length < 16 || token.length > 128) return { fail: 'unknown' }
  const s = await repo.sessionByHash(c.db, c.tenantId, sha256(token))
  if (!s) return { fail: 'unknown' }
  // a closed account's sessions were revoked with it: it is told why (1010), not just "sign in" (1001)
  if (!(await accountService.activeUser(c, { userId: s.user_id }))) return { fail: 'closed' }
  if (s.revoked_at) return { fail: 'unknown' }
  if (new Date(s.expires_at) <= new Date()) return { fail: 'expired' }
  return { userId: s.user_id, sessionId: s.id }
}

/** POST mytio/login/inner: the user's own `imInfo` opens a chat session (the socket's first frame carries it). */
export async function login(c: UserCtx, b: Static<typeof ChatLoginBody>): Promise<ChatSession> {
  if (!(await accountService.imCredentialOk(c, c.userId, b.loginname, b.pd5))) throw E.login()
  const token = newToken()
  const expiresAt = new Date(Date.now() + CHAT_LIMITS.sessionHours * 3_600_000)
  await repo.insertSession(c.db, { tenantId: c.tenantId, userId: c.userId, authSessionId: c.sessionId, tokenHash: sha256(token), expiresAt })
  return { session: token, userId: c.userId, expiresAt: expiresAt.toISOString() }
}

/** POST mytio/logout: the chat sessions this sign-in opened end; their sockets (on any node) get TIP 1 and close. */
export async function logout(c: UserCtx): Promise<Record<string, never>> {
  const ids = await repo.revokeSessions(c.db, c.tenantId, c.userId, c.sessionId)
  if (ids.length) await c.realtime?.deliver(c.tenantId, [c.userId], { t: CONTROL, d: { k: 'logout', s: ids } })
  return {}
}

/** An account closed (event user.closed, in its transaction): every chat session ends; the sockets are kicked after commit (job chat:kick). */
export async function accountClosed(c: Ctx, userId: number) {
  await repo.revokeSessions(c.db, c.tenantId, userId)
}

/** Job chat:kick: the closed account's sockets on every node get ERROR 1010 and close. */
export async function kick(c: Ctx, userId: number) {
  await c.realtime?.deliver(c.tenantId, [userId], { t: CONTROL, d: { k: 'closed' } })
}

// ---------------------------------------------------------------- HTTP

/** GET mytio/im/imserver: where the socket is, as this request reached the server. */
export async function imServer(c: UserCtx, at: { ssl: boolean; host: string; port?: number }): Promise<ImServer> {
  return {
    ssl: at.ssl,
    ip: at.host,
    port: at.port ?? (at.ssl ? 443 : 80),
    path: `${c.config.apiPrefix}/mytio/ws?tenant=${encodeURIComponent(c.tenantCode)}`,
    timeout: await heartbeatOf(c),
  }
}

/** GET mytio/config/viewmodel. */
export async function viewModel(_c: UserCtx, at: { ssl: boolean; host: string; port?: number }) {
  const port = at.port && at.port !== (at.ssl ? 443 : 80) ? `:${at.port}` : ''
  return { session_cookie_name: 'tio_session', res_server: `${at.ssl ? 'https' : 'http'}://${at.host}${port}` }
}

/** GET mytio/user/curr: who chats, the shops they answer for, their unread. */
export async function current(c: UserCtx): Promise<ChatUser> {
  const [face, shopIds, unread] = await Promise.all([
    userFace(c, c.userId),
    shopService.shopIdsOfOwner(c, c.userId),
    repo.totalUnread(c.db, c.tenantId, c.userId),
  ])
  return { userId: c.userId, nick: face.name, avatar: face.avatar, shopIds, unread }
}

/** Total unread of a user over their shop conversations (hook chat.unread: the message centre, the badge). */
export const totalUnread = (c: Pick<Ctx, 'db' | 'tenantId'>, userId: number) => repo.totalUnread(c.db, c.tenantId, userId)

/** GET mytio/chat/list: the reader's conversations newest first; `shopId`: the inbox of a shop they own. */
export async function list(c: UserCtx, q: { pageNum?: number; pageSize?: number; shopId?: number }) {
  if (q.shopId !== undefined && !(await shopService.shopIdsOfOwner(c, c.userId)).includes(q.shopId)) throw E.notMember()
  const { rows, total } = await repo.list(c.db, c.tenantId, c.userId, { shopId: q.shopId, ...paging(q) })
  return { rows: await toListItems(c, rows), total }
}

/** GET mytio/chat/history/:id: earlier messages (ascending), the newest `size` when no `beforeSeq`. */
export async function history(c: UserCtx, conversationId: number, q: { beforeSeq?: number; size?: number }) {
  const item = await repo.listItem(c.db, c.tenantId, c.userId, conversationId)
  if (!item) throw E.notMember()
  const size = q.size ?? 20
  const rows = await repo.before(c.db, conversationId, q.beforeSeq, size + 1)
  const [conversation] = await toListItems(c, [item])
  return { conversation, messages: rows.slice(0, size).reverse().map(toMessage), more: rows.length > size }
}

/** The conversation of a shopper and a shop (made once), with the shop's owner as the shop side. */
async function shopConversation(c: Ctx, shopId: number, shopperId: number, ownerId: number) {
  const found = await repo.shopConversation(c.db, c.tenantId, shopId, shopperId)
  if (found) return found.id
  return inTx(c.db, async (tx) => {
    const made = await repo.insertShopConversation(tx, c.tenantId, shopId, shopperId)
    const id = made?.id ?? (await repo.shopConversation(tx, c.tenantId, shopId, shopperId))!.id
    await repo.addMember(tx, c.tenantId, id, shopperId, 'shopper')
    await repo.addMember(tx, c.tenantId, id, ownerId, 'shop')
    return id
  })
}

/**
 * POST mytio/friend/addMerchant: find or open the conversation with a shop; with `ref` a product or order
 * card is posted once a day (its client id comes from the ref and the day: repeated taps add nothing).
 */
export async function addMerchant(c: UserCtx, b: Static<typeof AddMerchantBody>) {
  const shop = (await shopService.shopTerms(c, [b.shopId])).get(b.shopId)
  if (!shop || !shop.open) throw E.shop()
  if (shop.ownerId === c.userId) throw E.ownShop()
  const id = await shopConversation(c, b.shopId, c.userId, shop.ownerId)
  if (b.ref) {
    const members = await repo.members(c.db, c.tenantId, id)
    const me = members.find((m) => m.user_id === c.userId)!
    const raw = b.ref.kind === 'product' ? { productId: b.ref.id } : { orderId: b.ref.id }
    let body: Record<string, unknown>
    try {
      body = await checkBody(c, me, b.ref.kind === 'product' ? ChatMsgType.PRODUCT : ChatMsgType.ORDER, raw)
    } catch (e) {
      if (e instanceof Refused) throw E.ref()
      throw e
    }
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '')
    const clientId = `ref-${b.ref.kind}-${b.ref.id}-${day}`
    const out = await store(
      c,
      { id, shopId: b.shopId },
      await speaker(c, me, { userId: c.userId }),
      clientId,
      raw.productId ? ChatMsgType.PRODUCT : ChatMsgType.ORDER,
      body,
    )
    if (out?.fresh) await fanOut(c, members, out.message)
  }
  const face = (await shopService.shopsBrief(c, [b.shopId])).get(b.shopId)
  return { conversationId: id, bizid: `shop:${b.shopId}`, title: face?.name ?? shop.name, avatar: face?.logo ?? '' }
}

/** The parts of a multipart request. */
export type Parts = AsyncIterableIterator<Multipart | MultipartFile>

/** POST mytio/chat/img: field `uploadFile`, a picture up to CHAT_LIMITS.imageBytes, stored as the user's public upload. */
export async function image(c: UserCtx, parts: Parts | null): Promise<ChatImage> {
  if (!parts) throw E.image()
  let file: { buf: Buffer; name: string } | undefined
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue
      if (part.fieldname !== 'uploadFile' || file) {
        part.file.resume()
        continue
      }
      // control characters are dropped from the name on purpose (PostgreSQL refuses NUL in text)
      // eslint-disable-next-line no-control-regex
      file = { buf: await part.toBuffer(), name: part.filename.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) }
    }
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw E.image()
    throw e
  }
  if (!file || !file.buf.length || file.buf.length > CHAT_LIMITS.imageBytes) throw E.image()
  let meta: Awaited<ReturnType<ReturnType<Awaited<ReturnType<typeof loadSharp>>>['metadata']>>
  try {
    meta = await (await loadSharp())(file.buf).metadata()
  } catch {
    throw E.image()
  }
  if (!meta.width || !meta.height) throw E.image()
  let id: string
  try {
    id = await uploadService.saveFile(c, c.userId, 'public', file.buf, file.name || 'chat')
  } catch {
    throw E.image()
  }
  const urls = await uploadService.ownPublicImages(c, c.userId, [id], IMAGE_EXTS)
  if (!urls?.length) throw E.image()
  const rotated = (meta.orientation ?? 1) >= 5
  return { url: urls[0], width: rotated ? meta.height : meta.width, height: rotated ? meta.width : meta.height }
}

// ---------------------------------------------------------------- groups (live rooms)

/** A group conversation for `bizid`, made once (same bizid -> same id); the shop's owner is a member. */
export async function openGroup(c: Ctx, p: { bizid: string; title: string; shopId: number }): Promise<{ conversationId: number }> {
  const found = await repo.groupByBiz(c.db, c.tenantId, p.bizid)
  if (found) return { conversationId: found.id }
  const shop = (await shopService.shopTerms(c, [p.shopId])).get(p.shopId)
  if (!shop) throw E.shop()
  return inTx(c.db, async (tx) => {
    const made = await repo.insertGroup(tx, c.tenantId, p)
    const id = made?.id ?? (await repo.groupByBiz(tx, c.tenantId, p.bizid))!.id
    await repo.addMember(tx, c.tenantId, id, shop.ownerId, 'shop')
    return { conversationId: id }
  })
}

/** Make a user a member of a group (idempotent); a closed group refuses (ChatCodes.CLOSED). */
export async function joinGroup(c: Ctx, conversationId: number, userId: number): Promise<void> {
  const conv = await repo.conversation(c.db, c.tenantId, conversationId)
  if (!conv || conv.kind !== 'group') throw E.notMember()
  if (conv.closed_at) throw E.closed()
  await repo.addMember(c.db, c.tenantId, conversationId, userId, 'member')
  forgetMembers(c, conversationId)
}

/** No more messages in the group; a SYSTEM line `{ key: 'chat.groupClosed' }` goes to its members. */
export async function closeGroup(c: Ctx, conversationId: number): Promise<void> {
  const conv = await repo.conversation(c.db, c.tenantId, conversationId)
  if (!conv || conv.kind !== 'group') throw E.notMember()
  if (conv.closed_at) return
  const out = await inTx(c.db, async (tx) => {
    if (!(await repo.closeGroup(tx, c.tenantId, conversationId))) return undefined
    return store(
      { ...c, db: tx },
      { id: conversationId, shopId: conv.shop_id },
      { userId: 0, fromShop: false, name: '', avatar: '' },
      `closed-${conversationId}`,
      ChatMsgType.SYSTEM,
      { key: 'chat.groupClosed' },
      { evenClosed: true, group: true },
    )
  })
  if (out?.fresh) await fanOut(c, await repo.members(c.db, c.tenantId, conversationId), out.message)
}

// ---------------------------------------------------------------- demo data

/** One demo line: who says it (the shopper or the shop side), a text or a product card. */
export type DemoLine = { by: 'shopper' | 'shop'; text?: string; productId?: number }

/**
 * Demo data (chat.seed.ts): the shopper's conversation with a shop and its lines, stored as sends would
 * store them (sequences, sender faces, read marks); `readBy`: how far each side has read (default: its own last line).
 */
export async function seedConversation(c: Ctx, p: { shopId: number; shopperId: number; lines: DemoLine[]; readBy?: { shopper?: number; shop?: number } }) {
  const shop = (await shopService.shopTerms(c, [p.shopId])).get(p.shopId)
  if (!shop || shop.ownerId === p.shopperId) return undefined
  const id = await shopConversation(c, p.shopId, p.shopperId, shop.ownerId)
  const members = await repo.members(c.db, c.tenantId, id)
  let n = 0
  for (const line of p.lines) {
    const me = members.find((m) => m.role === line.by)!
    const msgtype = line.productId ? ChatMsgType.PRODUCT : ChatMsgType.TEXT
    const body = await checkBody(c, me, msgtype, line.productId ? { productId: line.productId } : { text: line.text })
    await store(c, { id, shopId: p.shopId }, await speaker(c, me, { userId: me.user_id }), `demo-${id}-${++n}`, msgtype, body)
  }
  for (const m of members) {
    const upTo = m.role === 'shop' ? p.readBy?.shop : p.readBy?.shopper
    if (upTo !== undefined) await repo.markRead(c.db, c.tenantId, id, m.user_id, upTo)
  }
  return id
}

/** The chat module as other modules see it (its face, re-exported by index.ts). */
export const chatService = { openGroup, joinGroup, closeGroup }
