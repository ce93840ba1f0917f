// The map module on a real PostgreSQL: the local map service in Tencent-style and Google-style shapes (JSON and
// JSONP), its keys (refused, daily limit counted exactly under parallel calls), the outage mode (503 without a body,
// which the client turns into empty data), the drawn map's tiles, the city picker and a store's position.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { Codes } from '../../types/constants.js'
import { LOCAL_MAP_KEYS, MapCodes } from '../../types/map-codes.js'
import { MapApi, MapServiceApi, MapTileApi } from '../../types/map.js'
import { SystemApi } from '../../types/system.js'
import { DEMO_PLACES } from '../src/modules/map/map.places.js'
import { seed } from '../src/modules/map/map.seed.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { createTestApp, expectFail, expectOk, makeShop, type TestApp } from './helpers.js'

const KEY = LOCAL_MAP_KEYS[0]
const path = (url: string, tenant = 'default') => url.replace(':tenant', tenant)
const qs = (q: Record<string, string | number>) => '?' + new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString()
const CENTRE = '39.9096,116.3972'

describe('map: the local map service, tiles, cities, a store', () => {
  let t: TestApp
  let cafe: number
  let noPlace: number
  const get = async (url: string, q: Record<string, string | number> = {}) => {
    const r = await t.api({ method: 'GET', url: url + qs(q) })
    return r
  }
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    await seed.run({ ...t.ctx(), tenantCode: 'default', config: t.config })
    cafe = (await makeShop(t, { name: 'Moments Café', kind: 'nearby_store' })).id
    await t.db.updateTable('shops').set({ lat: 39.9149, lng: 116.4108, address: '王府井大街 138 号' }).where('id', '=', cafe).execute()
    noPlace = (await makeShop(t, { name: 'Nowhere shop' })).id
  })
  after(() => t.close())

  it('basics/keyMap hands out the local service and its keys when the tenant has none; a tenant with keys gets the provider', async () => {
    const k = expectOk(await t.api({ method: 'GET', url: SystemApi.keyMap.url }))
    assert.deepEqual(k, { keyType: '1', key: [...LOCAL_MAP_KEYS], base: '/api/map/default' })
    await putSetting(t.ctx(), 'map', { keys: ['real-1', 'real-2'], keyType: '2' })
    const own = expectOk(await t.api({ method: 'GET', url: SystemApi.keyMap.url }))
    assert.deepEqual(own, { keyType: '2', key: ['real-1', 'real-2'], base: 'https://maps.googleapis.com' })
    await putSetting(t.ctx(), 'map', {})
  })

  it('Tencent-style place search: nearest first within the radius, demo places and shops, paged', async () => {
    const url = path(MapServiceApi.tencentSearch.url)
    const r = await get(url, { key: KEY, keyword: '王府井', boundary: `nearby(${CENTRE},5000)`, page_size: 10 })
    assert.equal(r.status, 200)
    assert.equal(r.body.status, 0)
    const ids = r.body.data.map((d: { id: string }) => d.id)
    assert.ok(ids.includes(`s${cafe}`), JSON.stringify(r.body))
    const d = r.body.data.map((x: { _distance: number }) => x._distance)
    assert.deepEqual(
      d,
      [...d].sort((a, b) => a - b),
      'nearest first',
    )
    assert.ok(d.every((x: number) => x <= 5000))
    assert.equal(r.body.data[0].ad_info.province, '北京市')
    // a small radius leaves the far ones out; page 2 of one a page
    const near = await get(url, { key: KEY, keyword: '公园', boundary: `nearby(${CENTRE},3000)` })
    assert.ok(near.body.data.every((x: { _distance: number }) => x._distance <= 3000))
    assert.ok(!near.body.data.some((x: { title: string }) => x.title === '颐和园'))
    const p1 = await get(url, { key: KEY, keyword: '公园', boundary: `nearby(${CENTRE},20000)`, page_size: 1, page_index: 2 })
    assert.equal(p1.body.data.length, 1)
    assert.ok(p1.body.count >= 3)
    // no keyword or a bad boundary: 310
    assert.equal((await get(url, { key: KEY, boundary: `nearby(${CENTRE},5000)` })).body.status, 310)
    assert.equal((await get(url, { key: KEY, keyword: 'x', boundary: 'nearby(100,5,5)' })).body.status, 310)
  })

  it('Tencent-style suggestion (at most 10), geocoder both ways, district list and children', async () => {
    const s = await get(path(MapServiceApi.tencentSuggestion.url), { key: KEY, keyword: '北京', location: CENTRE })
    assert.equal(s.body.status, 0)
    assert.ok(s.body.data.length > 0 && s.body.data.length <= 10)
    assert.ok(s.body.data.every((x: { location: { lat: number } }) => typeof x.location.lat === 'number'))
    const g = await get(path(MapServiceApi.tencentGeocoder.url), { key: KEY, address: '北京市东城区故宫博物院' })
    assert.equal(g.body.status, 0)
    assert.equal(g.body.result.title, '故宫博物院')
    assert.equal(g.body.result.ad_info.adcode, '110101')
    const city = await get(path(MapServiceApi.tencentGeocoder.url), { key: KEY, address: '上海市' })
    assert.equal(city.body.result.ad_info.adcode, '310100')
    const none = await get(path(MapServiceApi.tencentGeocoder.url), { key: KEY, address: 'zzzz qqqq' })
    assert.equal(none.body.status, 347)
    const rev = await get(path(MapServiceApi.tencentGeocoder.url), { key: KEY, location: '39.9149,116.4108' })
    assert.equal(rev.body.status, 0)
    assert.equal(rev.body.result.address_component.district, '东城区')
    assert.equal(rev.body.result.ad_info.adcode, '110101')
    assert.equal((await get(path(MapServiceApi.tencentGeocoder.url), { key: KEY, location: '91,1' })).body.status, 310)
    const list = await get(path(MapServiceApi.tencentDistricts.url), { key: KEY })
    assert.equal(list.body.result.length, 3)
    assert.equal(list.body.result[0].length, 34)
    const bj = list.body.result[0].find((p: { id: string }) => p.id === '110000')
    assert.ok(bj.cidx && list.body.result[1][bj.cidx[0]].id === '110100')
    const kids = await get(path(MapServiceApi.tencentDistrictChildren.url), { key: KEY, id: '110100' })
    assert.ok(kids.body.result[0].some((d: { id: string }) => d.id === '110101'))
  })

  it('Google-style: geocode both ways, nearby search, text search, autocomplete, details; ZERO_RESULTS', async () => {
    const g = await get(path(MapServiceApi.googleGeocode.url), { key: KEY, address: 'Temple of Heaven Park', language: 'en' })
    assert.equal(g.body.status, 'OK')
    assert.equal(g.body.results[0].name, 'Temple of Heaven Park')
    const rev = await get(path(MapServiceApi.googleGeocode.url), { key: KEY, latlng: '39.9110,116.3740', language: 'en' })
    assert.equal(rev.body.status, 'OK')
    assert.ok(
      rev.body.results.some((x: { address_components: Array<{ long_name: string }> }) => x.address_components.some((c) => c.long_name === 'Xicheng District')),
    )
    const n = await get(path(MapServiceApi.googleNearby.url), { key: KEY, location: CENTRE, radius: 1500, keyword: '' })
    assert.equal(n.body.status, 'OK')
    const ac = await get(path(MapServiceApi.googleAutocomplete.url), { key: KEY, input: 'Bei', language: 'en' })
    assert.equal(ac.body.status, 'OK')
    assert.ok(ac.body.predictions.length <= 10)
    const det = await get(path(MapServiceApi.googleDetails.url), { key: KEY, place_id: ac.body.predictions[0].place_id })
    assert.equal(det.body.status, 'OK')
    assert.equal(typeof det.body.result.geometry.location.lat, 'number')
    const none = await get(path(MapServiceApi.googleText.url), { key: KEY, query: 'no such place anywhere' })
    assert.deepEqual(none.body, { status: 'ZERO_RESULTS', results: [] })
    assert.equal((await get(path(MapServiceApi.googleNearby.url), { key: KEY, location: 'x' })).body.status, 'INVALID_REQUEST')
  })

  it('JSONP: the callback wraps the JSON as a script; a callback that is not a name is refused (400, names it)', async () => {
    const r = await get(path(MapServiceApi.tencentSuggestion.url), { key: KEY, keyword: '天坛', output: 'jsonp', callback: 'QQmap_cb1' })
    assert.equal(r.status, 200)
    assert.match(String(r.headers['content-type']), /javascript/)
    const text = (r.body as unknown as string) ?? ''
    const raw = typeof text === 'string' ? text : JSON.stringify(text)
    const m = /^\/\*\*\/QQmap_cb1\((.*)\)$/s.exec(raw)
    assert.ok(m, raw.slice(0, 80))
    assert.equal(JSON.parse(m![1]).data[0].title, '天坛公园')
    const bad = await get(path(MapServiceApi.tencentSuggestion.url), { key: KEY, keyword: 'a', callback: 'alert(1)//' })
    expectFail(bad, 400, Codes.BAD_REQUEST, 'callback')
  })

  it('keys: an unknown key is refused (311 / REQUEST_DENIED); the daily limit answers 121 / OVER_QUERY_LIMIT, counted exactly in parallel', async () => {
    assert.equal((await get(path(MapServiceApi.tencentSuggestion.url), { key: 'stolen', keyword: '天坛' })).body.status, 311)
    assert.equal((await get(path(MapServiceApi.googleAutocomplete.url), { input: 'x' })).body.status, 'REQUEST_DENIED')
    await putSetting(t.ctx(), 'map', { dailyLimit: 5 })
    const url = path(MapServiceApi.tencentSuggestion.url)
    const all = await Promise.all(Array.from({ length: 12 }, () => get(url, { key: LOCAL_MAP_KEYS[1], keyword: '天坛' })))
    const statuses = all.map((r) => r.body.status)
    assert.equal(statuses.filter((s) => s === 0).length, 5, JSON.stringify(statuses))
    assert.equal(statuses.filter((s) => s === 121).length, 7)
    // the other key still answers: the client rotates to it
    assert.equal((await get(url, { key: LOCAL_MAP_KEYS[0], keyword: '天坛' })).body.status, 0)
    const g = await get(path(MapServiceApi.googleAutocomplete.url), { key: LOCAL_MAP_KEYS[1], input: 'x' })
    assert.equal(g.body.status, 'OVER_QUERY_LIMIT')
    await putSetting(t.ctx(), 'map', {})
  })

  it('the outage mode fails like an overloaded service (503, no body) and delays; the tenant in the path is checked', async () => {
    await putSetting(t.ctx(), 'map', { flaky: { failRate: 1, delayMs: 50 } })
    const at = Date.now()
    const r = await get(path(MapServiceApi.tencentSuggestion.url), { key: KEY, keyword: '天坛', callback: 'cb' })
    assert.equal(r.status, 503)
    assert.ok(Date.now() - at >= 45)
    await putSetting(t.ctx(), 'map', {})
    assert.equal((await get(path(MapServiceApi.tencentSuggestion.url), { key: KEY, keyword: '天坛' })).status, 200)
    expectFail(await get(path(MapServiceApi.tencentSuggestion.url, 'nope'), { key: KEY, keyword: '天坛' }), 404, Codes.NOT_FOUND)
    // another tenant has no demo places: its own answer
    const other = await get(path(MapServiceApi.tencentSuggestion.url, 'other'), { key: KEY, keyword: '天坛' })
    assert.ok(!other.body.data.some((d: { id: string }) => d.id.startsWith('p')))
  })

  it('tiles: a PNG of 256 px, cached by clients; outside the zoom levels or the world: 2161 naming the coordinate', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api' + MapTileApi.tile.url.replace(':z', '15').replace(':x', '26978').replace(':y', '12416.png') })
    assert.equal(r.statusCode, 200)
    assert.equal(r.headers['content-type'], 'image/png')
    assert.match(String(r.headers['cache-control']), /max-age/)
    const meta = await sharp(r.rawPayload).metadata()
    assert.equal(meta.width, 256)
    assert.equal(meta.height, 256)
    const low = await t.app.inject({ method: 'GET', url: '/api/map/tile/5/26/12.png' })
    assert.equal(low.statusCode, 200)
    const z = await t.api({ method: 'GET', url: '/map/tile/19/1/1.png' })
    expectFail(z, 400, MapCodes.TILE_RANGE, 'z')
    expectFail(await t.api({ method: 'GET', url: '/map/tile/3/8/1.png' }), 400, MapCodes.TILE_RANGE, 'x')
    expectFail(await t.api({ method: 'GET', url: '/map/tile/3/1/8' }), 400, MapCodes.TILE_RANGE, 'y')
  })

  it('cities: hot cities and the list with centres; search by name in any language', async () => {
    const c = expectOk(await t.api({ method: 'GET', url: MapApi.cities.url }))
    assert.equal(c.hot[0].id, 110100)
    assert.ok(c.list.length > 300)
    assert.ok(c.list.every((x: { latitude: number; initial: string }) => typeof x.latitude === 'number' && /^[A-Z#]$/.test(x.initial)))
    const s = expectOk(await t.api({ method: 'GET', url: MapApi.cities.url + '?keyword=' + encodeURIComponent('杭州'), headers: { lang: 'en' } }))
    assert.deepEqual(
      s.list.map((x: { name: string }) => x.name),
      ['Hangzhou'],
    )
    assert.equal(s.hot.length, 0)
    assert.equal(s.list[0].latitude, 30.2741)
  })

  it('a store on the map: its name, address, position; unknown 404; without a position 2160', async () => {
    const s = expectOk(await t.api({ method: 'GET', url: MapApi.store.url.replace(':id', String(cafe)) }))
    assert.equal(s.latitude, 39.9149)
    assert.equal(s.address, '王府井大街 138 号')
    expectFail(await t.api({ method: 'GET', url: MapApi.store.url.replace(':id', '999999') }), 404, Codes.NOT_FOUND, 'id')
    expectFail(await t.api({ method: 'GET', url: MapApi.store.url.replace(':id', String(noPlace)) }), 409, MapCodes.NO_PLACE, 'id')
  })

  it('the demo places are all on the map, with names in every language', () => {
    assert.ok(DEMO_PLACES.length >= 20)
    for (const p of DEMO_PLACES) assert.ok(Math.abs(p[6]) <= 90 && Math.abs(p[7]) <= 180, p[0])
  })
})
