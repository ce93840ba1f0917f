import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { RefundApi } from '../../types/refund.js'
import { REFUND_DEMO } from '../src/flows/refund-demo.js'
import { DEMO_BALANCES } from '../src/modules/ledger/ledger.seed.js'
import { seedTenant } from '../src/seed/index.js'
import { DEMO_LOGIN, DEMO_MERCHANT } from '../src/seed/tenants.js'
import { assertLedgerSound, createTestApp, expectOk, type TestApp } from './helpers.js'

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

describe('demo refunds (issue 22): the demo shopper has a request waiting, one refunded to the balance, one rejected', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({
      seed: (db, config) => seedTenant(db, config, 'default', 'Demo Mall', ['account', 'ledger', 'catalog', 'system', 'order', 'refund', 'settlement']),
    })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  const login = async (who: { phone: string; password: string }) => {
    const { token } = expectOk(await t.api({ method: 'POST', url: '/auth/api/customer/login', payload: { username: who.phone, password: who.password } }))
    return { authorization: `Bearer ${token}` }
  }

  it('three requests on orders of the demo merchant, paid by balance; the refund is on the wallet and in the ledger', async () => {
    const shopper = await login(DEMO_LOGIN)
    const list = await t.api({ method: 'GET', url: RefundApi.list.url, headers: shopper })
    assert.equal(list.status, 200, JSON.stringify(list.body))
    const rows = list.body.rows as Array<{ id: number; state: string; orderId: number; amount: number; type: string }>
    assert.deepEqual(rows.map((r) => r.state).sort(), ['rejected', 'requesting', 'success'])
    assert.ok(rows.every((r) => r.type === 'refund'))
    const by = new Map(rows.map((r) => [r.state, r]))
    const detail = async (id: number) => expectOk(await t.api({ method: 'GET', url: RefundApi.detail.url.replace(':id', String(id)), headers: shopper }))

    const waiting = await detail(by.get('requesting')!.id)
    assert.equal(waiting.reason, REFUND_DEMO[0].reason)
    assert.equal(waiting.description, REFUND_DEMO[0].description)
    assert.deepEqual(waiting.proofs, [])
    assert.deepEqual(waiting.actions, ['withdraw'])
    const rejected = await detail(by.get('rejected')!.id)
    assert.equal(rejected.rejectReason, REFUND_DEMO[2].rejectReason)
    assert.deepEqual(rejected.actions, ['reapply', 'dispute'])
    const done = await detail(by.get('success')!.id)
    assert.equal(done.payChannel, 'SYS')
    assert.ok(done.amount > 0)

    // the orders: the shopper's, of the demo merchant's shop, paid by a real balance payment; the refunded one counts its refund
    const merchantId = (
      await t.db.selectFrom('users').select('id').where('tenant_id', '=', t.tenantId).where('phone', '=', DEMO_MERCHANT.phone).executeTakeFirstOrThrow()
    ).id
    const orders = await t.db
      .selectFrom('orders as o')
      .innerJoin('shops as s', 's.id', 'o.shop_id')
      .select(['o.id', 'o.main_id', 's.owner_id', 'o.pay_channel', 'o.refunded_amount'])
      .where(
        'o.id',
        'in',
        rows.map((r) => r.orderId),
      )
      .execute()
    assert.equal(orders.length, 3)
    for (const o of orders) {
      assert.equal(o.owner_id, merchantId)
      assert.equal(o.pay_channel, 'SYS')
      assert.equal(Number(o.refunded_amount), o.id === done.orderId ? done.amount : 0)
    }
    const payments = await t.db
      .selectFrom('payments')
      .select(['id', 'channel', 'status', 'amount'])
      .where('tenant_id', '=', t.tenantId)
      .where('channel', '=', 'SYS')
      .execute()
    assert.equal(payments.length, 3)
    const back = await t.db.selectFrom('payment_refunds').select(['payment_id', 'amount', 'status', 'ref']).where('tenant_id', '=', t.tenantId).execute()
    assert.deepEqual(back, [{ payment_id: back[0]?.payment_id, amount: done.amount, status: 'succeeded', ref: `refund:${done.refundNo}` }])

    // the wallet: the demo balance less the three orders plus the refund; the ledger's refund line on it
    const paid = payments.reduce((n, p) => n + Number(p.amount), 0)
    const wallets = expectOk(await t.api({ method: 'GET', url: '/customer/api/account', headers: shopper }))
    const cny = wallets.find((w: { currency: string }) => w.currency === 'CNY')
    assert.equal(cny.balance, DEMO_BALANCES.CNY - paid + done.amount)
    const lines = await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
      .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['x.kind', 'e.amount'])
      .where('u.phone', '=', DEMO_LOGIN.phone)
      .where('u.tenant_id', '=', t.tenantId)
      .where('x.kind', '=', 'refund')
      .execute()
    assert.deepEqual(
      lines.map((l) => Number(l.amount)),
      [done.amount],
    )
    await assertLedgerSound(t.db)

    // the merchant's open requests (not finished: a rejected one may still be disputed) show the waiting one to answer
    const merchant = await login(DEMO_MERCHANT)
    const open = await t.api({ method: 'GET', url: RefundApi.merchantList.url, headers: merchant })
    assert.equal(open.status, 200, JSON.stringify(open.body))
    assert.deepEqual(open.body.rows.map((r: { id: number }) => r.id).sort(), [waiting.id, rejected.id].sort())
    const m = expectOk(await t.api({ method: 'GET', url: RefundApi.merchantDetail.url.replace(':id', String(waiting.id)), headers: merchant }))
    assert.deepEqual(m.actions, ['agree', 'reject'])
  })
})
