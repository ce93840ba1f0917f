// Chat across two API nodes (ADR 0104): two server processes (src/main.ts) on one PostgreSQL database made
// for this file and one Redis; a shopper on one node, the merchant on the other; one node restarts
// mid-conversation and its reconnecting client gets exactly what it missed. Needs REDIS_URL (skipped otherwise).
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { ChatApi, ChatFrame, ChatMsgType, ChatTip, CHAT_LIMITS } from '../../types/chat.js'
import { issueSession } from '../src/modules/account/account.service.js'
import { createTestApp, expectOk, makeShop, makeUser, type TestApp } from './helpers.js'
import { ChatClient, clientId } from './support/chat.js'

const { MESSAGE, ACK, TIP, SEND, SYNC, SYNCED, UNREAD } = ChatFrame
const skip = process.env.REDIS_URL ? false : 'REDIS_URL is not set: two API nodes need one Redis to fan out through (run with REDIS_URL=redis://127.0.0.1:6379)'
if (skip) console.log(`# chat-nodes: skipped: ${skip}`)

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })

/** One API node: `node --import tsx src/main.ts` with its own PORT, no job worker, this file's database and Redis. */
class Node {
  proc?: ChildProcess
  log = ''
  constructor(
    readonly name: string,
    readonly port: number,
    private env: Record<string, string>,
  ) {}
  get http() {
    return `http://127.0.0.1:${this.port}/api`
  }
  get ws() {
    return `ws://127.0.0.1:${this.port}/api`
  }
  async start() {
    this.log = ''
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1', JOBS_WORKER: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.proc = proc
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name} did not start in 60 s:\n${this.log}`)), 60_000)
      const read = (b: Buffer) => {
        this.log += String(b)
        if (this.log.includes('[mall] ready')) {
          clearTimeout(timer)
          resolve()
        }
      }
      proc.stdout!.on('data', read)
      proc.stderr!.on('data', read)
      proc.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`${this.name} exited (${code}):\n${this.log}`))
      })
    })
  }
  async stop() {
    const p = this.proc
    if (!p || p.exitCode !== null) return
    const gone = new Promise((r) => p.once('exit', r))
    p.kill('SIGTERM')
    await gone
  }
  async api(method: string, url: string, token: string, body?: unknown) {
    const res = await fetch(this.http + url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    return { status: res.status, body: (await res.json()) as any }
  }
}

describe('chat on two API nodes (PostgreSQL + Redis)', { skip }, () => {
  let t: TestApp
  let a: Node
  let b: Node
  const socks: ChatClient[] = []
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-chat-nodes-'))

  before(async () => {
    // the database made for this file (a copy of the migrated template): users exist, so the nodes seed nothing
    t = await createTestApp()
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: t.config.databaseUrl!,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: t.config.redisPrefix,
      DATA_DIR: dataDir,
      H5_DIR: path.join(dataDir, 'no-h5'),
    }
    a = new Node('node A', await freePort(), env)
    b = new Node('node B', await freePort(), env)
    await makeUser(t)
    await Promise.all([a.start(), b.start()])
  })
  after(async () => {
    for (const s of socks) s.ws.terminate()
    await Promise.all([a?.stop(), b?.stop()])
    await t?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  /** A user with an API token and a chat session opened on `node`. */
  async function chatter(node: Node, roles?: string) {
    const u = await makeUser(t, { roles })
    const { token } = await issueSession(t.ctx(), u.id)
    const info = expectOk(await node.api('POST', '/customer/api/info', token, {}))
    const s = expectOk(await node.api('POST', ChatApi.login.url, token, { loginname: info.imInfo.loginname, pd5: info.imInfo.pd5 }))
    return { ...u, token, session: s.session as string }
  }
  const connect = async (node: Node, u: { session: string }) => {
    const c = (await ChatClient.signIn(node.ws, u.session)).beat()
    socks.push(c)
    return c
  }
  const say = (c: ChatClient, conversationId: number, text: string) => {
    const id = clientId('n')
    c.send(SEND, { conversationId, clientId: id, msgtype: ChatMsgType.TEXT, body: { text } })
    return c.next((f) => (f.t === ACK && f.d.clientId === id) || f.t === TIP)
  }

  it('a shopper on node A and the merchant on node B chat live; unread crosses; the rate counts over both nodes; logout on A closes the socket on B', async () => {
    const merchant = await chatter(b, 'shopper,merchant')
    const shop = await makeShop(t, { ownerId: merchant.id })
    const shopper = await chatter(a)
    const conv = expectOk(await a.api('POST', ChatApi.addMerchant.url, shopper.token, { shopId: shop.id }))
    const s = await connect(a, shopper)
    const m = await connect(b, merchant)

    const sent = await say(s, conv.conversationId, 'hello from A')
    assert.equal(sent.t, ACK)
    const got = await m.next((f) => f.t === MESSAGE)
    assert.deepEqual([got.d.seq, got.d.body.text, got.d.fromShop], [1, 'hello from A', false])
    assert.deepEqual((await m.next((f) => f.t === UNREAD)).d, { conversationId: conv.conversationId, notreadcount: 1, total: 1 })
    assert.equal((await say(m, conv.conversationId, 'hello from B')).d.seq, 2)
    assert.equal((await s.next((f) => f.t === MESSAGE)).d.body.text, 'hello from B')

    // the shopper's second socket on node B: one per-second budget over both nodes (Redis counters)
    const s2 = await connect(b, shopper)
    await new Promise((r) => setTimeout(r, 1000))
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => say(s, conv.conversationId, 'a')),
      ...Array.from({ length: 4 }, () => say(s2, conv.conversationId, 'b')),
    ])
    assert.equal(answers.filter((f) => f.t === ACK).length, CHAT_LIMITS.perSecond)
    assert.ok(answers.filter((f) => f.t === TIP).every((f) => f.d.code === ChatTip.REFUSED))

    // logging out through node A ends that sign-in's sockets on node B too
    const mA = await connect(a, merchant)
    expectOk(await a.api('POST', ChatApi.logout.url, merchant.token))
    for (const c of [m, mA]) {
      assert.equal((await c.next((f) => f.t === TIP)).d.code, ChatTip.CLOSE)
      await c.closed
    }
  })

  it('node B restarts mid-conversation: its reconnecting client gets exactly what it missed, in order, then live messages again', async () => {
    const merchant = await chatter(b, 'shopper,merchant')
    const shop = await makeShop(t, { ownerId: merchant.id })
    const shopper = await chatter(a)
    const { conversationId } = expectOk(await a.api('POST', ChatApi.addMerchant.url, shopper.token, { shopId: shop.id }))
    const s = await connect(a, shopper)
    let m = await connect(b, merchant)
    for (let i = 1; i <= 3; i++) {
      await say(s, conversationId, `before ${i}`)
      assert.equal((await m.next((f) => f.t === MESSAGE)).d.seq, i)
    }
    const lastSeen = 3

    await b.stop()
    await m.closed
    // while B is down the shopper keeps writing through A (4 sends in a fresh second: under the per-second limit)
    await new Promise((r) => setTimeout(r, 1100))
    const missed: string[] = []
    for (let i = 1; i <= 4; i++) {
      missed.push(`while away ${i}`)
      assert.equal((await say(s, conversationId, `while away ${i}`)).t, ACK)
    }
    await b.start()
    m = await connect(b, merchant)
    m.send(SYNC, { conversationId, afterSeq: lastSeen })
    const synced = await m.next((f) => f.t === SYNCED)
    assert.deepEqual(
      synced.d.messages.map((x: { seq: number; body: { text: string } }) => [x.seq, x.body.text]),
      missed.map((text, i) => [lastSeen + 1 + i, text]),
    )
    assert.equal(synced.d.more, false)
    // live again across the restarted node
    await new Promise((r) => setTimeout(r, 1000))
    assert.equal((await say(s, conversationId, 'back live')).d.seq, 8)
    assert.equal((await m.next((f) => f.t === MESSAGE)).d.body.text, 'back live')
    assert.equal((await say(m, conversationId, 'answer from restarted B')).d.seq, 9)
    assert.equal((await s.next((f) => f.t === MESSAGE && f.d.seq === 9)).d.body.text, 'answer from restarted B')
  })
})
