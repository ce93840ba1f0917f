import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { Codes } from '../../types/constants.js'
import { LOGIN_LIMITS, OLD_PASSWORD_LIMITS, limitStats } from '../src/core/limits.js'
import { hashPassword } from '../src/core/password.js'
import { accountRepo } from '../src/modules/account/account.repository.js'
import { createTestApp, form, type TestApp } from './helpers.js'

describe('limits: guesses are counted before the hash, atomically, per phone and address', () => {
  let t: TestApp
  let seq = 0
  let hash = ''
  const newPhone = () => `136${String(20_000_000 + ++seq * 7919).slice(-8)}`
  const newIp = () => `10.77.${Math.floor(++seq / 250)}.${(seq % 250) + 1}`
  const makeUser = async (phone: string) => {
    const u = await t.db
      .insertInto('users')
      .values({
        tenant_id: t.tenantId,
        phone,
        country_area: '86',
        password_hash: hash,
        nickname: `lim${seq}`,
        invite_code: `LIM${seq}${Date.now().toString(36)}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return Number(u.id)
  }
  const login = (username: string, password: string, ip: string) => {
    const f = form({ username, password })
    return t.api({ method: 'POST', url: '/auth/api/customer/login', payload: f.payload, headers: { ...f.headers, 'x-forwarded-for': ip } })
  }

  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    hash = await hashPassword('abc123')
  })
  after(() => t.close())

  it('20 simultaneous wrong passwords: at most the limit are checked, the rest refused unchecked', async () => {
    const phone = newPhone()
    await makeUser(phone)
    const ip = newIp()
    const before = limitStats.loginChecks
    const res = await Promise.all(Array.from({ length: 20 }, (_, i) => login(phone, `wrong${i}x`, ip)))
    const checked = limitStats.loginChecks - before
    const wrong = res.filter((r) => r.body.code === Codes.BAD_CREDENTIALS).length
    const locked = res.filter((r) => r.status === 429 && r.body.code === Codes.ACCOUNT_LOCKED).length
    console.log(`# 20 simultaneous wrong passwords: ${checked} checked, ${wrong} answered wrong password, ${locked} refused unchecked`)
    assert.equal(checked, LOGIN_LIMITS.pairMax)
    assert.equal(wrong, LOGIN_LIMITS.pairMax)
    assert.equal(locked, 20 - LOGIN_LIMITS.pairMax)
    // the right password from that address is refused too, without a check
    const n = limitStats.loginChecks
    assert.equal((await login(phone, 'abc123', ip)).status, 429)
    assert.equal(limitStats.loginChecks, n)
  })

  it('a stranger cannot lock the owner out; many addresses only slow the phone down', async () => {
    const phone = newPhone()
    await makeUser(phone)
    for (let i = 0; i < LOGIN_LIMITS.pairMax; i++) assert.equal((await login(phone, `bad${i}xx`, '10.66.0.1')).status, 400)
    assert.equal((await login(phone, 'abc123', '10.66.0.1')).status, 429)
    // the owner, elsewhere, gets in
    assert.equal((await login(phone, 'abc123', newIp())).status, 200)
    // a spread attack over many addresses: once the phone's shared count is used up, one check per slot
    for (let i = 0; i < LOGIN_LIMITS.phoneMax; i++) await login(phone, `bad${i}yy`, newIp())
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => login(phone, `bad${i}zz`, newIp())))
    assert.ok(burst.filter((r) => r.status === 429).length >= 5, 'the slowed phone lets at most one check through per slot')
  })

  it('the chat credential is random per user, not derivable from public ids', async () => {
    const { sha256 } = await import('../src/core/crypto.js')
    const pd5 = async () => {
      const userId = await makeUser(newPhone())
      const token = await accountRepo.insertSession(t.db, { tenantId: t.tenantId, userId, ttlSec: 600 })
      const r = await t.api({ method: 'POST', url: '/customer/api/info', headers: { authorization: `Bearer ${token}` } })
      assert.equal(r.status, 200)
      assert.equal(r.headers['cache-control'], 'no-store')
      const v = r.body.data.imInfo.pd5 as string
      assert.match(v, /^[0-9a-f]{32}$/)
      assert.notEqual(v, sha256(`${t.tenantId}:${userId}:im`).slice(0, 32))
      return v
    }
    const [a, b] = [await pd5(), await pd5()]
    assert.notEqual(a, b)
  })

  it('request rate limits (@fastify/rate-limit): the 11th opinion in an hour from one address is 429 in the envelope', async () => {
    const send = () =>
      t.api({
        method: 'POST',
        url: '/system/api/opinion',
        payload: { type: 'bug', content: 'rate limit check' },
        headers: { 'x-forwarded-for': '10.55.0.9', lang: 'en' },
      })
    for (let i = 0; i < 10; i++) assert.equal((await send()).status, 200)
    const r = await send()
    assert.equal(r.status, 429)
    assert.deepEqual({ ok: r.body.ok, code: r.body.code }, { ok: false, code: 429 })
    assert.match(r.body.msg, /\d+/)
    assert.ok(Number(r.headers['retry-after']) > 3000)
    // another address is not affected
    assert.equal(
      (
        await t.api({
          method: 'POST',
          url: '/system/api/opinion',
          payload: { type: 'bug', content: 'rate limit check' },
          headers: { 'x-forwarded-for': '10.55.0.10' },
        })
      ).status,
      200,
    )
  })

  it('old-password guesses of a logged-in session are limited too', async () => {
    const phone = newPhone()
    const userId = await makeUser(phone)
    const token = await accountRepo.insertSession(t.db, { tenantId: t.tenantId, userId, ttlSec: 600 })
    const change = (oldPassword: string) => {
      const f = form({ oldPassword, password: 'new123', confirmPassword: 'new123' })
      return t.api({ method: 'PUT', url: '/customer/api/updatePassword', payload: f.payload, headers: { ...f.headers, authorization: `Bearer ${token}` } })
    }
    const before = limitStats.oldPasswordChecks
    const res = await Promise.all(Array.from({ length: 12 }, (_, i) => change(`guess${i}x`)))
    assert.equal(limitStats.oldPasswordChecks - before, OLD_PASSWORD_LIMITS.max)
    assert.equal(res.filter((r) => r.status === 429).length, 12 - OLD_PASSWORD_LIMITS.max)
    assert.equal(res.find((r) => r.status === 429)?.body.field, 'oldPassword')
  })
})
