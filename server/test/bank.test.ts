import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BANK_CARD_MAX, BankApi, BankCodes, luhnValid } from '../../types/bank.js'
import { Codes } from '../../types/constants.js'
import { accountService } from '../src/modules/account/index.js'
import { bankService } from '../src/modules/bank/index.js'
import { DEMO_REAL_NAME } from '../src/modules/account/account.seed.js'
import { DEMO_CARD } from '../src/modules/bank/bank.seed.js'
import { BANK_DEFAULT } from '../src/modules/bank/bank.settings.js'
import { seedTenant } from '../src/seed/index.js'
import { DEMO_LOGIN } from '../src/seed/tenants.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { asUser, createTestApp, expectFail, expectOk, form, type AsUser, type TestApp } from './helpers.js'
import { approveRealName, idNumber } from './support/real-name.js'

/** Luhn-valid numbers the local bank accepts (not in its refusal set). */
const CARD = '6228480012345678903'
const CARD2 = '4367420000000000019'
/** `n`-th generated Luhn-valid 19-digit number */
function cardNo(n: number) {
  const base = `62170099${String(n).padStart(10, '0')}`
  for (let d = 0; d < 10; d++) if (luhnValid(base + d)) return base + d
  throw new Error('no check digit')
}

describe('bank: bank cards (customer/api/bank)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    // the local bank answers quickly in tests (the delay is a tenant setting); its refusal set stays the default one
    await putSetting(t.ctx(), 'bank', { check: { ...BANK_DEFAULT.check, delayMs: 20 } })
  })
  after(() => t.close())

  const verified = async (o: { realName?: string; lang?: string } = {}) => {
    const u = await asUser(t, { lang: o.lang })
    const real = await approveRealName(t, u.id, { realName: o.realName })
    return { u, real }
  }
  const body = (real: { realName: string; idNumber: string }, o: Record<string, unknown> = {}) => ({
    holder: real.realName,
    idNumber: real.idNumber,
    bankCode: 'ICBC',
    cardNumber: CARD,
    phone: '13800138000',
    cardType: 'debit',
    ...o,
  })
  const bind = (u: AsUser, data: Record<string, unknown>) => {
    const f = form(data)
    return u.api({ method: 'POST', url: BankApi.bind.url, payload: f.payload, headers: f.headers })
  }
  const list = async (u: AsUser) => expectOk(await u.api({ method: 'GET', url: BankApi.list.url })) as any[]
  const del = (u: AsUser, id: number) => u.api({ method: 'DELETE', url: BankApi.remove.url.replace(':id', String(id)) })

  it('binds a card (form body): masked number, ID number and phone; listed newest first', async () => {
    const { u, real } = await verified({ realName: '李四' })
    const a = expectOk(await bind(u, body(real, { holder: ' 李四 ' })))
    assert.deepEqual(
      [a.bankCode, a.bankName, a.holder, a.masked, a.last4, a.phone, a.cardType],
      ['ICBC', '中国工商银行', '李四', '**** **** **** 8903', '8903', '138****8000', 'debit'],
    )
    assert.equal(a.idNumber, `${real.idNumber.slice(0, 4)}**********${real.idNumber.slice(-4)}`)
    assert.ok(!JSON.stringify(a).includes(CARD), 'the answer never carries the number')
    const b = expectOk(await bind(u, body(real, { cardNumber: CARD2, bankCode: 'CMB', cardType: 'credit' })))
    assert.deepEqual(
      (await list(u)).map((x) => [x.id, x.masked, x.cardType]),
      [
        [b.id, '**** **** **** 0019', 'credit'],
        [a.id, '**** **** **** 8903', 'debit'],
      ],
    )
    assert.ok(!JSON.stringify(await list(u)).includes(CARD2))
  })

  it('keeps the number sealed at rest: not in the table in clear; the face opens it for its owner only', async () => {
    const { u, real } = await verified()
    const a = expectOk(await bind(u, body(real)))
    const row = await t.db.selectFrom('bank_cards').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow()
    // no column holds the number, its first digits or its digits in another form
    const dump = JSON.stringify(row)
    assert.ok(!dump.includes(CARD) && !dump.includes(CARD.slice(0, 12)), dump)
    assert.match(row.number_sealed, /^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
    assert.equal(row.last4, '8903')
    assert.equal(row.id_number_masked.includes(real.idNumber.slice(4, 14)), false)
    // nothing of the number in any text column of the whole table either
    const all = await t.db.selectFrom('bank_cards').selectAll().execute()
    assert.ok(!JSON.stringify(all).includes(CARD))
    const c = t.ctx({ userId: u.id })
    assert.equal(await bankService.cardNumber(c, u.id, a.id), CARD)
    assert.deepEqual(await bankService.card(c, u.id, a.id), {
      id: a.id,
      bankCode: 'ICBC',
      bankName: '中国工商银行',
      holder: real.realName,
      masked: '**** **** **** 8903',
      last4: '8903',
      cardType: 'debit',
    })
    const other = await asUser(t)
    assert.equal(await bankService.card(c, other.id, a.id), undefined)
    assert.equal(await bankService.cardNumber(c, other.id, a.id), undefined)
    // a sealed number moved to another user's row does not open (bound to its owner)
    const { u: v, real: vr } = await verified()
    const b = expectOk(await bind(v, body(vr, { cardNumber: CARD2 })))
    await t.db.updateTable('bank_cards').set({ number_sealed: row.number_sealed }).where('id', '=', b.id).execute()
    await assert.rejects(bankService.cardNumber(c, v.id, b.id))
    // another server secret opens nothing
    const otherKey = { ...c, config: { ...c.config, appSecret: 'another-secret-of-at-least-32-characters!' } }
    await assert.rejects(bankService.cardNumber(otherKey, u.id, a.id))
  })

  it('refuses without an approved real name, and a holder or ID number that is not the approved one', async () => {
    const u = await asUser(t)
    const real = { realName: '张三', idNumber: idNumber() }
    expectFail(await bind(u, body(real)), 409, BankCodes.REAL_NAME_REQUIRED)
    // a pending request is not enough
    await t.db
      .insertInto('real_name_requests')
      .values({ tenant_id: t.tenantId, user_id: u.id, real_name: '张三', id_number: real.idNumber, front_image: 'f', back_image: 'b' })
      .execute()
    expectFail(await bind(u, body(real)), 409, BankCodes.REAL_NAME_REQUIRED)
    assert.equal(await accountService.approvedRealName(t.ctx(), u.id), null)
    const { u: v, real: vr } = await verified({ realName: '王五' })
    assert.deepEqual(await accountService.approvedRealName(t.ctx(), v.id), vr)
    expectFail(await bind(v, body(vr, { holder: '王六' })), 400, BankCodes.HOLDER_MISMATCH, 'holder')
    expectFail(await bind(v, body(vr, { idNumber: idNumber() })), 400, BankCodes.ID_NUMBER_MISMATCH, 'idNumber')
    // a lower-case x of the ID number is the same number
    const { u: w, real: wr } = await verified()
    if (wr.idNumber.endsWith('X')) expectOk(await bind(w, body(wr, { idNumber: wr.idNumber.toLowerCase() })))
    assert.deepEqual(await list(v), [])
  })

  it('refuses bad input by field: unknown bank, phone rule, card number shape, card type', async () => {
    const { u, real } = await verified()
    expectFail(await bind(u, body(real, { bankCode: 'NOPE' })), 400, BankCodes.BANK_UNKNOWN, 'bankCode')
    expectFail(await bind(u, body(real, { phone: '12345' })), 400, Codes.BAD_REQUEST, 'phone')
    expectFail(await bind(u, body(real, { cardNumber: '6228 4800 1234' })), 400, Codes.BAD_REQUEST, 'cardNumber')
    expectFail(await bind(u, body(real, { cardNumber: '12345' })), 400, Codes.BAD_REQUEST, 'cardNumber')
    expectFail(await bind(u, body(real, { cardType: 'prepaid' })), 400, Codes.BAD_REQUEST, 'cardType')
    assert.deepEqual(await list(u), [])
  })

  it('the four-element check: a Luhn failure and each configured test number are refused with the bank reason, by field', async () => {
    const { u, real } = await verified({ lang: 'en' })
    const luhnBad = CARD.slice(0, -1) + String((Number(CARD.at(-1)) + 1) % 10)
    const r = await bind(u, body(real, { cardNumber: luhnBad }))
    expectFail(r, 400, BankCodes.CARD_REFUSED, 'cardNumber')
    assert.match(r.body.msg, /no such card number/)
    const cases: Array<[string, string, RegExp]> = [
      ['6222020000000000018', 'holder', /do not match/],
      ['6222020000000000026', 'phone', /phone is not the one/],
      ['6222020000000000034', 'cardNumber', /frozen/],
      ['6222020000000000042', 'cardType', /not of the chosen type/],
    ]
    for (const [number, field, msg] of cases) {
      const x = await bind(u, body(real, { cardNumber: number }))
      expectFail(x, 400, BankCodes.CARD_REFUSED, field)
      assert.match(x.body.msg, msg)
    }
    expectFail(await bind(u, body(real, { cardNumber: '6222020000000000059' })), 502, BankCodes.CHECK_UNAVAILABLE)
    assert.deepEqual(await list(u), [])
    // the check takes its time (the configured delay)
    await putSetting(t.ctx(), 'bank', { check: { ...BANK_DEFAULT.check, delayMs: 150 } })
    const t0 = Date.now()
    expectOk(await bind(u, body(real)))
    assert.ok(Date.now() - t0 >= 150)
    await putSetting(t.ctx(), 'bank', { check: { ...BANK_DEFAULT.check, delayMs: 20 } })
  })

  it('one number once per user (also under parallel binds); another user may bind it; a limit of cards', async () => {
    const { u, real } = await verified()
    const results = await Promise.all(Array.from({ length: 5 }, () => bind(u, body(real))))
    assert.equal(results.filter((r) => r.status === 200).length, 1)
    for (const r of results.filter((x) => x.status !== 200)) expectFail(r, 409, BankCodes.CARD_TAKEN, 'cardNumber')
    expectFail(await bind(u, body(real)), 409, BankCodes.CARD_TAKEN, 'cardNumber')
    const { u: v, real: vr } = await verified()
    expectOk(await bind(v, body(vr)))
    // fill up to the limit, in parallel: never more than BANK_CARD_MAX
    const more = await Promise.all(Array.from({ length: BANK_CARD_MAX + 2 }, (_, i) => bind(u, body(real, { cardNumber: cardNo(i + 1) }))))
    assert.equal(more.filter((r) => r.status === 200).length, BANK_CARD_MAX - 1)
    for (const r of more.filter((x) => x.status !== 200)) expectFail(r, 409, BankCodes.FULL)
    assert.equal((await list(u)).length, BANK_CARD_MAX)
  })

  it('deletes a card (then gone from the list, and bindable again); another user can neither see nor delete it', async () => {
    const { u, real } = await verified()
    const a = expectOk(await bind(u, body(real)))
    const other = await asUser(t)
    assert.deepEqual(await list(other), [])
    expectFail(await del(other, a.id), 404, Codes.NOT_FOUND)
    const stranger = await asUser(t, { tenantId: t.otherTenantId })
    expectFail(await del(stranger, a.id), 404, Codes.NOT_FOUND)
    assert.equal((await list(u)).length, 1)
    assert.deepEqual(expectOk(await del(u, a.id)), { count: 1 })
    expectFail(await del(u, a.id), 404, Codes.NOT_FOUND)
    assert.deepEqual(await list(u), [])
    // the face: a removed card is no card to withdraw to, yet a payout asked for before still finds the number
    const c = t.ctx()
    assert.equal(await bankService.card(c, u.id, a.id), undefined)
    assert.equal(await bankService.cardNumber(c, u.id, a.id), CARD)
    expectOk(await bind(u, body(real)))
    // unauthenticated
    expectFail(await t.api({ method: 'GET', url: BankApi.list.url }), 401, Codes.UNAUTHORIZED)
  })

  it('bankTypeList: the default banks translated; a tenant setting replaces the list (own names, unknown codes refused)', async () => {
    const en = expectOk(await t.api({ method: 'GET', url: BankApi.types.url, headers: { lang: 'en' } }))
    assert.equal(en.length, BANK_DEFAULT.banks.length)
    assert.deepEqual(en[0], { code: 'ICBC', name: 'Industrial and Commercial Bank of China' })
    const ja = expectOk(await t.api({ method: 'GET', url: BankApi.types.url, headers: { lang: 'ja' } }))
    assert.equal(ja[0].name, '中国工商銀行')
    const ko = expectOk(await t.api({ method: 'GET', url: BankApi.types.url, headers: { lang: 'ko' } }))
    assert.equal(ko[0].name, '중국공상은행')
    const other = t.ctx({ tenantId: t.otherTenantId })
    const banks = [{ code: 'BDO' }, { code: 'LANDBANK', names: { en: 'Land Bank of the Philippines', fil: 'Land Bank ng Pilipinas' } }]
    await putSetting(other, 'bank', { banks })
    const list2 = expectOk(await t.api({ method: 'GET', url: BankApi.types.url, headers: { tenant: 'other', lang: 'fil' } }))
    assert.deepEqual(list2, [
      { code: 'BDO', name: 'BDO Unibank' },
      { code: 'LANDBANK', name: 'Land Bank ng Pilipinas' },
    ])
    const zh = expectOk(await t.api({ method: 'GET', url: BankApi.types.url, headers: { tenant: 'other', lang: 'zh_CN' } }))
    assert.deepEqual(zh[1], { code: 'LANDBANK', name: 'Land Bank of the Philippines' })
    // binding follows the tenant's list
    const u = await asUser(t, { tenantId: t.otherTenantId })
    const real = await approveRealName(t, u.id, { tenantId: t.otherTenantId })
    expectFail(await bind(u, body(real, { bankCode: 'ICBC' })), 400, BankCodes.BANK_UNKNOWN, 'bankCode')
    await putSetting(other, 'bank', { banks, check: { ...BANK_DEFAULT.check, delayMs: 10 } })
    const c = expectOk(await bind(u, body(real, { bankCode: 'LANDBANK', phone: '9171234567', countryArea: '63' })))
    assert.deepEqual([c.bankName, c.phone], ['Land Bank of the Philippines', '917***4567'])
  })
})

describe('bank: the demo shopper has an approved real name and one bound card', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: (db, config) => seedTenant(db, config, 'default', 'Demo Mall', ['account', 'bank']) })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('logs in, reads the card masked; the sealed number opens to the demo number; the ID pictures are private files of the shopper', async () => {
    const { token } = expectOk(
      await t.api({ method: 'POST', url: '/auth/api/customer/login', payload: { username: DEMO_LOGIN.phone, password: DEMO_LOGIN.password } }),
    )
    const headers = { authorization: `Bearer ${token}`, lang: 'en' }
    const cards = expectOk(await t.api({ method: 'GET', url: BankApi.list.url, headers }))
    assert.equal(cards.length, 1)
    assert.deepEqual(
      [cards[0].bankName, cards[0].holder, cards[0].masked],
      ['Industrial and Commercial Bank of China', DEMO_REAL_NAME.realName, '**** **** **** 0122'],
    )
    const log = expectOk(await t.api({ method: 'GET', url: '/customer/api/authenLog', headers }))
    assert.deepEqual([log.status, log.realName], ['approved', DEMO_REAL_NAME.realName])
    const userId = (await accountService.userIdByPhone(t.ctx(), DEMO_LOGIN.phone))!
    assert.equal(await bankService.cardNumber(t.ctx(), userId, cards[0].id), DEMO_CARD.cardNumber)
    const req = await t.db.selectFrom('real_name_requests').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow()
    for (const id of [req.front_image, req.back_image]) {
      const r = await t.api({ method: 'GET', url: `/system/api/upload/${id}`, headers })
      assert.equal(r.status, 200)
      assert.equal(r.headers['content-type'], 'image/png')
      // not anyone's: another user gets 404
      const other = await asUser(t)
      assert.equal((await other.api({ method: 'GET', url: `/system/api/upload/${id}` })).status, 404)
    }
  })
})
