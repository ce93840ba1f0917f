// The chat socket (ADR 0103): `GET <apiPrefix>/mytio/ws?tenant=<code>` upgraded on the API's port. Frames are
// `{ t, d }` JSON text (types/chat-codes.ts). Each socket handles its frames one after the other (sends keep
// their order); a bad frame gets ERROR 1003 and closes that socket only.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import websocket from '@fastify/websocket'
import type { WebSocket } from 'ws'
import { CHAT_LIMITS, ChatError, ChatFrame, ChatTip } from '../../../../types/chat-codes.js'
import type { Locale } from '../../../../types/constants.js'
import type { RequestCtx } from '../../core/context.js'
import type { LocalSocket } from '../../core/realtime.js'
import { normalizeLang, t } from '../../i18n/index.js'
import { tenantLookup } from '../../plugins/tenant.js'
import * as svc from './chat.service.js'

/** Timings of the socket (tests shorten them). */
export const SOCKET_TIMING = {
  /** the first frame must be a handshake within this */
  handshakeMs: 10_000,
  /** how often silent sockets are looked for */
  sweepMs: 500,
}
/** frames waiting on one socket beyond this: the client floods; closed as a bad frame */
const MAX_QUEUED = 50
const CONTROL_PREFIX = `{"t":${svc.CONTROL},`
const MESSAGE_PREFIX = `{"t":${ChatFrame.MESSAGE},`

interface Conn {
  ws: WebSocket
  ctx: RequestCtx
  openedAt: number
  lastSeen: number
  heartbeat: number
  userId?: number
  sessionId?: number
  face?: { name: string; avatar: string }
  detach?: () => void
  closed: boolean
  queued: number
  chain: Promise<void>
  /** client ids this socket sent whose MESSAGE it does not need (it got the ACK) */
  own: Set<string>
  /** frames from the bus waiting for this tick's end: written together (one syscall for a batch's messages) */
  outbox?: string[]
}

const errorKey: Record<number, string> = {
  [ChatError.NOT_SIGNED_IN]: 'chat.errNotSignedIn',
  [ChatError.SESSION_EXPIRED]: 'chat.errExpired',
  [ChatError.BAD_FRAME]: 'chat.errBadFrame',
  [ChatError.ACCOUNT_CLOSED]: 'chat.errClosed',
}

function write(c: Conn, frame: { t: number; d?: unknown } | string) {
  if (c.closed || c.ws.readyState !== c.ws.OPEN) return
  c.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame))
}

/** Frames of one tick to one socket in one corked write (a batch of k messages is one writev, not k writes). */
function push(c: Conn, data: string) {
  if (c.outbox) return void c.outbox.push(data)
  c.outbox = [data]
  setImmediate(() => {
    const frames = c.outbox!
    c.outbox = undefined
    if (c.closed || c.ws.readyState !== c.ws.OPEN) return
    const raw = (c.ws as unknown as { _socket?: { cork(): void; uncork(): void } })._socket
    raw?.cork()
    for (const f of frames) c.ws.send(f)
    raw?.uncork()
  })
}

function shut(c: Conn, code = 1000, reason = '') {
  if (c.closed) return
  c.closed = true
  c.detach?.()
  try {
    c.ws.close(code, reason)
  } catch {
    c.ws.terminate()
  }
}

/** ERROR `code` then close: the client quits. */
function fatal(c: Conn, code: number) {
  write(c, { t: ChatFrame.ERROR, d: { code, msg: t(c.ctx.lang, errorKey[code]) } })
  shut(c, 1000, String(code))
}

/** TIP `code`; a refused SEND names its message (`conversationId`, `clientId`) so the client can stop resending it. */
function tip(c: Conn, code: number, key: string, params: Record<string, string | number> = {}, about?: { conversationId: unknown; clientId: string }) {
  write(c, { t: ChatFrame.TIP, d: { code, text: t(c.ctx.lang, key, params), ...about } })
}

/** What the bus hands this socket: frames as they are; control frames acted on (logout, closed account). */
function receiver(c: Conn): LocalSocket['send'] {
  return (data) => {
    if (data.startsWith(CONTROL_PREFIX)) {
      let d: { k?: string; s?: number[] } = {}
      try {
        d = (JSON.parse(data) as { d: typeof d }).d ?? {}
      } catch {
        return
      }
      if (d.k === 'closed') fatal(c, ChatError.ACCOUNT_CLOSED)
      else if (d.k === 'logout' && c.sessionId !== undefined && d.s?.includes(c.sessionId)) {
        tip(c, ChatTip.CLOSE, 'chat.tipLoggedOut')
        shut(c, 1000, 'logout')
      }
      return
    }
    // the sending socket had its ACK: its own MESSAGE is not repeated to it
    if (c.own.size && data.startsWith(MESSAGE_PREFIX)) {
      for (const id of c.own)
        if (data.includes(`"clientId":"${id}"`)) {
          c.own.delete(id)
          return
        }
    }
    push(c, data)
  }
}

async function handshake(c: Conn, d: unknown) {
  const session = (d as { session?: unknown } | null)?.session
  const s = await svc.openSession(c.ctx, session)
  if ('fail' in s) return fatal(c, s.fail === 'expired' ? ChatError.SESSION_EXPIRED : s.fail === 'closed' ? ChatError.ACCOUNT_CLOSED : ChatError.NOT_SIGNED_IN)
  c.userId = s.userId
  c.sessionId = s.sessionId
  c.ctx.userId = s.userId
  c.face = await svc.userFace(c.ctx, s.userId)
  c.heartbeat = await svc.heartbeatOf(c.ctx)
  if (c.closed) return
  c.detach = c.ctx.realtime!.attach({ tenantId: c.ctx.tenantId, userId: s.userId, send: receiver(c) })
  write(c, { t: ChatFrame.HANDSHAKE, d: { userId: s.userId, heartbeat: c.heartbeat } })
}

async function handle(c: Conn, raw: Buffer, binary: boolean) {
  if (c.closed) return
  if (binary || raw.length > CHAT_LIMITS.frameBytes) return fatal(c, ChatError.BAD_FRAME)
  let f: { t?: unknown; d?: unknown }
  try {
    f = JSON.parse(raw.toString('utf8'))
  } catch {
    return fatal(c, ChatError.BAD_FRAME)
  }
  if (!f || typeof f !== 'object' || Array.isArray(f) || !Number.isInteger(f.t)) return fatal(c, ChatError.BAD_FRAME)
  if (c.userId === undefined) {
    if (f.t === ChatFrame.HANDSHAKE) return handshake(c, f.d)
    return fatal(c, ChatError.NOT_SIGNED_IN)
  }
  const me = c.userId
  try {
    switch (f.t) {
      case ChatFrame.HEARTBEAT:
        return write(c, { t: ChatFrame.HEARTBEAT })
      case ChatFrame.HANDSHAKE:
        return write(c, { t: ChatFrame.HANDSHAKE, d: { userId: me, heartbeat: c.heartbeat } })
      case ChatFrame.SEND: {
        const clientId = (f.d as { clientId?: unknown } | null)?.clientId
        if (typeof clientId === 'string' && svc.CLIENT_ID.test(clientId)) {
          if (c.own.size > 200) c.own.clear()
          c.own.add(clientId)
        }
        try {
          const { message } = await svc.send(c.ctx, { userId: me, face: c.face }, f.d)
          write(c, {
            t: ChatFrame.ACK,
            d: { conversationId: message.conversationId, clientId: message.clientId, seq: message.seq, id: message.id, sendtime: message.sendtime },
          })
        } catch (e) {
          if (typeof clientId === 'string') c.own.delete(clientId)
          if (e instanceof svc.Refused && typeof clientId === 'string')
            return tip(c, ChatTip.REFUSED, e.key, e.params, { conversationId: (f.d as { conversationId?: unknown }).conversationId, clientId })
          throw e
        }
        return
      }
      case ChatFrame.READ:
        // the UNREAD reaches this socket through the bus with the user's other sockets
        await svc.read(c.ctx, me, f.d)
        return
      case ChatFrame.SYNC:
        return write(c, await svc.sync(c.ctx, me, f.d))
      case ChatFrame.JOIN:
        await svc.join(c.ctx, me, f.d)
        return
      default:
        return fatal(c, ChatError.BAD_FRAME)
    }
  } catch (e) {
    if (e instanceof svc.BadFrame) return fatal(c, ChatError.BAD_FRAME)
    if (e instanceof svc.Refused) return tip(c, ChatTip.REFUSED, e.key, e.params)
    c.ctx.log.error({ err: e }, 'chat frame failed')
    tip(c, ChatTip.INFO, 'chat.tipFailed')
  }
}

/**
 * The socket route, outside the tenant scope (a browser cannot set the `tenant` header on a WebSocket: the
 * tenant comes from the query). Registered by the chat module's `publicRoutes`.
 */
export async function chatSocket(app: FastifyInstance) {
  // frames up to 4x the limit are read (and refused as 1003 with a reason); larger ones ws itself closes (1009)
  await app.register(websocket, { options: { maxPayload: CHAT_LIMITS.frameBytes * 4, perMessageDeflate: false, clientTracking: false } })
  const lookup = tenantLookup(app)
  const conns = new Set<Conn>()

  // one timer for every socket: no handshake within handshakeMs, or silent for two heartbeats: closed
  const sweep = setInterval(() => {
    const now = Date.now()
    for (const c of conns) {
      if (c.closed) conns.delete(c)
      else if (c.userId === undefined && now - c.openedAt > SOCKET_TIMING.handshakeMs) fatal(c, ChatError.NOT_SIGNED_IN)
      else if (c.userId !== undefined && now - c.lastSeen > 2 * c.heartbeat) shut(c, 4000, 'heartbeat')
    }
  }, SOCKET_TIMING.sweepMs)
  sweep.unref()
  app.addHook('onClose', async () => {
    clearInterval(sweep)
    for (const c of conns) shut(c, 1001, 'server closing')
  })
  // app.close() waits for open connections: the sockets are closed before the server stops
  app.addHook('preClose', async () => {
    for (const c of conns) shut(c, 1001, 'server closing')
  })

  // the upgrade answers 101 and speaks frames; a plain GET gets 404 (the 200 schema is there for the route walk)
  const never = Type.Object({}, { description: 'not answered: the upgrade switches to the socket protocol (types/chat-codes.ts)' })
  app.get('/mytio/ws', { websocket: true, schema: { hide: true, response: { 200: never } } }, (ws: WebSocket, req: FastifyRequest) => {
    const q = req.query as { tenant?: string; lang?: string }
    const code = (typeof q.tenant === 'string' && q.tenant.trim()) || app.config.defaultTenant
    const lang: Locale = normalizeLang(typeof q.lang === 'string' ? q.lang : (req.headers['accept-language'] as string | undefined))
    const c: Conn = {
      ws,
      ctx: {
        db: app.db,
        kv: app.kv,
        realtime: app.realtime,
        config: app.config,
        log: req.log,
        tenantId: 0,
        tenantCode: code,
        lang,
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      },
      openedAt: Date.now(),
      lastSeen: Date.now(),
      heartbeat: CHAT_LIMITS.heartbeatMs,
      closed: false,
      queued: 0,
      chain: Promise.resolve(),
      own: new Set(),
    }
    conns.add(c)
    ws.on('error', () => shut(c, 1011))
    ws.on('close', () => {
      c.closed = true
      c.detach?.()
      conns.delete(c)
    })
    // the tenant first (frames wait on the chain behind it)
    c.chain = (async () => {
      const known = /^[A-Za-z0-9_-]{1,64}$/.test(code) ? await lookup(code) : { t: null, closed: false }
      if (!known.t) return fatal(c, ChatError.NOT_SIGNED_IN)
      if (known.closed) return fatal(c, ChatError.ACCOUNT_CLOSED)
      c.ctx.tenantId = known.t.id
    })().catch(() => fatal(c, ChatError.NOT_SIGNED_IN))
    ws.on('message', (data: Buffer | ArrayBuffer | Buffer[], binary: boolean) => {
      if (c.closed) return
      c.lastSeen = Date.now()
      if (++c.queued > MAX_QUEUED) return fatal(c, ChatError.BAD_FRAME)
      const buf = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)
      c.chain = c.chain
        .then(() => handle(c, buf, binary))
        .catch((e) => c.ctx.log.error({ err: e }, 'chat socket'))
        .finally(() => void c.queued--)
    })
  })
}
