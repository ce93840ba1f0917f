import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { AccountApi } from '../../types/account.js'
import { AddrApi } from '../../types/addr.js'
import { Codes } from '../../types/constants.js'
import { OrderApi } from '../../types/order.js'
import { SettingsCodes } from '../../types/settings-codes.js'
import { SystemApi } from '../../types/system.js'
import { Canvas } from '../src/core/png.js'
import { ledgerService } from '../src/modules/ledger/index.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { asUser, caller, createTestApp, expectFail, expectOk, makeProduct, makeShop, makeUser, type TestApp } from './helpers.js'

type U = Awaited<ReturnType<typeof asUser>>

/** A real PNG (the upload module checks the bytes). */
function png(): Buffer {
  const c = new Canvas(8, 8)
  c.gradient([200, 40, 30], [20, 90, 250])
  return c.encode()
}
function multipart(data: Buffer, scope: string) {
  const b = `----settings-${Math.random().toString(36).slice(2)}`
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\ncontent-disposition: form-data; name="scope"\r\n\r\n${scope}\r\n`),
    Buffer.from(`--${b}\r\ncontent-disposition: form-data; name="file"; filename="me.png"\r\ncontent-type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${b}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } }
}

describe('settings: profile rules, login password, version, agreements, user centre, log off', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  let ipSeq = 0
  const newIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`
  const { post, put, get } = caller(() => t, { lang: 'en' })
  const info = (u: U, body: Record<string, unknown> = {}) => post(AccountApi.info.url, body, { token: u.token })
  const upload = async (u: U, scope = 'public') => {
    const m = multipart(png(), scope)
    const r = await u.api({ method: 'POST', url: '/system/api/upload', payload: m.payload, headers: m.headers })
    return expectOk(r) as { id: string; url: string }
  }
  /** A `logoff` code sent to the user's phone, read from the local SMS provider's outbox. */
  const logOffCode = async (u: { phone: string }) => {
    expectOk(await post('/customer/api/sms/register/logoff', { phone: u.phone }, { ip: newIp() }))
    const box = expectOk(await get(`/dev/sms/outbox?phone=${u.phone}`))
    return box[0].code as string
  }
  const logOff = (u: U, code: string) => get(`${AccountApi.logOff.url}?code=${code}`, { token: u.token })

  it('nickname: the rule of spec section 5 is the server’s, each refusal names the field and the rule', async () => {
    const u = await asUser(t)
    for (const bad of ['abc', 'a'.repeat(21), 'with space', 'emoji😀ok', 'dash-name', '']) {
      const r = await info(u, { nickname: bad })
      expectFail(r, 400, SettingsCodes.NICKNAME_RULE, 'nickname')
      assert.equal(r.body.rule, 'pattern')
      assert.match(r.body.msg, /4-20/)
    }
    // in Chinese too, naming the rule
    const zh = await post(AccountApi.info.url, { nickname: 'ab' }, { token: u.token, lang: 'zh_CN' })
    expectFail(zh, 400, SettingsCodes.NICKNAME_RULE, 'nickname')
    assert.match(zh.body.msg, /昵称/)
    // nothing was saved by a refusal
    assert.equal(expectOk(await info(u)).nickname, `user${u.phone.slice(-4)}`)
    for (const good of ['Ab12', '小明同学', 'Li雷2024', 'x'.repeat(20)]) assert.equal(expectOk(await info(u, { nickname: good })).nickname, good)
    // a longer text is refused by the schema's bound, still naming the field
    expectFail(await info(u, { nickname: 'y'.repeat(41) }), 400, Codes.BAD_REQUEST, 'nickname')
  })

  it('avatar: only a public picture the user uploaded; sex 0-2', async () => {
    const u = await asUser(t)
    const other = await asUser(t)
    const mine = await upload(u)
    const r = expectOk(await info(u, { photoId: mine.id, userSex: 1 }))
    assert.equal(r.photo, mine.url)
    assert.equal(r.userSex, 1)
    // someone else's picture, a private one, an unknown id: refused, the photo unchanged
    const theirs = await upload(other)
    expectFail(await info(u, { photoId: theirs.id }), 400, SettingsCodes.AVATAR_NOT_OWN, 'photoId')
    const secret = await upload(u, 'private')
    expectFail(await info(u, { photoId: secret.id }), 400, SettingsCodes.AVATAR_NOT_OWN, 'photoId')
    expectFail(await info(u, { photoId: '00000000-0000-4000-8000-000000000000' }), 400, SettingsCodes.AVATAR_NOT_OWN, 'photoId')
    expectFail(await info(u, { photoId: 'http://evil.example/x.png' }), 400, Codes.BAD_REQUEST, 'photoId')
    // the free address of old is no longer taken
    expectFail(await info(u, { photo: '/static/p.png' }), 400, Codes.BAD_REQUEST, 'photo')
    expectFail(await info(u, { userSex: 3 }), 400, Codes.BAD_REQUEST, 'userSex')
    assert.equal(expectOk(await info(u)).photo, mine.url)
  })

  it('login password: the old one is checked, the rule and the match, not the same again; then only the new one logs in', async () => {
    const made = await makeUser(t, { password: 'abc123' })
    const ip = newIp()
    const login = (password: string) => post(AccountApi.login.url, { username: made.phone, password }, { ip })
    const token = expectOk(await login('abc123')).token as string
    const change = (b: Record<string, unknown>) => put(AccountApi.updatePassword.url, b, { token, ip })
    const wrong = await change({ oldPassword: 'nope123', password: 'new456', confirmPassword: 'new456' })
    expectFail(wrong, 400, Codes.BAD_REQUEST, 'oldPassword')
    assert.equal(wrong.body.rule, 'match')
    expectFail(await change({ oldPassword: 'abc123', password: 'short', confirmPassword: 'short' }), 400, 1030, 'password')
    expectFail(await change({ oldPassword: 'abc123', password: 'has space1', confirmPassword: 'has space1' }), 400, 1030, 'password')
    expectFail(await change({ oldPassword: 'abc123', password: 'new456', confirmPassword: 'new457' }), 400, 1031, 'confirmPassword')
    expectFail(await change({ oldPassword: 'abc123', password: 'abc123', confirmPassword: 'abc123' }), 400, SettingsCodes.PASSWORD_SAME, 'password')
    // none of the refusals changed it
    assert.equal((await login('new456')).status, 400)
    expectOk(await change({ oldPassword: 'abc123', password: 'new456', confirmPassword: 'new456' }))
    expectFail(await login('abc123'), 400, 1002)
    expectOk(await login('new456'))
  })

  it('version: the latest from the tenant setting; the asking code decides update and force; per platform', async () => {
    const v = (q: string) => get(`${SystemApi.appVersion.url}?${q}`)
    // the default: 1.1.03 (1103), the app's own version: up to date
    let r = expectOk(await v('platform=h5&versionCode=1103'))
    assert.deepEqual([r.version, r.versionCode, r.update, r.force], ['1.1.03', 1103, false, false])
    await putSetting(t.ctx(), 'version', {
      version: '1.2.00',
      versionCode: 1200,
      minVersionCode: 1100,
      force: false,
      downloadUrl: 'https://example.com/app.apk',
      notes: { zh_CN: '修复问题', en: 'Fixes' },
      platforms: { ios: { downloadUrl: 'https://apps.example.com/mall' } },
    })
    r = expectOk(await v('platform=android&versionCode=1103'))
    assert.deepEqual([r.version, r.update, r.force, r.notes, r.downloadUrl], ['1.2.00', true, false, 'Fixes', 'https://example.com/app.apk'])
    r = expectOk(await v('platform=ios&versionCode=1099'))
    assert.deepEqual([r.update, r.force, r.downloadUrl, r.platform], [true, true, 'https://apps.example.com/mall', 'ios'], 'below the lowest allowed: forced')
    r = expectOk(await v('platform=android&versionCode=1200'))
    assert.deepEqual([r.update, r.force], [false, false])
    r = expectOk(await get(`${SystemApi.appVersion.url}?platform=android&versionCode=1103`, { lang: 'zh_CN' }))
    assert.equal(r.notes, '修复问题')
    // no code asked: nothing offered
    assert.equal(expectOk(await v('platform=android')).update, false)
    // force in the setting: every older app must update
    await putSetting(t.ctx(), 'version', { version: '1.2.00', versionCode: 1200, minVersionCode: 0, force: true, downloadUrl: '', notes: '' })
    assert.equal(expectOk(await v('versionCode=1199')).force, true)
    expectFail(await v('versionCode=-1'), 400, Codes.BAD_REQUEST, 'versionCode')
    expectFail(await v('platform=AN%20DROID'), 400, Codes.BAD_REQUEST, 'platform')
    await putSetting(t.ctx(), 'version', { version: '1.1.03', versionCode: 1103, minVersionCode: 0, force: false, downloadUrl: '', notes: '' })
  })

  it('agreements: user, privacy and withdrawal by key, in the request’s language, from the basics setting', async () => {
    const en = expectOk(await get(SystemApi.basics.url))
    assert.deepEqual(
      en.agreements.map((a: { key: string }) => a.key),
      ['user', 'privacy', 'withdrawal'],
    )
    assert.deepEqual(
      en.agreements.map((a: { title: string }) => a.title),
      ['User Service Agreement', 'Privacy Policy', 'Withdrawal Agreement'],
    )
    for (const [lang, title] of [
      ['zh_CN', '用户服务协议'],
      ['zh_TW', '用戶服務協議'],
      ['ja', 'ユーザー利用規約'],
      ['ko', '이용약관'],
      ['fil', 'Kasunduan sa Serbisyo ng User'],
    ]) {
      const b = expectOk(await get(SystemApi.basics.url, { lang }))
      assert.equal(b.agreements[0].title, title)
      assert.ok(
        b.agreements.every((a: { content: string }) => a.content.length > 50),
        lang,
      )
    }
    // a tenant's own text (plain, or per language) replaces the default
    await putSetting(t.ctx(), 'basics', {
      registerModel: 'phone',
      registerType: 'phone',
      customerInfos: {},
      agreements: [{ key: 'user', title: { zh_CN: '我们的协议', en: 'Our terms' }, content: 'Be nice.' }],
    })
    const own = expectOk(await get(SystemApi.basics.url))
    assert.deepEqual(own.agreements, [{ key: 'user', title: 'Our terms', content: 'Be nice.' }])
    assert.equal(expectOk(await get(SystemApi.basics.url, { lang: 'ko' })).agreements[0].title, '我们的协议', 'zh_CN when the language is missing')
    await t.db.deleteFrom('tenant_settings').where('tenant_id', '=', t.tenantId).where('key', '=', 'basics').execute()
  })

  it('user centre: config/init page type 2 holds the order icons and the title list', async () => {
    const cfg = expectOk(await get(`${SystemApi.configInit.url}?templateId=1`))
    const user = cfg.pages.find((p: { pageType: number }) => p.pageType === 2)
    const [orders, titles] = user.pageLayout.components
    assert.equal(orders.type, 'orderIcon')
    assert.deepEqual(
      orders.props.items.map((i: { key: string }) => i.key),
      ['pending', 'deliver', 'receiving', 'evaluate', 'refund'],
    )
    assert.equal(titles.type, 'titleList')
    const keys = titles.props.items.map((i: { key: string }) => i.key)
    for (const k of ['wallet', 'coupons', 'addresses', 'favourites', 'footprints', 'bankCards', 'realName', 'feedback', 'settings'])
      assert.ok(keys.includes(k), k)
    assert.ok(titles.props.items.every((i: { link: string }) => i.link.startsWith('/pages/')))
  })

  it('log off: refused while money, an open order or a shop remains (the code stays usable); then the data is erased and the sessions end', async () => {
    const u = await asUser(t)
    const c = t.ctx()
    // money in the wallet
    await ledgerService.postTransaction(c, {
      kind: 'credit',
      memo: 'test',
      entries: [
        { account: { system: 'funding', currency: 'CNY' }, amount: -1234 },
        { account: { userId: u.id, currency: 'CNY' }, amount: 1234 },
      ],
    })
    const code = await logOffCode(u)
    expectFail(await logOff(u, code === '000000' ? '111111' : '000000'), 400, 1010, 'code')
    const money = await logOff(u, code)
    expectFail(money, 409, SettingsCodes.LOG_OFF_MONEY)
    assert.match(money.body.msg, /CNY 12\.34/)
    await ledgerService.postTransaction(c, {
      kind: 'credit',
      memo: 'test back',
      entries: [
        { account: { userId: u.id, currency: 'CNY' }, amount: -1234 },
        { account: { system: 'funding', currency: 'CNY' }, amount: 1234 },
      ],
    })
    // an order not yet received
    const p = await makeProduct(t, { price: 990, stock: 5 })
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()
    expectOk(
      await u.api({
        method: 'POST',
        url: AddrApi.add.url,
        payload: { name: 'Li Lei', phone: '13812345678', regionIds: [110000, 110100, 110101], detail: 'No. 1 Chang An Avenue' },
      }),
    )
    expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: sku.id, count: 1 }, headers: { 'idempotency-key': `lo-${u.id}` } }))
    const orders = await logOff(u, code)
    expectFail(orders, 409, SettingsCodes.LOG_OFF_ORDERS)
    assert.match(orders.body.msg, /^1 orders/)
    const orderId = (await t.db.selectFrom('orders').select('id').where('user_id', '=', u.id).executeTakeFirstOrThrow()).id
    expectOk(await u.api({ method: 'POST', url: OrderApi.cancel.url.replace(':id', String(orderId)), payload: { reason: 'changed my mind' } }))
    // the refusals undid everything: the account is still open, its address and session too
    assert.equal(expectOk(await info(u)).phone, u.phone)
    // a favourite, a footprint and a cart line to be erased
    expectOk(await u.api({ method: 'POST', url: `/customer/api/collection/${p.id}?type=1` }))
    await t.db.insertInto('footprints').values({ tenant_id: t.tenantId, user_id: u.id, product_id: p.id }).execute()
    expectOk(await u.api({ method: 'POST', url: '/customer/api/basket', payload: { skuId: sku.id, count: 1 } }))
    const done = await logOff(u, code)
    expectOk(done)
    // the closed account's token opens nothing, the code is used
    expectFail(await info(u), 401, Codes.TOKEN_INVALID)
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow()
    assert.deepEqual(
      [row.status, row.phone, row.email, row.photo, row.nickname, row.password_hash, row.pay_password_hash],
      ['closed', null, null, null, '', null, null],
    )
    assert.ok(row.closed_at)
    for (const table of ['addresses', 'baskets', 'collections', 'footprints'] as const) {
      const n = await t.db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as('n'))
        .where('user_id', '=', u.id)
        .executeTakeFirstOrThrow()
      assert.equal(Number(n.n), 0, `${table} kept the closed account's rows`)
    }
    // the order (cancelled) stays for the shop's books
    assert.equal((await t.db.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirstOrThrow()).state, 'cancelled')
    // the phone is free: a new account can register with it
    expectOk(await post('/customer/api/sms/register/register', { phone: u.phone }, { ip: newIp() }))
  })

  it('log off: a shop owner is refused; two parallel log offs with one code close the account once', async () => {
    const owner = await asUser(t)
    await makeShop(t, { ownerId: owner.id })
    expectFail(await logOff(owner, await logOffCode(owner)), 409, SettingsCodes.LOG_OFF_SHOP)
    assert.equal(expectOk(await info(owner)).phone, owner.phone)

    const u = await asUser(t)
    const code = await logOffCode(u)
    const rs = await Promise.all(Array.from({ length: 5 }, () => logOff(u, code)))
    assert.equal(rs.filter((r) => r.status === 200).length, 1, JSON.stringify(rs.map((r) => r.body)))
    for (const r of rs.filter((x) => x.status !== 200)) assert.ok([400, 401].includes(r.status), JSON.stringify(r.body))
    const closed = await t.db.selectFrom('users').select('status').where('id', '=', u.id).executeTakeFirstOrThrow()
    assert.equal(closed.status, 'closed')
  })

  it('log off needs a phone and a login', async () => {
    expectFail(await get(`${AccountApi.logOff.url}?code=123456`), 401, Codes.UNAUTHORIZED)
    const u = await asUser(t)
    await t.db.updateTable('users').set({ phone: null }).where('id', '=', u.id).execute()
    expectFail(await logOff(u, '123456'), 400, Codes.BAD_REQUEST, 'phone')
  })
})
