// A chat socket client for tests (the `ws` package, a real TCP connection): frames buffered, waited for by predicate.
import { WebSocket } from 'ws'

export interface Frame {
  t: number
  d?: any
}

export class ChatClient {
  readonly frames: Frame[] = []
  private waiters: Array<{ pred: (f: Frame) => boolean; resolve: (f: Frame) => void }> = []
  readonly closed: Promise<{ code: number; reason: string }>
  isClosed = false

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const f = JSON.parse(String(data)) as Frame
      const i = this.waiters.findIndex((w) => w.pred(f))
      if (i >= 0) this.waiters.splice(i, 1)[0].resolve(f)
      else this.frames.push(f)
    })
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        this.isClosed = true
        resolve({ code, reason: String(reason) })
      }),
    )
    ws.on('error', () => {})
  }

  /** Connect to `base` (`ws://127.0.0.1:<port>/api`) as the given tenant. */
  static open(base: string, tenant = 'default', lang = 'en'): Promise<ChatClient> {
    const ws = new WebSocket(`${base}/mytio/ws?tenant=${tenant}&lang=${lang}`)
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new ChatClient(ws)))
      ws.once('error', reject)
    })
  }

  /** Connect and hand over the chat session: resolves after the server's HANDSHAKE. */
  static async signIn(base: string, session: string, tenant = 'default'): Promise<ChatClient> {
    const c = await ChatClient.open(base, tenant)
    c.send(1, { session })
    const f = await c.next((x) => x.t === 1 || x.t === 3)
    if (f.t !== 1) throw new Error(`handshake refused: ${JSON.stringify(f)}`)
    return c
  }

  /** Heartbeat every `ms` as the real client does (a silent socket is closed after two heartbeats). */
  beat(ms = 2000) {
    const timer = setInterval(() => {
      if (this.ws.readyState === this.ws.OPEN) this.send(2)
    }, ms)
    timer.unref()
    this.ws.once('close', () => clearInterval(timer))
    return this
  }

  send(t: number, d?: unknown) {
    this.ws.send(JSON.stringify(d === undefined ? { t } : { t, d }))
  }

  raw(data: string | Buffer, binary = false) {
    this.ws.send(data, { binary })
  }

  /** The first frame (buffered or coming) matching `pred`, taken out of the buffer. */
  next(pred: (f: Frame) => boolean = () => true, ms = 5000): Promise<Frame> {
    const i = this.frames.findIndex(pred)
    if (i >= 0) return Promise.resolve(this.frames.splice(i, 1)[0])
    const where = new Error('waited here').stack?.split('\n').slice(2, 4).join(' <- ') ?? ''
    return new Promise((resolve, reject) => {
      const w = {
        pred,
        resolve: (f: Frame) => {
          clearTimeout(timer)
          resolve(f)
        },
      }
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(w), 1)
        reject(new Error(`no frame matched in ${ms} ms (${where}); buffered: ${JSON.stringify(this.frames).slice(0, 500)}`))
      }, ms)
      this.waiters.push(w)
    })
  }

  /** Frames of type `t` that arrived (buffered, not taken), after waiting `ms`. */
  async drain(t: number, ms = 200): Promise<Frame[]> {
    await new Promise((r) => setTimeout(r, ms))
    const out = this.frames.filter((f) => f.t === t)
    for (const f of out) this.frames.splice(this.frames.indexOf(f), 1)
    return out
  }

  close() {
    this.ws.close(1000)
  }
}

let n = 0
/** A client message id (8-64 of [A-Za-z0-9_-]). */
export const clientId = (tag = 'm') => `${tag}-${process.pid}-${Date.now().toString(36)}-${++n}`
