import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { OrderApi } from '../../types/order.js'
import { SystemApi } from '../../types/system.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { seedTenant } from '../src/seed/index.js'
import { asUser, createTestApp, expectOk, type TestApp } from './helpers.js'

/** Tenant content (home layout texts, notices, pickup addresses) and the region tree in the `lang` header's language. */
describe('content: tenant texts and regions answer in the request language', () => {
  let t: TestApp
  const get = (url: string, lang?: string, headers: Record<string, string> = {}) =>
    t.api({ method: 'GET', url, headers: { ...(lang ? { lang } : {}), ...headers } })
  const layout = async (lang?: string) => {
    const home = expectOk(await get(SystemApi.configInit.url, lang)).pages.find((p: { pageType: number }) => p.pageType === 1)
    const c = (id: string) => home.pageLayout.components.find((x: { id: string }) => x.id === id).props
    return { nav: c('nav').items.map((i: { text: string }) => i.text) as string[], notice: c('notice').text as string, hot: c('hot').title as string }
  }

  before(async () => {
    t = await createTestApp({ seed: (db, config) => seedTenant(db, config, 'default', 'Demo Mall', ['account', 'ledger', 'catalog', 'system', 'order']) })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('config/init: the home grid labels, notice and block title in en, ja and zh_CN', async () => {
    const zh = await layout()
    assert.equal(zh.hot, '热销榜单')
    assert.equal(zh.nav[0], '限时秒杀')
    const en = await layout('en')
    assert.equal(en.hot, 'Best sellers')
    assert.equal(en.nav[0], 'Flash sale')
    assert.match(en.notice, /30 off every 199/)
    const ja = await layout('ja')
    assert.equal(ja.hot, '売れ筋ランキング')
    assert.equal(ja.nav[3], 'クーポン')
    for (const s of [...en.nav, en.notice, en.hot]) assert.doesNotMatch(s, /[\u4e00-\u9fff]/, `en text in Chinese: ${s}`)
    assert.equal((await layout('zh_TW')).hot, '熱銷榜單')
  })

  it('config/init: a layout text without the asked language falls back to zh_CN; a plain string stays as it is', async () => {
    const home = {
      pages: [
        {
          pageType: 1,
          title: 'home',
          pageLayout: {
            components: [
              { id: 'notice', type: 'notice', props: { text: { zh_CN: '只有中文', en: 'English too' } } },
              { id: 'hot', type: 'products', props: { source: 3, size: 6, title: '旧的标题' } },
              { id: 'nav', type: 'nav', props: { items: [] } },
            ],
          },
        },
      ],
    }
    const other = { ...t.ctx(), tenantId: t.otherTenantId }
    await putSetting(other, 'home', home)
    const read = async (lang: string) => {
      const r = expectOk(await get(SystemApi.configInit.url, lang, { tenant: 'other' }))
      return r.pages[0].pageLayout.components.map((c: { props: Record<string, unknown> }) => c.props.text ?? c.props.title)
    }
    assert.deepEqual(await read('ja'), ['只有中文', '旧的标题', undefined])
    assert.deepEqual(await read('en'), ['English too', '旧的标题', undefined])
  })

  it('notices: title and content in en and ja; zh_CN when the language is missing; an untranslated notice as written', async () => {
    const en = expectOk(await get(SystemApi.notices.url, 'en')).rows
    assert.equal(en[0].title, 'Year-end sale coming')
    assert.doesNotMatch(en.map((n: { title: string; content: string }) => n.title + n.content).join(), /[\u4e00-\u9fff]/)
    const ja = expectOk(await get(SystemApi.notices.url, 'ja')).rows
    assert.equal(ja[0].title, '年末セールのお知らせ')
    await t.db
      .insertInto('notices')
      .values([
        {
          tenant_id: t.tenantId,
          title: '仅中文',
          content: '内容',
          title_i18n: JSON.stringify({ zh_CN: '仅中文', en: 'English only' }),
          content_i18n: JSON.stringify({ zh_CN: '内容' }),
          created_at: new Date(Date.now() + 60_000),
        },
        { tenant_id: t.tenantId, title: 'written before translations', content: 'plain', created_at: new Date(Date.now() + 30_000) },
      ])
      .execute()
    const [a, b] = expectOk(await get(SystemApi.notices.url, 'ko')).rows
    assert.deepEqual([a.title, a.content, b.title, b.content], ['仅中文', '内容', 'written before translations', 'plain'])
    assert.equal(expectOk(await get(SystemApi.notices.url, 'en')).rows[0].title, 'English only')
  })

  it('pickup points: name and address in en and ja, zh_CN by default', async () => {
    const u = await asUser(t)
    const shop = await t.db
      .selectFrom('shops')
      .select('id')
      .where('tenant_id', '=', t.tenantId)
      .where('self_pickup', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const url = OrderApi.pickupPoints.url.replace(':id', String(shop.id))
    const points = async (lang: string) => expectOk(await u.api({ method: 'GET', url, headers: { lang } })) as Array<{ name: string; address: string }>
    const [zh] = await points('zh_CN')
    assert.equal(zh.name, '门店自提')
    assert.match(zh.address, /^北京市东城区/)
    const [en] = await points('en')
    assert.equal(en.name, 'In-store pickup')
    assert.equal(en.address, '138 Wangfujing Street, Dongcheng District, Beijing')
    const [ja] = await points('ja')
    assert.equal(ja.name, '店頭受け取り')
    assert.match(ja.address, /^北京市東城区/)
    assert.match((await points('zh_TW'))[0].address, /^北京市東城區/)
  })

  it('regions: all 34 provincial divisions, each with cities, each city with districts (or a leaf city); names in en when asked', async () => {
    const provinces = expectOk(await get(SystemApi.provinces.url)) as Array<{ id: number; name: string; hasChildren: boolean }>
    assert.equal(provinces.length, 34)
    const enProvinces = expectOk(await get(SystemApi.provinces.url, 'en')) as Array<{ id: number; name: string }>
    assert.deepEqual(
      enProvinces.slice(0, 3).map((p) => p.name),
      ['Beijing', 'Tianjin', 'Hebei'],
    )
    assert.equal(enProvinces.find((p) => p.id === 440000)!.name, 'Guangdong')
    let cities = 0
    let districts = 0
    for (const p of provinces) {
      assert.ok(p.hasChildren, `${p.name} has no cities`)
      const cs = expectOk(await get(SystemApi.regionTree.url.replace(':id', String(p.id)), 'en')) as Array<{
        id: number
        name: string
        hasChildren: boolean
        level: number
      }>
      assert.ok(cs.length > 0, `${p.name}: no cities`)
      cities += cs.length
      for (const c of cs) {
        assert.equal(c.level, 2)
        assert.doesNotMatch(c.name, /[\u4e00-\u9fff]/, `en city name in Chinese: ${c.name}`)
      }
      // every city has districts (a few prefecture-level cities without districts list their towns)
      const first = cs[0]
      assert.ok(first.hasChildren, `${p.name} / ${first.name}: no districts`)
      const ds = expectOk(await get(SystemApi.regionTree.url.replace(':id', String(first.id)), 'en')) as Array<{ name: string }>
      assert.ok(ds.length > 0)
      districts += ds.length
    }
    assert.ok(cities >= 340, `${cities} cities`)
    // every city of every province has districts (a city without counties lists its towns)
    const bare = await t.db
      .selectFrom('regions as r')
      .select(['r.id', 'r.name'])
      .where('r.level', '<=', 2)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('regions as c').select('c.id').whereRef('c.parent_id', '=', 'r.id'))))
      .execute()
    assert.deepEqual(bare, [], 'provinces or cities without children')
    const counts = await t.db
      .selectFrom('regions')
      .select((eb) => [eb.fn.countAll<number>().as('n')])
      .where('level', '=', 3)
      .executeTakeFirstOrThrow()
    assert.ok(Number(counts.n) > 3000, `${counts.n} districts`)
    assert.ok(districts > 0)
    const gz = expectOk(await get(SystemApi.regionTree.url.replace(':id', '440100'), 'en')) as Array<{ id: number; name: string }>
    assert.equal(gz.find((d) => d.id === 440106)!.name, 'Tianhe District')
    const tw = expectOk(await get(SystemApi.regionTree.url.replace(':id', '440000'), 'zh_TW')) as Array<{ id: number; name: string }>
    assert.equal(tw.find((d) => d.id === 440100)!.name, '廣州市')
    const ja = expectOk(await get(SystemApi.provinces.url, 'ja')) as Array<{ id: number; name: string }>
    assert.equal(ja.find((p) => p.id === 440000)!.name, '広東省')
    const ko = expectOk(await get(SystemApi.provinces.url, 'ko')) as Array<{ id: number; name: string }>
    assert.equal(ko.find((p) => p.id === 110000)!.name, '베이징시')
  })
})
