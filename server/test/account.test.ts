import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { localSms } from '../src/modules/account/sms.js'
import { caller, createTestApp, expectFail, form, type CallOpts, type TestApp } from './helpers.js'

describe('account: codes, register, login, sessions, profile', () => {
  let t: TestApp
  let ipSeq = 0
  // every case comes from an address of its own, so the per-IP SMS and login limits stay apart
  const newIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`
  let phoneSeq = 0
  const newPhone = () => `139${String(10_000_000 + ++phoneSeq * 7919).slice(-8)}`

  type Opts = CallOpts
  const { headers, get, post: postForm, put } = caller(() => t, { lang: 'en', ip: '10.0.0.1' })
  const post = (url: string, data: Record<string, unknown>, o: Opts = {}, method: 'POST' | 'PUT' = 'POST') =>
    method === 'PUT' ? put(url, data, o) : postForm(url, data, o)

  const sendCode = (phone: string, type = 'register', o: Opts = {}) => post(`/customer/api/sms/register/${type}`, { phone }, o)
  /** The newest code the local SMS provider sent to `phone` (dev-only outbox route). */
  async function lastCode(phone: string, o: Opts = {}): Promise<string> {
    const r = await get(`/dev/sms/outbox?phone=${phone}`, o)
    assert.equal(r.status, 200)
    assert.ok(r.body.data.length > 0, `no SMS was sent to ${phone}`)
    assert.match(r.body.data[0].code, /^\d{6}$/)
    return r.body.data[0].code
  }
  const registerBody = (phone: string, code: string, extra: Record<string, unknown> = {}) => ({
    phone,
    code,
    password: 'abc123',
    confirmPassword: 'abc123',
    agreement: true,
    ...extra,
  })
  /** Send a code, register with it, return the token. */
  async function signUp(phone: string, o: Opts = {}, password = 'abc123') {
    const ip = o.ip ?? newIp()
    const s = await sendCode(phone, 'register', { ...o, ip })
    assert.equal(s.status, 200, JSON.stringify(s.body))
    const r = await post('/customer/api/register', registerBody(phone, await lastCode(phone, o), { password, confirmPassword: password }), { ...o, ip })
    assert.equal(r.status, 200, JSON.stringify(r.body))
    return r.body.data.token as string
  }
  const login = (username: string, password: string, o: Opts = {}) => post('/auth/api/customer/login', { username, password }, o)
  const info = (token: string, data: Record<string, unknown> = {}) => post('/customer/api/info', data, { token })
  const userRows = async (phone: string) =>
    Number(
      (
        await t.db
          .selectFrom('users')
          .select((e) => e.fn.countAll().as('n'))
          .where('phone', '=', phone)
          .executeTakeFirstOrThrow()
      ).n,
    )
  const failed = expectFail

  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('send code → register → password login → info; code login works too', async () => {
    const phone = newPhone()
    const ip = newIp()
    const s = await sendCode(phone, 'register', { ip })
    assert.equal(s.status, 200)
    assert.deepEqual(s.body, { code: 200, msg: s.body.msg, ok: true, data: { resendIn: 60, expiresIn: 300 } })
    const code = await lastCode(phone)
    const reg = await post('/customer/api/register', registerBody(phone, code, { nickname: 'Alice' }), { ip })
    assert.equal(reg.status, 200, JSON.stringify(reg.body))
    assert.equal(reg.body.ok, true)
    assert.equal(typeof reg.body.data.token, 'string')
    assert.ok(reg.body.data.token.length >= 20)
    assert.equal(reg.body.data.expiresIn, t.config.tokenTtl)

    const lg = await login(phone, 'abc123', { ip })
    assert.equal(lg.status, 200, JSON.stringify(lg.body))
    assert.notEqual(lg.body.data.token, reg.body.data.token)
    const me = await info(lg.body.data.token)
    assert.equal(me.status, 200)
    assert.equal(me.body.ok, true)
    assert.equal(me.body.data.phone, phone)
    assert.equal(me.body.data.nickname, 'Alice')
    assert.equal(me.body.data.countryArea, '86')
    assert.equal(me.body.data.isPhone, true)
    assert.equal(me.body.data.isPayword, false)
    assert.equal(me.body.data.newUser, true)
    assert.match(me.body.data.code, /^[A-Z0-9]{8}$/)
    const row = await t.db.selectFrom('users').select(['id', 'tenant_id']).where('phone', '=', phone).executeTakeFirstOrThrow()
    assert.equal(me.body.data.userId, Number(row.id))
    assert.equal(Number(row.tenant_id), t.tenantId)
    // the token from registration is a session too
    assert.equal((await info(reg.body.data.token)).body.data.phone, phone)
    // a default CNY wallet came with the account
    const acc = await get('/customer/api/account', { token: lg.body.data.token })
    assert.deepEqual(acc.body.data, [{ currency: 'CNY', balance: 0, frozen: 0, available: 0, held: 0, total: 0, isDefault: 'Y' }])

    // login by SMS code
    assert.equal((await sendCode(phone, 'login', { ip })).status, 200)
    const byCode = await post('/auth/api/customer/login', { loginType: 'code', phone, code: await lastCode(phone) }, { ip })
    assert.equal(byCode.status, 200, JSON.stringify(byCode.body))
    assert.equal((await info(byCode.body.data.token)).body.data.userId, Number(row.id))

    // no token at all: 401; a wrong password: 1002
    failed(await post('/customer/api/info', {}), 401, 401)
    failed(await login(phone, 'wrong999', { ip: newIp() }), 400, 1002)
  })

  it('SMS gates: resend within 60 s → 1011, a used code → 1010, a wrong code → 1010', async () => {
    const phone = newPhone()
    const ip = newIp()
    assert.equal((await sendCode(phone, 'register', { ip })).status, 200)
    const code = await lastCode(phone)
    const again = await sendCode(phone, 'register', { ip })
    failed(again, 429, 1011, 'phone')
    assert.equal((await get(`/dev/sms/outbox?phone=${phone}`)).body.data.length, 1, 'no second message was sent')

    const wrong = code === '000000' ? '111111' : '000000'
    failed(await post('/customer/api/register', registerBody(phone, wrong), { ip }), 400, 1010, 'code')
    assert.equal(await userRows(phone), 0)
    // one wrong attempt does not burn the code
    const ok = await post('/customer/api/register', registerBody(phone, code), { ip })
    assert.equal(ok.status, 200, JSON.stringify(ok.body))

    // a used code cannot log in (and a login code is not a register code)
    assert.equal((await sendCode(phone, 'login', { ip })).status, 200)
    const loginCode = await lastCode(phone)
    const first = await post('/auth/api/customer/login', { loginType: 'code', phone, code: loginCode }, { ip })
    assert.equal(first.status, 200)
    failed(await post('/auth/api/customer/login', { loginType: 'code', phone, code: loginCode }, { ip }), 400, 1010, 'code')
    failed(await post('/auth/api/customer/login', { loginType: 'code', phone, code: code }, { ip: newIp() }), 400, 1010, 'code')
  })

  it('5 wrong register codes burn the code (1010 even for the right one)', async () => {
    const phone = newPhone()
    const ip = newIp()
    await sendCode(phone, 'register', { ip })
    const code = await lastCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) failed(await post('/customer/api/register', registerBody(phone, wrong), { ip }), 400, 1010, 'code')
    failed(await post('/customer/api/register', registerBody(phone, code), { ip }), 400, 1010, 'code')
    assert.equal(await userRows(phone), 0)
  })

  it('a used register code cannot register again (1010)', async () => {
    const phone = newPhone()
    const ip = newIp()
    await sendCode(phone, 'register', { ip })
    const code = await lastCode(phone)
    assert.equal((await post('/customer/api/register', registerBody(phone, code), { ip })).status, 200)
    // the account is closed (phone free again) so only the used code stands in the way
    await t.db.updateTable('users').set({ status: 'closed' }).where('phone', '=', phone).execute()
    failed(await post('/customer/api/register', registerBody(phone, code), { ip }), 400, 1010, 'code')
    assert.equal(await t.db.selectFrom('users').select('id').where('phone', '=', phone).where('status', '=', 'active').executeTakeFirst(), undefined)
  })

  it('register validation names the field and writes nothing', async () => {
    const phone = newPhone()
    const ip = newIp()
    await sendCode(phone, 'register', { ip })
    const code = await lastCode(phone)
    const reg = (extra: Record<string, unknown>) => post('/customer/api/register', registerBody(phone, code, extra), { ip })
    const noPhone = registerBody(phone, code) as Record<string, unknown>
    delete noPhone.phone
    failed(await post('/customer/api/register', noPhone, { ip }), 400, 400, 'phone')
    failed(await reg({ phone: '12ab' }), 400, 400, 'phone')
    failed(await sendCode('123', 'register', { ip }), 400, 400, 'phone')
    for (const bad of ['abc12', 'abcdefghij123', 'abc 123', 'abc_123']) failed(await reg({ password: bad, confirmPassword: bad }), 400, 1030, 'password')
    failed(await reg({ confirmPassword: 'abc124' }), 400, 1031, 'confirmPassword')
    failed(await reg({ agreement: false }), 400, 1022, 'agreement')
    failed(await reg({ code: '12345' }), 400, 400, 'code')
    failed(await reg({ inviteCode: 'NOSUCH99' }), 400, 1021, 'inviteCode')
    assert.equal(await userRows(phone), 0)

    // every rejection above left the code unused: it still registers
    assert.equal((await reg({})).status, 200)
    assert.equal(await userRows(phone), 1)

    // duplicate phone: refused when asking for a code and when registering
    failed(await sendCode(phone, 'register', { ip: newIp() }), 409, 1020, 'phone')
    failed(await reg({}), 409, 1020, 'phone')
    assert.equal(await userRows(phone), 1)
  })

  it('login lock: 5 wrong passwords → 1003 even with the right one, from that address', async () => {
    const phone = newPhone()
    await signUp(phone)
    const ip = newIp()
    for (let i = 0; i < 5; i++) failed(await login(phone, `wrong${i}0`, { ip }), 400, 1002)
    failed(await login(phone, 'abc123', { ip }), 429, 1003)
    // the lock is per phone and address (core/limits.ts): a stranger cannot lock the owner out elsewhere
    assert.equal((await login(phone, 'abc123', { ip: newIp() })).status, 200)
    // and an unknown phone fails like a wrong password (no existence leak)
    failed(await login(newPhone(), 'abc123', { ip: newIp() }), 400, 1002)
  })

  it('logout revokes the token; a password change revokes the other sessions', async () => {
    const phone = newPhone()
    const token = await signUp(phone)
    assert.equal((await info(token)).status, 200)
    const out = await t.api({ method: 'DELETE', url: '/auth/api/customer/logout', headers: headers({ token }) })
    assert.equal(out.status, 200)
    assert.deepEqual({ code: out.body.code, ok: out.body.ok, data: out.body.data }, { code: 200, ok: true, data: null })
    failed(await info(token), 401, 1001)
    failed(await t.api({ method: 'DELETE', url: '/auth/api/customer/logout', headers: headers({ token }) }), 401, 1001)
    failed(await info('not-a-real-token'), 401, 1001)

    const ip = newIp()
    const a = (await login(phone, 'abc123', { ip })).body.data.token
    const b = (await login(phone, 'abc123', { ip })).body.data.token
    const ch = await post('/customer/api/updatePassword', { oldPassword: 'abc123', password: 'xyz789', confirmPassword: 'xyz789' }, { token: a }, 'PUT')
    assert.equal(ch.status, 200, JSON.stringify(ch.body))
    assert.equal((await info(a)).status, 200, 'the session that changed it stays')
    failed(await info(b), 401, 1001)
    failed(await login(phone, 'abc123', { ip }), 400, 1002)
    assert.equal((await login(phone, 'xyz789', { ip })).status, 200)
  })

  it('tenant isolation: a default-tenant user cannot log in on tenant other', async () => {
    const phone = newPhone()
    const token = await signUp(phone)
    const ip = newIp()
    failed(await login(phone, 'abc123', { ip, tenant: 'other' }), 400, 1002)
    // nor use its token there, nor read its SMS there
    failed(await post('/customer/api/info', {}, { token, tenant: 'other' }), 401, 1001)
    assert.deepEqual((await get(`/dev/sms/outbox?phone=${phone}`, { tenant: 'other' })).body.data, [])
    // the same phone can register separately on the other tenant
    const otherToken = await signUp(phone, { tenant: 'other' })
    const me = await post('/customer/api/info', {}, { token: otherToken, tenant: 'other' })
    assert.equal(me.body.data.phone, phone)
    assert.equal(await userRows(phone), 2)
    assert.equal((await login(phone, 'abc123', { ip })).status, 200)
  })

  it('10 concurrent registers with one code: exactly one succeeds, one row', async () => {
    const phone = newPhone()
    const ip = newIp()
    await sendCode(phone, 'register', { ip })
    const code = await lastCode(phone)
    const results = await Promise.all(Array.from({ length: 10 }, () => post('/customer/api/register', registerBody(phone, code), { ip })))
    const wins = results.filter((r) => r.status === 200 && r.body.ok === true)
    assert.equal(wins.length, 1, JSON.stringify(results.map((r) => r.body.code)))
    for (const r of results.filter((x) => x !== wins[0])) {
      assert.equal(r.body.ok, false)
      assert.ok([1010, 1020].includes(r.body.code), `unexpected code ${r.body.code}`)
    }
    assert.equal(await userRows(phone), 1)
    const n = await t.db
      .selectFrom('wallet_accounts as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .select((e) => e.fn.countAll().as('n'))
      .where('u.phone', '=', phone)
      .executeTakeFirstOrThrow()
    assert.equal(Number(n.n), 1)
  })

  it('update info: accepted fields change, invalid ones are refused', async () => {
    const token = await signUp(newPhone())
    const r = await info(token, { nickname: 'NewName1', userSex: 2 })
    assert.equal(r.status, 200, JSON.stringify(r.body))
    assert.deepEqual([r.body.data.nickname, r.body.data.userSex], ['NewName1', 2])
    // the nickname rule and the avatar: server/test/settings.test.ts
    failed(await info(token, { nickname: 'ab' }), 400, 1850, 'nickname')
    failed(await info(token, { photo: '/static/p.png' }), 400, 400, 'photo')
    failed(await info(token, { userSex: 5 }), 400, 400, 'userSex')
    failed(await info(token, { role: 'admin' }), 400, 400, 'role')
    assert.equal((await info(token)).body.data.nickname, 'NewName1')
  })

  it('bind phone: with a bind code; taken phones and wrong codes are refused', async () => {
    const phone = newPhone()
    const token = await signUp(phone)
    const taken = newPhone()
    await signUp(taken)
    const ip = newIp()
    failed(await sendCode(taken, 'bind', { ip }), 409, 1020, 'phone')

    const fresh = newPhone()
    assert.equal((await sendCode(fresh, 'bind', { ip })).status, 200)
    const code = await lastCode(fresh)
    const wrong = code === '000000' ? '111111' : '000000'
    failed(await post('/customer/api/bindPhone', { phone: fresh, code: wrong }, { token }, 'PUT'), 400, 1010, 'code')
    failed(await post('/customer/api/bindPhone', { phone: fresh, code }, {}, 'PUT'), 401, 401)
    const ok = await post('/customer/api/bindPhone', { phone: fresh, code }, { token }, 'PUT')
    assert.equal(ok.status, 200, JSON.stringify(ok.body))
    assert.equal((await info(token)).body.data.phone, fresh)
    assert.equal(await userRows(phone), 0)
    assert.equal((await login(fresh, 'abc123', { ip })).status, 200)
  })

  it('update password: old password or forget code; wrong ones are refused', async () => {
    const phone = newPhone()
    const token = await signUp(phone)
    const ip = newIp()
    const put = (data: Record<string, unknown>, o: Opts = {}) => post('/customer/api/updatePassword', data, { ip, ...o }, 'PUT')
    failed(await put({ oldPassword: 'nope123', password: 'new123', confirmPassword: 'new123' }, { token }), 400, 400, 'oldPassword')
    failed(await put({ oldPassword: 'abc123', password: 'short', confirmPassword: 'short' }, { token }), 400, 1030, 'password')
    failed(await put({ oldPassword: 'abc123', password: 'new123', confirmPassword: 'new124' }, { token }), 400, 1031, 'confirmPassword')
    failed(await login(phone, 'new123', { ip }), 400, 1002)
    assert.equal((await put({ oldPassword: 'abc123', password: 'new123', confirmPassword: 'new123' }, { token })).status, 200)
    assert.equal((await login(phone, 'new123', { ip })).status, 200)

    // guest: forgot password by SMS code
    failed(await put({ phone, password: 'gst123', confirmPassword: 'gst123' }), 400, 400, 'code')
    assert.equal((await sendCode(phone, 'forget', { ip })).status, 200)
    const code = await lastCode(phone)
    failed(await put({ phone, code: code === '000000' ? '111111' : '000000', password: 'gst123', confirmPassword: 'gst123' }), 400, 1010, 'code')
    assert.equal((await put({ phone, code, password: 'gst123', confirmPassword: 'gst123' })).status, 200)
    assert.equal((await login(phone, 'gst123', { ip })).status, 200)
    failed(await info(token), 401, 1001)
  })

  it('bind email: stored lower-cased; a bad address is refused', async () => {
    const token = await signUp(newPhone())
    failed(await post('/customer/api/bindEmail', { email: 'not-an-email' }, { token }), 400, 400, 'email')
    assert.equal((await post('/customer/api/bindEmail', { email: 'Bob@Example.com' }, { token })).status, 200)
    assert.equal((await info(token)).body.data.email, 'bob@example.com')
    const other = await signUp(newPhone())
    failed(await post('/customer/api/bindEmail', { email: 'bob@example.com' }, { token: other }), 409, 409)
  })

  it('log off: needs the logoff code; then the account and its sessions are gone', async () => {
    const phone = newPhone()
    const token = await signUp(phone)
    const ip = newIp()
    assert.equal((await sendCode(phone, 'logoff', { ip })).status, 200)
    const code = await lastCode(phone)
    failed(await get(`/customer/api/logOff?code=${code === '000000' ? '111111' : '000000'}`, { token }), 400, 1010, 'code')
    failed(await get('/customer/api/logOff?code=12', { token }), 400, 400, 'code')
    const me = (await info(token)).body.data
    const r = await get(`/customer/api/logOff?code=${code}`, { token })
    assert.equal(r.status, 200, JSON.stringify(r.body))
    failed(await info(token), 401, 1001)
    failed(await login(phone, 'abc123', { ip }), 400, 1002)
    const row = await t.db.selectFrom('users').select(['status', 'phone']).where('id', '=', me.userId).executeTakeFirstOrThrow()
    assert.deepEqual([row.status, row.phone], ['closed', null])
    // the phone is free again: a bind code (refused for taken phones, 1020) is sent to it
    assert.equal((await sendCode(phone, 'bind', { ip })).status, 200)
  })

  // real-name requests: server/test/real-name.test.ts (the real-name flow, the desk's review queue)

  it('SMS limits: 20 codes an hour per address, 10 a day per phone', async () => {
    const ip = newIp()
    let limited = 0
    for (let i = 0; i < 21; i++) {
      const r = await sendCode(newPhone(), 'register', { ip })
      if (r.body.code === 1012) limited++
      else assert.equal(r.status, 200, JSON.stringify(r.body))
    }
    assert.equal(limited, 1, 'only the 21st code from one address is refused')
    // per phone: the 60 s gap key is cleared by hand to reach the daily limit quickly
    const phone = newPhone()
    let refused = 0
    for (let i = 0; i < 11; i++) {
      await t.kv.del(`sms:gap:${t.tenantId}:86:${phone}:register`)
      const r = await sendCode(phone, 'register', { ip: newIp() })
      if (r.body.code === 1012) refused++
    }
    assert.equal(refused, 1, 'only the 11th code to one phone in a day is refused')
  })

  it('a client cannot choose its address: X-Forwarded-For counts only from a trusted proxy', async () => {
    const direct = await createTestApp({ env: { TRUST_PROXY: 'false' } })
    try {
      direct.app.log.level = 'silent'
      let limited = 0
      for (let i = 0; i < 21; i++) {
        const f = form({ phone: newPhone() })
        const r = await direct.api({
          method: 'POST',
          url: '/customer/api/sms/register/register',
          payload: f.payload,
          headers: { ...f.headers, 'x-forwarded-for': newIp() },
        })
        if (r.body.code === 1012) limited++
      }
      assert.equal(limited, 1, 'spoofed addresses do not reset the per-address limit')
    } finally {
      await direct.close()
    }
  })

  it('production: the local SMS provider neither logs the code nor keeps it; development logs it for the developer', async () => {
    const logged = (into: string[]) => ({ info: (_o: unknown, msg?: string) => void into.push(String(msg)), warn() {}, error() {}, debug() {} }) as never
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } })
    try {
      const lines: string[] = []
      await localSms.send({ ...prod.ctx(), log: logged(lines) }, { phone: '13900000002', text: 'Your code is 654321' })
      assert.equal(lines.length, 1)
      assert.doesNotMatch(lines.join('\n'), /654321/)
      assert.equal((await prod.db.selectFrom('sms_outbox').selectAll().where('phone', '=', '13900000002').execute()).length, 0)
    } finally {
      await prod.close()
    }
    const dev: string[] = []
    await localSms.send({ ...t.ctx(), log: logged(dev) }, { phone: '13900000003', text: 'Your code is 123789' })
    assert.match(dev.join('\n'), /123789/)
  })

  it('the SMS outbox is not served in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } })
    try {
      prod.app.log.level = 'silent'
      assert.equal((await prod.api({ method: 'GET', url: '/dev/sms/outbox?phone=13900000001' })).status, 404)
    } finally {
      await prod.close()
    }
  })
})
