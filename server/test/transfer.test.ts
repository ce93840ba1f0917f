import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { Codes } from '../../types/constants.js'
import { PaymentApi, PaymentCodes } from '../../types/payment.js'
import { TransferApi, TransferCodes } from '../../types/transfer.js'
import { ledgerService } from '../src/modules/ledger/ledger.service.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { seedRates } from '../src/modules/transfer/transfer.service.js'
import { assertLedgerSound, asUser, createTestApp, expectFail, expectOk, type AsUser, type TestApp } from './helpers.js'

const PWD = '246810'
const key = () => crypto.randomUUID()

/** The tenant offers CNY and USD (the wallet's setting; a new tenant offers only CNY). */
const WALLET = {
  currencies: [
    { code: 'CNY', symbol: '¥', decimals: 2 },
    { code: 'USD', symbol: '$', decimals: 2 },
  ],
}

describe('transfer: one-time quotes, transfers between users, conversions, exchange rates', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    // the tenant offers CNY and USD (the wallet's setting; a new tenant offers only CNY)
    await putSetting(t.ctx(), 'wallet', WALLET)
    await seedRates(t.ctx(), [
      ['CNY', 'USD', '0.13812345'],
      ['USD', 'CNY', '7.15'],
    ])
  })
  after(() => t.close())

  const credit = (userId: number, amount: number, currency = 'CNY') =>
    ledgerService.postTransaction(t.ctx(), {
      kind: 'test',
      entries: [
        { account: { system: 'funding', currency }, amount: -amount },
        { account: { userId, currency }, amount },
      ],
    })
  const balance = (userId: number, currency = 'CNY') => ledgerService.balanceOf(t.ctx(), userId, currency)
  async function shopper(money = 0, o: { lang?: string; pwd?: boolean } = {}) {
    const u = await asUser(t, { lang: o.lang ?? 'en' })
    if (o.pwd !== false) expectOk(await u.api({ method: 'POST', url: PaymentApi.payPwdSet.url, payload: { password: PWD, confirmPassword: PWD } }))
    if (money) await credit(u.id, money)
    return u
  }
  const turnRule = (u: AsUser, query: Record<string, string | number> = {}, currency = 'CNY') =>
    u.api({
      method: 'GET',
      url: `/customer/api/account/turn/rule/${currency}`,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    })
  const convertRule = (u: AsUser, query: Record<string, string | number> = {}, from = 'CNY') =>
    u.api({
      method: 'GET',
      url: `/customer/api/account/convert/rule/${from}`,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    })
  /** a money GET as the client sends it: key and password as headers, the quote in the query (each left out when null) */
  const doIt = (u: AsUser, url: string, o: { key?: string | null; pwd?: string | null; quoteId?: string | null }) =>
    u.api({
      method: 'GET',
      url,
      query: o.quoteId ? { quoteId: o.quoteId } : {},
      headers: { ...(o.key ? { 'idempotency-key': o.key } : {}), ...(o.pwd ? { 'pay-password': o.pwd } : {}) },
    })
  const doTurn = (u: AsUser, quoteId: string | null, k: string | null = key(), pwd: string | null = PWD) =>
    doIt(u, TransferApi.doTurn.url, { key: k, pwd, quoteId })
  const doConvert = (u: AsUser, quoteId: string | null, k: string | null = key(), pwd: string | null = PWD) =>
    doIt(u, TransferApi.doConvert.url, { key: k, pwd, quoteId })
  const quoteTurn = async (from: AsUser, to: { id: number }, amount: number) => expectOk(await turnRule(from, { userId: to.id, amount })).quote
  const quoteConvert = async (u: AsUser, to: string, amount: number, from = 'CNY') => expectOk(await convertRule(u, { to, amount }, from)).quote
  const txs = (kind: string, ref: string) =>
    t.db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
      .select(['t.id', 'e.amount', 'e.currency', 'a.user_id', 'a.code'])
      .where('t.kind', '=', kind)
      .where('t.ref', '=', ref)
      .orderBy('e.id')
      .execute()
  /** a tenant setting for the length of `fn` (back to the defaults after it, failed or not) */
  async function withSetting(k: string, value: unknown, fn: () => Promise<void>) {
    await putSetting(t.ctx(), k, value)
    try {
      await fn()
    } finally {
      await putSetting(t.ctx(), k, k === 'wallet' ? WALLET : {})
    }
  }
  const quoteRow = (id: string) => t.db.selectFrom('transfer_quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it('the rule alone: available, fee, the day limit; with a recipient and an amount a quote naming them masked', () =>
    withSetting('transfer', { feePermille: 5, feeMin: 10, dailyLimits: { CNY: 100_000 } }, async () => {
      const a = await shopper(50_000)
      const b = await shopper()
      await t.db.updateTable('users').set({ nickname: 'Lucky Friend' }).where('id', '=', b.id).execute()
      const rule = expectOk(await turnRule(a))
      assert.deepEqual(rule, {
        currency: 'CNY',
        available: 50_000,
        feePermille: 5,
        feeMin: 10,
        dailyLimit: 100_000,
        dailyUsed: 0,
        dailyLeft: 100_000,
        quote: null,
      })
      // by phone: 10_000 + fee max(10, ceil(50)) = 50
      const byPhone = expectOk(await turnRule(a, { phone: b.phone, amount: 10_000 })).quote
      assert.equal(byPhone.fee, 50)
      assert.equal(byPhone.debit, 10_050)
      assert.deepEqual(byPhone.recipient, { name: 'L***d', phone: `${b.phone.slice(0, 3)}****${b.phone.slice(-4)}` })
      assert.equal(byPhone.dailyLeftAfter, 90_000)
      assert.equal(byPhone.expiresIn, 300)
      assert.ok(Date.parse(byPhone.expiresAt) > Date.now() + 290_000)
      // small amounts pay the minimum
      assert.equal(expectOk(await turnRule(a, { userId: b.id, amount: 100 })).quote.fee, 10)
      // the transfer: sender -(amount + fee), recipient +amount, fee account +fee, in ONE ledger transaction
      const r = await doTurn(a, byPhone.quoteId)
      assert.equal(r.headers['cache-control'], 'no-store')
      const done = expectOk(r)
      assert.equal(done.balance, 50_000 - 10_050)
      assert.deepEqual(done.recipient, byPhone.recipient)
      assert.equal(await balance(b.id), 10_000)
      const entries = await txs('transfer', byPhone.quoteId)
      assert.equal(new Set(entries.map((e) => e.id)).size, 1, 'one ledger transaction')
      assert.deepEqual(
        entries.map((e) => [e.user_id ?? e.code, e.amount]),
        [
          [a.id, -10_050],
          [b.id, 10_000],
          ['transfer_fee', 50],
        ],
      )
      // the day's total counts the amount (fees apart)
      assert.equal(expectOk(await turnRule(a)).dailyUsed, 10_000)
    }))

  it('refused: oneself, nobody with that phone or id (or a closed account, or another tenant), neither or both, no amount, a currency off, more than the balance', async () => {
    const a = await shopper(1_000)
    const b = await shopper()
    expectFail(await turnRule(a, { userId: a.id, amount: 100 }), 400, TransferCodes.SELF, 'userId')
    expectFail(await turnRule(a, { phone: a.phone, amount: 100 }), 400, TransferCodes.SELF, 'phone')
    expectFail(await turnRule(a, { userId: 987_654_321, amount: 100 }), 404, TransferCodes.RECIPIENT, 'userId')
    expectFail(await turnRule(a, { phone: '13999999999', amount: 100 }), 404, TransferCodes.RECIPIENT, 'phone')
    const other = await asUser(t, { tenantId: t.otherTenantId })
    expectFail(await turnRule(a, { userId: other.id, amount: 100 }), 404, TransferCodes.RECIPIENT, 'userId')
    expectFail(await turnRule(a, { userId: b.id, phone: b.phone, amount: 100 }), 400, Codes.BAD_REQUEST, 'userId')
    expectFail(await turnRule(a, { amount: 100 }), 400, Codes.BAD_REQUEST, 'userId')
    expectFail(await turnRule(a, { userId: b.id }), 400, Codes.BAD_REQUEST, 'amount')
    expectFail(await turnRule(a, { userId: b.id, amount: 0 }), 400, Codes.BAD_REQUEST, 'amount')
    expectFail(await turnRule(a, { userId: b.id, amount: 100 }, 'EUR'), 400, TransferCodes.CURRENCY_OFF, 'id')
    const poor = expectFail(await turnRule(a, { userId: b.id, amount: 1_001 }), 409, PaymentCodes.BALANCE, 'amount')
    void poor
    const res = await turnRule(a, { userId: b.id, amount: 1_001 })
    assert.equal(res.body.msg, 'Insufficient account balance')
    // a recipient who closed their account after the quote: refused when the money would move
    const q = await quoteTurn(a, b, 100)
    await t.db.updateTable('users').set({ status: 'closed' }).where('id', '=', b.id).execute()
    expectFail(await turnRule(a, { userId: b.id, amount: 100 }), 404, TransferCodes.RECIPIENT, 'userId')
    expectFail(await doTurn(a, q.quoteId), 404, TransferCodes.RECIPIENT)
    assert.equal(await balance(a.id), 1_000)
    assert.equal((await quoteRow(q.quoteId)).used_at, null)
  })

  it('a GET without the key, the pay password or the quote moves nothing and names what is missing (no-store)', async () => {
    const a = await shopper(5_000)
    const b = await shopper()
    const q = await quoteTurn(a, b, 1_000)
    const cases: Array<[{ key?: string | null; pwd?: string | null; quoteId?: string | null }, string, string]> = [
      [{}, 'Idempotency-Key', 'Idempotency-Key, Pay-Password, quoteId'],
      [{ quoteId: q.quoteId }, 'Idempotency-Key', 'Idempotency-Key, Pay-Password'],
      [{ key: key(), quoteId: q.quoteId }, 'Pay-Password', 'Pay-Password'],
      [{ pwd: PWD, quoteId: q.quoteId }, 'Idempotency-Key', 'Idempotency-Key'],
      [{ key: key(), pwd: PWD }, 'quoteId', 'quoteId'],
    ]
    for (const [o, field, missing] of cases) {
      const r = await doIt(a, TransferApi.doTurn.url, o)
      expectFail(r, 400, TransferCodes.INCOMPLETE, field)
      assert.equal(r.body.msg, `Transfer failed: nothing was moved. Missing: ${missing}`)
      assert.equal(r.headers['cache-control'], 'no-store')
    }
    // a conversion says so too
    const c = await doIt(a, TransferApi.doConvert.url, {})
    expectFail(c, 400, TransferCodes.INCOMPLETE, 'Idempotency-Key')
    assert.match(c.body.msg, /^Convert failed: nothing was moved/)
    // a prefetch from a page without a session at all: 401, no-store
    const guest = await t.api({ method: 'GET', url: TransferApi.doTurn.url, query: { quoteId: q.quoteId } })
    expectFail(guest, 401, Codes.UNAUTHORIZED)
    // a malformed password or key is named, not dropped
    expectFail(await doTurn(a, q.quoteId, key(), '12ab56'), 400, Codes.BAD_REQUEST, 'Pay-Password')
    expectFail(await doTurn(a, q.quoteId, 'bad key with spaces', PWD), 400, Codes.BAD_REQUEST, 'Idempotency-Key')
    // nothing moved, the quote unused and still good
    assert.equal(await balance(a.id), 5_000)
    assert.equal(await balance(b.id), 0)
    assert.equal((await quoteRow(q.quoteId)).used_at, null)
    assert.deepEqual(await txs('transfer', q.quoteId), [])
    expectOk(await doTurn(a, q.quoteId))
    assert.equal(await balance(b.id), 1_000)
  })

  it('the pay password is the payment module`s check: a wrong one moves nothing and counts to its lock', async () => {
    const a = await shopper(5_000)
    const b = await shopper()
    const q = await quoteTurn(a, b, 500)
    const wrong = await doTurn(a, q.quoteId, key(), '000000')
    expectFail(wrong, 400, PaymentCodes.PAY_PWD_WRONG, 'payPassword')
    assert.match(wrong.body.msg, /4 tries left/)
    assert.equal(await balance(a.id), 5_000)
    for (let i = 0; i < 3; i++) expectFail(await doTurn(a, q.quoteId, key(), '000000'), 400, PaymentCodes.PAY_PWD_WRONG)
    expectFail(await doTurn(a, q.quoteId, key(), '000000'), 429, PaymentCodes.PAY_PWD_LOCKED)
    // locked: the right one is refused as well (the cashier's lock: one lock for every money move)
    expectFail(await doTurn(a, q.quoteId, key(), PWD), 429, PaymentCodes.PAY_PWD_LOCKED)
    assert.equal(await balance(a.id), 5_000)
    // no pay password set yet
    const c = await shopper(1_000, { pwd: false })
    const q2 = await quoteTurn(c, b, 100)
    expectFail(await doTurn(c, q2.quoteId), 409, PaymentCodes.PAY_PWD_NOT_SET)
  })

  it('one key moves money once: a replay (and 10 parallel ones) answer the first result; the key on another quote is refused', async () => {
    const a = await shopper(10_000)
    const b = await shopper()
    const q = await quoteTurn(a, b, 1_000)
    const k = key()
    const first = expectOk(await doTurn(a, q.quoteId, k))
    const again = await doTurn(a, q.quoteId, k)
    assert.deepEqual(expectOk(again), first)
    assert.equal(again.headers['cache-control'], 'no-store')
    assert.equal(await balance(a.id), 9_000)
    assert.equal(await balance(b.id), 1_000)
    // the same key with another quote (another request): refused, nothing moved
    const q2 = await quoteTurn(a, b, 2_000)
    const reused = await doTurn(a, q2.quoteId, k)
    expectFail(reused, 422, TransferCodes.KEY_REUSED)
    assert.equal(await balance(a.id), 9_000)
    // the used quote with another key: refused ("transfer failed")
    const used = await doTurn(a, q.quoteId, key())
    expectFail(used, 409, TransferCodes.QUOTE_USED, 'quoteId')
    assert.match(used.body.msg, /^Transfer failed/)
    // 10 parallel requests with one key on a fresh quote: one transfer, ten equal answers
    const k2 = key()
    const rs = await Promise.all(Array.from({ length: 10 }, () => doTurn(a, q2.quoteId, k2)))
    const answers = rs.map(expectOk)
    for (const x of answers) assert.deepEqual(x, answers[0])
    assert.equal(await balance(a.id), 7_000)
    assert.equal(await balance(b.id), 3_000)
    assert.equal(new Set((await txs('transfer', q2.quoteId)).map((e) => e.id)).size, 1)
    // two parallel requests with one key on two quotes: one moves, the other is refused
    const [q3, q4] = [await quoteTurn(a, b, 100), await quoteTurn(a, b, 200)]
    const k3 = key()
    const two = await Promise.all([doTurn(a, q3.quoteId, k3), doTurn(a, q4.quoteId, k3)])
    assert.deepEqual(two.map((r) => r.status).sort(), [200, 422])
    assert.equal((await balance(a.id)) + (await balance(b.id)), 10_000)
    assert.equal(await balance(b.id), 3_000 + (two[0].status === 200 ? 100 : 200))
  })

  it('a stale quote is refused and moves nothing; another user`s quote does not exist for you', async () => {
    const a = await shopper(5_000)
    const b = await shopper()
    const q = await quoteTurn(a, b, 500)
    await t.db
      .updateTable('transfer_quotes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', q.quoteId)
      .execute()
    const stale = await doTurn(a, q.quoteId)
    expectFail(stale, 409, TransferCodes.QUOTE_EXPIRED, 'quoteId')
    assert.equal(stale.body.msg, 'Transfer failed: the quote expired, get a new one')
    expectFail(await doTurn(b, (await quoteTurn(a, b, 500)).quoteId), 404, TransferCodes.QUOTE_NOT_FOUND, 'quoteId')
    expectFail(await doTurn(a, crypto.randomUUID()), 404, TransferCodes.QUOTE_NOT_FOUND, 'quoteId')
    // a transfer quote is not a conversion quote
    expectFail(await doConvert(a, (await quoteTurn(a, b, 500)).quoteId), 404, TransferCodes.QUOTE_NOT_FOUND, 'quoteId')
    assert.equal(await balance(a.id), 5_000)
  })

  it('the daily limit: refused at the quote, and when two quotes together pass it, at the transfer (the message says what is left)', () =>
    withSetting('transfer', { dailyLimits: { CNY: 1_000 } }, async () => {
      const a = await shopper(10_000)
      const b = await shopper()
      const over = await turnRule(a, { userId: b.id, amount: 1_001 })
      expectFail(over, 409, TransferCodes.DAILY_LIMIT, 'amount')
      assert.equal(over.body.msg, "Over today's transfer limit: 10.00 CNY left today")
      const [q1, q2] = [await quoteTurn(a, b, 600), await quoteTurn(a, b, 600)]
      expectOk(await doTurn(a, q1.quoteId))
      const second = await doTurn(a, q2.quoteId)
      expectFail(second, 409, TransferCodes.DAILY_LIMIT, 'amount')
      assert.equal(second.body.msg, "Over today's transfer limit: 4.00 CNY left today")
      assert.equal(await balance(a.id), 9_400)
      assert.equal((await quoteRow(q2.quoteId)).used_at, null)
      const rule = expectOk(await turnRule(a))
      assert.deepEqual([rule.dailyLimit, rule.dailyUsed, rule.dailyLeft], [1_000, 600, 400])
      // another currency has its own limit (the default)
      await credit(a.id, 5_000, 'USD')
      expectOk(await doTurn(a, expectOk(await turnRule(a, { userId: b.id, amount: 3_000 }, 'USD')).quote.quoteId))
      assert.equal(await balance(b.id, 'USD'), 3_000)
    }))

  it('50 parallel transfers from one account never overdraw; 50 parallel under a day limit pass it never (ledger audit clean)', async () => {
    const a = await shopper(1_000)
    const b = await shopper()
    const quotes = await Promise.all(Array.from({ length: 50 }, () => quoteTurn(a, b, 100)))
    const rs = await Promise.all(quotes.map((q) => doTurn(a, q.quoteId)))
    const okN = rs.filter((r) => r.status === 200).length
    const poor = rs.filter((r) => r.body.code === PaymentCodes.BALANCE).length
    assert.equal(okN, 10, JSON.stringify(rs.filter((r) => r.status !== 200 && r.body.code !== PaymentCodes.BALANCE).map((r) => r.body)))
    assert.equal(poor, 40)
    assert.equal(await balance(a.id), 0)
    assert.equal(await balance(b.id), 1_000)
    await assertLedgerSound(t.db)

    await withSetting('transfer', { dailyLimits: { CNY: 500 } }, async () => {
      const c = await shopper(100_000)
      const qs = await Promise.all(Array.from({ length: 50 }, () => quoteTurn(c, b, 100)))
      const rs2 = await Promise.all(qs.map((q) => doTurn(c, q.quoteId)))
      assert.equal(rs2.filter((r) => r.status === 200).length, 5)
      assert.equal(rs2.filter((r) => r.body.code === TransferCodes.DAILY_LIMIT).length, 45)
      assert.equal(await balance(c.id), 99_500)
      await assertLedgerSound(t.db)
    })
  })

  it('convert: the rule lists the enabled currencies and their rates; the quote rounds DOWN and says how much', async () => {
    const a = await shopper(10_000)
    const rule = expectOk(await convertRule(a))
    assert.equal(rule.from, 'CNY')
    assert.equal(rule.available, 10_000)
    assert.equal(rule.quoteSeconds, 60)
    assert.deepEqual(
      rule.targets.map((x: { currency: string; rate: string }) => [x.currency, x.rate]),
      [['USD', '0.13812345']],
    )
    assert.equal(rule.quote, null)
    // 10.01 CNY * 0.13812345 = 1.3826157345 USD: 1.38 credited, 0.0026157345 rounded off
    const q = expectOk(await convertRule(a, { to: 'USD', amount: 1_001 })).quote
    assert.deepEqual(
      { ...q, quoteId: undefined, expiresAt: undefined },
      {
        quoteId: undefined,
        from: 'CNY',
        to: 'USD',
        amount: 1_001,
        rate: '0.13812345',
        toAmount: 138,
        exact: '1.3826157345',
        roundedOff: '0.0026157345',
        rounded: true,
        expiresAt: undefined,
        expiresIn: 60,
      },
    )
    // an exact one: nothing rounded off (100 USD cents * 7.15 = 715 CNY cents)
    await credit(a.id, 100, 'USD')
    const exact = expectOk(await convertRule(a, { to: 'CNY', amount: 100 }, 'USD')).quote
    assert.deepEqual([exact.toAmount, exact.exact, exact.roundedOff, exact.rounded], [715, '7.15', '0.00', false])
    // the conversion: ONE ledger transaction, entries summing to zero per currency through fx
    const done = expectOk(await doConvert(a, q.quoteId))
    assert.deepEqual([done.toAmount, done.fromBalance, done.toBalance, done.roundedOff], [138, 8_999, 238, '0.0026157345'])
    const entries = await txs('convert', q.quoteId)
    assert.equal(new Set(entries.map((e) => e.id)).size, 1)
    assert.deepEqual(
      entries.map((e) => [e.user_id ?? e.code, e.currency, e.amount]),
      [
        [a.id, 'CNY', -1_001],
        ['fx', 'CNY', 1_001],
        ['fx', 'USD', -138],
        [a.id, 'USD', 138],
      ],
    )
    assert.equal(await balance(a.id, 'USD'), 238)
    // used: refused ("convert failed"), nothing moves
    const used = await doConvert(a, q.quoteId)
    expectFail(used, 409, TransferCodes.QUOTE_USED, 'quoteId')
    assert.match(used.body.msg, /^Convert failed/)
    assert.equal(await balance(a.id), 8_999)
  })

  it('convert refusals: same currency, a currency off, no rate, too small to give a cent, more than the balance, a stale quote', async () => {
    const a = await shopper(10_000)
    expectFail(await convertRule(a, { to: 'CNY', amount: 100 }), 400, TransferCodes.SAME_CURRENCY, 'to')
    expectFail(await convertRule(a, { to: 'EUR', amount: 100 }), 400, TransferCodes.CURRENCY_OFF, 'to')
    expectFail(await convertRule(a, { to: 'USD', amount: 100 }, 'EUR'), 400, TransferCodes.CURRENCY_OFF, 'id')
    expectFail(await convertRule(a, { to: 'USD' }), 400, Codes.BAD_REQUEST, 'amount')
    expectFail(await convertRule(a, { amount: 100 }), 400, Codes.BAD_REQUEST, 'to')
    // 0.07 CNY * 0.138 = 0.0096 USD: below one cent
    const small = await convertRule(a, { to: 'USD', amount: 7 })
    expectFail(small, 400, TransferCodes.TOO_SMALL, 'amount')
    expectFail(await convertRule(a, { to: 'USD', amount: 10_001 }), 409, PaymentCodes.BALANCE, 'amount')
    await withSetting('wallet', { currencies: [...WALLET.currencies, { code: 'JPY', symbol: '¥', decimals: 0 }] }, async () => {
      expectFail(await convertRule(a, { to: 'JPY', amount: 100 }), 409, TransferCodes.NO_RATE, 'to')
      assert.deepEqual(
        expectOk(await convertRule(a)).targets.map((x: { currency: string; rate: string | null }) => [x.currency, x.rate]),
        [
          ['USD', '0.13812345'],
          ['JPY', null],
        ],
      )
    })
    const q = await quoteConvert(a, 'USD', 1_000)
    await t.db
      .updateTable('transfer_quotes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', q.quoteId)
      .execute()
    const stale = await doConvert(a, q.quoteId)
    expectFail(stale, 409, TransferCodes.QUOTE_EXPIRED, 'quoteId')
    assert.equal(stale.body.msg, 'Convert failed: the rate quote expired, get a new one')
    assert.deepEqual([await balance(a.id), await balance(a.id, 'USD')], [10_000, 0])
  })

  it('a conversion has both legs or none: a failure on the second leg leaves the first unmoved; the same key then moves it once', async () => {
    const a = await shopper(10_000)
    const q = await quoteConvert(a, 'USD', 2_000)
    // the database refuses the user's USD account's update (as a failure after the CNY leg was written would)
    await sql
      .raw(
        `create function transfer_test_fail() returns trigger language plpgsql as $$ begin raise exception 'USD leg refused'; end $$;
         create trigger transfer_test_fail before update or insert on wallet_accounts for each row
           when (new.user_id = ${a.id} and new.currency = 'USD') execute function transfer_test_fail();`,
      )
      .execute(t.db)
    const k = key()
    const r = await doConvert(a, q.quoteId, k)
    assert.equal(r.status, 500, JSON.stringify(r.body))
    await sql.raw('drop trigger transfer_test_fail on wallet_accounts; drop function transfer_test_fail();').execute(t.db)
    assert.deepEqual([await balance(a.id), await balance(a.id, 'USD')], [10_000, 0])
    assert.deepEqual(await txs('convert', q.quoteId), [])
    assert.equal((await quoteRow(q.quoteId)).used_at, null)
    const fx = await ledgerService.systemBalances(t.ctx(), ['fx'])
    const done = expectOk(await doConvert(a, q.quoteId, k))
    assert.deepEqual([await balance(a.id), await balance(a.id, 'USD')], [8_000, done.toAmount])
    assert.equal(done.toAmount, 276)
    const fx2 = await ledgerService.systemBalances(t.ctx(), ['fx'])
    const fxOf = (list: typeof fx, cur: string) => list.find((x) => x.currency === cur)?.balance ?? 0
    assert.deepEqual([fxOf(fx2, 'CNY') - fxOf(fx, 'CNY'), fxOf(fx2, 'USD') - fxOf(fx, 'USD')], [2_000, -276])
    // a replay answers the same and moves nothing
    assert.deepEqual(expectOk(await doConvert(a, q.quoteId, k)), done)
    assert.equal(await balance(a.id), 8_000)
  })

  it('exchange rates on the desk: staff only; every direction between enabled currencies; set with its time', async () => {
    const shopperU = await shopper()
    expectFail(await shopperU.api({ method: 'GET', url: TransferApi.rates.url }), 403, TransferCodes.STAFF_ONLY)
    expectFail(
      await shopperU.api({ method: 'PUT', url: TransferApi.setRate.url, payload: { from: 'CNY', to: 'USD', rate: '1' } }),
      403,
      TransferCodes.STAFF_ONLY,
    )
    const staff = await asUser(t, { roles: 'shopper,staff', lang: 'en' })
    const list = expectOk(await staff.api({ method: 'GET', url: TransferApi.rates.url }))
    assert.deepEqual(
      list.map((r: { from: string; to: string; rate: string }) => [r.from, r.to, r.rate]),
      [
        ['CNY', 'USD', '0.13812345'],
        ['USD', 'CNY', '7.15'],
      ],
    )
    const set = expectOk(await staff.api({ method: 'PUT', url: TransferApi.setRate.url, payload: { from: 'CNY', to: 'USD', rate: '0.14' } }))
    assert.equal(set.rate, '0.14')
    assert.ok(Date.now() - Date.parse(set.updatedAt) < 60_000)
    expectFail(
      await staff.api({ method: 'PUT', url: TransferApi.setRate.url, payload: { from: 'CNY', to: 'USD', rate: '0' } }),
      400,
      TransferCodes.RATE,
      'rate',
    )
    expectFail(
      await staff.api({ method: 'PUT', url: TransferApi.setRate.url, payload: { from: 'CNY', to: 'USD', rate: '1.123456789' } }),
      400,
      Codes.BAD_REQUEST,
      'rate',
    )
    expectFail(
      await staff.api({ method: 'PUT', url: TransferApi.setRate.url, payload: { from: 'CNY', to: 'CNY', rate: '1' } }),
      400,
      TransferCodes.SAME_CURRENCY,
    )
    expectFail(
      await staff.api({ method: 'PUT', url: TransferApi.setRate.url, payload: { from: 'EUR', to: 'USD', rate: '1' } }),
      400,
      TransferCodes.CURRENCY_OFF,
      'from',
    )
    // a quote taken before a change keeps its rate until it expires; a new one has the new rate
    const a = await shopper(10_000)
    const before = await quoteConvert(a, 'USD', 1_000)
    expectOk(await staff.api({ method: 'PUT', url: TransferApi.setRate.url, payload: { from: 'CNY', to: 'USD', rate: '0.2' } }))
    assert.equal(expectOk(await doConvert(a, before.quoteId)).toAmount, 140)
    assert.equal((await quoteConvert(a, 'USD', 1_000)).toAmount, 200)
    await seedRates(t.ctx(), [['CNY', 'USD', '0.13812345']])
  })

  it('the recipient sees the money in their accounts (an account in a currency they had none of is opened)', async () => {
    const a = await shopper(0)
    await credit(a.id, 2_000, 'USD')
    const b = await shopper()
    const q = expectOk(await turnRule(a, { userId: b.id, amount: 1_500 }, 'USD')).quote
    expectOk(await doTurn(a, q.quoteId))
    const accounts = expectOk(await b.api({ method: 'GET', url: '/customer/api/account' }))
    assert.deepEqual(
      accounts.map((x: { currency: string; balance: number }) => [x.currency, x.balance]),
      [
        ['CNY', 0],
        ['USD', 1_500],
      ],
    )
  })
})
