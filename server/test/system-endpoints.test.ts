import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { seedTenant } from '../src/seed/index.js'
import { createTestApp, form, type TestApp } from './helpers.js'

describe('system endpoints of section 7', () => {
  let t: TestApp
  const get = (url: string, headers: Record<string, string> = {}) => t.api({ method: 'GET', url, headers })

  before(async () => {
    t = await createTestApp({ seed: (db, config) => seedTenant(db, config, 'default', 'Demo Mall') })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('every public GET answers with the envelope', async () => {
    const paths = [
      '/system/api/basics/list', '/system/api/basics/app/version/info', '/system/api/address/province', '/system/api/address/tree/310000',
      '/system/dict/data/type/order_receiving_status', '/system/api/notice/list', '/system/api/page/tmplate/lang', '/system/cash/setting/config',
      '/system/api/config/init', '/system/api/basics/qiniu', '/system/api/basics/keyMap', '/system/api/basics/customer', '/system/api/basics/oauth',
      '/system/api/basics/phonePrefix', '/system/api/basics/bankTypeList', '/system/api/basics/cash/rule/1',
    ]
    for (const p of paths) {
      const r = await get(p)
      assert.equal(r.status, 200, `${p}: ${JSON.stringify(r.body)}`)
      assert.equal(r.body.ok, true, p)
      assert.equal(r.body.code, 200, p)
    }
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

  it('region tree: provinces, then children by id; an unknown id is 404', async () => {
    const provinces = (await get('/system/api/address/province')).body.data
    assert.ok(provinces.length >= 34)
    assert.ok(provinces.every((p: { level: number; parentId: null }) => p.level === 1 && p.parentId === null))
    const sh = provinces.find((p: { id: number }) => p.id === 310000)
    assert.equal(sh.hasChildren, true)
    const cities = (await get('/system/api/address/tree/310000')).body.data
    assert.deepEqual(cities.map((c: { id: number }) => c.id), [310100])
    const districts = (await get('/system/api/address/tree/310100')).body.data
    assert.ok(districts.some((d: { id: number; name: string }) => d.id === 310115 && d.name === '浦东新区'))
    assert.equal((await get('/system/api/address/tree/999999')).status, 404)
    assert.equal((await get('/system/api/address/tree/abc')).status, 400)
  })

  it('notices are paged and never cross tenants', async () => {
    await t.db.insertInto('notices').values({ tenant_id: t.otherTenantId, title: 'OTHER TENANT NOTICE', content: 'secret', type: 'system', status: 'published' } as never).execute()
    const page1 = (await get('/system/api/notice/list?pageNum=1&pageSize=1')).body
    assert.equal(page1.rows.length, 1)
    assert.ok(page1.total >= 2)
    const page2 = (await get('/system/api/notice/list?pageNum=2&pageSize=1')).body
    assert.notEqual(page2.rows[0].id, page1.rows[0].id)
    const all = (await get('/system/api/notice/list?pageSize=100')).body.rows
    assert.ok(!all.some((n: { title: string }) => n.title === 'OTHER TENANT NOTICE'))
    const other = (await get('/system/api/notice/list', { tenant: 'other' })).body.rows
    assert.deepEqual(other.map((n: { title: string }) => n.title), ['OTHER TENANT NOTICE'])
    assert.equal((await get('/system/api/notice/list?pageSize=1000')).status, 400)
    assert.equal((await get('/system/api/notice/list?sort=1')).status, 400, 'unknown query fields are refused')
  })

  it('config/init: home layout with components, splash, refund flag and skin', async () => {
    const d = (await get('/system/api/config/init')).body.data
    assert.ok(Array.isArray(d.pages))
    const home = d.pages.find((p: { pageType: number }) => p.pageType === 1) ?? d.pages[0]
    assert.ok(home.pageLayout.components.length >= 3)
    assert.equal(typeof d.start.layout.open, 'boolean')
    assert.ok(d.start.layout.imgList.length >= 1)
    assert.equal(typeof d.isRefund, 'boolean')
    assert.equal(typeof d.globalBg, 'string')
  })

  it('cash rule text is translated and shows the configured amounts', async () => {
    const cfg = (await get('/system/cash/setting/config')).body.data
    const en = (await get('/system/api/basics/cash/rule/1', { lang: 'en' })).body.data
    assert.ok(en.content.includes((cfg.minAmount / 100).toFixed(2)))
    const ko = (await get('/system/api/basics/cash/rule/1', { lang: 'ko' })).body.data
    assert.notEqual(ko.content, en.content)
  })

  it('feedback: validated (field named, nothing stored) and stored when valid', async () => {
    const count = async () => Number((await t.db.selectFrom('opinions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const short = await t.api({ method: 'POST', url: '/system/api/opinion', ...form({ content: 'hi' }) })
    assert.equal(short.status, 400)
    assert.equal(short.body.field, 'content')
    const badType = await t.api({ method: 'POST', url: '/system/api/opinion', ...form({ content: 'the page is slow', type: 'rant' }) })
    assert.equal(badType.body.field, 'type')
    assert.equal(await count(), 0)
    const good = await t.api({ method: 'POST', url: '/system/api/opinion', ...form({ content: 'the search page is slow', contact: 'me@example.com', images: ['/api/files/a.png'] }) })
    assert.equal(good.status, 200, JSON.stringify(good.body))
    assert.equal(await count(), 1)
    const row = await t.db.selectFrom('opinions').selectAll().executeTakeFirstOrThrow()
    assert.equal(row.tenant_id, t.tenantId)
    assert.deepEqual(row.images, ['/api/files/a.png'])
  })
})
