import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { seedTenant } from '../src/seed/index.js'
import { createTestApp, type TestApp } from './helpers.js'

/** Simplified-only characters (their traditional forms differ) that a zh_TW text must not contain. */
const SIMPLIFIED_ONLY = [
  ...'苹广东龙鲜类装机电头发车纸书乐钢笔汤绿红蓝湾烟个钻凤云阳兰圣铁药国莲约粮压麦坚饼冻枣夹饮矿无气纯挂酿乌饰圆领宽连卫裤轻绒亚衬针织开阔围数码线动环携锅风灯点现玛冲单颂务洁调螨纳护妆肤湿华晒补润体种观银壶盘纺胶储叠欧蜡烛纤维条马垫运户备哑铃计绳号对图经谱儿绘语词汇册阵记礼账贴优选两丰区纪简舰门园栋闻栖馆业仓双质会购价欢还规错货满损进谢馈们继续热销临买标准颜细这说见题给让应长过网页费样鱼鸡虾适叶壳汉罗赣脐寿闲软酱盐咸袜际辆达迈',
]
const CJK = /[\u4e00-\u9fff]/

describe('demo data looks real: fitting options, own pictures, one review language, traditional zh_TW', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: (db, config) => seedTenant(db, config, 'default', 'Demo Mall', ['account', 'ledger', 'catalog']) })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  const products = () =>
    t.db
      .selectFrom('products as p')
      .innerJoin('categories as sub', 'sub.id', 'p.category_id')
      .innerJoin('categories as top', 'top.id', 'sub.parent_id')
      .select(['p.id', 'p.title', 'p.images', 'p.spec_groups', 'p.description_i18n', 'top.name as top'])
      .where('p.tenant_id', '=', t.tenantId)
      .execute()

  it('no two different products share a picture (by address or by drawing)', async () => {
    const rows = await products()
    assert.ok(rows.length > 150)
    const owner = new Map<string, number>()
    const drawings = new Map<string, number>()
    for (const r of rows) {
      for (const url of r.images as string[]) {
        assert.ok(!owner.has(url) || owner.get(url) === r.id, `${url} is the picture of products ${owner.get(url)} and ${r.id}`)
        owner.set(url, r.id)
        const file = path.join(t.config.dataDir, 'uploads', 'public', url.replace(/^.*\/files\//, ''))
        const svg = fs.readFileSync(file, 'utf8')
        assert.ok(!drawings.has(svg) || drawings.get(svg) === r.id, `products ${drawings.get(svg)} and ${r.id} show the same drawing`)
        drawings.set(svg, r.id)
      }
    }
  })

  it('options fit the product: no food is sold in sizes; sizes only on clothes and shoes', async () => {
    const FOOD = ['Fresh produce', 'Pantry & snacks', 'Drinks', 'Café & desserts']
    let food = 0
    for (const r of await products()) {
      const en = (r.title as Record<string, string>).en
      const cat = (r.top as Record<string, string>).en
      const groups = (r.spec_groups as Array<{ key: string }>).map((g) => g.key)
      if (FOOD.some((f) => cat.startsWith(f))) {
        food++
        assert.ok(!groups.includes('size'), `food in sizes: ${en}`)
        assert.ok(!groups.includes('colour'), `food in colours: ${en}`)
      }
      if (groups.includes('size')) assert.match(en, /shirt|hoodie|jeans|jacket|cardigan|trousers|dress|shoes|sneakers|boots|knee/i, `sizes on ${en}`)
    }
    assert.ok(food > 40)
  })

  it("each product's reviews are in one language", async () => {
    const reviews = await t.db.selectFrom('reviews').select(['product_id', 'content', 'reply']).where('tenant_id', '=', t.tenantId).execute()
    const langs = new Map<number, Set<string>>()
    for (const r of reviews) {
      const set = langs.get(r.product_id) ?? new Set<string>()
      set.add(CJK.test(r.content) ? 'zh' : 'en')
      if (r.reply) set.add(CJK.test(r.reply) ? 'zh' : 'en')
      langs.set(r.product_id, set)
    }
    assert.ok(langs.size > 50)
    for (const [id, set] of langs) assert.equal(set.size, 1, `product ${id} has reviews in ${[...set].join(' and ')}`)
    assert.ok([...langs.values()].some((s) => s.has('en')) && [...langs.values()].some((s) => s.has('zh')))
  })

  it('zh_TW titles, descriptions, shop names and categories hold no simplified-only characters', async () => {
    const texts: string[] = []
    for (const r of await products()) texts.push((r.title as Record<string, string>).zh_TW, (r.description_i18n as Record<string, string>).zh_TW)
    for (const s of await t.db.selectFrom('shops').select(['name', 'intro', 'notice']).where('tenant_id', '=', t.tenantId).execute())
      texts.push(...[s.name, s.intro, s.notice].map((x) => (x as Record<string, string>).zh_TW))
    for (const c of await t.db.selectFrom('categories').select('name').where('tenant_id', '=', t.tenantId).execute())
      texts.push((c.name as Record<string, string>).zh_TW)
    const bad = texts.filter((s) => SIMPLIFIED_ONLY.some((c) => s.includes(c)))
    assert.deepEqual(bad.slice(0, 10), [], `${bad.length} zh_TW texts with simplified characters`)
    assert.ok(
      texts.some((s) => s.includes('蘋果')),
      'the apples are 蘋果',
    )
  })
})
