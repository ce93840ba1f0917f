// Chat (ADR 0103) on real PostgreSQL and real sockets: the app listens on a port and `ws` clients connect.
import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { CHAT_LIMITS, ChatApi, ChatCodes, ChatError, ChatFrame, ChatMsgType, ChatTip } from '../../types/chat.js'
import { hooks } from '../src/core/hooks.js'
import { runDueJobs } from '../src/core/jobs.js'
import type { Kv } from '../src/core/kv.js'
import { Canvas } from '../src/core/png.js'
import { issueSession } from '../src/modules/account/account.service.js'
import { chatService } from '../src/modules/chat/index.js'
import { send as serviceSend } from '../src/modules/chat/chat.service.js'
import { SOCKET_TIMING } from '../src/modules/chat/chat.socket.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { seedTenant } from '../src/seed/index.js'
import { DEMO_LOGIN, DEMO_MERCHANT } from '../src/seed/tenants.js'
import { asUser, caller, createTestApp, expectFail, expectOk, makeProduct, makeShop, type TestApp } from './helpers.js'
import { ChatClient, clientId, type Frame } from './support/chat.js'

const { MESSAGE, ACK, TIP, ERROR, SEND, SYNC, SYNCED, READ, UNREAD, JOIN, HEARTBEAT, HANDSHAKE } = ChatFrame

describe('chat: sockets, sequences, sessions, limits', () => {
  let t: TestApp
  let base: string
  const open: ChatClient[] = []
  before(async () => {
    t = await createTestApp()
    // the other tenant's sockets beat fast: the silent-socket rule is seen in a second
    await putSetting(t.ctx({ tenantId: t.otherTenantId }), 'chat', { heartbeatMs: 400 })
    SOCKET_TIMING.handshakeMs = 700
    SOCKET_TIMING.sweepMs = 100
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${t.config.apiPrefix}`
  })
  after(async () => {
    for (const c of open) c.close()
    await t.close()
  })

  const { post, get } = caller(() => t, { lang: 'en' })
  /** A signed-in user with a chat session (its own imInfo through the account's user info, then login/inner). */
  async function chatter(o: { roles?: string; tenantId?: number } = {}) {
    const u = await asUser(t, { ...o, lang: 'en' })
    const info = expectOk(await u.api({ method: 'POST', url: '/customer/api/info', payload: {} }))
    const s = expectOk(await u.api({ method: 'POST', url: ChatApi.login.url, payload: { loginname: info.imInfo.loginname, pd5: info.imInfo.pd5 } }))
    return { ...u, session: s.session as string, im: { loginname: info.imInfo.loginname as string, pd5: info.imInfo.pd5 as string } }
  }
  /** a signed-in socket, heartbeating as the client does unless `beat` is false (the other tenant beats every 400 ms) */
  const connect = async (u: { session: string }, tenant = 'default', beat = true) => {
    const c = await ChatClient.signIn(base, u.session, tenant)
    if (beat) c.beat(tenant === 'other' ? 300 : 2000)
    open.push(c)
    return c
  }
  const raw = async (tenant = 'default') => {
    const c = await ChatClient.open(base, tenant)
    open.push(c)
    return c
  }
  /** A shop owned by a fresh merchant, a shopper, and their conversation. */
  async function pair() {
    const merchant = await chatter({ roles: 'shopper,merchant' })
    const shop = await makeShop(t, { ownerId: merchant.id })
    const shopper = await chatter()
    const conv = expectOk(await shopper.api({ method: 'POST', url: ChatApi.addMerchant.url, payload: { shopId: shop.id } }))
    return { merchant, shopper, shop, conversationId: conv.conversationId as number }
  }
  const sendText = (c: ChatClient, conversationId: number, text: string, id = clientId()) => {
    c.send(SEND, { conversationId, clientId: id, msgtype: ChatMsgType.TEXT, body: { text } })
    return id
  }
  const ackOf = (c: ChatClient, id: string) => c.next((f) => (f.t === ACK && f.d.clientId === id) || f.t === TIP || f.t === ERROR)
  const countRows = async (conversationId: number) =>
    Number(
      (
        await t.db
          .selectFrom('chat_messages')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('conversation_id', '=', conversationId)
          .executeTakeFirstOrThrow()
      ).n,
    )
  const seqs = async (conversationId: number) =>
    (await t.db.selectFrom('chat_messages').select('seq').where('conversation_id', '=', conversationId).orderBy('seq').execute()).map((r) => r.seq)
  const errorOf = async (c: ChatClient) => {
    const f = await c.next((x) => x.t === ERROR)
    const closed = await c.closed
    return { code: f.d.code as number, msg: f.d.msg as string, closeCode: closed.code }
  }
  /** a real PNG of w x h */
  const png = (w: number, h: number) => {
    const c = new Canvas(w, h)
    c.gradient([200, 40, 30], [20, 90, 250])
    return c.encode()
  }
  const multipart = (field: string, data: Buffer, name = 'p.png') => {
    const b = `----chat-${Math.random().toString(36).slice(2)}`
    const payload = Buffer.concat([
      Buffer.from(`--${b}\r\ncontent-disposition: form-data; name="${field}"; filename="${name}"\r\ncontent-type: image/png\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${b}--\r\n`),
    ])
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } }
  }

  it('imserver, viewmodel, login/inner: the socket is on the request’s host and port; only the user’s own imInfo opens a chat session', async () => {
    const u = await asUser(t, { lang: 'en' })
    const at = expectOk(await u.api({ method: 'GET', url: ChatApi.imServer.url, headers: { host: 'chat.example.test:8443' } }))
    assert.deepEqual(at, { ssl: false, ip: 'chat.example.test', port: 8443, path: '/api/mytio/ws?tenant=default', timeout: CHAT_LIMITS.heartbeatMs })
    const elsewhere = await asUser(t, { tenantId: t.otherTenantId })
    const other = expectOk(await elsewhere.api({ method: 'GET', url: ChatApi.imServer.url }))
    assert.equal(other.path, '/api/mytio/ws?tenant=other')
    assert.equal(other.timeout, 400, 'the tenant setting chat.heartbeatMs')
    const vm = expectOk(await u.api({ method: 'GET', url: ChatApi.viewModel.url, headers: { host: 'chat.example.test' } }))
    assert.equal(vm.res_server, 'http://chat.example.test')
    expectFail(await get(ChatApi.imServer.url), 401, 401)

    const info = expectOk(await u.api({ method: 'POST', url: '/customer/api/info', payload: {} }))
    const loginUrl = ChatApi.login.url
    expectFail(
      await u.api({ method: 'POST', url: loginUrl, payload: { loginname: info.imInfo.loginname, pd5: 'x' + info.imInfo.pd5 } }),
      400,
      ChatCodes.LOGIN,
      'pd5',
    )
    const someone = await chatter()
    expectFail(await u.api({ method: 'POST', url: loginUrl, payload: someone.im }), 400, ChatCodes.LOGIN, 'pd5')
    const s = expectOk(await u.api({ method: 'POST', url: loginUrl, payload: { loginname: info.imInfo.loginname, pd5: info.imInfo.pd5 } }))
    assert.equal(s.userId, u.id)
    assert.ok(new Date(s.expiresAt).getTime() - Date.now() > (CHAT_LIMITS.sessionHours - 1) * 3_600_000)
    const c = await connect(s)
    assert.ok(!c.isClosed)
  })

  it('addMerchant: one conversation per shopper and shop; unknown or closed shop 1902, own shop 1903; a ref card is posted once a day with the server’s numbers', async () => {
    const { merchant, shopper, shop, conversationId } = await pair()
    const again = expectOk(await shopper.api({ method: 'POST', url: ChatApi.addMerchant.url, payload: { shopId: shop.id } }))
    assert.equal(again.conversationId, conversationId)
    assert.equal(again.bizid, `shop:${shop.id}`)
    expectFail(await shopper.api({ method: 'POST', url: ChatApi.addMerchant.url, payload: { shopId: 99_999_999 } }), 404, ChatCodes.SHOP, 'shopId')
    const closed = await makeShop(t, { status: 'closed' })
    expectFail(await shopper.api({ method: 'POST', url: ChatApi.addMerchant.url, payload: { shopId: closed.id } }), 404, ChatCodes.SHOP, 'shopId')
    expectFail(await merchant.api({ method: 'POST', url: ChatApi.addMerchant.url, payload: { shopId: shop.id } }), 409, ChatCodes.OWN_SHOP, 'shopId')

    const m = await connect(merchant)
    const product = await makeProduct(t, { shopId: shop.id, price: 2590, title: 'Teapot' })
    for (let i = 0; i < 3; i++)
      expectOk(await shopper.api({ method: 'POST', url: ChatApi.addMerchant.url, payload: { shopId: shop.id, ref: { kind: 'product', id: product.id } } }))
    assert.equal(await countRows(conversationId), 1, 'three taps, one card')
    const card = await m.next((f) => f.t === MESSAGE)
    assert.equal(card.d.msgtype, ChatMsgType.PRODUCT)
    assert.deepEqual({ ...card.d.body, image: typeof card.d.body.image }, { productId: product.id, name: 'Teapot', price: 2590, image: 'string' })
    assert.equal(card.d.fromShop, false)
    assert.deepEqual(await m.drain(MESSAGE), [], 'delivered once')
    // another shop's product, an order that is not between them: refused naming ref, nothing stored
    const elsewhere = await makeProduct(t)
    expectFail(
      await shopper.api({ method: 'POST', url: ChatApi.addMerchant.url, payload: { shopId: shop.id, ref: { kind: 'product', id: elsewhere.id } } }),
      404,
      404,
      'ref',
    )
    expectFail(
      await shopper.api({ method: 'POST', url: ChatApi.addMerchant.url, payload: { shopId: shop.id, ref: { kind: 'order', id: 99_999_999 } } }),
      404,
      404,
      'ref',
    )
    assert.equal(await countRows(conversationId), 1)
  })

  it('handshake: nothing in time, a frame before it, an unknown session -> 1001; expired -> 1002; unknown tenant -> 1001; each closes', async () => {
    const u = await chatter()
    const silent = await raw()
    assert.equal((await errorOf(silent)).code, ChatError.NOT_SIGNED_IN)
    const early = await raw()
    early.send(HEARTBEAT)
    assert.equal((await errorOf(early)).code, ChatError.NOT_SIGNED_IN)
    const unknown = await raw()
    unknown.send(HANDSHAKE, { session: 'x'.repeat(43) })
    const e = await errorOf(unknown)
    assert.equal(e.code, ChatError.NOT_SIGNED_IN)
    assert.match(e.msg, /sign in/i, 'the text in the socket’s language')
    await t.db
      .updateTable('chat_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', u.id)
      .execute()
    const late = await raw()
    late.send(HANDSHAKE, { session: u.session })
    assert.equal((await errorOf(late)).code, ChatError.SESSION_EXPIRED)
    const nowhere = await raw('no-such-tenant')
    nowhere.send(HANDSHAKE, { session: u.session })
    assert.equal((await errorOf(nowhere)).code, ChatError.NOT_SIGNED_IN)
    // a session of one tenant opens nothing in another
    const v = await chatter()
    const wrong = await raw('other')
    wrong.send(HANDSHAKE, { session: v.session })
    assert.equal((await errorOf(wrong)).code, ChatError.NOT_SIGNED_IN)
  })

  it('bad frames: not JSON, binary, unknown type, fields breaking rules, over the size limit -> 1003 and close; heartbeats are answered', async () => {
    const { shopper, conversationId } = await pair()
    const cases: Array<[string, (c: ChatClient) => void]> = [
      ['not JSON', (c) => c.raw('{"t":10,')],
      ['binary', (c) => c.raw(Buffer.from('{"t":2}'), true)],
      ['not an object', (c) => c.raw('[1,2]')],
      ['unknown type', (c) => c.send(77, {})],
      ['type not a number', (c) => c.raw('{"t":"10"}')],
      ['clientId too short', (c) => c.send(SEND, { conversationId, clientId: 'abc', msgtype: 1, body: { text: 'hi' } })],
      ['empty text', (c) => c.send(SEND, { conversationId, clientId: clientId(), msgtype: 1, body: { text: '   ' } })],
      ['text over 1000', (c) => c.send(SEND, { conversationId, clientId: clientId(), msgtype: 1, body: { text: 'x'.repeat(CHAT_LIMITS.textMax + 1) } })],
      ['SYSTEM from a client', (c) => c.send(SEND, { conversationId, clientId: clientId(), msgtype: ChatMsgType.SYSTEM, body: { key: 'x' } })],
      ['unknown body field', (c) => c.send(SEND, { conversationId, clientId: clientId(), msgtype: 1, body: { text: 'hi', html: '<b>' } })],
      [
        'picture not an upload',
        (c) => c.send(SEND, { conversationId, clientId: clientId(), msgtype: 2, body: { url: 'https://evil.test/x.png', width: 1, height: 1 } }),
      ],
      ['SYNC without afterSeq', (c) => c.send(SYNC, { conversationId })],
      ['frame over 16 KB', (c) => c.send(SEND, { conversationId, clientId: clientId(), msgtype: 1, body: { text: 'x'.repeat(CHAT_LIMITS.frameBytes) } })],
    ]
    for (const [name, act] of cases) {
      const c = await connect(shopper)
      c.send(HEARTBEAT)
      assert.equal((await c.next((f) => f.t === HEARTBEAT)).t, HEARTBEAT, 'heartbeat answered')
      act(c)
      assert.equal((await errorOf(c)).code, ChatError.BAD_FRAME, name)
    }
    assert.equal(await countRows(conversationId), 0, 'nothing stored')
  })

  it('sequences: 50 parallel sends from 10 members of a group get 1..50 without a gap; every member sees each once', async () => {
    const merchant = await chatter({ roles: 'shopper,merchant' })
    const shop = await makeShop(t, { ownerId: merchant.id })
    const { conversationId } = await chatService.openGroup(t.ctx(), { bizid: `live:seq-${Date.now()}`, title: 'Room', shopId: shop.id })
    const people = await Promise.all(Array.from({ length: 10 }, () => chatter()))
    const socks = await Promise.all(people.map((p) => connect(p)))
    for (const s of socks) s.send(JOIN, { conversationId })
    const watcher = await connect(merchant)
    await new Promise((r) => setTimeout(r, 200))
    const ids = socks.map((s) => Array.from({ length: 5 }, () => sendText(s, conversationId, 'hello')))
    const acks = await Promise.all(socks.flatMap((s, i) => ids[i].map((id) => ackOf(s, id))))
    assert.ok(
      acks.every((a) => a.t === ACK),
      JSON.stringify(acks.filter((a) => a.t !== ACK)),
    )
    assert.deepEqual(
      acks.map((a) => a.d.seq).sort((a, b) => a - b),
      Array.from({ length: 50 }, (_, i) => i + 1),
    )
    assert.deepEqual(
      await seqs(conversationId),
      Array.from({ length: 50 }, (_, i) => i + 1),
    )
    const seen: Frame[] = []
    while (seen.length < 50) seen.push(await watcher.next((f) => f.t === MESSAGE))
    assert.deepEqual(
      seen.map((f) => f.d.seq).sort((a, b) => a - b),
      Array.from({ length: 50 }, (_, i) => i + 1),
    )
    // a sender's socket got ACKs for its own and MESSAGE for the 45 others
    const own = await socks[0].drain(MESSAGE, 300)
    assert.equal(own.length, 45)
    assert.ok(own.every((f) => !ids[0].includes(f.d.clientId)))
  })

  it('duplicates: a message sent five times across reconnects is stored once, delivered once, acknowledged with its one seq', async () => {
    const { merchant, shopper, conversationId } = await pair()
    const m = await connect(merchant)
    const id = clientId('dup')
    const seqsSeen: number[] = []
    for (let i = 0; i < 5; i++) {
      const c = await connect(shopper)
      sendText(c, conversationId, 'only once', id)
      const a = await ackOf(c, id)
      assert.equal(a.t, ACK)
      seqsSeen.push(a.d.seq)
      c.ws.terminate()
    }
    assert.deepEqual(seqsSeen, [1, 1, 1, 1, 1])
    assert.equal(await countRows(conversationId), 1)
    await m.next((f) => f.t === MESSAGE && f.d.clientId === id)
    assert.deepEqual(await m.drain(MESSAGE, 300), [])
    // the same client id sent in parallel from two sockets: still one row, both ACKs carry its seq
    const [a, b] = [await connect(shopper), await connect(shopper)]
    const id2 = clientId('par')
    sendText(a, conversationId, 'race', id2)
    sendText(b, conversationId, 'race', id2)
    const [x, y] = await Promise.all([ackOf(a, id2), ackOf(b, id2)])
    assert.equal(x.d.seq, 2)
    assert.equal(y.d.seq, 2)
    assert.deepEqual(await seqs(conversationId), [1, 2])
  })

  it('resume: a reconnecting client gets exactly what it missed, in order, 100 at a time', async () => {
    const { merchant, shopper, conversationId } = await pair()
    const s = await connect(shopper)
    for (let i = 1; i <= 4; i++) assert.equal((await ackOf(s, sendText(s, conversationId, `m${i}`))).d.seq, i)
    const m = await connect(merchant)
    m.send(SYNC, { conversationId, afterSeq: 2 })
    const got = await m.next((f) => f.t === SYNCED)
    assert.deepEqual(
      got.d.messages.map((x: { seq: number; body: { text: string } }) => [x.seq, x.body.text]),
      [
        [3, 'm3'],
        [4, 'm4'],
      ],
    )
    assert.equal(got.d.more, false)
    // 150 more (written through the service, past the per-second limit): 100, then the rest
    const noLimit = { incr: async () => 1, ttl: async () => 0 } as unknown as Kv
    const c = { ...t.ctx({ kv: noLimit }), realtime: undefined }
    for (let i = 0; i < 150; i++)
      await serviceSend(c, { userId: shopper.id }, { conversationId, clientId: clientId('bulk'), msgtype: 1, body: { text: `b${i}` } })
    m.send(SYNC, { conversationId, afterSeq: 4 })
    const first = await m.next((f) => f.t === SYNCED)
    assert.equal(first.d.messages.length, 100)
    assert.equal(first.d.more, true)
    assert.deepEqual([first.d.messages[0].seq, first.d.messages[99].seq], [5, 104])
    m.send(SYNC, { conversationId, afterSeq: 104 })
    const rest = await m.next((f) => f.t === SYNCED)
    assert.deepEqual([rest.d.messages.length, rest.d.more, rest.d.messages.at(-1).seq], [50, false, 154])
    // history scrolls back from the newest
    const h = expectOk(await merchant.api({ method: 'GET', url: `/mytio/chat/history/${conversationId}?size=3` }))
    assert.deepEqual(
      h.messages.map((x: { seq: number }) => x.seq),
      [152, 153, 154],
    )
    assert.equal(h.more, true)
    const h2 = expectOk(await merchant.api({ method: 'GET', url: `/mytio/chat/history/${conversationId}?size=5&beforeSeq=3` }))
    assert.deepEqual(
      h2.messages.map((x: { seq: number }) => x.seq),
      [1, 2],
    )
    assert.equal(h2.more, false)
  })

  it('unread: last_seq - last_read_seq; UNREAD frames to the other side; READ moves it; list, user/curr and the chat.unread hook agree', async () => {
    const { merchant, shopper, shop, conversationId } = await pair()
    const s = await connect(shopper)
    const m = await connect(merchant)
    for (let i = 1; i <= 3; i++) {
      await ackOf(s, sendText(s, conversationId, `q${i}`))
      const u = await m.next((f) => f.t === UNREAD)
      assert.deepEqual(u.d, { conversationId, notreadcount: i, total: i })
    }
    assert.deepEqual(await s.drain(UNREAD, 200), [], 'the sender gets no UNREAD for its own messages')
    const inbox = expectOk(await merchant.api({ method: 'GET', url: `${ChatApi.list.url}?shopId=${shop.id}` }))
    assert.equal(inbox.total, 1)
    assert.equal(inbox.rows[0].notreadcount, 3)
    assert.equal(inbox.rows[0].msgresume, 'q3')
    assert.equal(inbox.rows[0].title, (await t.db.selectFrom('users').select('nickname').where('id', '=', shopper.id).executeTakeFirstOrThrow()).nickname)
    const mine = expectOk(await shopper.api({ method: 'GET', url: ChatApi.list.url }))
    assert.equal(mine.rows[0].notreadcount, 0, 'own messages are read')
    m.send(READ, { conversationId, seq: 2 })
    assert.deepEqual((await m.next((f) => f.t === UNREAD)).d, { conversationId, notreadcount: 1, total: 1 })
    m.send(READ, { conversationId, seq: 1 })
    assert.deepEqual((await m.next((f) => f.t === UNREAD)).d, { conversationId, notreadcount: 1, total: 1 }, 'never backwards')
    assert.equal(await hooks.get('chat.unread')(t.ctx(), merchant.id), 1)
    const cur = expectOk(await merchant.api({ method: 'GET', url: ChatApi.current.url }))
    assert.deepEqual([cur.unread, cur.shopIds], [1, [shop.id]])
    m.send(READ, { conversationId, seq: 999 })
    assert.deepEqual((await m.next((f) => f.t === UNREAD)).d, { conversationId, notreadcount: 0, total: 0 })
    // the merchant's answer: from the shop, in the shop's name; the shopper's unread comes
    await ackOf(m, sendText(m, conversationId, 'a1'))
    const msg = await s.next((f) => f.t === MESSAGE)
    assert.equal(msg.d.fromShop, true)
    assert.match(msg.d.senderName, /Shop|店铺/)
    assert.deepEqual((await s.next((f) => f.t === UNREAD)).d, { conversationId, notreadcount: 1, total: 1 })
  })

  it('permissions: a non-member, another tenant and a guest get nothing and leave no row', async () => {
    const { shop, conversationId } = await pair()
    const stranger = await chatter()
    expectFail(await stranger.api({ method: 'GET', url: `/mytio/chat/history/${conversationId}` }), 404, ChatCodes.NOT_MEMBER)
    expectFail(await stranger.api({ method: 'GET', url: `${ChatApi.list.url}?shopId=${shop.id}` }), 404, ChatCodes.NOT_MEMBER)
    assert.equal(expectOk(await stranger.api({ method: 'GET', url: ChatApi.list.url })).total, 0)
    const outsider = await chatter({ tenantId: t.otherTenantId })
    expectFail(await outsider.api({ method: 'GET', url: `/mytio/chat/history/${conversationId}` }), 404, ChatCodes.NOT_MEMBER)
    expectFail(await outsider.api({ method: 'POST', url: ChatApi.addMerchant.url, payload: { shopId: shop.id } }), 404, ChatCodes.SHOP)
    expectFail(await get(`/mytio/chat/history/${conversationId}`), 401, 401)
    expectFail(await post(ChatApi.logout.url), 401, 401)

    const c = await connect(stranger)
    const id = sendText(c, conversationId, 'let me in')
    const tipFrame = await ackOf(c, id)
    assert.deepEqual([tipFrame.t, tipFrame.d.code], [TIP, ChatTip.REFUSED])
    // the refusal names the message, so the client stops resending it
    assert.deepEqual([tipFrame.d.conversationId, tipFrame.d.clientId], [conversationId, id])
    c.send(SYNC, { conversationId, afterSeq: 0 })
    assert.equal((await c.next((f) => f.t === TIP)).d.code, ChatTip.REFUSED)
    c.send(READ, { conversationId, seq: 1 })
    assert.equal((await c.next((f) => f.t === TIP)).d.code, ChatTip.REFUSED)
    c.send(JOIN, { conversationId })
    assert.equal((await c.next((f) => f.t === TIP)).d.code, ChatTip.REFUSED, 'a shop conversation is not open to join')
    assert.ok(!c.isClosed, 'a refusal keeps the socket')
    const o = await connect(outsider, 'other')
    sendText(o, conversationId, 'across tenants')
    assert.equal((await o.next((f) => f.t === TIP)).d.code, ChatTip.REFUSED)
    assert.equal(await countRows(conversationId), 0)
    assert.equal(
      Number(
        (
          await t.db
            .selectFrom('chat_members')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('conversation_id', '=', conversationId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
      2,
    )
  })

  it(`rate: more than ${CHAT_LIMITS.perSecond} messages a second from one user (over all its sockets) get TIP 2; resends are not counted`, async () => {
    const { shopper, conversationId } = await pair()
    const [a, b] = [await connect(shopper), await connect(shopper)]
    const ids = [...Array.from({ length: 4 }, () => sendText(a, conversationId, 'a')), ...Array.from({ length: 4 }, () => sendText(b, conversationId, 'b'))]
    const answers = await Promise.all(ids.map((id, i) => ackOf(i < 4 ? a : b, id)))
    const acks = answers.filter((f) => f.t === ACK)
    const tips = answers.filter((f) => f.t === TIP)
    assert.equal(acks.length, CHAT_LIMITS.perSecond)
    assert.equal(tips.length, 8 - CHAT_LIMITS.perSecond)
    assert.ok(tips.every((f) => f.d.code === ChatTip.REFUSED && /5/.test(f.d.text)))
    assert.equal(await countRows(conversationId), CHAT_LIMITS.perSecond)
    // a resend of a stored one right away: its ACK, not a refusal
    const stored = acks[0].d.clientId
    sendText(a, conversationId, 'a', stored)
    assert.equal((await ackOf(a, stored)).t, ACK)
    await new Promise((r) => setTimeout(r, 1100))
    assert.equal((await ackOf(a, sendText(a, conversationId, 'later'))).t, ACK, 'the next second is open again')
  })

  it('pictures: multipart uploadFile up to 5 MB, stored as a public upload, width and height returned; larger or not a picture -> 1904', async () => {
    const { shopper, conversationId } = await pair()
    const ok = multipart('uploadFile', png(24, 16))
    const img = expectOk(await shopper.api({ method: 'POST', url: ChatApi.image.url, payload: ok.payload, headers: ok.headers }))
    assert.deepEqual([img.width, img.height], [24, 16])
    assert.match(img.url, /^\/api\/files\/default\/.+\.png$/)
    const file = await t.app.inject({ method: 'GET', url: img.url })
    assert.equal(file.statusCode, 200)
    const big = multipart('uploadFile', Buffer.concat([png(24, 16), Buffer.alloc(CHAT_LIMITS.imageBytes)]))
    expectFail(await shopper.api({ method: 'POST', url: ChatApi.image.url, payload: big.payload, headers: big.headers }), 400, ChatCodes.IMAGE, 'uploadFile')
    const text = multipart('uploadFile', Buffer.from('not a picture at all'))
    expectFail(await shopper.api({ method: 'POST', url: ChatApi.image.url, payload: text.payload, headers: text.headers }), 400, ChatCodes.IMAGE, 'uploadFile')
    const wrongField = multipart('file', png(4, 4))
    expectFail(
      await shopper.api({ method: 'POST', url: ChatApi.image.url, payload: wrongField.payload, headers: wrongField.headers }),
      400,
      ChatCodes.IMAGE,
      'uploadFile',
    )
    const c = await connect(shopper)
    const id = clientId('img')
    c.send(SEND, { conversationId, clientId: id, msgtype: ChatMsgType.IMAGE, body: img })
    assert.equal((await ackOf(c, id)).t, ACK)
    const list = expectOk(await shopper.api({ method: 'GET', url: ChatApi.list.url }))
    assert.equal(list.rows[0].msgresume, '[Picture]')
  })

  it('logout: that sign-in’s sockets get TIP 1 and close, on any socket of it; other sign-ins keep chatting; the session opens nothing again', async () => {
    const { shopper, conversationId } = await pair()
    // a second sign-in of the same user (another phone)
    const { token } = await issueSession(t.ctx(), shopper.id)
    const s2 = expectOk(await t.api({ method: 'POST', url: ChatApi.login.url, payload: shopper.im, headers: { authorization: `Bearer ${token}` } }))
    const [a1, a2] = [await connect(shopper), await connect(shopper)]
    const b = await connect(s2)
    expectOk(await shopper.api({ method: 'POST', url: ChatApi.logout.url }))
    for (const a of [a1, a2]) {
      const f = await a.next((x) => x.t === TIP)
      assert.equal(f.d.code, ChatTip.CLOSE)
      await a.closed
    }
    assert.ok(!b.isClosed)
    assert.equal((await ackOf(b, sendText(b, conversationId, 'still here'))).t, ACK)
    const again = await raw()
    again.send(HANDSHAKE, { session: shopper.session })
    assert.equal((await errorOf(again)).code, ChatError.NOT_SIGNED_IN)
  })

  it('a closed account: its sockets get ERROR 1010 (a job after the log off commits) and its session opens nothing', async () => {
    const u = await chatter()
    const c = await connect(u)
    const sms = await post('/customer/api/sms/register/logoff', { phone: u.phone }, { ip: '10.9.9.9' })
    expectOk(sms)
    const code = expectOk(await get(`/dev/sms/outbox?phone=${u.phone}`))[0].code
    expectOk(await u.api({ method: 'GET', url: `/customer/api/logOff?code=${code}` }))
    await runDueJobs(t.db, { deps: { realtime: t.app.realtime, kv: t.kv, config: t.config } })
    assert.equal((await errorOf(c)).code, ChatError.ACCOUNT_CLOSED)
    const again = await raw()
    again.send(HANDSHAKE, { session: u.session })
    assert.equal((await errorOf(again)).code, ChatError.ACCOUNT_CLOSED)
  })

  it('groups: openGroup once per bizid; JOIN open groups only; closeGroup posts the system line and refuses more', async () => {
    const merchant = await chatter({ roles: 'shopper,merchant' })
    const shop = await makeShop(t, { ownerId: merchant.id })
    const bizid = `live:g-${Date.now()}`
    const g = await chatService.openGroup(t.ctx(), { bizid, title: 'Live', shopId: shop.id })
    assert.deepEqual(await chatService.openGroup(t.ctx(), { bizid, title: 'Live', shopId: shop.id }), g)
    const viewer = await chatter()
    const v = await connect(viewer)
    const m = await connect(merchant)
    v.send(JOIN, { conversationId: g.conversationId })
    v.send(JOIN, { conversationId: g.conversationId })
    assert.equal((await ackOf(v, sendText(v, g.conversationId, 'hi room'))).t, ACK)
    assert.equal((await m.next((f) => f.t === MESSAGE)).d.body.text, 'hi room')
    assert.deepEqual(await m.drain(UNREAD, 200), [], 'no unread badge for a room')
    await chatService.joinGroup(t.ctx(), g.conversationId, (await chatter()).id)
    const live = t.ctx({ realtime: t.app.realtime })
    await chatService.closeGroup(live, g.conversationId)
    await chatService.closeGroup(live, g.conversationId)
    const line = await v.next((f) => f.t === MESSAGE && f.d.msgtype === ChatMsgType.SYSTEM)
    assert.deepEqual(line.d.body, { key: 'chat.groupClosed' })
    assert.deepEqual(await v.drain(MESSAGE, 200), [], 'posted once')
    const after = sendText(v, g.conversationId, 'anyone?')
    assert.equal((await ackOf(v, after)).d.code, ChatTip.REFUSED)
    const late = await chatter()
    const l = await connect(late)
    l.send(JOIN, { conversationId: g.conversationId })
    assert.equal((await l.next((f) => f.t === TIP)).d.code, ChatTip.REFUSED)
    await assert.rejects(chatService.joinGroup(t.ctx(), g.conversationId, late.id), (e: { code?: number }) => e.code === ChatCodes.CLOSED)
  })

  it('product cards through the socket carry the server’s name and price; another shop’s product and a stranger’s order are refused (TIP 2)', async () => {
    const { merchant, conversationId, shop } = await pair()
    const product = await makeProduct(t, { shopId: shop.id, price: 990, title: 'Mug' })
    const m = await connect(merchant)
    const id = clientId('card')
    m.send(SEND, { conversationId, clientId: id, msgtype: ChatMsgType.PRODUCT, body: { productId: product.id } })
    assert.equal((await ackOf(m, id)).t, ACK)
    const row = await t.db.selectFrom('chat_messages').select(['body', 'from_shop']).where('client_id', '=', id).executeTakeFirstOrThrow()
    assert.deepEqual({ ...row.body, image: undefined }, { productId: product.id, name: 'Mug', price: 990, image: undefined })
    assert.equal(row.from_shop, true)
    const other = await makeProduct(t)
    m.send(SEND, { conversationId, clientId: clientId('x'), msgtype: ChatMsgType.PRODUCT, body: { productId: other.id } })
    assert.equal((await m.next((f) => f.t === TIP)).d.code, ChatTip.REFUSED)
    m.send(SEND, { conversationId, clientId: clientId('o'), msgtype: ChatMsgType.ORDER, body: { orderId: 99_999_999 } })
    assert.equal((await m.next((f) => f.t === TIP)).d.code, ChatTip.REFUSED)
  })

  it('a socket silent for two heartbeats is closed; one that beats stays', async () => {
    const u = await chatter({ tenantId: t.otherTenantId })
    const quiet = await connect(u, 'other', false)
    const beating = await connect(u, 'other', false)
    const timer = setInterval(() => beating.send(HEARTBEAT), 300)
    try {
      const shut = await quiet.closed
      assert.equal(shut.code, 4000)
      await new Promise((r) => setTimeout(r, 600))
      assert.ok(!beating.isClosed)
    } finally {
      clearInterval(timer)
    }
  })

  it('a storm of malformed frames from 40 sockets closes them and leaves the others chatting', async () => {
    const { merchant, shopper, conversationId } = await pair()
    const s = await connect(shopper)
    const m = await connect(merchant)
    const junk = [
      '',
      'null',
      '{',
      '{"t":1e309}',
      '{"t":10,"d":{"conversationId":"1"}}',
      '\u0000\u0001',
      '{"t":10,"d":null}',
      '{"__proto__":{"t":2}}',
      'x'.repeat(70_000),
    ]
    const stormers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? connect(shopper) : raw())))
    stormers.forEach((c, i) => {
      for (let k = 0; k < 20; k++) c.raw(junk[(i + k) % junk.length])
    })
    await Promise.all(stormers.map((c) => c.closed))
    for (let i = 0; i < 3; i++) {
      const id = sendText(s, conversationId, `calm ${i}`)
      assert.equal((await ackOf(s, id)).t, ACK)
      assert.equal((await m.next((f) => f.t === MESSAGE && f.d.clientId === id)).d.body.text, `calm ${i}`)
    }
    expectOk(await merchant.api({ method: 'GET', url: ChatApi.current.url }))
  })

  it('demo data: the demo shopper has three conversations with demo shops; unread on both sides', async () => {
    const { tenantId } = await seedTenant(t.db, t.config, 'chatdemo', 'Chat demo', ['account', 'ledger', 'catalog', 'system', 'order', 'chat'])
    const c = t.ctx({ tenantId })
    const id = async (phone: string) =>
      (await t.db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('phone', '=', phone).executeTakeFirstOrThrow()).id
    const [shopper, merchant] = [await id(DEMO_LOGIN.phone), await id(DEMO_MERCHANT.phone)]
    const convs = await t.db
      .selectFrom('chat_conversations')
      .select(['id', 'last_seq'])
      .where('tenant_id', '=', tenantId)
      .where('shopper_id', '=', shopper)
      .execute()
    assert.equal(convs.length, 3)
    assert.ok(convs.every((x) => x.last_seq >= 2))
    assert.equal(await hooks.get('chat.unread')(c, shopper), 1)
    assert.equal(await hooks.get('chat.unread')(c, merchant), 2)
    const card = await t.db
      .selectFrom('chat_messages')
      .select('body')
      .where('tenant_id', '=', tenantId)
      .where('msgtype', '=', ChatMsgType.PRODUCT)
      .executeTakeFirstOrThrow()
    assert.equal(typeof card.body.name, 'string')
    assert.ok((card.body.price as number) > 0)
  })
})
