import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { Codes } from '../../types/constants.js'
import { notifyPath, PaymentApi, PaymentCodes } from '../../types/payment.js'
import { runDueJobs } from '../src/core/jobs.js'
import { hashPassword } from '../src/core/password.js'
import { ledgerService } from '../src/modules/ledger/ledger.service.js'
import { verifyPayPassword } from '../src/modules/payment/pay-password.js'
import { channelSecret, PAY_ALL_CHANNELS } from '../src/modules/payment/payment.settings.js'
import { signedHeaders } from '../src/modules/payment/providers/local.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { asUser, createTestApp, expectFail, expectOk, makeShop, type AsUser, type TestApp } from './helpers.js'
import { fakeTargets } from './support/fake-target.js'

const PWD = '135790'

describe('payment: pay password, channels, SYS, OFFLINE, CASH, online gateways', () => {
  let t: TestApp
  let targets: ReturnType<typeof fakeTargets>
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    targets = fakeTargets()
    // the default tenant takes every gateway (the cases below pay through them); the other tenant keeps the default handful
    await putSetting(t.ctx(), 'pay', { channels: PAY_ALL_CHANNELS })
  })
  after(() => t.close())

  const credit = (userId: number, amount: number, currency = 'CNY') =>
    ledgerService.postTransaction(t.ctx(), {
      kind: 'test',
      entries: [
        { account: { system: 'funding', currency }, amount: -amount },
        { account: { userId, currency }, amount },
      ],
    })
  const balance = (userId: number) => ledgerService.balanceOf(t.ctx(), userId, 'CNY')
  async function shopper(o: { tenantId?: number; money?: number } = {}) {
    const u = await asUser(t, { tenantId: o.tenantId })
    expectOk(await u.api({ method: 'POST', url: PaymentApi.payPwdSet.url, payload: { password: PWD, confirmPassword: PWD } }))
    if (o.money) await credit(u.id, o.money)
    return u
  }
  const pay = (u: AsUser, payload: Record<string, unknown>, key?: string) =>
    u.api({ method: 'POST', url: PaymentApi.create.url, payload, headers: key ? { 'idempotency-key': key } : {} })
  // as a gateway calls it: the tenant in the path (types' notifyPath), no tenant header
  const notify = (channel: string, body: Record<string, unknown>, headers: Record<string, string>, tenant = 'default') =>
    t.api({ method: 'POST', url: notifyPath(tenant, channel), payload: body, headers })
  const payments = (payNo: string) => t.db.selectFrom('payments').selectAll().where('target_id', '=', payNo).execute()

  it('pay password: set once (6 digits, both equal), change with the old one; wrong old ones are counted', async () => {
    const u = await asUser(t, { lang: 'en' })
    const url = PaymentApi.payPwdSet.url
    assert.deepEqual(expectOk(await u.api({ method: 'GET', url: PaymentApi.payPwdStatus.url })), { set: false, lockedSeconds: 0, triesLeft: 5 })
    expectFail(await u.api({ method: 'POST', url, payload: { password: '12345', confirmPassword: '12345' } }), 400, Codes.BAD_REQUEST)
    expectFail(
      await u.api({ method: 'POST', url, payload: { password: '123456', confirmPassword: '123457' } }),
      400,
      PaymentCodes.PAY_PWD_DIFFER,
      'confirmPassword',
    )
    expectOk(await u.api({ method: 'POST', url, payload: { password: '123456', confirmPassword: '123456' } }))
    expectFail(await u.api({ method: 'POST', url, payload: { password: '654321', confirmPassword: '654321' } }), 409, PaymentCodes.PAY_PWD_EXISTS)
    const r = await u.api({ method: 'POST', url, payload: { password: '654321', confirmPassword: '654321', oldPassword: '000000' } })
    expectFail(r, 400, PaymentCodes.PAY_PWD_OLD_WRONG, 'oldPassword')
    assert.match(r.body.msg, /4 tries left/)
    expectOk(await u.api({ method: 'POST', url, payload: { password: '654321', confirmPassword: '654321', oldPassword: '123456' } }))
    const row = await t.db.selectFrom('users').select('pay_password_hash').where('id', '=', u.id).executeTakeFirstOrThrow()
    // a keyed hash under the server's pay-password key (ADR 0127), salted per hash: never the password, never argon2
    assert.match(row.pay_password_hash!, /^hmac\$v1\$[A-Za-z0-9_-]{22}\$[0-9a-f]{64}$/)
    assert.ok(!row.pay_password_hash!.includes('654321'))
    assert.equal(expectOk(await u.api({ method: 'GET', url: PaymentApi.payPwdStatus.url })).set, true)
  })

  it('pay password: an argon2id hash from before is accepted once more and made again as a keyed hash; another key or user does not verify it', async () => {
    const u = await shopper({ money: 5000 })
    await t.db
      .updateTable('users')
      .set({ pay_password_hash: await hashPassword('112233') })
      .where('id', '=', u.id)
      .execute()
    const stored = async () => (await t.db.selectFrom('users').select('pay_password_hash').where('id', '=', u.id).executeTakeFirstOrThrow()).pay_password_hash!
    // a wrong one changes nothing
    expectFail(
      await u.api({
        method: 'POST',
        url: PaymentApi.balance.url,
        payload: { payNo: targets.make(t.tenantId, u.id, { amount: 100 }).id, payPassword: '112234' },
      }),
      400,
      PaymentCodes.PAY_PWD_WRONG,
    )
    assert.match(await stored(), /^\$argon2id\$/)
    expectOk(
      await u.api({
        method: 'POST',
        url: PaymentApi.balance.url,
        payload: { payNo: targets.make(t.tenantId, u.id, { amount: 100 }).id, payPassword: '112233' },
      }),
    )
    const keyed = await stored()
    assert.match(keyed, /^hmac\$v1\$/)
    expectOk(
      await u.api({
        method: 'POST',
        url: PaymentApi.balance.url,
        payload: { payNo: targets.make(t.tenantId, u.id, { amount: 100 }).id, payPassword: '112233' },
      }),
    )
    assert.equal(await stored(), keyed, 'a keyed hash of the current key is kept as it is')
    // the key is the server's: under another secret, or for another user, the same row does not verify
    assert.deepEqual(await verifyPayPassword(t.config, u.id, keyed, '112233'), { ok: true, rehash: false })
    assert.deepEqual(await verifyPayPassword({ ...t.config, appSecret: 'another-secret-of-at-least-thirty-two-characters' }, u.id, keyed, '112233'), {
      ok: false,
      rehash: false,
    })
    assert.deepEqual(await verifyPayPassword(t.config, u.id + 1, keyed, '112233'), { ok: false, rehash: false })
    assert.deepEqual(await verifyPayPassword(t.config, u.id, keyed.replace('hmac$v1$', 'hmac$v9$'), '112233'), { ok: false, rehash: false })
  })

  it('SYS: insufficient balance is refused; the pay password is needed; 5 wrong tries lock it', async () => {
    const u = await shopper({ money: 500 })
    const tg = targets.make(t.tenantId, u.id, { amount: 1000 })
    const r = await u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo: tg.id, payPassword: PWD }, headers: { lang: 'en' } })
    expectFail(r, 409, PaymentCodes.BALANCE)
    assert.equal(r.body.msg, 'Insufficient account balance')
    assert.equal(await balance(u.id), 500)
    assert.equal(tg.state, 'unpaid')
    expectFail(await pay(u, { payNo: tg.id, channel: 'SYS' }), 400, Codes.BAD_REQUEST, 'payPassword')
    await credit(u.id, 10_000)
    for (let i = 0; i < 4; i++) expectFail(await pay(u, { payNo: tg.id, channel: 'SYS', payPassword: '000000' }), 400, PaymentCodes.PAY_PWD_WRONG)
    expectFail(await pay(u, { payNo: tg.id, channel: 'SYS', payPassword: '000000' }), 429, PaymentCodes.PAY_PWD_LOCKED)
    // locked: even the right password is refused now
    expectFail(await pay(u, { payNo: tg.id, channel: 'SYS', payPassword: PWD }), 429, PaymentCodes.PAY_PWD_LOCKED)
    const st = expectOk(await u.api({ method: 'GET', url: PaymentApi.payPwdStatus.url }))
    assert.ok(st.lockedSeconds > 0 && st.triesLeft === 0, JSON.stringify(st))
    assert.equal(await balance(u.id), 10_500)
  })

  it('the pay-password lock lasts 15 minutes from the FIFTH wrong try, not from the first (#28 item 7)', async () => {
    const u = await shopper({ money: 5000 })
    const tg = targets.make(t.tenantId, u.id, { amount: 100 })
    expectFail(await pay(u, { payNo: tg.id, channel: 'SYS', payPassword: '000000' }), 400, PaymentCodes.PAY_PWD_WRONG)
    // 14 minutes later (the first failure's count has a minute left): four more wrong tries
    const key = `paypwd:fail:${t.tenantId}:${u.id}`
    await t.kv.set(key, '1', 60)
    for (let i = 0; i < 3; i++) expectFail(await pay(u, { payNo: tg.id, channel: 'SYS', payPassword: '000000' }), 400, PaymentCodes.PAY_PWD_WRONG)
    expectFail(await pay(u, { payNo: tg.id, channel: 'SYS', payPassword: '000000' }), 429, PaymentCodes.PAY_PWD_LOCKED)
    const st = expectOk(await u.api({ method: 'GET', url: PaymentApi.payPwdStatus.url }))
    assert.ok(st.lockedSeconds > 14 * 60, `locked for ${st.lockedSeconds} s after the fifth wrong try`)
  })

  it('SYS: pays once; 20 parallel duplicates with one key move money once and answer the same', async () => {
    const u = await shopper({ money: 5000 })
    const tg = targets.make(t.tenantId, u.id, { amount: 1200 })
    const rs = await Promise.all(Array.from({ length: 20 }, () => pay(u, { payNo: tg.id, channel: 'SYS', payPassword: PWD }, 'k-sys-1')))
    const ids = new Set(rs.map((r) => expectOk(r).id))
    assert.equal(ids.size, 1)
    assert.equal(rs[0].body.data.status, 'paid')
    assert.equal(await balance(u.id), 3800)
    assert.equal((await payments(tg.id)).length, 1)
    assert.equal(tg.state, 'paid')
    // another key on a paid target: not payable
    expectFail(await pay(u, { payNo: tg.id, channel: 'SYS', payPassword: PWD }, 'k-sys-2'), 409, PaymentCodes.NOT_PAYABLE)
    // the same key with another body
    expectFail(await pay(u, { payNo: tg.id, channel: 'SYS', payPassword: '111111' }, 'k-sys-1'), 422, PaymentCodes.IDEMPOTENCY_MISMATCH)
    // 20 parallel requests with 20 keys on a new target: one pays, the others are refused
    const tg2 = targets.make(t.tenantId, u.id, { amount: 100 })
    const rs2 = await Promise.all(Array.from({ length: 20 }, (_, i) => pay(u, { payNo: tg2.id, channel: 'SYS', payPassword: PWD }, `k-par-${i}`)))
    assert.equal(rs2.filter((r) => r.status === 200).length, 1)
    for (const r of rs2.filter((x) => x.status !== 200)) expectFail(r, 409, PaymentCodes.NOT_PAYABLE)
    assert.equal(await balance(u.id), 3700)
  })

  it("another user's or tenant's payment and target are 404", async () => {
    const u = await shopper({ money: 5000 })
    const tg = targets.make(t.tenantId, u.id, { amount: 100 })
    const p = expectOk(await pay(u, { payNo: tg.id, channel: 'OFFLINE' }))
    assert.equal(p.bank.accountName.length > 0, true)
    const stranger = await shopper({ money: 5000 })
    expectFail(await stranger.api({ method: 'GET', url: `/order/api/pay/${p.id}` }), 404, Codes.NOT_FOUND)
    expectFail(await pay(stranger, { payNo: tg.id, channel: 'SYS', payPassword: PWD }), 404, Codes.NOT_FOUND)
    const other = await shopper({ tenantId: t.otherTenantId, money: 5000 })
    expectFail(await other.api({ method: 'GET', url: `/order/api/pay/${p.id}` }), 404, Codes.NOT_FOUND)
    expectFail(await pay(other, { payNo: tg.id, channel: 'SYS', payPassword: PWD }), 404, Codes.NOT_FOUND)
    expectFail(await t.api({ method: 'GET', url: `/order/api/pay/${p.id}` }), 401, Codes.UNAUTHORIZED)
    assert.equal(expectOk(await u.api({ method: 'GET', url: `/order/api/pay/${p.id}` })).status, 'created')
  })

  it('channels: per tenant and platform from settings; a channel that is off is refused', async () => {
    const u = await shopper({ money: 300 })
    const tg = targets.make(t.tenantId, u.id, { amount: 100 })
    const h5 = expectOk(await u.api({ method: 'GET', url: PaymentApi.channels.url, query: { platform: 'h5', payNo: tg.id } }))
    assert.equal(h5.balance, 300)
    assert.equal(h5.amount, 100)
    assert.equal(h5.hasPayPassword, true)
    assert.ok(h5.channels.some((c: { code: string }) => c.code === 'SYS'))
    assert.deepEqual(
      h5.channels.find((c: { code: string }) => c.code === 'CYBERSOURCE'),
      { code: 'CYBERSOURCE', kind: 'online', billing: true },
    )
    const weapp = expectOk(await u.api({ method: 'GET', url: PaymentApi.channels.url, query: { platform: 'weapp' } }))
    assert.ok(!weapp.channels.some((c: { code: string }) => c.code === 'ZFB'))
    const o = await shopper({ tenantId: t.otherTenantId })
    // a tenant without a setting: the default handful per platform, not all thirteen
    const codes = async (platform: string) =>
      expectOk(await o.api({ method: 'GET', url: PaymentApi.channels.url, query: { platform } })).channels.map((c: { code: string }) => c.code)
    assert.deepEqual(await codes('h5'), ['SYS', 'WX', 'ZFB', 'OFFLINE', 'CASH'])
    assert.deepEqual(await codes('rn'), ['SYS', 'WX', 'ZFB', 'OFFLINE', 'CASH'])
    assert.deepEqual(await codes('weapp'), ['SYS', 'WX', 'OFFLINE', 'CASH'])
    assert.deepEqual(await codes('alipay'), ['SYS', 'ZFB', 'OFFLINE', 'CASH'])
    assert.deepEqual(await codes('tt'), ['SYS', 'WX', 'ZFB', 'OFFLINE', 'CASH'])
    const tgd = targets.make(t.otherTenantId, o.id, { amount: 100 })
    // a gateway that is not on, or a channel not on for the platform the client says it is: refused, with a message that says so
    const off = await o.api({
      method: 'POST',
      url: PaymentApi.create.url,
      payload: { payNo: tgd.id, channel: 'YABAND', platform: 'h5' },
      headers: { lang: 'en' },
    })
    expectFail(off, 409, PaymentCodes.CHANNEL_OFF, 'channel')
    assert.match(off.body.msg, /not available/i)
    expectFail(await pay(o, { payNo: tgd.id, channel: 'ZFB', platform: 'weapp' }), 409, PaymentCodes.CHANNEL_OFF, 'channel')
    expectFail(await pay(o, { payNo: tgd.id, channel: 'WX', platform: 'alipay' }), 409, PaymentCodes.CHANNEL_OFF, 'channel')
    expectOk(await pay(o, { payNo: tgd.id, channel: 'ZFB', platform: 'alipay' }))
    await putSetting(t.ctx({ tenantId: t.otherTenantId }), 'pay', { channels: { SYS: ['h5'] } })
    const list = expectOk(await o.api({ method: 'GET', url: PaymentApi.channels.url, query: { platform: 'h5' } }))
    assert.deepEqual(
      list.channels.map((c: { code: string }) => c.code),
      ['SYS'],
    )
    const tgo = targets.make(t.otherTenantId, o.id, { amount: 100 })
    expectFail(await pay(o, { payNo: tgo.id, channel: 'STRIPE' }), 409, PaymentCodes.CHANNEL_OFF, 'channel')
    // the default tenant still has it
    expectOk(await pay(u, { payNo: tg.id, channel: 'STRIPE' }))
  })

  it('online (local gateway): hosted page -> pay -> signed notification by a job (retried until acknowledged) -> paid', async () => {
    const u = await shopper()
    const tg = targets.make(t.tenantId, u.id, { amount: 2599 })
    const p = expectOk(await pay(u, { payNo: tg.id, channel: 'STRIPE', platform: 'h5' }, 'k-online'))
    assert.equal(p.status, 'pending')
    const pageUrl = p.payUrl.replace(/^\/api/, '')
    const page = await t.api({ method: 'GET', url: pageUrl, headers: { lang: 'en' } })
    assert.equal(page.status, 200)
    assert.match(page.headers['content-type'] as string, /text\/html/)
    assert.match(page.body, /CNY 25\.99/)
    assert.match(page.body, /Pay now/)
    assert.match((await t.api({ method: 'GET', url: pageUrl.replace('STRIPE', 'ZFB'), headers: { lang: 'en' } })).body, /not found/)
    // the gateway's notification fails once (the target is busy): the job retries later with backoff
    targets.failNextPaid(1)
    const act = await t.api({ method: 'POST', url: pageUrl, payload: { action: 'pay' }, headers: { lang: 'en' } })
    assert.equal(act.status, 200)
    assert.match(act.body, /Payment submitted/)
    assert.equal(await runDueJobs(t.db), 1)
    assert.equal(expectOk(await u.api({ method: 'GET', url: `/order/api/pay/${p.id}` })).status, 'pending')
    const job = await t.db.selectFrom('jobs').selectAll().where('kind', '=', 'payment:notify').orderBy('id', 'desc').executeTakeFirstOrThrow()
    assert.equal(job.status, 'pending')
    assert.equal(job.attempts, 1)
    assert.ok(new Date(job.run_at).getTime() > Date.now())
    assert.equal(await runDueJobs(t.db), 0)
    assert.equal(await runDueJobs(t.db, { now: new Date(Date.now() + 60_000) }), 1)
    const done = expectOk(await u.api({ method: 'GET', url: `/order/api/pay/${p.id}` }))
    assert.equal(done.status, 'paid')
    assert.equal(tg.state, 'paid')
    // the page now says paid; a second press does nothing
    assert.match((await t.api({ method: 'GET', url: pageUrl, headers: { lang: 'en' } })).body, /Paid/)
    // pressing pay again (a form sent twice, a back button): it says paid, never "submitted" (#28 item 9)
    const again = await t.api({ method: 'POST', url: pageUrl, payload: { action: 'pay' }, headers: { lang: 'en' } })
    assert.doesNotMatch(again.body, /submitted/)
    assert.match(again.body, /<h1 data-testid="result">Paid<\/h1>/)
    // the idempotent create answers its first result
    assert.equal(expectOk(await pay(u, { payNo: tg.id, channel: 'STRIPE', platform: 'h5' }, 'k-online')).id, p.id)
  })

  it('notifications: bad signature, old timestamp, wrong amount, unknown payment change nothing and are logged; a duplicate pays once; FAILED after paid is ignored', async () => {
    const u = await shopper()
    const tg = targets.make(t.tenantId, u.id, { amount: 700 })
    const p = expectOk(await pay(u, { payNo: tg.id, channel: 'ZFB', platform: 'h5' }))
    const secret = (await channelSecret(t.ctx(), 'ZFB'))!
    const body = { notifyId: crypto.randomUUID(), outTradeNo: `P${p.id}`, amount: 700, currency: 'CNY', status: 'SUCCESS', gatewayRef: 'G1' }
    const before = (await t.db.selectFrom('payment_events').select('id').execute()).length
    expectFail(await notify('ZFB', body, signedHeaders('wrong-secret', body)), 400, Codes.BAD_REQUEST)
    expectFail(await notify('ZFB', body, signedHeaders(secret, body, Math.floor(Date.now() / 1000) - 3600)), 400, Codes.BAD_REQUEST)
    expectFail(await notify('ZFB', { ...body, amount: 1 }, signedHeaders(secret, { ...body, amount: 1 })), 400, Codes.BAD_REQUEST)
    expectFail(await notify('ZFB', { ...body, outTradeNo: 'P999999' }, signedHeaders(secret, { ...body, outTradeNo: 'P999999' })), 400, Codes.BAD_REQUEST)
    expectFail(await notify('WX', body, signedHeaders((await channelSecret(t.ctx(), 'WX'))!, body)), 400, Codes.BAD_REQUEST)
    const tampered = signedHeaders(secret, body)
    expectFail(await notify('ZFB', { ...body, gatewayRef: 'G2' }, tampered), 400, Codes.BAD_REQUEST)
    // the signature is over the bytes as sent (#28 item 9): the same fields in another order are other bytes
    const reordered = Object.fromEntries(Object.entries(body).reverse())
    expectFail(await notify('ZFB', reordered, signedHeaders(secret, body)), 400, Codes.BAD_REQUEST)
    assert.equal(expectOk(await u.api({ method: 'GET', url: `/order/api/pay/${p.id}` })).status, 'pending')
    assert.equal(tg.state, 'unpaid')
    const logged = await t.db.selectFrom('payment_events').select(['kind']).orderBy('id').execute()
    assert.deepEqual(
      logged.slice(before).map((e) => e.kind),
      ['notify_rejected', 'notify_rejected', 'notify_amount', 'notify_unknown', 'notify_unknown', 'notify_rejected', 'notify_rejected'],
    )
    // delivered twice (and once in parallel): pays once; one of them as a gateway may lay it out (spaces, new lines),
    // signed over exactly that text
    const pretty = JSON.stringify(body, null, 2)
    const ok = await Promise.all([
      t.api({ method: 'POST', url: notifyPath('default', 'ZFB'), payload: pretty, headers: signedHeaders(secret, pretty) }),
      notify('ZFB', body, signedHeaders(secret, body)),
    ])
    for (const r of ok) assert.equal(r.body, 'success')
    assert.equal((await notify('ZFB', body, signedHeaders(secret, body))).body, 'success')
    const ledgerTx = await t.db.selectFrom('ledger_transactions').select('id').where('ref', '=', `payment:${p.id}`).execute()
    assert.equal(ledgerTx.length, 1)
    // out of order: a FAILED after SUCCESS is acknowledged and ignored
    const failed = { ...body, notifyId: crypto.randomUUID(), status: 'FAILED' }
    assert.equal((await notify('ZFB', failed, signedHeaders(secret, failed))).body, 'success')
    assert.equal(expectOk(await u.api({ method: 'GET', url: `/order/api/pay/${p.id}` })).status, 'paid')
  })

  it("notify path: tenant A's payment notified on tenant B's path changes nothing; an unknown tenant is 404; the tenant header is not what counts", async () => {
    const u = await shopper()
    const tg = targets.make(t.tenantId, u.id, { amount: 650 })
    const p = expectOk(await pay(u, { payNo: tg.id, channel: 'ZFB', platform: 'h5' }))
    const body = { notifyId: crypto.randomUUID(), outTradeNo: `P${p.id}`, amount: 650, currency: 'CNY', status: 'SUCCESS', gatewayRef: 'G-x' }
    const ledgerRows = async () => (await t.db.selectFrom('ledger_transactions').select('id').where('ref', '=', `payment:${p.id}`).execute()).length
    // signed with tenant B's secret: B has no such payment; with A's secret: not B's signature
    const before = (await t.db.selectFrom('payment_events').select('id').execute()).length
    expectFail(
      await notify('ZFB', body, signedHeaders((await channelSecret(t.ctx({ tenantId: t.otherTenantId }), 'ZFB'))!, body), 'other'),
      400,
      Codes.BAD_REQUEST,
    )
    expectFail(await notify('ZFB', body, signedHeaders((await channelSecret(t.ctx(), 'ZFB'))!, body), 'other'), 400, Codes.BAD_REQUEST)
    // a tenant header naming A does not move the path's tenant B
    const viaHeader = await t.api({
      method: 'POST',
      url: notifyPath('other', 'ZFB'),
      payload: body,
      headers: { ...signedHeaders((await channelSecret(t.ctx(), 'ZFB'))!, body), tenant: 'default' },
    })
    expectFail(viaHeader, 400, Codes.BAD_REQUEST)
    expectFail(await notify('ZFB', body, signedHeaders((await channelSecret(t.ctx(), 'ZFB'))!, body), 'nosuchtenant'), 404, Codes.NOT_FOUND)
    assert.equal(expectOk(await u.api({ method: 'GET', url: `/order/api/pay/${p.id}` })).status, 'pending')
    assert.equal(tg.state, 'unpaid')
    assert.equal(await ledgerRows(), 0)
    const logged = await t.db.selectFrom('payment_events').select(['tenant_id', 'kind', 'payment_id']).orderBy('id').execute()
    assert.deepEqual(
      logged.slice(before).map((e) => [e.tenant_id, e.kind, e.payment_id]),
      [
        [t.otherTenantId, 'notify_unknown', null],
        [t.otherTenantId, 'notify_rejected', null],
        [t.otherTenantId, 'notify_rejected', null],
      ],
    )
    // on its own tenant's path the same notification pays
    assert.equal((await notify('ZFB', body, signedHeaders((await channelSecret(t.ctx(), 'ZFB'))!, body))).body, 'success')
    assert.equal(expectOk(await u.api({ method: 'GET', url: `/order/api/pay/${p.id}` })).status, 'paid')
    assert.equal(await ledgerRows(), 1)
  })

  it('a payment that arrives after the target was cancelled is refunded automatically (late)', async () => {
    const u = await shopper()
    const tg = targets.make(t.tenantId, u.id, { amount: 900 })
    const p = expectOk(await pay(u, { payNo: tg.id, channel: 'HUIJU' }))
    tg.state = 'cancelled'
    const secret = (await channelSecret(t.ctx(), 'HUIJU'))!
    const body = { notifyId: 'n-late', outTradeNo: `P${p.id}`, amount: 900, currency: 'CNY', status: 'SUCCESS', gatewayRef: 'G-late' }
    assert.equal((await notify('HUIJU', body, signedHeaders(secret, body))).body, 'success')
    const got = expectOk(await u.api({ method: 'GET', url: `/order/api/pay/${p.id}` }))
    assert.equal(got.status, 'refunded')
    const kinds = (await t.db.selectFrom('ledger_transactions').select('kind').where('ref', '=', `payment:${p.id}`).orderBy('id').execute()).map((r) => r.kind)
    assert.deepEqual(kinds, ['payment', 'refund'])
    // a repeat after the refund changes nothing
    assert.equal((await notify('HUIJU', body, signedHeaders(secret, body))).body, 'success')
    assert.equal((await t.db.selectFrom('ledger_transactions').select('id').where('ref', '=', `payment:${p.id}`).execute()).length, 2)
  })

  it('CYBERSOURCE needs billing details; WX on weapp gets signed requestPayment parameters', async () => {
    const u = await shopper()
    const tg = targets.make(t.tenantId, u.id, { amount: 100 })
    expectFail(await pay(u, { payNo: tg.id, channel: 'CYBERSOURCE' }), 400, PaymentCodes.BILLING_REQUIRED, 'billing')
    const billing = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', address1: '1 Main St', city: 'Sydney', postalCode: '2000', country: 'AU' }
    expectOk(await pay(u, { payNo: tg.id, channel: 'CYBERSOURCE', billing }))
    const wx = expectOk(await pay(u, { payNo: tg.id, channel: 'WX', platform: 'weapp' }))
    assert.deepEqual(Object.keys(wx.wxParams).sort(), ['nonceStr', 'package', 'paySign', 'signType', 'timeStamp'])
    assert.match(wx.wxParams.package, /^prepay_id=/)
  })

  it('OFFLINE: proof (own private uploads) -> platform review; staff reject -> payable again; staff confirm -> paid; others refused', async () => {
    const u = await shopper()
    const staff = await asUser(t, { roles: 'shopper,staff' })
    const tg = targets.make(t.tenantId, u.id, { amount: 4200 })
    const p = expectOk(await pay(u, { payNo: tg.id, channel: 'OFFLINE' }))
    const upload = async (ownerId: number, scope = 'private') => {
      const id = crypto.randomUUID()
      await t.db
        .insertInto('uploads')
        .values({ id, tenant_id: t.tenantId, owner_id: ownerId, scope, mime: 'image/png', size: 1, path: `x/${id}.png`, sha256: 'x', original_name: null })
        .execute()
      return id
    }
    const mine = await upload(u.id)
    expectFail(
      await u.api({ method: 'POST', url: PaymentApi.proof.url, payload: { paymentId: p.id, images: [await upload(staff.id)] } }),
      404,
      Codes.NOT_FOUND,
      'images',
    )
    expectFail(
      await u.api({ method: 'POST', url: PaymentApi.proof.url, payload: { paymentId: p.id, images: [await upload(u.id, 'public')] } }),
      404,
      Codes.NOT_FOUND,
      'images',
    )
    const sent = expectOk(await u.api({ method: 'POST', url: PaymentApi.proof.url, payload: { paymentId: p.id, images: [mine], remark: 'paid at branch' } }))
    assert.equal(sent.status, 'awaiting')
    assert.deepEqual(tg.history, ['platform_review'])
    expectFail(await u.api({ method: 'GET', url: PaymentApi.staffOfflineList.url }), 403, Codes.FORBIDDEN)
    const list = expectOk(await staff.api({ method: 'GET', url: PaymentApi.staffOfflineList.url }))
    assert.ok(list.rows.some((r: { id: number; proofIds: string[] }) => r.id === p.id && r.proofIds[0] === mine))
    expectFail(await u.api({ method: 'POST', url: `/platform/api/pay/offline/${p.id}/confirm` }), 403, Codes.FORBIDDEN)
    expectOk(await staff.api({ method: 'POST', url: `/platform/api/pay/offline/${p.id}/reject`, payload: { reason: 'no transfer found' } }))
    assert.equal(tg.state, 'unpaid')
    expectFail(await staff.api({ method: 'POST', url: `/platform/api/pay/offline/${p.id}/confirm` }), 409, PaymentCodes.PAYMENT_STATE)
    expectOk(await u.api({ method: 'POST', url: PaymentApi.proof.url, payload: { paymentId: p.id, images: [mine] } }))
    const rs = await Promise.all(
      Array.from({ length: 5 }, () =>
        staff.api({ method: 'POST', url: `/platform/api/pay/offline/${p.id}/confirm`, headers: { 'idempotency-key': 'confirm-1' } }),
      ),
    )
    for (const r of rs) assert.equal(expectOk(r).status, 'paid')
    assert.equal(tg.state, 'paid')
    const otherStaff = await asUser(t, { tenantId: t.otherTenantId, roles: 'staff' })
    expectFail(await otherStaff.api({ method: 'POST', url: `/platform/api/pay/offline/${p.id}/reject`, payload: { reason: 'x' } }), 404, Codes.NOT_FOUND)
  })

  it("CASH: waits for the shop's merchant; another merchant 404, a shopper 403; confirm -> paid", async () => {
    const u = await shopper()
    const shop = await makeShop(t)
    const otherShop = await makeShop(t)
    const tg = targets.make(t.tenantId, u.id, { amount: 3000, shopIds: [shop.id] })
    const p = expectOk(await u.api({ method: 'POST', url: PaymentApi.cash.url, payload: { payNo: tg.id } }))
    assert.equal(p.status, 'awaiting')
    assert.equal(tg.state, 'awaiting')
    const owner = await asUser(t, { roles: 'shopper,merchant' })
    await t.db.updateTable('shops').set({ owner_id: owner.id }).where('id', '=', shop.id).execute()
    const stranger = await asUser(t, { roles: 'shopper,merchant' })
    await t.db.updateTable('shops').set({ owner_id: stranger.id }).where('id', '=', otherShop.id).execute()
    expectFail(await u.api({ method: 'POST', url: `/merchant/api/pay/cash/${p.id}/confirm` }), 403, Codes.FORBIDDEN)
    expectFail(await stranger.api({ method: 'POST', url: `/merchant/api/pay/cash/${p.id}/confirm` }), 404, Codes.NOT_FOUND)
    assert.equal(expectOk(await stranger.api({ method: 'GET', url: PaymentApi.merchantCashList.url })).total, 0)
    const list = expectOk(await owner.api({ method: 'GET', url: PaymentApi.merchantCashList.url }))
    assert.deepEqual(
      list.rows.map((r: { id: number }) => r.id),
      [p.id],
    )
    assert.equal(expectOk(await owner.api({ method: 'POST', url: `/merchant/api/pay/cash/${p.id}/confirm` })).status, 'paid')
    assert.equal(tg.state, 'paid')
    const bal = await t.db
      .selectFrom('wallet_accounts')
      .select('balance')
      .where('code', '=', 'cash')
      .where('tenant_id', '=', t.tenantId)
      .executeTakeFirstOrThrow()
    assert.ok(bal.balance <= -3000)
  })
})

// #28 "Secrets that cannot be guessed" (ADR 0128)
describe('payment: gateway secrets nobody can guess; online channels need one where the local gateway is off', () => {
  let on: TestApp
  let off: TestApp
  before(async () => {
    on = await createTestApp()
    off = await createTestApp({ env: { LOCAL_GATEWAY: 'false' } })
    for (const t of [on, off]) {
      t.app.log.level = 'silent'
      await putSetting(t.ctx(), 'pay', { channels: PAY_ALL_CHANNELS })
    }
  })
  after(async () => {
    await on.close()
    await off.close()
  })
  const notify = (t: TestApp, channel: string, body: Record<string, unknown>, headers: Record<string, string>) =>
    t.api({ method: 'POST', url: notifyPath('default', channel), payload: body, headers })

  it('the local gateway’s secret is derived from the server secret: the old guessable one signs nothing', async () => {
    const targets = fakeTargets()
    const u = await asUser(on)
    const tg = targets.make(on.tenantId, u.id, { amount: 300 })
    const p = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: tg.id, channel: 'ZFB' } }))
    const body = { notifyId: crypto.randomUUID(), outTradeNo: `P${p.id}`, amount: 300, currency: 'CNY', status: 'SUCCESS', gatewayRef: 'G-guess' }
    const guessed = `local-gateway-${on.tenantId}-ZFB`
    expectFail(await notify(on, 'ZFB', body, signedHeaders(guessed, body)), 400, Codes.BAD_REQUEST)
    assert.equal(tg.state, 'unpaid')
    const secret = (await channelSecret(on.ctx(), 'ZFB'))!
    assert.match(secret, /^[0-9a-f]{64}$/)
    assert.notEqual(secret, (await channelSecret(on.ctx({ tenantId: on.otherTenantId }), 'ZFB'))!, 'one per tenant')
    assert.equal((await notify(on, 'ZFB', body, signedHeaders(secret, body))).body, 'success')
    assert.equal(tg.state, 'paid')
  })

  it('local gateway off (production): online channels without a configured secret are not offered, not paid, not notified; a configured one works', async () => {
    const targets = fakeTargets()
    const u = await asUser(off)
    const tg = targets.make(off.tenantId, u.id, { amount: 500 })
    const codes = async () =>
      expectOk(await u.api({ method: 'GET', url: PaymentApi.channels.url, query: { payNo: tg.id, platform: 'h5' } })).channels.map(
        (c: { code: string }) => c.code,
      )
    assert.deepEqual(await codes(), ['SYS', 'OFFLINE', 'CASH'])
    expectFail(
      await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: tg.id, channel: 'SAND' } }),
      409,
      PaymentCodes.CHANNEL_OFF,
      'channel',
    )
    assert.equal(await channelSecret(off.ctx(), 'SAND'), null)
    const body = { notifyId: crypto.randomUUID(), outTradeNo: 'P1', amount: 500, currency: 'CNY', status: 'SUCCESS', gatewayRef: 'G-off' }
    for (const s of ['', 'local-gateway-1-SAND']) expectFail(await notify(off, 'SAND', body, signedHeaders(s || 'x', body)), 400, Codes.BAD_REQUEST)
    // the tenant configures SAND's secret: offered, and its notifications (signed with it) pay
    const secret = crypto.randomBytes(32).toString('hex')
    await putSetting(off.ctx(), 'pay', { channels: PAY_ALL_CHANNELS, secrets: { SAND: secret } })
    assert.deepEqual((await codes()).sort(), ['CASH', 'OFFLINE', 'SAND', 'SYS'])
    const p = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: tg.id, channel: 'SAND' } }))
    // the stand-in's hosted page is not served where it is off
    assert.match((await off.api({ method: 'GET', url: p.payUrl.replace(/^\/api/, ''), headers: { lang: 'en' } })).body, /not found/)
    const real = { ...body, outTradeNo: `P${p.id}` }
    assert.equal((await notify(off, 'SAND', real, signedHeaders(secret, real))).body, 'success')
    assert.equal(tg.state, 'paid')
  })
})
