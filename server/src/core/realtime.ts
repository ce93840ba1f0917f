import { Redis } from 'ioredis'

/**
 * Pushing frames to signed-in users' open sockets, on one node or many (ADR 0104).
 *
 * Each node keeps its own sockets (`attach`); `deliver` publishes one envelope on the bus and every node
 * (this one included) writes the frame to the sockets it holds for those users. The bus is Redis
 * publish/subscribe when REDIS_URL is set (every node subscribes to one channel under the key prefix),
 * an in-process queue otherwise (the embedded default: one node). Delivery is at most once: a socket that
 * was away catches up from the database (chat: sequence numbers; notices: the unread counts).
 */
export interface Frame {
  /** frame type (types/chat.ts `ChatFrame`) */
  t: number
  d?: unknown
}

export interface Bus {
  publish(message: string): Promise<void>
  /** one handler per bus: the node's realtime hub */
  subscribe(fn: (message: string) => void): Promise<void>
  close(): Promise<void>
}

export class MemoryBus implements Bus {
  private fn?: (message: string) => void
  async publish(message: string) {
    const fn = this.fn
    if (fn) queueMicrotask(() => fn(message))
  }
  async subscribe(fn: (message: string) => void) {
    this.fn = fn
  }
  async close() {
    this.fn = undefined
  }
}

export class RedisBus implements Bus {
  private pub: Redis
  private sub: Redis
  constructor(
    url: string,
    private channel: string,
  ) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true })
    // a subscribed connection takes no other command: its own connection; it re-subscribes after a reconnect
    this.sub = new Redis(url, { lazyConnect: true })
  }
  async connect() {
    await Promise.all([this.pub.connect(), this.sub.connect()])
  }
  async publish(message: string) {
    await this.pub.publish(this.channel, message)
  }
  async subscribe(fn: (message: string) => void) {
    this.sub.on('message', (ch: string, message: string) => {
      if (ch === this.channel) fn(message)
    })
    await this.sub.subscribe(this.channel)
  }
  async close() {
    await Promise.allSettled([this.pub.quit(), this.sub.quit()])
  }
}

/** One open socket of a signed-in user on this node. */
export interface LocalSocket {
  tenantId: number
  userId: number
  send(data: string): void
}

interface Envelope {
  /** tenant */
  n: number
  /** user ids */
  u: number[]
  /** the frame, serialised once */
  f: string
}

export class Realtime {
  private sockets = new Map<string, Set<LocalSocket>>()
  private count = 0
  constructor(private bus: Bus) {}

  /** Start receiving (call once). */
  async start() {
    await this.bus.subscribe((message) => this.receive(message))
  }

  /** Hold a socket on this node; the returned function lets it go. */
  attach(s: LocalSocket): () => void {
    const key = `${s.tenantId}:${s.userId}`
    let set = this.sockets.get(key)
    if (!set) this.sockets.set(key, (set = new Set()))
    set.add(s)
    this.count++
    let attached = true
    return () => {
      if (!attached) return
      attached = false
      this.count--
      set.delete(s)
      if (!set.size) this.sockets.delete(key)
    }
  }

  /** The sockets this node holds for a user (the chat module closes them at logout). */
  local(tenantId: number, userId: number): LocalSocket[] {
    return [...(this.sockets.get(`${tenantId}:${userId}`) ?? [])]
  }

  /** Sockets held by this node. */
  size(): number {
    return this.count
  }

  /** Send `frame` to every open socket of these users, on whichever node holds it. */
  async deliver(tenantId: number, userIds: number[], frame: Frame): Promise<void> {
    if (!userIds.length) return
    const env: Envelope = { n: tenantId, u: userIds, f: JSON.stringify(frame) }
    await this.bus.publish(JSON.stringify(env))
  }

  private receive(message: string) {
    let env: Envelope
    try {
      env = JSON.parse(message) as Envelope
    } catch {
      return
    }
    for (const u of env.u) {
      const set = this.sockets.get(`${env.n}:${u}`)
      if (set) for (const s of set) s.send(env.f)
    }
  }

  async close() {
    await this.bus.close()
  }
}

/** The node's hub: Redis publish/subscribe on `<prefix>realtime` when `redisUrl` is set, in-process otherwise. */
export async function openRealtime(redisUrl: string | undefined, prefix = 'mall:'): Promise<Realtime> {
  let bus: Bus
  if (redisUrl) {
    const rb = new RedisBus(redisUrl, `${prefix}realtime`)
    await rb.connect()
    bus = rb
  } else bus = new MemoryBus()
  const hub = new Realtime(bus)
  await hub.start()
  return hub
}
