// Nearby stores on a real PostgreSQL (issue 26): stores of kinds nearby_store and service within the radius of the
// tenant's map key type, nearest first, 20 a page, searched from the query's position, the request's headers or the
// default centre; open now from the status and the hours in the tenant's time; search by name; a store's page; the
// photo batch; every refusal.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { NearbyApi, NearbyCodes } from '../../types/nearby.js'
import { DEFAULT_MAP_CENTRE, NEARBY_PAGE_SIZE } from '../../types/nearby-codes.js'
import { inHours, minutesIn, nearbyStores, parseIds } from '../src/modules/shop/shop.nearby.js'
import { boxOf } from '../src/modules/shop/shop.repository.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { seedTenant } from '../src/seed/index.js'
import { NEARBY_DEMO } from '../src/seed/nearby-data.js'
import { createTestApp, expectFail, expectOk, makeShop, type TestApp } from './helpers.js'

type Store = { id: number; name: string; kind: string; distance: number; open: boolean; rating: number; latitude: number; longitude: number; address: string }

/** metres between two points, computed here (not by the code under test) */
const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const r = (d: number) => (d * Math.PI) / 180
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h))
}
const CENTRE = { lat: DEFAULT_MAP_CENTRE.latitude, lng: DEFAULT_MAP_CENTRE.longitude }

describe('nearby: stores around by distance, a store page, photos', () => {
  let t: TestApp
  let cafe: { id: number; lat: number; lng: number }
  let nearbyShops: Array<{ id: number; lat: number; lng: number; kind: string; status: string }>
  before(async () => {
    t = await createTestApp({
      seed: (db, config) => seedTenant(db, config, 'default', 'Demo Mall', ['account', 'ledger', 'catalog', 'system', 'order', 'shop']),
    })
    t.app.log.level = 'silent'
    const rows = await t.db
      .selectFrom('shops')
      .select(['id', 'lat', 'lng', 'kind', 'status'])
      .where('tenant_id', '=', t.tenantId)
      .where('kind', 'in', ['nearby_store', 'service'])
      .orderBy('id')
      .execute()
    nearbyShops = rows.map((r) => ({ id: Number(r.id), lat: Number(r.lat), lng: Number(r.lng), kind: r.kind, status: r.status }))
    cafe = nearbyShops.find((s) => s.kind === 'nearby_store')!
  })
  after(() => t.close())

  const list = async (query: string, headers: Record<string, string> = {}) =>
    expectOk(await t.api({ method: 'GET', url: `${NearbyApi.list.url}?${query}`, headers })) as { rows: Store[]; total: number }
  const all = async (query: string, headers: Record<string, string> = {}) => {
    const out: Store[] = []
    for (let p = 1; p < 10; p++) {
      const r = await list(`${query}&pageNum=${p}`, headers)
      out.push(...r.rows)
      if (out.length >= r.total || !r.rows.length) return { rows: out, total: r.total }
    }
    throw new Error('too many pages')
  }

  it('the demo: the café and CleanNest in Beijing, 24 small stores around the default centre, some beyond 5 km', async () => {
    assert.ok(Math.abs(cafe.lat - 39.9149) < 1e-6 && Math.abs(cafe.lng - 116.4108) < 1e-6)
    const service = nearbyShops.find((s) => s.kind === 'service')!
    assert.ok(Math.abs(service.lat - 39.911) < 1e-6 && Math.abs(service.lng - 116.374) < 1e-6)
    assert.equal(nearbyShops.length, NEARBY_DEMO.length + 2)
    const far = nearbyShops.filter((s) => metres(CENTRE, s) > 5000)
    assert.equal(far.length, 4)
    assert.ok(nearbyShops.some((s) => s.status === 'closed'))
  })

  it('without a position: the default centre; within 5000 m (key type 1), nearest first, 20 a page, the rest on page 2', async () => {
    const p1 = await list('')
    const inside = nearbyShops.filter((s) => metres(CENTRE, s) <= 5000)
    assert.equal(p1.total, inside.length)
    assert.equal(p1.total, 22)
    assert.equal(p1.rows.length, NEARBY_PAGE_SIZE)
    const p2 = await list('pageNum=2')
    assert.equal(p2.rows.length, p1.total - NEARBY_PAGE_SIZE)
    const rows = [...p1.rows, ...p2.rows]
    assert.deepEqual(new Set(rows.map((r) => r.id)), new Set(inside.map((s) => s.id)), 'every store inside once, none outside')
    for (let i = 1; i < rows.length; i++) assert.ok(rows[i - 1].distance <= rows[i].distance, 'nearest first across pages')
    for (const r of rows) {
      const s = nearbyShops.find((x) => x.id === r.id)!
      assert.ok(Math.abs(r.distance - metres(CENTRE, s)) <= 1, `distance of ${r.name}: ${r.distance}`)
      assert.ok(r.distance <= 5000)
      assert.ok(['nearby_store', 'service'].includes(r.kind))
      assert.ok(r.rating >= 0 && r.rating <= 5)
    }
    assert.equal((await list('pageNum=3')).rows.length, 0)
  })

  it('a page size above 20 is refused; a smaller one pages the same order', async () => {
    expectFail(await t.api({ method: 'GET', url: `${NearbyApi.list.url}?pageSize=21` }), 400, 400)
    const big = await all('pageSize=20')
    const small = await all('pageSize=7')
    assert.deepEqual(
      small.rows.map((r) => r.id),
      big.rows.map((r) => r.id),
    )
  })

  it('the position from the query, else the latitude/longitude headers; the query wins over the headers', async () => {
    const fromHeader = await list('', { latitude: String(cafe.lat), longitude: String(cafe.lng) })
    assert.equal(fromHeader.rows[0].id, cafe.id)
    assert.equal(fromHeader.rows[0].distance, 0)
    const fromQuery = await list(`latitude=${cafe.lat}&longitude=${cafe.lng}`, { latitude: '31.23', longitude: '121.47' })
    assert.equal(fromQuery.rows[0].id, cafe.id)
    // Shanghai: none of the Beijing stores
    assert.equal((await list('', { latitude: '31.23', longitude: '121.47' })).total, 0)
  })

  it('latitude without longitude (or the other way round) names the missing one; out of range is refused', async () => {
    expectFail(await t.api({ method: 'GET', url: `${NearbyApi.list.url}?latitude=39.9` }), 400, NearbyCodes.POSITION, 'longitude')
    expectFail(await t.api({ method: 'GET', url: `${NearbyApi.list.url}?longitude=116.4` }), 400, NearbyCodes.POSITION, 'latitude')
    expectFail(await t.api({ method: 'GET', url: `${NearbyApi.list.url}?latitude=91&longitude=116.4` }), 400, 400)
    const r = await t.api({ method: 'GET', url: `${NearbyApi.list.url}?latitude=39.9`, headers: { lang: 'en' } })
    assert.match(r.body.msg, /longitude/)
  })

  it('a Google-style key (type 2): 1500 m', async () => {
    const c = { ...t.ctx(), config: { ...t.config, mapKeyType: '2' as const } }
    const r = await nearbyStores(c, { pageSize: 20 })
    const inside = nearbyShops.filter((s) => metres(CENTRE, s) <= 1500)
    assert.ok(inside.length > 0 && inside.length < 22)
    assert.equal(r.total, inside.length)
    assert.ok(r.rows.every((x) => x.distance <= 1500))
  })

  it('only nearby_store and service shops of this tenant; a retail shop or another tenant’s store at the centre is not listed', async () => {
    const retail = await makeShop(t, { kind: 'retail' })
    const other = await makeShop(t, { kind: 'nearby_store', tenantId: t.otherTenantId })
    for (const id of [retail.id, other.id]) await t.db.updateTable('shops').set({ lat: CENTRE.lat, lng: CENTRE.lng }).where('id', '=', id).execute()
    const ids = (await all('')).rows.map((r) => r.id)
    assert.ok(!ids.includes(retail.id) && !ids.includes(other.id))
    expectFail(await t.api({ method: 'GET', url: NearbyApi.info.url.replace(':id', String(retail.id)) }), 404, NearbyCodes.STORE_NOT_FOUND, 'id')
    expectFail(await t.api({ method: 'GET', url: NearbyApi.info.url.replace(':id', String(other.id)) }), 404, NearbyCodes.STORE_NOT_FOUND)
    expectFail(await t.api({ method: 'GET', url: NearbyApi.info.url.replace(':id', '99999999') }), 404, NearbyCodes.STORE_NOT_FOUND)
    // the other tenant sees its own
    const theirs = expectOk(await t.api({ method: 'GET', url: NearbyApi.list.url, headers: { tenant: 'other' } }))
    assert.deepEqual(
      theirs.rows.map((r: Store) => r.id),
      [other.id],
    )
  })

  it('search by name in any language, the wildcards taken literally, within the radius', async () => {
    const en = await list('keyword=moments')
    assert.deepEqual(
      en.rows.map((r) => r.id),
      [cafe.id],
    )
    assert.equal((await list(`keyword=${encodeURIComponent('拾光')}`)).rows[0].id, cafe.id)
    assert.equal((await list(`keyword=${encodeURIComponent('ベーカリー')}`)).total, 1)
    assert.equal((await list('keyword=%25')).total, 0)
    assert.equal((await list('keyword=_')).total, 0)
    // West Hills Coffee is 8 km away: not found from the centre, found from next to it
    assert.equal((await list('keyword=West%20Hills')).total, 0)
    const west = nearbyShops[nearbyShops.length - 1]
    assert.equal((await list(`keyword=West%20Hills&latitude=${west.lat}&longitude=${west.lng}`)).total, 1)
    expectFail(await t.api({ method: 'GET', url: `${NearbyApi.list.url}?keyword=${'x'.repeat(51)}` }), 400, 400)
  })

  it('open now: the status and the hours on the tenant’s clock (setting nearby.timeZone)', async () => {
    assert.equal(inHours('08:00-22:00', 8 * 60), true)
    assert.equal(inHours('08:00-22:00', 22 * 60), false)
    assert.equal(inHours('08:00-22:00', 7 * 60 + 59), false)
    assert.equal(inHours('00:00-24:00', 23 * 60 + 59), true)
    assert.equal(inHours('22:00-02:00', 1 * 60), true)
    assert.equal(inHours('22:00-02:00', 12 * 60), false)
    assert.equal(inHours('10:30-14:00,17:00-21:30', 15 * 60), false)
    assert.equal(inHours('10:30-14:00,17:00-21:30', 18 * 60), true)
    assert.equal(inHours('', 3 * 60), true)
    assert.equal(inHours('whenever', 3 * 60), true)
    const noon = new Date('2026-06-01T04:00:00Z') // 12:00 in Shanghai
    assert.equal(minutesIn('Asia/Shanghai', noon), 12 * 60)
    assert.equal(minutesIn('UTC', noon), 4 * 60)

    const rows = (await all('')).rows
    const closed = rows.filter((r) => nearbyShops.find((s) => s.id === r.id)!.status === 'closed')
    assert.ok(closed.length > 0 && closed.every((r) => !r.open), 'closed by the merchant: closed at any hour')
    // a store open all day is open whatever the clock; one whose hours never include now is closed
    const [a, b] = rows.filter((r) => nearbyShops.find((s) => s.id === r.id)!.status === 'open')
    const now = minutesIn('Asia/Shanghai')
    const hh = (m: number) => `${String(Math.floor(((m + 1440) % 1440) / 60)).padStart(2, '0')}:${String(((m + 1440) % 1440) % 60).padStart(2, '0')}`
    await t.db.updateTable('shops').set({ hours: '00:00-24:00' }).where('id', '=', a.id).execute()
    await t.db
      .updateTable('shops')
      .set({ hours: `${hh(now + 120)}-${hh(now + 180)}` })
      .where('id', '=', b.id)
      .execute()
    const again = (await all('')).rows
    assert.equal(again.find((r) => r.id === a.id)!.open, true)
    assert.equal(again.find((r) => r.id === b.id)!.open, false)
    // the same hours on a clock 12 hours away: open there
    await putSetting(t.ctx(), 'nearby', { timeZone: 'Etc/GMT+4' })
    await t.db
      .updateTable('shops')
      .set({ hours: `${hh(minutesIn('Etc/GMT+4') - 30)}-${hh(minutesIn('Etc/GMT+4') + 30)}` })
      .where('id', '=', b.id)
      .execute()
    assert.equal((await all('')).rows.find((r) => r.id === b.id)!.open, true)
    await putSetting(t.ctx(), 'nearby', { timeZone: 'Asia/Shanghai' })
  })

  it('a store page: photos, hours, phone, address in the asked language, position, distance, goods on the shelf', async () => {
    const url = NearbyApi.info.url.replace(':id', String(cafe.id))
    const zh = expectOk(await t.api({ method: 'GET', url }))
    assert.equal(zh.name, '拾光咖啡（附近门店）')
    assert.match(zh.address, /^北京市东城区王府井大街/)
    assert.ok(zh.photos.length >= 1)
    assert.ok(zh.goodsCount > 0)
    assert.ok(zh.phone)
    assert.equal(zh.hours, '08:00-22:00')
    assert.ok(Math.abs(zh.distance - metres(CENTRE, cafe)) <= 1)
    const en = expectOk(await t.api({ method: 'GET', url: `${url}?latitude=${cafe.lat}&longitude=${cafe.lng}`, headers: { lang: 'en' } }))
    assert.equal(en.name, 'Moments Café')
    assert.equal(en.address, '138 Wangfujing Street, Dongcheng District, Beijing')
    assert.equal(en.distance, 0)
    const small = nearbyShops[2]
    const s = expectOk(await t.api({ method: 'GET', url: NearbyApi.info.url.replace(':id', String(small.id)), headers: { lang: 'ko' } }))
    assert.equal(s.goodsCount, 0)
    assert.match(s.address, /^베이징시/)
    assert.equal(s.photos.length, 3)
  })

  it('the photo batch: in the order asked, unknown ids left out; a bad list refused', async () => {
    const [a, b] = [nearbyShops[3].id, nearbyShops[5].id]
    const r = expectOk(await t.api({ method: 'GET', url: `${NearbyApi.photos.url}?ids=${b},99999999,${a},${b}` }))
    assert.deepEqual(
      r.map((x: { id: number }) => x.id),
      [b, a],
    )
    assert.ok(r.every((x: { photos: string[] }) => x.photos.length > 0))
    for (const bad of ['', 'a', '1,,2', '-1', '0', '1.5', Array.from({ length: 21 }, (_, i) => i + 1).join(',')])
      expectFail(await t.api({ method: 'GET', url: `${NearbyApi.photos.url}?ids=${encodeURIComponent(bad)}` }), 400, NearbyCodes.IDS, 'ids')
    expectFail(await t.api({ method: 'GET', url: NearbyApi.photos.url }), 400, 400)
    assert.deepEqual(parseIds('3, 2,3'), [3, 2])
  })

  it('hot words: the best-rated open stores around, at most 10', async () => {
    const hot = expectOk(await t.api({ method: 'GET', url: NearbyApi.hot.url, headers: { lang: 'en' } })) as string[]
    assert.ok(hot.length > 0 && hot.length <= 10)
    assert.ok(!hot.includes('One Leaf Tea Shop'), 'a closed store is not hot')
    assert.ok(!hot.includes('West Hills Coffee'), 'a store beyond the radius is not hot')
  })

  it('the distance search is bounded by an indexed box; parallel searches from many places agree with the distances', async () => {
    const idx = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = 'shops_nearby_idx'`.execute(t.db)
    assert.match(idx.rows[0].indexdef, /btree \(tenant_id, kind, lat, lng\)/)
    const box = boxOf({ lat: 39.9, lng: 116.4, radius: 5000 })
    assert.ok(box.lng && box.lat[1] - box.lat[0] > 0.08 && box.lng[1] - box.lng[0] > 0.1)
    assert.equal(boxOf({ lat: 0, lng: 179.99, radius: 5000 }).lng, null, 'across the antimeridian: latitude only')
    const places = Array.from({ length: 20 }, (_, i) => ({ lat: CENTRE.lat + (i - 10) * 0.004, lng: CENTRE.lng + ((i * 7) % 10) * 0.005 }))
    const answers = await Promise.all(places.map((p) => all(`latitude=${p.lat}&longitude=${p.lng}`)))
    for (const [i, p] of places.entries()) {
      const expected = nearbyShops.filter((s) => metres(p, s) <= 5000).sort((x, y) => metres(p, x) - metres(p, y) || x.id - y.id)
      assert.equal(answers[i].total, expected.length)
      assert.deepEqual(
        answers[i].rows.map((r) => r.distance),
        expected.map((s) => Math.round(metres(p, s))),
      )
    }
  })
})
