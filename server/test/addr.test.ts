import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ADDR_MAX, AddrApi, AddrCodes } from '../../types/addr.js'
import { Codes } from '../../types/constants.js'
import { OrderApi } from '../../types/order.js'
import { addrService } from '../src/modules/addr/addr.service.js'
import { asUser, createTestApp, expectFail, expectOk, form, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'

// 北京市 / 北京市 / 海淀区, 上海市 / 上海市 / 黄浦区 (server/src/data/regions.ts)
const BJ = [110000, 110100, 110108]
const SH = [310000, 310100, 310101]

describe('addr: receiving addresses (customer/api/addr)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  const body = (o: Record<string, unknown> = {}) => ({ name: '张三', phone: '13800138000', regionIds: BJ, detail: '中关村大街 1 号', label: 'home', ...o })
  const send = (u: AsUser, method: 'POST' | 'PUT', data: Record<string, unknown>) => {
    const f = form(data)
    return u.api({ method, url: AddrApi.add.url, payload: f.payload, headers: f.headers })
  }
  const add = async (u: AsUser, o: Record<string, unknown> = {}) => expectOk(await send(u, 'POST', body(o)))
  const list = async (u: AsUser) => expectOk(await u.api({ method: 'GET', url: AddrApi.list.url })) as any[]
  const byId = (url: string, id: number) => url.replace(':id', String(id))

  it('adds (form body, region path named by the tree), lists the default first, gets, edits; the first address is the default', async () => {
    const u = await asUser(t)
    expectFail(await u.api({ method: 'GET', url: AddrApi.getDefault.url }), 404, AddrCodes.NONE)
    const a = await add(u)
    assert.equal(a.isDefault, true)
    assert.deepEqual(
      [a.name, a.phone, a.countryArea, a.regionIds, a.regionNames, a.region, a.detail, a.label],
      ['张三', '13800138000', '86', BJ, ['北京市', '北京市', '海淀区'], '北京市 北京市 海淀区', '中关村大街 1 号', 'home'],
    )
    const b = await add(u, { name: ' 李四 ', regionIds: SH, label: '', detail: '  南京东路 100 号 ' })
    assert.deepEqual([b.isDefault, b.name, b.label, b.detail], [false, '李四', null, '南京东路 100 号'])
    assert.deepEqual(
      (await list(u)).map((x) => x.id),
      [a.id, b.id],
    )
    assert.deepEqual(expectOk(await u.api({ method: 'GET', url: byId(AddrApi.get.url, b.id) })), b)
    assert.equal(expectOk(await u.api({ method: 'GET', url: AddrApi.getDefault.url })).id, a.id)
    // edit b and make it the default; a loses the flag
    const e = expectOk(await send(u, 'PUT', body({ id: b.id, name: '王五', label: 'school', isDefault: true })))
    assert.deepEqual([e.id, e.name, e.label, e.isDefault, e.region], [b.id, '王五', 'school', true, '北京市 北京市 海淀区'])
    assert.deepEqual(
      (await list(u)).map((x) => [x.id, x.isDefault]),
      [
        [b.id, true],
        [a.id, false],
      ],
    )
    // JSON bodies work as well; a non-86 country area takes 5-15 digits
    const j = expectOk(await u.api({ method: 'POST', url: AddrApi.add.url, payload: body({ countryArea: '63', phone: '9171234567', label: 'company' }) }))
    assert.deepEqual([j.countryArea, j.phone, j.label], ['63', '9171234567', 'company'])
    // the order module's view
    const c = t.ctx({ userId: u.id })
    assert.equal((await addrService.getDefault(c, u.id))?.id, b.id)
    assert.equal((await addrService.get(c, u.id, a.id))?.detail, '中关村大街 1 号')
    assert.equal(await addrService.get(c, u.id + 100000, a.id), undefined)
  })

  it('refuses bad input naming the field and the rule, and writes nothing', async () => {
    const u = await asUser(t, { lang: 'en' })
    const bad = async (o: Record<string, unknown>, status: number, code: number, field: string) =>
      expectFail(await send(u, 'POST', body(o)), status, code, field)
    await bad({ phone: '12345' }, 400, AddrCodes.PHONE, 'phone') // 86: mainland mobile
    await bad({ phone: '23800138000' }, 400, AddrCodes.PHONE, 'phone')
    await bad({ phone: 'abc' }, 400, Codes.BAD_REQUEST, 'phone')
    await bad({ regionIds: [110000, 110100] }, 400, AddrCodes.REGION, 'regionIds') // not down to a leaf
    await bad({ regionIds: [110100, 110108] }, 400, AddrCodes.REGION, 'regionIds') // not from a province
    await bad({ regionIds: [110000, 310100, 310101] }, 400, AddrCodes.REGION, 'regionIds') // broken path
    await bad({ regionIds: [999999] }, 400, AddrCodes.REGION, 'regionIds')
    await bad({ regionIds: [] }, 400, Codes.BAD_REQUEST, 'regionIds')
    await bad({ name: '   ' }, 400, Codes.BAD_REQUEST, 'name')
    await bad({ name: '' }, 400, Codes.BAD_REQUEST, 'name')
    await bad({ name: 'x'.repeat(21) }, 400, Codes.BAD_REQUEST, 'name')
    await bad({ detail: ' ' }, 400, Codes.BAD_REQUEST, 'detail')
    await bad({ detail: 'x'.repeat(121) }, 400, Codes.BAD_REQUEST, 'detail')
    await bad({ label: 'garage' }, 400, Codes.BAD_REQUEST, 'label')
    const r = await send(u, 'POST', body({ regionIds: [110000, 110100] }))
    assert.match(r.body.msg, /region/i)
    assert.deepEqual(await list(u), [])
    expectFail(await t.api({ method: 'GET', url: AddrApi.list.url }), 401, Codes.UNAUTHORIZED)
  })

  it('a place picked on the map is kept with the address (both coordinates or neither), cleared by an edit without it, and carried into an order', async () => {
    const u = await asUser(t, { lang: 'en' })
    const a = await add(u, { latitude: 39.9149, longitude: 116.4108 })
    assert.deepEqual([a.latitude, a.longitude], [39.9149, 116.4108])
    assert.deepEqual(
      (await list(u)).map((x) => [x.latitude, x.longitude]),
      [[39.9149, 116.4108]],
    )
    const r = await send(u, 'POST', body({ latitude: 39.9 }))
    expectFail(r, 400, Codes.BAD_REQUEST, 'longitude')
    assert.equal(r.body.rule, 'pair')
    assert.match(r.body.msg, /Longitude/)
    expectFail(await send(u, 'POST', body({ longitude: 116.4 })), 400, Codes.BAD_REQUEST, 'latitude')
    expectFail(await send(u, 'POST', body({ latitude: 91, longitude: 116.4 })), 400, Codes.BAD_REQUEST, 'latitude')
    expectFail(await send(u, 'POST', body({ latitude: 39.9, longitude: -181 })), 400, Codes.BAD_REQUEST, 'longitude')
    assert.equal((await list(u)).length, 1)
    const edited = expectOk(await send(u, 'PUT', { id: a.id, ...body() }))
    assert.deepEqual([edited.latitude, edited.longitude], [null, null])
    // the checkout's order keeps where the address is
    const again = expectOk(await send(u, 'PUT', { id: a.id, ...body({ latitude: 39.91, longitude: 116.41 }) }))
    const shop = await makeShop(t)
    await t.db.updateTable('shops').set({ delivery: true, min_delivery_amount: 0 }).where('id', '=', shop.id).execute()
    const p = await makeProduct(t, { shopId: shop.id, price: 1000, stock: 5 })
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()
    const o = expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: sku.id, count: 1, addressId: again.id } }))
    const d = expectOk(await u.api({ method: 'GET', url: OrderApi.detail.url.replace(':id', String(o.orderIds[0])) }))
    assert.deepEqual([d.address.latitude, d.address.longitude], [39.91, 116.41])
  })

  it('set default and delete: exactly one default; deleting the default passes it to the newest; foreign ids are 404, across tenants too', async () => {
    const u = await asUser(t)
    const other = await asUser(t)
    const foreignTenant = await asUser(t, { tenantId: t.otherTenantId })
    const a = await add(u)
    const b = await add(u)
    const c = await add(u)
    assert.equal(expectOk(await u.api({ method: 'PUT', url: byId(AddrApi.setDefault.url, b.id) })).isDefault, true)
    assert.deepEqual(
      (await list(u)).filter((x) => x.isDefault).map((x) => x.id),
      [b.id],
    )
    for (const v of [other, foreignTenant]) {
      expectFail(await v.api({ method: 'GET', url: byId(AddrApi.get.url, a.id) }), 404, Codes.NOT_FOUND, 'id')
      expectFail(await v.api({ method: 'PUT', url: byId(AddrApi.setDefault.url, a.id) }), 404, Codes.NOT_FOUND, 'id')
      expectFail(await v.api({ method: 'DELETE', url: byId(AddrApi.remove.url, a.id) }), 404, Codes.NOT_FOUND, 'id')
      expectFail(await send(v, 'PUT', body({ id: a.id, name: '黑客' })), 404, Codes.NOT_FOUND, 'id')
      assert.deepEqual(await list(v), [])
    }
    assert.equal(expectOk(await u.api({ method: 'GET', url: byId(AddrApi.get.url, a.id) })).name, '张三')
    // delete the default b: the newest remaining (c) becomes the default
    assert.deepEqual(expectOk(await u.api({ method: 'DELETE', url: byId(AddrApi.remove.url, b.id) })), { count: 1 })
    expectFail(await u.api({ method: 'DELETE', url: byId(AddrApi.remove.url, b.id) }), 404, Codes.NOT_FOUND, 'id')
    assert.deepEqual(
      (await list(u)).map((x) => [x.id, x.isDefault]),
      [
        [c.id, true],
        [a.id, false],
      ],
    )
    // editing the default with isDefault false keeps it the default (one must stay)
    assert.equal(expectOk(await send(u, 'PUT', body({ id: c.id, isDefault: false }))).isDefault, true)
    expectOk(await u.api({ method: 'DELETE', url: byId(AddrApi.remove.url, c.id) }))
    expectOk(await u.api({ method: 'DELETE', url: byId(AddrApi.remove.url, a.id) }))
    assert.deepEqual(await list(u), [])
  })

  it('under concurrency: 20 parallel set-defaults leave exactly one default; 30 parallel adds stop at ADDR_MAX with one default', async () => {
    const u = await asUser(t)
    const made: any[] = []
    for (let i = 0; i < 6; i++) made.push(await add(u, { detail: `第 ${i} 号` }))
    const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => u.api({ method: 'PUT', url: byId(AddrApi.setDefault.url, made[i % 6].id) })))
    rs.forEach(expectOk)
    const defaults = (await t.db.selectFrom('addresses').select('id').where('user_id', '=', u.id).where('is_default', '=', true).execute()).length
    assert.equal(defaults, 1)

    const v = await asUser(t)
    const adds = await Promise.all(Array.from({ length: 30 }, (_, i) => send(v, 'POST', body({ detail: `并发 ${i} 号`, isDefault: i % 3 === 0 }))))
    const ok = adds.filter((r) => r.status === 200).length
    const full = adds.filter((r) => r.body.code === AddrCodes.FULL)
    assert.equal(ok, ADDR_MAX)
    assert.equal(full.length, 30 - ADDR_MAX)
    full.forEach((r) => expectFail(r, 409, AddrCodes.FULL))
    const rows = await list(v)
    assert.equal(rows.length, ADDR_MAX)
    assert.equal(rows.filter((x) => x.isDefault).length, 1)
    expectFail(await send(v, 'POST', body()), 409, AddrCodes.FULL)
  })
})
