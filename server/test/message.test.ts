// The message centre on a real PostgreSQL (ADR 0105): a notice exists, and is pushed, if and only if its business
// transaction committed (the outbox); counts, reading, another's notice 404; the flows' notices (shipped, refund
// agreed and money back, proof rejected, withdrawal paid, real name decided).
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, beforeEach, describe, it } from 'node:test'
import { AddrApi } from '../../types/addr.js'
import { ApprovalApi } from '../../types/approval.js'
import { ChatFrame } from '../../types/chat-codes.js'
import { MessageApi, MessageCodes } from '../../types/message.js'
import { OrderApi } from '../../types/order.js'
import { PaymentApi } from '../../types/payment.js'
import { RefundApi } from '../../types/refund.js'
import { hooks } from '../src/core/hooks.js'
import { runDueJobs } from '../src/core/jobs.js'
import type { LocalSocket } from '../src/core/realtime.js'
import { approvalService } from '../src/modules/approval/index.js'
import { ledgerService } from '../src/modules/ledger/index.js'
import { messageService } from '../src/modules/message/index.js'
import { PAY_ALL_CHANNELS } from '../src/modules/payment/payment.settings.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { seedTenant } from '../src/seed/index.js'
import { DEMO_LOGIN } from '../src/seed/tenants.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'
import { idNumber } from './support/real-name.js'

const PWD = '246810'
const url = (u: string, p: Record<string, string | number>) => Object.entries(p).reduce((s, [k, v]) => s.replace(`:${k}`, String(v)), u)

/** A socket of `userId` held by the app's realtime hub: the frames it receives. */
function listen(t: TestApp, userId: number, tenantId = t.tenantId) {
  const frames: Array<{ t: number; d: any }> = []
  const s: LocalSocket = { tenantId, userId, send: (data) => void frames.push(JSON.parse(data)) }
  const detach = t.app.realtime.attach(s)
  return { frames, detach }
}
/** Run the due jobs with the app's hub (the worker's deps), then let the in-process bus deliver. */
async function push(t: TestApp) {
  await runDueJobs(t.db, { deps: { realtime: t.app.realtime, config: t.config, kv: t.kv } })
  await new Promise((r) => setTimeout(r, 10))
}

// a failure forced into the real-name decision's transaction AFTER its notice was written (listeners run in order:
// the account applies it, the real-name flow writes the notice, then this one)
let failDecision = false
hooks.on('approval.decided', async () => {
  if (failDecision) throw new Error('forced failure after the notice')
})

describe('message: the outbox, counts and reading', () => {
  let t: TestApp
  let u: AsUser
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())
  beforeEach(async () => {
    u = await asUser(t, { lang: 'en' })
  })
  const notices = async (userId: number) => t.db.selectFrom('user_notices').selectAll().where('user_id', '=', userId).execute()
  const pendingPushes = async (userId: number) =>
    (
      await t.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'message:push')
        .where('key', '=', `${t.tenantId}:${userId}`)
        .where('status', '=', 'pending')
        .execute()
    ).length

  it('committed: the notice exists, one push after commit with the counts; a burst in one transaction is one push', async () => {
    const sock = listen(t, u.id)
    await t.db.transaction().execute(async (tx) => {
      await messageService.notify(
        { ...t.ctx(), db: tx },
        { userId: u.id, group: 'order', key: 'message.orderReady', params: { orderNo: 'D1' }, link: '/pages/order/index' },
      )
      // nothing leaves before the commit
      await push(t)
      assert.equal(sock.frames.length, 0)
    })
    assert.equal((await notices(u.id)).length, 1)
    assert.equal(await pendingPushes(u.id), 1)
    await push(t)
    assert.deepEqual(sock.frames, [{ t: ChatFrame.NOTICE, d: { group: 'order', unread: 1, total: 1 } }])
    await push(t)
    assert.equal(sock.frames.length, 1, 'pushed once')
    // three notices in one business transaction: three rows, one push carrying the counts after all three
    await t.db.transaction().execute(async (tx) => {
      const c = { ...t.ctx(), db: tx }
      await messageService.notify(c, { userId: u.id, group: 'order', key: 'message.orderReady', params: { orderNo: 'D2' } })
      await messageService.notify(c, {
        userId: u.id,
        group: 'wallet',
        key: 'message.rechargeCredited',
        params: { rechargeNo: 'R1', amount: 1250, currency: 'CNY' },
      })
      await messageService.notify(c, {
        userId: u.id,
        group: 'wallet',
        key: 'message.rechargeCredited',
        params: { rechargeNo: 'R2', amount: 5, currency: 'CNY' },
      })
    })
    assert.equal(await pendingPushes(u.id), 1)
    await push(t)
    assert.deepEqual(sock.frames.slice(1), [{ t: ChatFrame.NOTICE, d: { group: 'wallet', unread: 2, total: 4 } }])
    sock.detach()
  })

  it('rolled back: a failure after the notice was written leaves no notice, no push job and no frame', async () => {
    const sock = listen(t, u.id)
    await assert.rejects(
      t.db.transaction().execute(async (tx) => {
        await messageService.notify({ ...t.ctx(), db: tx }, { userId: u.id, group: 'order', key: 'message.orderReady', params: { orderNo: 'D9' } })
        throw new Error('a later step failed')
      }),
      /a later step failed/,
    )
    assert.equal((await notices(u.id)).length, 0)
    assert.equal(await pendingPushes(u.id), 0)
    await push(t)
    assert.equal(sock.frames.length, 0)
    // a key missing from the locale files is refused (a programming error), before anything is written
    await assert.rejects(messageService.notify(t.ctx(), { userId: u.id, group: 'order', key: 'message.noSuchText' }), /missing/)
    assert.equal((await notices(u.id)).length, 0)
    sock.detach()
  })

  it('a real business transaction: the real-name decision rolled back by a later listener has no notice; committed, exactly one and one push', async () => {
    const staff = await asUser(t, { roles: 'staff' })
    const req = await t.db
      .insertInto('real_name_requests')
      .values({ tenant_id: t.tenantId, user_id: u.id, real_name: '李雷', id_number: idNumber(), front_image: 'none', back_image: 'none', status: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const { id } = await approvalService.submit(t.ctx(), { kind: 'realName', ref: String(req.id), userId: u.id, summary: {} })
    const sock = listen(t, u.id)
    failDecision = true
    try {
      const r = await staff.api({ method: 'POST', url: url(ApprovalApi.decide.url, { id }), payload: { approve: false, reason: 'blurred photo' } })
      assert.equal(r.status, 500)
    } finally {
      failDecision = false
    }
    assert.equal((await notices(u.id)).length, 0)
    assert.equal(await pendingPushes(u.id), 0)
    await push(t)
    assert.equal(sock.frames.length, 0)
    const still = await t.db.selectFrom('real_name_requests').select('status').where('id', '=', req.id).executeTakeFirstOrThrow()
    assert.equal(still.status, 'pending')
    // decided again without the failure: one notice, one push
    expectOk(await staff.api({ method: 'POST', url: url(ApprovalApi.decide.url, { id }), payload: { approve: false, reason: 'blurred photo' } }))
    const rows = await notices(u.id)
    assert.deepEqual(
      rows.map((n) => [n.grp, n.key, n.params, n.link]),
      [['system', 'message.realNameRejected', { reason: 'blurred photo' }, '/pages/public/realName/index']],
    )
    await push(t)
    assert.deepEqual(sock.frames, [{ t: ChatFrame.NOTICE, d: { group: 'system', unread: 1, total: 1 } }])
    const d = expectOk(await u.api({ method: 'GET', url: url(MessageApi.detail.url, { id: rows[0].id }) }))
    assert.equal(d.content, 'Your real-name verification was rejected: blurred photo')
    sock.detach()
  })

  it('group/count, list newest first and paged, detail in the reader language, read one and a whole group; money with two decimals', async () => {
    const c = t.ctx()
    await messageService.notify(c, { userId: u.id, group: 'order', key: 'message.orderReady', params: { orderNo: 'D-A' }, link: '/pages/order/form/info?id=1' })
    await messageService.notify(c, { userId: u.id, group: 'order', key: 'message.orderShipped', params: { orderNo: 'D-B', carrier: 'SF', trackingNo: 'SF1' } })
    await messageService.notify(c, {
      userId: u.id,
      group: 'wallet',
      key: 'message.rechargeCredited',
      params: { rechargeNo: 'R7', amount: 1250, currency: 'CNY' },
    })
    const gc = expectOk(await u.api({ method: 'GET', url: MessageApi.groupCount.url }))
    assert.deepEqual(
      gc.groups.map((g: { group: string; unreadCount: number }) => [g.group, g.unreadCount]),
      [
        ['order', 2],
        ['refund', 0],
        ['wallet', 1],
        ['system', 0],
        ['chat', 0],
      ],
    )
    assert.equal(gc.total, 3)
    assert.equal(gc.groups[0].lastTitle, 'Order shipped')
    assert.equal(gc.groups[1].lastTime, '')
    const page1 = expectOk(await u.api({ method: 'GET', url: url(MessageApi.list.url, { group: 'order' }), query: { pageNum: '1', pageSize: '1' } }))
    assert.equal(page1.total, 2)
    assert.equal(page1.rows[0].content, 'Your order D-B is on its way (SF SF1).')
    const page2 = expectOk(await u.api({ method: 'GET', url: url(MessageApi.list.url, { group: 'order' }), query: { pageNum: '2', pageSize: '1' } }))
    assert.equal(page2.rows[0].link, '/pages/order/form/info?id=1')
    const wallet = expectOk(await u.api({ method: 'GET', url: url(MessageApi.list.url, { group: 'wallet' }) }))
    assert.equal(wallet.rows[0].content, '12.50 CNY was added to your balance (recharge R7).')
    // the same notice read in Chinese
    const zh = expectOk(await u.api({ method: 'GET', url: url(MessageApi.detail.url, { id: wallet.rows[0].id }), headers: { lang: 'zh_CN' } }))
    assert.equal(zh.title, '充值已到账')
    assert.equal(zh.read, false)
    // read one: the group's unread and the total come back; again changes nothing
    const r1 = expectOk(await u.api({ method: 'POST', url: url(MessageApi.read.url, { id: page2.rows[0].id }) }))
    assert.deepEqual(r1, { group: 'order', unread: 1, total: 2 })
    assert.deepEqual(expectOk(await u.api({ method: 'POST', url: url(MessageApi.read.url, { id: page2.rows[0].id }) })), r1)
    const read = expectOk(await u.api({ method: 'GET', url: url(MessageApi.detail.url, { id: page2.rows[0].id }) }))
    assert.ok(read.read && read.readTime)
    assert.deepEqual(expectOk(await u.api({ method: 'POST', url: url(MessageApi.readGroup.url, { group: 'order' }) })), { group: 'order', unread: 0, total: 1 })
    assert.equal(expectOk(await u.api({ method: 'GET', url: MessageApi.groupCount.url })).total, 1)
    // an unknown group is a 400 naming it
    expectFail(await u.api({ method: 'GET', url: url(MessageApi.list.url, { group: 'spam' }) }), 400, 400, 'group')
    // without a session: 401
    assert.equal((await t.api({ method: 'GET', url: MessageApi.groupCount.url })).status, 401)
  })

  it("another user's or another tenant's notice is 404, and reading it changes nothing", async () => {
    await messageService.notify(t.ctx(), { userId: u.id, group: 'system', key: 'message.welcome' })
    const [n] = await notices(u.id)
    const other = await asUser(t)
    expectFail(await other.api({ method: 'GET', url: url(MessageApi.detail.url, { id: n.id }) }), 404, MessageCodes.NOT_FOUND, 'id')
    expectFail(await other.api({ method: 'POST', url: url(MessageApi.read.url, { id: n.id }) }), 404, MessageCodes.NOT_FOUND, 'id')
    const foreign = await asUser(t, { tenantId: t.otherTenantId })
    expectFail(await foreign.api({ method: 'GET', url: url(MessageApi.detail.url, { id: n.id }) }), 404, MessageCodes.NOT_FOUND)
    assert.equal(expectOk(await foreign.api({ method: 'GET', url: url(MessageApi.list.url, { group: 'system' }) })).total, 0)
    assert.equal((await notices(u.id))[0].read_at, null)
  })
})

describe("message: the flows' notices", () => {
  let t: TestApp
  let merchant: AsUser
  let staff: AsUser
  let shopId: number
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    await putSetting(t.ctx(), 'pay', { channels: PAY_ALL_CHANNELS })
    merchant = await asUser(t, { roles: 'shopper,merchant' })
    staff = await asUser(t, { roles: 'staff' })
    shopId = (await makeShop(t, { ownerId: merchant.id })).id
    await t.db.insertInto('shop_delivery_rules').values({ shop_id: shopId, tenant_id: t.tenantId, fee: 800, free_over: null, regions: '[]' }).execute()
  })
  after(() => t.close())

  async function shopper() {
    const u = await asUser(t, { lang: 'en' })
    expectOk(await u.api({ method: 'POST', url: PaymentApi.payPwdSet.url, payload: { password: PWD, confirmPassword: PWD } }))
    expectOk(
      await u.api({
        method: 'POST',
        url: AddrApi.add.url,
        payload: { name: 'Li Lei', phone: '13812345678', regionIds: [110000, 110100, 110101], detail: 'No. 1 Chang An Avenue' },
      }),
    )
    await ledgerService.postTransaction(t.ctx(), {
      kind: 'test',
      entries: [
        { account: { system: 'funding', currency: 'CNY' }, amount: -100_000 },
        { account: { userId: u.id, currency: 'CNY' }, amount: 100_000 },
      ],
    })
    return u
  }
  async function submit(u: AsUser) {
    const p = await makeProduct(t, { shopId, price: 1000, stock: 100 })
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()
    return expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: sku.id, count: 2 } }))
  }
  async function paidOrder(u: AsUser) {
    const sub = await submit(u)
    expectOk(await u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo: sub.payNo, payPassword: PWD } }))
    const orderId = sub.orderIds[0] as number
    const item = await t.db.selectFrom('order_items').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()
    return { orderId, itemId: item.id, payNo: sub.payNo as string }
  }
  const list = async (u: AsUser, group: string) => expectOk(await u.api({ method: 'GET', url: url(MessageApi.list.url, { group }) })).rows

  it('order shipped: the shopper gets one notice linking the order, pushed after the ship committed', async () => {
    const u = await shopper()
    const o = await paidOrder(u)
    const sock = listen(t, u.id)
    expectOk(await merchant.api({ method: 'POST', url: url(OrderApi.ship.url, { id: o.orderId }), payload: { carrier: 'SF', trackingNo: 'SF1234567890' } }))
    const rows = await list(u, 'order')
    assert.equal(rows.length, 1)
    assert.equal(rows[0].title, 'Order shipped')
    assert.match(rows[0].content, /SF1234567890/)
    assert.equal(rows[0].link, `/pages/order/form/info?id=${o.orderId}`)
    await push(t)
    assert.deepEqual(sock.frames, [{ t: ChatFrame.NOTICE, d: { group: 'order', unread: 1, total: 1 } }])
    sock.detach()
    // a refused ship (already shipped) writes nothing more
    assert.equal(
      (await merchant.api({ method: 'POST', url: url(OrderApi.ship.url, { id: o.orderId }), payload: { carrier: 'SF', trackingNo: 'SF1234567890' } })).status,
      409,
    )
    assert.equal((await list(u, 'order')).length, 1)
  })

  it('refund agreed, then the money back: two refund notices linking the request', async () => {
    const u = await shopper()
    const o = await paidOrder(u)
    const r = expectOk(
      await u.api({
        method: 'POST',
        url: RefundApi.apply.url,
        payload: { orderId: o.orderId, type: 'refund', lines: [{ itemId: o.itemId, count: 1 }], reason: '1' },
        headers: { 'idempotency-key': crypto.randomUUID() },
      }),
    )
    assert.equal((await list(u, 'refund')).length, 0)
    expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.agree.url, { id: r.id }), headers: { 'idempotency-key': crypto.randomUUID() } }))
    const rows = await list(u, 'refund')
    assert.deepEqual(
      rows.map((n: { title: string }) => n.title),
      ['Money returned', 'Refund agreed'],
    )
    assert.match(rows[0].content, /^10\.00 CNY of refund/)
    assert.ok(rows.every((n: { link: string }) => n.link === `/pages/order/refund/details?id=${r.id}`))
  })

  it('offline proof rejected: a wallet notice with the reason, linking the cashier to pay again', async () => {
    const u = await shopper()
    const sub = await submit(u)
    const pay = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: sub.payNo, channel: 'OFFLINE' } }))
    const file = crypto.randomUUID()
    await t.db
      .insertInto('uploads')
      .values({
        id: file,
        tenant_id: t.tenantId,
        owner_id: u.id,
        scope: 'private',
        mime: 'image/png',
        size: 1,
        path: `x/${file}.png`,
        sha256: 'x',
        original_name: null,
      })
      .execute()
    expectOk(await u.api({ method: 'POST', url: PaymentApi.proof.url, payload: { paymentId: pay.id, images: [file] } }))
    expectOk(await staff.api({ method: 'POST', url: url(PaymentApi.staffOfflineReject.url, { id: pay.id }), payload: { reason: 'wrong amount on the slip' } }))
    const rows = await list(u, 'wallet')
    assert.equal(rows.length, 1)
    assert.equal(rows[0].title, 'Payment proof rejected')
    assert.match(rows[0].content, /wrong amount on the slip/)
    assert.equal(rows[0].link, `/pages/systemPay/order/details/index?payNo=${sub.payNo}`)
  })
})

describe('message: demo data', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({
      seed: (db, config) => seedTenant(db, config, 'default', 'Demo Mall', ['account', 'ledger', 'bank', 'system', 'withdraw', 'message']),
    })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('the demo shopper has notices of every group, some unread, the paid withdrawal (through its machine) and the answered feedback', async () => {
    const { token } = expectOk(
      await t.api({ method: 'POST', url: '/auth/api/customer/login', payload: { username: DEMO_LOGIN.phone, password: DEMO_LOGIN.password } }),
    )
    const headers = { authorization: `Bearer ${token}`, lang: 'en' }
    const gc = expectOk(await t.api({ method: 'GET', url: MessageApi.groupCount.url, headers }))
    const by = Object.fromEntries(gc.groups.map((g: { group: string; unreadCount: number }) => [g.group, g.unreadCount]))
    assert.ok(by.order >= 1 && by.refund >= 1 && by.wallet >= 1 && by.system >= 1, JSON.stringify(by))
    // the newest by time (the seeds write out of time order): the feedback's answer two hours ago
    assert.equal(gc.groups.find((g: { group: string }) => g.group === 'system').lastTitle, 'Reply to your feedback')
    const wallet = expectOk(await t.api({ method: 'GET', url: url(MessageApi.list.url, { group: 'wallet' }), headers })).rows
    const paid = wallet.find((n: { title: string }) => n.title === 'Withdrawal paid')
    assert.ok(paid, JSON.stringify(wallet))
    assert.match(paid.content, /200\.00 CNY/)
    const system = expectOk(await t.api({ method: 'GET', url: url(MessageApi.list.url, { group: 'system' }), headers })).rows
    assert.deepEqual([system[0].title, system[0].read], ['Reply to your feedback', false])
    assert.ok(system.some((n: { read: boolean }) => n.read))
  })
})
