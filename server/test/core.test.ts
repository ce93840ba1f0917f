import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { asUser, createTestApp, expectFail, form, type TestApp } from './helpers.js'

describe('core: envelope, errors, tenants, health', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    // a route that echoes its validated body, to exercise the shared parsing and validation
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('health answers with the database state', async () => {
    const r = await t.api({ method: 'GET', url: '/health' })
    assert.equal(r.status, 200)
    assert.deepEqual({ code: r.body.code, ok: r.body.ok, db: r.body.data.db }, { code: 200, ok: true, db: 'up' })
    assert.ok(r.headers['x-request-id'])
  })

  it('bad input: the message names the field as people read it, never the contract name; `field` keeps the path', async () => {
    const u = await asUser(t)
    const send = (lang: string, body: object) =>
      u.api({ method: 'POST', url: '/order/api/checkout/preview', headers: { lang, 'content-type': 'application/json' }, payload: body })
    const en = await send('en', { basketIds: [] })
    expectFail(en, 400, 400, 'basketIds')
    assert.doesNotMatch(en.body.msg, /basketIds/)
    assert.match(en.body.msg, /^Cart items /)
    const zh = await send('zh_CN', { basketIds: [] })
    assert.match(zh.body.msg, /^购物车商品/)
    // a field without a label of its own: a word for "a value", still not the contract's name
    const odd = await send('en', { basketIds: [1], zzUnknown: 1 })
    expectFail(odd, 400, 400)
    assert.doesNotMatch(odd.body.msg, /zzUnknown/)
  })

  it('unknown API route: 404 in the envelope, translated by lang', async () => {
    const zh = await t.api({ method: 'GET', url: '/nope' })
    assert.equal(zh.status, 404)
    assert.equal(zh.body.ok, false)
    assert.equal(zh.body.code, 404)
    assert.match(zh.body.msg, /接口不存在/)
    const en = await t.api({ method: 'GET', url: '/nope', headers: { lang: 'en' } })
    assert.match(en.body.msg, /No such endpoint/)
  })

  it('security headers and a request id are set', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'abcdef123456' } })
    assert.equal(r.headers['x-request-id'], 'abcdef123456')
    assert.equal(r.headers['x-content-type-options'], 'nosniff')
    assert.ok(r.headers['content-security-policy'])
  })

  it('OpenAPI document is generated', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    assert.equal(r.statusCode, 200)
    const doc = r.json()
    assert.equal(doc.openapi.startsWith('3'), true)
  })

  it('unknown tenant header on a module route: 404 platform closed, no data', async () => {
    const r = await t.api({ method: 'GET', url: '/system/api/basics/list', headers: { tenant: 'no-such-tenant', lang: 'en' } })
    assert.equal(r.status, 404)
    assert.equal(r.body.ok, false)
    assert.match(r.body.msg, /Platform closed/)
    assert.equal(r.body.data, undefined)
  })

  it('closed tenant is refused on module routes', async () => {
    await t.db.updateTable('tenants').set({ status: 'closed' }).where('code', '=', 'other').execute()
    t.app.log.level = 'silent'
    const r = await t.api({ method: 'POST', url: '/customer/api/info', headers: { tenant: 'other', lang: 'en' } })
    assert.equal(r.status, 404)
    assert.match(r.body.msg, /Platform closed/)
    await t.db.updateTable('tenants').set({ status: 'open' }).where('code', '=', 'other').execute()
  })

  it('form bodies: arrays arrive as JSON text and are parsed', async () => {
    const { parseForm } = await import('../src/plugins/body.js')
    assert.deepEqual(parseForm(form({ a: [1, 2], b: 'x', c: { d: 1 } }).payload), { a: [1, 2], b: 'x', c: { d: 1 } })
    assert.deepEqual(parseForm('k=1&k=2'), { k: ['1', '2'] })
  })
})
