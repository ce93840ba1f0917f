import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { seedIfEmpty, seedSteps } from '../src/seed/index.js'
import { DEMO_LOGIN } from '../src/seed/tenants.js'
import { createTestApp, expectOk, form, type TestApp } from './helpers.js'

describe('seed: steps found per module, demo data once', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('each module with an <area>.seed.ts contributes a step, run by order', async () => {
    const steps = await seedSteps()
    assert.deepEqual(steps.map((s) => s.area), ['account', 'catalog', 'system'])
    const orders = steps.map((s) => s.step.order)
    assert.deepEqual(orders, [...orders].sort((a, b) => a - b))
  })

  it('seedIfEmpty fills an empty tenant once; the demo login works and has its two wallets', async () => {
    const first = await seedIfEmpty(t.db, t.config)
    assert.equal(first.seeded, true)
    assert.deepEqual(first.login, DEMO_LOGIN)
    const again = await seedIfEmpty(t.db, t.config)
    assert.equal(again.seeded, false)
    assert.deepEqual(again.login, DEMO_LOGIN)
    const f = form({ username: DEMO_LOGIN.phone, password: DEMO_LOGIN.password })
    const { token } = expectOk(await t.api({ method: 'POST', url: '/auth/api/customer/login', payload: f.payload, headers: f.headers }))
    const wallets = expectOk(await t.api({ method: 'GET', url: '/customer/api/account', headers: { authorization: `Bearer ${token}` } }))
    assert.deepEqual(wallets.map((w: { currency: string; isDefault: string }) => `${w.currency}:${w.isDefault}`), ['CNY:Y', 'USD:N'])
    assert.ok(expectOk(await t.api({ method: 'GET', url: '/customer/api/product/list/1' })).total > 80)
  })
})
