// The __area__ module on a real PostgreSQL: its list, paging, the user and tenant boundaries, refusals.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { Codes } from '../../types/constants.js'
import { __Area__Api } from '../../types/__area__.js'
import { __area__Service } from '../src/modules/__area__/index.js'
import { __area__Repo } from '../src/modules/__area__/__area__.repository.js'
import { asUser, createTestApp, expectFail, expectOk, type AsUser, type TestApp } from './helpers.js'

describe('__area__: the generated area (customer/api/__area__)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  const list = async (u: AsUser, q = '') => expectOk(await u.api({ method: 'GET', url: `${__Area__Api.list.url}${q}` })) as { rows: any[]; total: number }
  const add = (u: AsUser, n: number, tenantId = t.tenantId) => {
    const c = t.ctx({ tenantId, userId: u.id })
    return Promise.all(Array.from({ length: n }, (_, i) => __area__Repo.insert(c.db, tenantId, u.id, `item ${i + 1}`)))
  }

  it('lists the user\'s items newest first, ten a page by default; other users and tenants see none', async () => {
    const u = await asUser(t)
    assert.deepEqual(await list(u), { rows: [], total: 0 })
    await add(u, 12)
    const p1 = await list(u)
    assert.equal(p1.total, 12)
    assert.equal(p1.rows.length, 10)
    assert.ok(p1.rows.every((r, i) => i === 0 || r.createTime <= p1.rows[i - 1].createTime))
    const p2 = await list(u, '?pageNum=2')
    assert.equal(p2.rows.length, 2)
    assert.equal(new Set([...p1.rows, ...p2.rows].map((r) => r.id)).size, 12)
    assert.equal(await __area__Service.count(t.ctx({ userId: u.id }), u.id), 12)
    assert.equal((await list(await asUser(t))).total, 0)
    assert.equal((await list(await asUser(t, { tenantId: t.otherTenantId }))).total, 0)
  })

  it('refuses a guest and a bad page', async () => {
    expectFail(await t.api({ method: 'GET', url: __Area__Api.list.url }), 401, Codes.UNAUTHORIZED)
    expectFail(await (await asUser(t)).api({ method: 'GET', url: `${__Area__Api.list.url}?pageSize=0` }), 400, Codes.BAD_REQUEST, 'pageSize')
  })
})
