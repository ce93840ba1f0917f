import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { NOTICES } from '../src/seed/catalog-data.js'
import { BankApi } from '../../types/bank.js'
import { SystemApi } from '../../types/system.js'
import { seedTenant } from '../src/seed/index.js'
import { getSetting, putSetting } from '../src/modules/system/system.settings.js'
import { createTestApp, type TestApp } from './helpers.js'

/** Every GET endpoint record of the system area (types/system.ts), so a new endpoint is covered too. */
function systemGetRoutes(): string[] {
  // the bank list (`system/api/basics/bankTypeList`) is the bank module's record (BankApi.types)
  // one announcement by id (`system/api/notice/:id`) answers 404 for an id that is not one: feedback.test.ts reads it
  return [...Object.values(SystemApi), BankApi.types].filter((e) => e.method === 'GET' && e !== SystemApi.noticeDetail).map((e) => e.url)
}
const PARAM_VALUES: Record<string, string> = { ':id': '310000', ':type': 'order_receiving_status' }

describe('system: settings, reference data, notices, feedback', () => {
  let t: TestApp
  const get = (url: string, headers: Record<string, string> = {}) => t.api({ method: 'GET', url, headers })
  const opinionCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('opinions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  before(async () => {
    // the system part of the demo seed: basics, home layout with splash, five notices
    t = await createTestApp({ seed: (db, config) => seedTenant(db, config, 'default', 'Demo Mall', ['system']) })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('settings: two readers of one setting each get their own defaults, cached or not; a write shows at once', async () => {
    const c = t.ctx()
    const key = `t${Date.now()}`
    // the first reader's defaults are never what the second one reads (an order setting read by the review timer first)
    assert.deepEqual(await getSetting(c, key, { a: 1 }), { a: 1 })
    assert.deepEqual(await getSetting(c, key, { b: 2 }), { b: 2 })
    await putSetting(c, key, { b: 3 })
    assert.deepEqual(await getSetting(c, key, { a: 1 }), { a: 1, b: 3 })
    assert.deepEqual(await getSetting(c, key, { b: 2 }), { b: 3 })
  })

  it('every GET endpoint of the system area answers with the success envelope', async () => {
    const routes = systemGetRoutes()
    assert.ok(routes.length >= 14, `only ${routes.length} GET routes found`)
    for (const route of routes) {
      const url = route.replace(/:[a-zA-Z]+/g, (p) => PARAM_VALUES[p] ?? '1')
      for (const lang of ['zh_CN', 'en']) {
        const r = await get(url, { lang })
        assert.equal(r.status, 200, `${url} (${lang}): ${JSON.stringify(r.body)}`)
        assert.equal(r.body.ok, true, url)
        assert.equal(r.body.code, 200, url)
        assert.equal(typeof r.body.msg, 'string', url)
        assert.ok('data' in r.body || ('rows' in r.body && 'total' in r.body), `${url}: neither data nor rows/total`)
      }
    }
  })

  it('dictionary labels follow the lang header', async () => {
    const url = '/system/dict/data/type/order_receiving_status'
    const zh = (await get(url)).body.data
    const zhExplicit = (await get(url, { lang: 'zh_CN' })).body.data
    const en = (await get(url, { lang: 'en' })).body.data
    assert.deepEqual(zh, zhExplicit, 'zh_CN is the default language')
    assert.ok(zh.length >= 4)
    assert.equal(zh.length, en.length)
    assert.deepEqual(
      zh.map((d: { dictValue: string }) => d.dictValue),
      en.map((d: { dictValue: string }) => d.dictValue),
    )
    const zh0 = zh.find((d: { dictValue: string }) => d.dictValue === '0')
    const en0 = en.find((d: { dictValue: string }) => d.dictValue === '0')
    assert.equal(zh0.dictLabel, '待付款')
    assert.equal(en0.dictLabel, 'To pay')
    assert.equal(zh0.dictType, 'order_receiving_status')
    // sorted by dictSort
    const sorts = zh.map((d: { dictSort: number }) => d.dictSort)
    assert.deepEqual(
      sorts,
      [...sorts].sort((a, b) => a - b),
    )
    // an unknown locale falls back to Chinese rather than failing
    const unknown = await get(url, { lang: 'xx' })
    assert.equal(unknown.status, 200)
  })

  it('an unknown dictionary is 404 in the failure envelope; a malformed name is 400', async () => {
    const r = await get('/system/dict/data/type/no_such_dictionary', { lang: 'en' })
    assert.equal(r.status, 404)
    assert.equal(r.body.ok, false)
    assert.equal(r.body.code, 404)
    assert.equal(typeof r.body.msg, 'string')
    assert.ok(!('data' in r.body))
    const bad = await get('/system/dict/data/type/DROP%20TABLE', { lang: 'en' })
    assert.equal(bad.status, 400)
    assert.equal(bad.body.ok, false)
  })

  it('regions: the province list and a subtree; an unknown region is 404', async () => {
    const provinces = (await get('/system/api/address/province')).body.data as Array<{
      id: number
      parentId: number | null
      level: number
      name: string
      hasChildren: boolean
    }>
    assert.ok(provinces.length >= 30, `only ${provinces.length} provinces`)
    assert.ok(provinces.every((p) => p.parentId === null && p.level === 1))
    const sh = provinces.find((p) => p.id === 310000)
    assert.ok(sh, 'Shanghai is in the province list')
    assert.equal(sh.name, '上海市')
    assert.equal(sh.hasChildren, true)

    const tree = await get('/system/api/address/tree/310000')
    assert.equal(tree.status, 200)
    const children = tree.body.data as typeof provinces
    const city = children.find((c) => c.id === 310100)
    assert.ok(city, 'tree/310000 contains 310100')
    assert.ok(children.every((c) => c.parentId === 310000 && c.level === 2))
    assert.equal(city.hasChildren, true)
    const districts = (await get('/system/api/address/tree/310100')).body.data as typeof provinces
    assert.ok(districts.some((d) => d.id === 310101))
    assert.ok(districts.every((d) => d.level === 3 && d.hasChildren === false))

    const unknown = await get('/system/api/address/tree/999999', { lang: 'en' })
    assert.equal(unknown.status, 404)
    assert.equal(unknown.body.ok, false)
    assert.equal(unknown.body.code, 404)
    const bad = await get('/system/api/address/tree/abc')
    assert.equal(bad.status, 400)
    assert.equal(bad.body.ok, false)
  })

  it('notices are isolated by tenant', async () => {
    await t.db
      .insertInto('notices')
      .values({ tenant_id: t.otherTenantId, title: 'OTHER-TENANT-SECRET', content: 'only for other', created_at: new Date() })
      .execute()
    const mine = await get('/system/api/notice/list?pageSize=100')
    assert.equal(mine.status, 200)
    assert.equal(mine.body.total, NOTICES.length)
    assert.ok(mine.body.rows.every((n: { title: string }) => n.title !== 'OTHER-TENANT-SECRET'))
    assert.ok(!JSON.stringify(mine.body).includes('OTHER-TENANT-SECRET'))
    const theirs = await get('/system/api/notice/list?pageSize=100', { tenant: 'other' })
    assert.equal(theirs.status, 200)
    assert.equal(theirs.body.total, 1)
    assert.deepEqual(
      theirs.body.rows.map((n: { title: string }) => n.title),
      ['OTHER-TENANT-SECRET'],
    )
    // a draft notice of the default tenant is not listed either
    await t.db.insertInto('notices').values({ tenant_id: t.tenantId, title: 'DRAFT', content: 'not yet', status: 'draft', created_at: new Date() }).execute()
    assert.equal((await get('/system/api/notice/list')).body.total, NOTICES.length)
  })

  it('notices are paged: pageNum/pageSize give rows and a stable total, newest first, no repeats', async () => {
    const total = NOTICES.length
    const seen: number[] = []
    for (let pageNum = 1; pageNum <= Math.ceil(total / 2) + 1; pageNum++) {
      const r = await get(`/system/api/notice/list?pageNum=${pageNum}&pageSize=2`)
      assert.equal(r.status, 200)
      assert.equal(r.body.ok, true)
      assert.equal(r.body.total, total)
      assert.ok(!('data' in r.body))
      assert.equal(r.body.rows.length, Math.max(0, Math.min(2, total - (pageNum - 1) * 2)), `page ${pageNum}`)
      seen.push(...r.body.rows.map((n: { id: number }) => n.id))
    }
    assert.equal(seen.length, total)
    assert.equal(new Set(seen).size, total)
    const all = (await get('/system/api/notice/list?pageSize=100')).body.rows as Array<{ id: number; title: string; createTime: string }>
    assert.deepEqual(
      all.map((n) => n.id),
      seen,
    )
    assert.equal(all[0].title, NOTICES[0][0])
    const times = all.map((n) => Date.parse(n.createTime))
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
    // default page size is 10
    assert.equal((await get('/system/api/notice/list')).body.rows.length, Math.min(10, total))
    for (const q of ['pageNum=0', 'pageSize=0', 'pageSize=101', 'pageNum=x', 'unknown=1']) {
      const r = await get(`/system/api/notice/list?${q}`)
      assert.equal(r.status, 400, q)
      assert.equal(r.body.ok, false, q)
    }
  })

  it('config/init returns the seeded layout: pages, start.layout, tabBar', async () => {
    const r = await get('/system/api/config/init')
    assert.equal(r.status, 200)
    const d = r.body.data
    assert.ok(Array.isArray(d.pages) && d.pages.length >= 2)
    for (const p of d.pages) {
      assert.equal(typeof p.pageType, 'number')
      assert.equal(typeof p.title, 'string')
      assert.ok(Array.isArray(p.pageLayout.components))
      for (const c of p.pageLayout.components) assert.ok(typeof c.id === 'string' && typeof c.type === 'string' && typeof c.props === 'object')
    }
    const home = d.pages.find((p: { pageType: number }) => p.pageType === 1)
    assert.ok(
      home.pageLayout.components.some((c: { type: string }) => c.type === 'banner'),
      'the seeded home has a banner',
    )
    const layout = d.start.layout
    assert.equal(layout.open, true)
    for (const k of ['openType', 'timing', 'showCount', 'showType']) assert.equal(typeof layout[k], 'number', k)
    assert.ok(Array.isArray(layout.imgList) && layout.imgList.length >= 1)
    assert.equal(typeof layout.imgList[0].url, 'string')
    assert.deepEqual(Object.keys(d.tabBar).sort(), ['backgroundColor', 'color', 'list', 'selectedColor'])
    assert.ok(Array.isArray(d.tabBar.list))
    assert.equal(typeof d.isRefund, 'boolean')
    assert.equal(typeof d.globalBg, 'string')
    // the tenant without a seed gets the code defaults in the same shape
    const other = (await get('/system/api/config/init', { tenant: 'other' })).body.data
    assert.equal(other.start.layout.open, false)
    assert.ok(Array.isArray(other.pages) && Array.isArray(other.tabBar.list))
  })

  it('opinion: content too short is 400 naming content, and nothing is stored', async () => {
    const before = await opinionCount()
    const r = await t.api({ method: 'POST', url: '/system/api/opinion', payload: { type: 'bug', content: 'abc' }, headers: { lang: 'en' } })
    assert.equal(r.status, 400)
    assert.equal(r.body.ok, false)
    assert.equal(r.body.code, 400)
    assert.equal(r.body.field, 'content')
    assert.equal(typeof r.body.msg, 'string')
    const missing = await t.api({ method: 'POST', url: '/system/api/opinion', payload: { type: 'bug' } })
    assert.equal(missing.status, 400)
    assert.equal(missing.body.field, 'content')
    const badType = await t.api({ method: 'POST', url: '/system/api/opinion', payload: { type: 'spam', content: 'long enough content' } })
    assert.equal(badType.status, 400)
    assert.equal(await opinionCount(), before)
  })

  it('opinion: a valid one is accepted and stored once, for the right tenant', async () => {
    const before = await opinionCount()
    const content = 'The checkout page is slow on my phone.'
    const r = await t.api({ method: 'POST', url: '/system/api/opinion', payload: { type: 'bug', content, contact: 'me@example.com' }, headers: { lang: 'en' } })
    assert.equal(r.status, 200, JSON.stringify(r.body))
    assert.equal(r.body.ok, true)
    assert.equal(r.body.code, 200)
    assert.ok(r.body.data.id)
    assert.equal(await opinionCount(), before + 1)
    const row = await t.db.selectFrom('opinions').selectAll().where('id', '=', r.body.data.id).executeTakeFirstOrThrow()
    assert.equal(row.tenant_id, t.tenantId)
    assert.equal(row.content, content)
    assert.equal(row.type, 'bug')
    assert.equal(row.contact, 'me@example.com')
    assert.equal(row.user_id, null)
  })

  it('basics: agreements, register settings; phone prefixes and banks follow the language', async () => {
    const b = (await get('/system/api/basics/list', { lang: 'en' })).body.data
    assert.ok(b.agreements.length >= 2)
    assert.match(b.agreements[0].title, /Agreement/)
    assert.equal(typeof b.registerType, 'string')
    const zh = (await get('/system/api/basics/phonePrefix')).body.data
    const en = (await get('/system/api/basics/phonePrefix', { lang: 'en' })).body.data
    assert.ok(zh.length >= 30)
    assert.deepEqual(zh[0], { id: 1, countryName: '中国大陆', countryCode: 'CN', countryArea: '86' })
    assert.equal(en.find((c: { countryCode: string }) => c.countryCode === 'PH').countryName, 'Philippines')
    assert.equal((await get('/system/api/basics/bankTypeList', { lang: 'en' })).body.data[0].name, 'Industrial and Commercial Bank of China')
  })

  it('dictionaries are labelled in the request language; an unknown type is 404', async () => {
    for (const type of ['order_receiving_status', 'order_refund_status', 'h_order_cancel', 'appointment_order_state']) {
      const zh = (await get(`/system/dict/data/type/${type}`)).body.data
      const en = (await get(`/system/dict/data/type/${type}`, { lang: 'en' })).body.data
      assert.ok(zh.length >= 4, type)
      assert.equal(zh.length, en.length)
      assert.notEqual(zh[0].dictLabel, en[0].dictLabel)
    }
    const ja = (await get('/system/dict/data/type/order_receiving_status', { lang: 'ja' })).body.data
    assert.equal(ja[0].dictLabel, '支払い待ち')
    assert.equal((await get('/system/dict/data/type/no_such_dict')).status, 404)
    assert.equal((await get('/system/dict/data/type/DROP%20TABLE')).status, 400)
  })

  it('app version, languages, customer service, oauth and upload settings carry their data', async () => {
    const v = await get('/system/api/basics/app/version/info?platform=android')
    assert.deepEqual(v.body.data, {
      version: '1.1.03',
      versionCode: 1103,
      minVersionCode: 0,
      force: false,
      update: false,
      downloadUrl: '',
      notes: '',
      platform: 'android',
    })
    assert.equal((await get('/system/api/basics/app/version/info')).body.data.platform, 'h5')
    const unknown = await get('/system/api/basics/app/version/info?channel=x', { lang: 'en' })
    assert.equal(unknown.status, 400)
    assert.equal(unknown.body.field, 'channel')

    const langs = (await get('/system/api/page/tmplate/lang')).body.data
    assert.equal(langs.default, 'zh_CN')
    assert.deepEqual(
      langs.list.map((l: { code: string }) => l.code),
      ['zh_CN', 'zh_TW', 'en', 'ja', 'ko', 'fil'],
    )
    assert.ok(langs.list.every((l: { name: string }) => l.name.length > 0))

    // the tenant's own customer service details (demo seed); a tenant without them gets the defaults
    const mine = (await get('/system/api/basics/customer')).body.data
    assert.deepEqual(mine, { phone: '400-800-8888', hours: '09:00-21:00', email: 'support@mall.example', wechat: 'mall_service', chat: true })
    const theirs = (await get('/system/api/basics/customer', { tenant: 'other' })).body.data
    assert.equal(theirs.email, 'support@example.com')
    assert.equal(theirs.wechat, undefined)

    const zh = (await get('/system/api/basics/oauth')).body.data
    const en = (await get('/system/api/basics/oauth', { lang: 'en' })).body.data
    assert.deepEqual(zh.list, [])
    assert.notEqual(zh.reason, en.reason)
    assert.match(zh.reason, /第三方登录/)

    // upload settings point at this server's own upload route under the API prefix
    const up = (await get('/system/api/basics/qiniu')).body.data
    assert.equal(up.uploadUrl, `${t.config.apiPrefix}/system/api/upload`)
    assert.equal(up.maxBytes, t.config.uploadMaxBytes)
    assert.ok(up.imageTypes.includes('png') && !up.imageTypes.includes('svg'))
    const route = await t.app.inject({ method: 'POST', url: up.uploadUrl })
    assert.notEqual(route.statusCode, 404, 'the advertised upload URL is a route')

    // no map keys configured: the local map service with its own keys (ADR 0129), never an error
    assert.deepEqual((await get('/system/api/basics/keyMap')).body.data, {
      keyType: '1',
      key: ['local-map-key-1', 'local-map-key-2'],
      base: '/api/map/default',
    })
  })
})

describe('system: map keys come from the configuration', () => {
  it('MAP_KEYS and MAP_KEY_TYPE are handed to clients by basics/keyMap', async () => {
    const t = await createTestApp({ env: { MAP_KEYS: ' key-one, key-two ,', MAP_KEY_TYPE: '2' } })
    try {
      const r = await t.api({ method: 'GET', url: '/system/api/basics/keyMap' })
      assert.equal(r.status, 200)
      assert.deepEqual(r.body.data, { keyType: '2', key: ['key-one', 'key-two'], base: 'https://maps.googleapis.com' })
    } finally {
      await t.close()
    }
  })
})

describe('system: the app links (ADR 0163)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('none by default; staff set https links only, each refusal naming its field and rule; the update check answers the same links', async () => {
    const { asUser, expectFail, expectOk } = await import('./helpers.js')
    const { AppLinkCodes } = await import('../../types/app-links-codes.js')
    const { Codes } = await import('../../types/constants.js')
    const links = async () => expectOk(await t.api({ method: 'GET', url: SystemApi.appLinks.url }))
    assert.deepEqual(await links(), { iosUrl: '', androidUrl: '' })
    const staff = await asUser(t, { roles: 'shopper,staff', lang: 'en' })
    const shopper = await asUser(t, { lang: 'en' })
    const save = (u: typeof staff, payload: Record<string, string>) => u.api({ method: 'PUT', url: SystemApi.saveAppLinks.url, payload })
    const ios = 'https://apps.example.com/app/mall/id1234567890'
    const android = 'https://download.example.com/mall.apk'
    expectFail(await save(shopper, { iosUrl: ios, androidUrl: android }), 403, AppLinkCodes.STAFF_ONLY)
    expectFail(await t.api({ method: 'PUT', url: SystemApi.saveAppLinks.url, payload: { iosUrl: ios, androidUrl: '' } }), 401, Codes.UNAUTHORIZED)
    for (const bad of [
      'http://apps.example.com/app',
      'javascript:alert(1)',
      'apps.example.com/app',
      'https://',
      'https://a b.example.com',
      'ftp://x.example.com',
    ]) {
      const r = await save(staff, { iosUrl: bad, androidUrl: android })
      expectFail(r, 400, AppLinkCodes.HTTPS, 'iosUrl')
      assert.equal(r.body.rule, 'https')
      assert.match(r.body.msg, /App Store/)
    }
    const r = await save(staff, { iosUrl: '', androidUrl: 'http://download.example.com/mall.apk' })
    expectFail(r, 400, AppLinkCodes.HTTPS, 'androidUrl')
    assert.match(r.body.msg, /Android/)
    expectFail(await save(staff, { iosUrl: ios }), 400, Codes.BAD_REQUEST, 'androidUrl')
    expectFail(await save(staff, { iosUrl: `https://x.example.com/${'a'.repeat(500)}`, androidUrl: '' }), 400, Codes.BAD_REQUEST, 'iosUrl')
    assert.deepEqual(await links(), { iosUrl: '', androidUrl: '' })

    assert.deepEqual(expectOk(await save(staff, { iosUrl: ` ${ios} `, androidUrl: android })), { iosUrl: ios, androidUrl: android })
    assert.deepEqual(await links(), { iosUrl: ios, androidUrl: android })
    // the same links the apps' update check offers; the rest of the version setting keeps its defaults
    const v = expectOk(await t.api({ method: 'GET', url: `${SystemApi.appVersion.url}?platform=android&versionCode=1` }))
    assert.deepEqual([v.downloadUrl, v.update, v.version], [android, true, '1.1.03'])
    // one taken away
    expectOk(await save(staff, { iosUrl: '', androidUrl: android }))
    assert.deepEqual(await links(), { iosUrl: '', androidUrl: android })
  })
})
