import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, form, type TestApp } from './helpers.js'

describe('accounts: sms, register, login, sessions, profile', () => {
  let t: TestApp
  let ipSeq = 1
  /** every call from its own address unless told, so the per-IP SMS limit does not couple tests */
  const call = (o: Parameters<TestApp['api']>[0] & { ip?: string; token?: string; tenant?: string }) =>
    t.api({
      ...o,
      remoteAddress: o.ip ?? `10.0.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`,
      headers: { ...(o.headers ?? {}), ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...(o.tenant ? { tenant: o.tenant } : {}) },
    } as never)
  const post = (url: string, body: Record<string, unknown>, extra: { token?: string; tenant?: string; ip?: string; lang?: string } = {}) =>
    call({ method: 'POST', url, ...form(body), ...extra, headers: { ...form(body).headers, ...(extra.lang ? { lang: extra.lang } : {}) } })
  const sendCode = (phone: string, type = 'register', extra: { tenant?: string; ip?: string } = {}) => post(`/customer/api/sms/register/${type}`, { phone }, extra)
  async function lastCode(phone: string, tenant?: string): Promise<string> {
    const r = await call({ method: 'GET', url: `/dev/sms/outbox?phone=${phone}`, tenant })
    assert.equal(r.status, 200, JSON.stringify(r.body))
    const code = r.body.data[0]?.code
    assert.match(code ?? '', /^\d{6}$/)
    return code
  }
  async function register(phone: string, password = 'abc123', tenant?: string): Promise<string> {
    assert.equal((await sendCode(phone, 'register', { tenant })).status, 200)
    const code = await lastCode(phone, tenant)
    const r = await post('/customer/api/register', { phone, code, password, confirmPassword: password, agreement: true }, { tenant })
    assert.equal(r.status, 200, JSON.stringify(r.body))
    return r.body.data.token
  }
  const userCount = async (phone: string) => Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('phone', '=', phone).executeTakeFirstOrThrow()).n)

  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('register with an SMS code, then log in by password and by code; info shows the user', async () => {
    const token = await register('13900000001')
    assert.match(token, /^\S{32,}$/)
    const info = await call({ method: 'POST', url: '/customer/api/info', token })
    assert.equal(info.status, 200)
    assert.equal(info.body.data.phone, '13900000001')
    assert.equal(info.body.data.isPhone, true)

    const byPwd = await post('/auth/api/customer/login', { loginType: 'password', username: '13900000001', password: 'abc123' })
    assert.equal(byPwd.status, 200, JSON.stringify(byPwd.body))
    assert.notEqual(byPwd.body.data.token, token)

    assert.equal((await sendCode('13900000001', 'login')).status, 200)
    const byCode = await post('/auth/api/customer/login', { loginType: 'code', phone: '13900000001', code: await lastCode('13900000001') })
    assert.equal(byCode.status, 200, JSON.stringify(byCode.body))

    const wallets = await call({ method: 'GET', url: '/customer/api/account', token })
    assert.deepEqual(wallets.body.data, [{ currency: 'CNY', balance: 0, frozen: 0, isDefault: 'Y' }])
  })

  it('SMS gates: 60 s between codes, wrong and reused codes refused, registered phone refused', async () => {
    const phone = '13900000002'
    assert.equal((await sendCode(phone)).status, 200)
    const again = await sendCode(phone)
    assert.equal(again.body.code, 1011)
    assert.equal(again.body.field, 'phone')
    const code = await lastCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const bad = await post('/customer/api/register', { phone, code: wrong, password: 'abc123', confirmPassword: 'abc123', agreement: true })
    assert.equal(bad.body.code, 1010)
    assert.equal(bad.body.field, 'code')
    assert.equal((await post('/customer/api/register', { phone, code, password: 'abc123', confirmPassword: 'abc123', agreement: true })).status, 200)
    // the code was consumed, and the phone is now taken
    const reuse = await post('/auth/api/customer/login', { loginType: 'code', phone, code })
    assert.equal(reuse.body.code, 1010)
    assert.equal((await sendCode(phone)).body.code, 1020)
  })

  it('SMS limits: at most 10 codes a day per phone, 20 an hour per IP', async () => {
    const ip = '10.9.9.9'
    let limited = 0
    for (let i = 0; i < 21; i++) {
      const r = await sendCode(`1370000${String(i).padStart(4, '0')}`, 'register', { ip })
      if (r.body.code === 1012) limited++
      else assert.equal(r.status, 200)
    }
    assert.equal(limited, 1, 'the 21st code from one address is refused')
    // per phone: gap keys expire after 60 s, so clear them by hand to reach the daily limit quickly
    const phone = '13600000000'
    let refused = 0
    for (let i = 0; i < 11; i++) {
      await t.kv.del(`sms:gap:${t.tenantId}:86:${phone}:register`)
      const r = await sendCode(phone)
      if (r.body.code === 1012) refused++
    }
    assert.equal(refused, 1)
  })

  it('register validation names the field and rule, and writes nothing', async () => {
    const phone = '13900000003'
    await sendCode(phone)
    const code = await lastCode(phone)
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ phone: '12ab', code, password: 'abc123', confirmPassword: 'abc123', agreement: true }, 400, 'phone'],
      [{ phone, code, password: 'abc', confirmPassword: 'abc', agreement: true }, 1030, 'password'],
      [{ phone, code, password: 'abc123!', confirmPassword: 'abc123!', agreement: true }, 1030, 'password'],
      [{ phone, code, password: 'abc123', confirmPassword: 'abc124', agreement: true }, 1031, 'confirmPassword'],
      [{ phone, code, password: 'abc123', confirmPassword: 'abc123', agreement: false }, 1022, 'agreement'],
      [{ phone, code: '12', password: 'abc123', confirmPassword: 'abc123', agreement: true }, 400, 'code'],
      [{ phone, code, password: 'abc123', confirmPassword: 'abc123', agreement: true, admin: true }, 400, 'admin'],
    ]
    for (const [body, expected, field] of cases) {
      const r = await post('/customer/api/register', body, { lang: 'en' })
      assert.equal(r.body.code, expected, `${JSON.stringify(body)} -> ${JSON.stringify(r.body)}`)
      assert.equal(r.body.ok, false)
      assert.equal(r.body.field, field)
      assert.ok(r.body.msg.length > 0)
    }
    const malformed = await call({ method: 'POST', url: '/customer/api/register', payload: '{"phone":', headers: { 'content-type': 'application/json' } })
    assert.equal(malformed.status, 400)
    assert.equal(await userCount(phone), 0)
    // the code survived the refused attempts that never reached it
    assert.equal((await post('/customer/api/register', { phone, code, password: 'abc123', confirmPassword: 'abc123', agreement: true })).status, 200)
    assert.equal(await userCount(phone), 1)
  })

  it('five wrong passwords lock the account, even for the right password', async () => {
    await register('13900000004', 'right123')
    for (let i = 0; i < 5; i++) {
      const r = await post('/auth/api/customer/login', { username: '13900000004', password: `wrong${i}x` })
      assert.equal(r.body.code, 1002)
    }
    const locked = await post('/auth/api/customer/login', { username: '13900000004', password: 'right123' }, { lang: 'en' })
    assert.equal(locked.body.code, 1003)
    assert.match(locked.body.msg, /\d/)
  })

  it('logout revokes the token at once; changing the password revokes the other sessions', async () => {
    const token = await register('13900000005', 'first123')
    assert.equal((await call({ method: 'DELETE', url: '/auth/api/customer/logout', token })).status, 200)
    const after = await call({ method: 'POST', url: '/customer/api/info', token })
    assert.equal(after.body.ok, false)
    assert.ok([401, 1001].includes(after.body.code))

    const a = (await post('/auth/api/customer/login', { username: '13900000005', password: 'first123' })).body.data.token
    const b = (await post('/auth/api/customer/login', { username: '13900000005', password: 'first123' })).body.data.token
    const wrongOld = await call({ method: 'PUT', url: '/customer/api/updatePassword', token: a, ...form({ oldPassword: 'nope1234', password: 'second12', confirmPassword: 'second12' }) })
    assert.equal(wrongOld.body.field, 'oldPassword')
    const changed = await call({ method: 'PUT', url: '/customer/api/updatePassword', token: a, ...form({ oldPassword: 'first123', password: 'second12', confirmPassword: 'second12' }) })
    assert.equal(changed.status, 200, JSON.stringify(changed.body))
    assert.equal((await call({ method: 'POST', url: '/customer/api/info', token: a })).status, 200, 'the session that changed it stays')
    assert.equal((await call({ method: 'POST', url: '/customer/api/info', token: b })).body.ok, false, 'other sessions end')
    assert.equal((await post('/auth/api/customer/login', { username: '13900000005', password: 'first123' })).body.code, 1002)
    assert.equal((await post('/auth/api/customer/login', { username: '13900000005', password: 'second12' })).status, 200)
  })

  it('forgot password: a guest resets it with a code', async () => {
    await register('13900000006', 'first123')
    await sendCode('13900000006', 'forget')
    const code = await lastCode('13900000006')
    const r = await call({ method: 'PUT', url: '/customer/api/updatePassword', ...form({ phone: '13900000006', code, password: 'reset123', confirmPassword: 'reset123' }) })
    assert.equal(r.status, 200, JSON.stringify(r.body))
    assert.equal((await post('/auth/api/customer/login', { username: '13900000006', password: 'reset123' })).status, 200)
  })

  it('tenants are isolated: an account of one tenant does not exist in another', async () => {
    const token = await register('13900000007', 'abc123')
    const other = await post('/auth/api/customer/login', { username: '13900000007', password: 'abc123' }, { tenant: 'other' })
    assert.equal(other.body.code, 1002)
    const crossToken = await call({ method: 'POST', url: '/customer/api/info', token, tenant: 'other' })
    assert.equal(crossToken.body.ok, false)
    // the same phone can register separately in the other tenant
    await register('13900000007', 'xyz789', 'other')
    assert.equal(await userCount('13900000007'), 2)
  })

  it('ten concurrent registrations of one phone create exactly one account', async () => {
    const phone = '13900000008'
    await sendCode(phone)
    const code = await lastCode(phone)
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('/customer/api/register', { phone, code, password: 'abc123', confirmPassword: 'abc123', agreement: true })),
    )
    assert.equal(results.filter((r) => r.status === 200).length, 1, results.map((r) => r.body.code).join(','))
    for (const r of results.filter((x) => x.status !== 200)) assert.ok([1010, 1020].includes(r.body.code), JSON.stringify(r.body))
    assert.equal(await userCount(phone), 1)
    assert.equal(Number((await t.db.selectFrom('wallet_accounts as w').innerJoin('users as u', 'u.id', 'w.user_id').select((eb) => eb.fn.countAll<number>().as('n')).where('u.phone', '=', phone).executeTakeFirstOrThrow()).n), 1)
  })

  it('profile: update info, bind phone and email, real-name request and its log, log off', async () => {
    const token = await register('13900000009', 'abc123')
    const upd = await call({ method: 'POST', url: '/customer/api/info', token, ...form({ nickname: 'Shopper99', userSex: 1 }) })
    assert.equal(upd.body.data.nickname, 'Shopper99')
    assert.equal(upd.body.data.userSex, 1)
    assert.equal((await call({ method: 'POST', url: '/customer/api/info', token, ...form({ nickname: 'a!' }) })).body.field, 'nickname')

    await sendCode('13900000010', 'bind')
    const bind = await call({ method: 'PUT', url: '/customer/api/bindPhone', token, ...form({ phone: '13900000010', code: await lastCode('13900000010') }) })
    assert.equal(bind.status, 200, JSON.stringify(bind.body))
    assert.equal((await call({ method: 'POST', url: '/customer/api/info', token })).body.data.phone, '13900000010')
    assert.equal((await call({ method: 'PUT', url: '/customer/api/bindPhone', token, ...form({ phone: '13900000011', code: '123456' }) })).body.code, 1010)

    assert.equal((await call({ method: 'POST', url: '/customer/api/bindEmail', token, ...form({ email: 'not-an-email' }) })).body.field, 'email')
    assert.equal((await call({ method: 'POST', url: '/customer/api/bindEmail', token, ...form({ email: 'shopper@example.com' }) })).status, 200)
    assert.equal((await call({ method: 'POST', url: '/customer/api/info', token })).body.data.email, 'shopper@example.com')

    const badId = await call({ method: 'POST', url: '/customer/api/authen', token, ...form({ realName: '张三', idNumber: '110101199003070000', frontImage: 'a.png', backImage: 'b.png' }) })
    assert.equal(badId.body.field, 'idNumber')
    const goodId = await call({ method: 'POST', url: '/customer/api/authen', token, ...form({ realName: '张三', idNumber: '11010519491231002X', frontImage: 'a.png', backImage: 'b.png' }) })
    assert.equal(goodId.status, 200, JSON.stringify(goodId.body))
    assert.equal((await call({ method: 'POST', url: '/customer/api/authen', token, ...form({ realName: '张三', idNumber: '11010519491231002X', frontImage: 'a.png', backImage: 'b.png' }) })).body.code, 1040)
    const log = await call({ method: 'GET', url: '/customer/api/authenLog', token })
    assert.equal(log.body.data.status, 'pending')
    assert.match(log.body.data.idNumber, /\*/, 'the id number is masked')

    assert.equal((await call({ method: 'GET', url: '/customer/api/logOff?code=123456', token })).body.code, 1010)
    await sendCode('13900000010', 'logoff')
    const off = await call({ method: 'GET', url: `/customer/api/logOff?code=${await lastCode('13900000010')}`, token })
    assert.equal(off.status, 200, JSON.stringify(off.body))
    assert.equal((await call({ method: 'POST', url: '/customer/api/info', token })).body.ok, false)
    assert.equal((await post('/auth/api/customer/login', { username: '13900000010', password: 'abc123' })).body.code, 1002)
  })

  it('login-required calls without a token get 401; the outbox is not served in production', async () => {
    const r = await call({ method: 'POST', url: '/customer/api/info' })
    assert.equal(r.status, 401)
    assert.equal(r.body.code, 401)
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } })
    try {
      const o = await prod.api({ method: 'GET', url: '/dev/sms/outbox?phone=13900000001' })
      assert.equal(o.status, 404)
    } finally {
      await prod.close()
    }
  })
})
