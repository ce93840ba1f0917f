// The wallet (`user/wallet/*`): balances per currency the tenant enables (available, held, total from the ledger's user
// and hold accounts), the history of the user's own accounts (paged, newest first, filtered), one line (never another
// user's), the default currency, and the signed hand-over to the wallet web pages with its local stand-in page.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { Codes } from '../../types/constants.js'
import { WalletApi, WalletCodes, WalletPageApi, standInPath } from '../../types/wallet.js'
import { ledgerService } from '../src/modules/ledger/index.js'
import { systemService } from '../src/modules/system/index.js'
import { issueToken } from '../src/modules/wallet/wallet.token.js'
import { DEMO_WALLET } from '../src/modules/wallet/wallet.seed.js'
import { seedTenant } from '../src/seed/index.js'
import { DEMO_LOGIN } from '../src/seed/tenants.js'
import { asUser, createTestApp, expectFail, expectOk, type AsUser, type TestApp } from './helpers.js'

const credit = (t: TestApp, userId: number, currency: string, amount: number, kind = 'credit', tenantId?: number) =>
  ledgerService.postTransaction(t.ctx(tenantId ? { tenantId } : {}), {
    kind,
    memo: `${kind} ${amount}`,
    entries: [
      { account: { system: 'funding', currency }, amount: -amount },
      { account: { userId, currency }, amount },
    ],
  })
const spend = (t: TestApp, userId: number, currency: string, amount: number) =>
  ledgerService.postTransaction(t.ctx(), {
    kind: 'payment',
    memo: 'SYS P1',
    entries: [
      { account: { userId, currency }, amount: -amount },
      { account: { system: 'order_clearing', currency }, amount },
    ],
  })
/** held: available -> hold (`amount` > 0), or back (`amount` < 0) */
const hold = (t: TestApp, userId: number, currency: string, amount: number) =>
  ledgerService.postTransaction(t.ctx(), {
    kind: amount > 0 ? 'hold' : 'release',
    entries: [
      { account: { userId, currency }, amount: -amount },
      { account: { userId, currency, hold: true }, amount },
    ],
  })
const historyUrl = (currency: string, q = '') => `${WalletApi.history.url.replace(':strategy', currency)}${q}`
const frozenUrl = (currency: string, q = '') => `${WalletApi.frozenHistory.url.replace(':strategy', currency)}${q}`
const lineUrl = (id: number) => WalletApi.line.url.replace(':id', String(id))
const webUrl = (key: string) => WalletApi.webAccess.url.replace(':key', key)

describe('wallet: balances and currencies', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('without a setting the tenant offers CNY alone: one line, the default, zero', async () => {
    const u = await asUser(t)
    assert.deepEqual(expectOk(await u.api({ method: 'GET', url: WalletApi.balances.url })), [
      { currency: 'CNY', symbol: '¥', decimals: 2, available: 0, held: 0, total: 0, isDefault: true },
    ])
    expectFail(await t.api({ method: 'GET', url: WalletApi.balances.url }), 401, Codes.UNAUTHORIZED)
  })

  it('one line per currency the tenant enables: available, held (the hold account), total; a listed but disabled one is left out', async () => {
    await systemService.putSetting(t.ctx(), 'wallet', DEMO_WALLET)
    const u = await asUser(t)
    await credit(t, u.id, 'CNY', 50_000)
    await credit(t, u.id, 'USD', 2_000)
    await hold(t, u.id, 'CNY', 12_000)
    // money in a currency the tenant does not offer (EUR) is not a balance line
    await credit(t, u.id, 'EUR', 700)
    const lines = expectOk(await u.api({ method: 'GET', url: WalletApi.balances.url }))
    assert.deepEqual(lines, [
      { currency: 'CNY', symbol: '¥', decimals: 2, available: 38_000, held: 12_000, total: 50_000, isDefault: true },
      { currency: 'USD', symbol: '$', decimals: 2, available: 2_000, held: 0, total: 2_000, isDefault: false },
    ])
    // the ledger's own answer agrees (GET customer/api/account)
    const accounts = expectOk(await u.api({ method: 'GET', url: '/customer/api/account' }))
    assert.equal(accounts.find((a: { currency: string }) => a.currency === 'CNY').held, 12_000)
  })

  it('currency status: active, not opened, disabled (listed off, or money in an unlisted currency); the default moves to an enabled one only', async () => {
    const u = await asUser(t)
    await credit(t, u.id, 'EUR', 300)
    await credit(t, u.id, 'JPY', 500)
    const states = (list: Array<{ currency: string; state: string; isDefault: boolean; total: number }>) =>
      list.map((x) => `${x.currency}:${x.state}:${x.isDefault ? 'default' : '-'}:${x.total}`)
    assert.deepEqual(states(expectOk(await u.api({ method: 'GET', url: WalletApi.currencies.url }))), [
      'CNY:active:default:0',
      'USD:notOpened:-:0',
      'EUR:disabled:-:300',
      'JPY:disabled:-:500',
    ])
    // the unlisted JPY is written as JPY is (no decimals)
    const jpy = expectOk(await u.api({ method: 'GET', url: WalletApi.currencies.url })).find((x: { currency: string }) => x.currency === 'JPY')
    assert.deepEqual([jpy.symbol, jpy.decimals, jpy.enabled], ['¥', 0, false])
    // USD becomes the default: its account opens
    const after = expectOk(await u.api({ method: 'PUT', url: WalletApi.setDefault.url, payload: { currency: 'USD' } }))
    assert.deepEqual(states(after).slice(0, 2), ['CNY:active:-:0', 'USD:active:default:0'])
    assert.equal(expectOk(await u.api({ method: 'GET', url: WalletApi.balances.url }))[0].currency, 'USD')
    // a currency the tenant does not offer, or not a currency at all
    expectFail(await u.api({ method: 'PUT', url: WalletApi.setDefault.url, payload: { currency: 'EUR' } }), 409, WalletCodes.CURRENCY_DISABLED, 'currency')
    expectFail(await u.api({ method: 'PUT', url: WalletApi.setDefault.url, payload: { currency: 'usd' } }), 400, Codes.BAD_REQUEST, 'currency')
  })

  it('20 parallel default changes leave exactly one default', async () => {
    const u = await asUser(t)
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => u.api({ method: 'PUT', url: WalletApi.setDefault.url, payload: { currency: i % 2 ? 'USD' : 'CNY' } })),
    )
    for (const r of rs) expectOk(r)
    const rows = await t.db.selectFrom('wallet_accounts').select(['currency', 'is_default']).where('user_id', '=', u.id).where('code', '=', 'user').execute()
    assert.equal(rows.length, 2)
    assert.equal(rows.filter((r) => r.is_default).length, 1)
  })
})

describe('wallet: history and one line', () => {
  let t: TestApp
  let u: AsUser
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    await systemService.putSetting(t.ctx(), 'wallet', DEMO_WALLET)
    u = await asUser(t)
    // 12 credits of 100..1200, then 3 payments of 50, in CNY; one USD credit; 400 held then 150 released
    for (let i = 1; i <= 12; i++) await credit(t, u.id, 'CNY', i * 100)
    for (let i = 0; i < 3; i++) await spend(t, u.id, 'CNY', 50)
    await credit(t, u.id, 'USD', 999)
    await hold(t, u.id, 'CNY', 400)
    await hold(t, u.id, 'CNY', -150)
  })
  after(() => t.close())

  it('the history of one currency, newest first, paged; signed amounts and kinds', async () => {
    const p1 = expectOk(await u.api({ method: 'GET', url: historyUrl('CNY', '?pageNum=1&pageSize=5') }))
    // 12 credits + 3 payments + hold + release = 17 lines on the available account
    assert.equal(p1.total, 17)
    assert.deepEqual(
      p1.rows.map((r: { kind: string; amount: number }) => `${r.kind}:${r.amount}`),
      ['release:150', 'hold:-400', 'payment:-50', 'payment:-50', 'payment:-50'],
    )
    const p2 = expectOk(await u.api({ method: 'GET', url: historyUrl('CNY', '?pageNum=2&pageSize=5') }))
    assert.deepEqual(
      p2.rows.map((r: { amount: number }) => r.amount),
      [1200, 1100, 1000, 900, 800],
    )
    const p4 = expectOk(await u.api({ method: 'GET', url: historyUrl('CNY', '?pageNum=4&pageSize=5') }))
    assert.deepEqual(
      p4.rows.map((r: { amount: number }) => r.amount),
      [200, 100],
    )
    // ids fall page after page, and every line is CNY with a time
    const ids = [...p1.rows, ...p2.rows].map((r: { id: number }) => r.id)
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    )
    assert.ok(p1.rows.every((r: { currency: string; createTime: string }) => r.currency === 'CNY' && !Number.isNaN(Date.parse(r.createTime))))
    // another currency is another history
    const usd = expectOk(await u.api({ method: 'GET', url: historyUrl('USD') }))
    assert.deepEqual([usd.total, usd.rows[0].amount], [1, 999])
    // a currency without an account: empty, not an error
    assert.deepEqual(expectOk(await u.api({ method: 'GET', url: historyUrl('EUR') })), { rows: [], total: 0 })
  })

  it('filters: money in, money out', async () => {
    const inn = expectOk(await u.api({ method: 'GET', url: historyUrl('CNY', '?flow=in&pageSize=100') }))
    assert.equal(inn.total, 13)
    assert.ok(inn.rows.every((r: { amount: number }) => r.amount > 0))
    const out = expectOk(await u.api({ method: 'GET', url: historyUrl('CNY', '?flow=out&pageSize=100') }))
    assert.deepEqual(
      out.rows.map((r: { kind: string }) => r.kind),
      ['hold', 'payment', 'payment', 'payment'],
    )
    assert.equal(out.total, 4)
    expectFail(await u.api({ method: 'GET', url: historyUrl('CNY', '?flow=sideways') }), 400, Codes.BAD_REQUEST, 'flow')
    expectFail(await u.api({ method: 'GET', url: historyUrl('cny') }), 400, Codes.BAD_REQUEST, 'strategy')
    expectFail(await u.api({ method: 'GET', url: historyUrl('CNY', '?pageSize=101') }), 400, Codes.BAD_REQUEST, 'pageSize')
  })

  it('the frozen history is the hold account: held in, released out', async () => {
    const f = expectOk(await u.api({ method: 'GET', url: frozenUrl('CNY') }))
    assert.deepEqual(
      f.rows.map((r: { kind: string; amount: number }) => `${r.kind}:${r.amount}`),
      ['release:-150', 'hold:400'],
    )
    assert.deepEqual(expectOk(await u.api({ method: 'GET', url: frozenUrl('USD') })), { rows: [], total: 0 })
    const bal = expectOk(await u.api({ method: 'GET', url: WalletApi.balances.url }))[0]
    assert.deepEqual([bal.available, bal.held, bal.total], [7800 - 150 - 250, 250, 7800 - 150])
  })

  it("one line: the transaction, which account, the balance after it; another user's or tenant's line, or a system account's, is not found", async () => {
    const rows = expectOk(await u.api({ method: 'GET', url: historyUrl('CNY', '?pageSize=100') })).rows
    const pay = rows.find((r: { kind: string }) => r.kind === 'payment')
    const d = expectOk(await u.api({ method: 'GET', url: lineUrl(pay.id) }))
    assert.equal(d.kind, 'payment')
    assert.equal(d.amount, -50)
    assert.equal(d.account, 'available')
    assert.deepEqual([d.symbol, d.decimals, d.memo], ['¥', 2, 'SYS P1'])
    // credits 7800, then 3 payments of 50: the last payment leaves 7650
    assert.equal(d.balanceAfter, 7650)
    assert.ok(d.transactionId > 0)
    const heldLine = expectOk(await u.api({ method: 'GET', url: frozenUrl('CNY') })).rows[0]
    const hd = expectOk(await u.api({ method: 'GET', url: lineUrl(heldLine.id) }))
    assert.deepEqual([hd.account, hd.amount, hd.balanceAfter], ['held', -150, 250])

    // the same line asked by another user of the tenant, by a user of another tenant, and the other leg of its transaction
    const other = await asUser(t)
    expectFail(await other.api({ method: 'GET', url: lineUrl(pay.id) }), 404, Codes.NOT_FOUND, 'id')
    const stranger = await asUser(t, { tenantId: t.otherTenantId })
    expectFail(await stranger.api({ method: 'GET', url: lineUrl(pay.id) }), 404, Codes.NOT_FOUND, 'id')
    const systemLeg = await t.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('transaction_id', '=', d.transactionId)
      .where('id', '<>', pay.id)
      .executeTakeFirstOrThrow()
    expectFail(await u.api({ method: 'GET', url: lineUrl(systemLeg.id) }), 404, Codes.NOT_FOUND, 'id')
    // and the other user's own history never holds it
    assert.deepEqual(expectOk(await other.api({ method: 'GET', url: historyUrl('CNY') })), { rows: [], total: 0 })
    expectFail(await t.api({ method: 'GET', url: lineUrl(pay.id) }), 401, Codes.UNAUTHORIZED)
  })
})

describe('wallet: web pages (signed hand-over, local stand-in)', () => {
  let t: TestApp
  let u: AsUser
  const page = (key: string, qs: string, tenant = 'default') => t.api({ method: 'GET', url: `${standInPath(tenant, key)}${qs}` })
  const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    await systemService.putSetting(t.ctx(), 'wallet', { ...DEMO_WALLET, webPages: { ...DEMO_WALLET.webPages, webim: 'https://partner.example/im?x=1#top' } })
    u = await asUser(t, { lang: 'en' })
  })
  after(() => t.close())

  it('a key without a URL is "not configured"; a partner URL gets the token added; an unknown key is refused', async () => {
    assert.deepEqual(expectOk(await u.api({ method: 'POST', url: webUrl('webzfb') })), { key: 'webzfb', configured: false, url: null, expiresAt: null })
    const im = expectOk(await u.api({ method: 'POST', url: webUrl('webim') }))
    assert.match(im.url, /^https:\/\/partner\.example\/im\?x=1&token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}#top$/)
    expectFail(await u.api({ method: 'POST', url: webUrl('webxx') }), 400, Codes.BAD_REQUEST, 'key')
    expectFail(await t.api({ method: 'POST', url: webUrl('webdq') }), 401, Codes.UNAUTHORIZED)
  })

  it('a valid token opens the stand-in page, which shows who is signed in, the tenant and the key', async () => {
    const a = expectOk(await u.api({ method: 'POST', url: webUrl('webdq') }))
    assert.equal(a.configured, true)
    assert.ok(a.url.startsWith(`/api${standInPath('default', 'webdq')}?token=`), a.url)
    const left = Date.parse(a.expiresAt) - Date.now()
    assert.ok(left > 200_000 && left <= 300_000, `expires in ${left} ms`)
    const r = await t.app.inject({ method: 'GET', url: a.url })
    assert.equal(r.statusCode, 200, r.body)
    assert.match(String(r.headers['content-type']), /text\/html/)
    assert.equal(r.headers['cache-control'], 'no-store')
    const nickname = (await t.db.selectFrom('users').select(['nickname', 'phone']).where('id', '=', u.id).executeTakeFirstOrThrow()).nickname
    assert.ok(r.body.includes(`data-testid="standin-user">${nickname} (${u.id})<`), r.body)
    assert.ok(r.body.includes('data-testid="standin-key">webdq<'))
    assert.ok(r.body.includes('data-testid="standin-tenant">default<'))
    assert.ok(r.body.includes('Fixed-term savings'), 'the title in the language of the request that asked for the token')
  })

  it('an expired token is refused as expired; a forged, altered, missing, other-page or other-tenant token as not valid', async () => {
    const c = t.ctx()
    // signed by us ten minutes ago with a five-minute life
    const old = issueToken(c, { userId: u.id, tenant: 'default', key: 'webdq' }, Date.now() - 600_000)
    const expired = await page('webdq', `?token=${old.token}&lang=en`)
    assert.equal(expired.status, 401)
    assert.ok(expired.body.includes('This link has expired'), expired.body)

    const good = tokenOf(expectOk(await u.api({ method: 'POST', url: webUrl('webdq') })).url)
    const [payload, sig] = good.split('.')
    const refusedAsInvalid = async (key: string, token: string | null, tenant = 'default') => {
      const r = await page(key, token === null ? '?lang=en' : `?token=${encodeURIComponent(token)}&lang=en`, tenant)
      assert.equal(r.status, 401, `${key} ${token}: ${r.body}`)
      assert.ok(r.body.includes('This link is not valid'), r.body)
      assert.ok(!r.body.includes('standin-user'))
    }
    // another user's id written into the payload, the signature kept
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const altered = Buffer.from(JSON.stringify({ ...claims, u: claims.u + 1, exp: claims.exp + 3600 })).toString('base64url')
    await refusedAsInvalid('webdq', `${altered}.${sig}`)
    // a signature made with another key
    const { createHmac } = await import('node:crypto')
    await refusedAsInvalid('webdq', `${payload}.${createHmac('sha256', 'guess').update(payload).digest('base64url')}`)
    await refusedAsInvalid('webdq', `${payload}.${sig.slice(0, -2)}AA`)
    await refusedAsInvalid('webdq', 'nonsense')
    await refusedAsInvalid('webdq', null)
    // a good token for webdq does not open webys, nor the other tenant's page
    await refusedAsInvalid('webys', good)
    await refusedAsInvalid('webdq', good, 'other')
    // the other tenant's own token: signed with its key, so the default tenant's page refuses it
    const stranger = await asUser(t, { tenantId: t.otherTenantId })
    await systemService.putSetting(t.ctx({ tenantId: t.otherTenantId }), 'wallet', DEMO_WALLET)
    const theirs = tokenOf(expectOk(await stranger.api({ method: 'POST', url: webUrl('webdq') })).url)
    await refusedAsInvalid('webdq', theirs)
    assert.equal((await page('webdq', `?token=${theirs}`, 'other')).status, 200)
    // the good one still opens its page (nothing above spent it)
    assert.equal((await page('webdq', `?token=${good}`)).status, 200)
    // an unknown tenant in the path is the usual 404
    expectFail(await page('webdq', `?token=${good}`, 'nosuch'), 404, Codes.NOT_FOUND)
    assert.equal(WalletPageApi.standIn.auth, 'none')
  })
})

describe('wallet: demo data', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: (db, config) => seedTenant(db, config, 'default', 'Demo Mall', ['account', 'ledger', 'system', 'wallet']) })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('the demo shopper has CNY and USD balances posted through the ledger, with history lines in both', async () => {
    const id = (await t.db.selectFrom('users').select('id').where('phone', '=', DEMO_LOGIN.phone).executeTakeFirstOrThrow()).id
    const { issueSession } = await import('../src/modules/account/account.service.js')
    const { token } = await issueSession(t.ctx(), id)
    const get = (url: string) => t.api({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
    const lines = expectOk(await get(WalletApi.balances.url))
    assert.deepEqual(
      lines.map((b: { currency: string; total: number }) => b.currency),
      ['CNY', 'USD'],
    )
    assert.ok(lines.every((b: { total: number }) => b.total > 0))
    for (const b of lines) {
      const h = expectOk(await get(historyUrl(b.currency)))
      assert.ok(h.total >= 2, `${b.currency}: ${h.total} lines`)
      // every balance is the sum of its lines (nothing written beside the ledger)
      const all = expectOk(await get(historyUrl(b.currency, '?pageSize=100')))
      assert.equal(
        all.rows.reduce((s: number, r: { amount: number }) => s + r.amount, 0),
        b.available,
      )
    }
    const post = (url: string) => t.api({ method: 'POST', url, headers: { authorization: `Bearer ${token}` } })
    const web = expectOk(await post(webUrl('webdq')))
    assert.equal(web.configured, true)
    assert.equal(expectOk(await post(webUrl('webzfb'))).configured, false)
  })
})
