// Real-name verification (`POST customer/api/authen`, `GET customer/api/authenLog`) on a real PostgreSQL: the
// rules and the identity registry's refusals before anything is written; the request and its approval in the
// desk's review queue in one transaction; staff approve or reject there (once), the account applies it; an
// ID number approved for one user per tenant; ID pictures private to the applicant and staff.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { AccountCodes } from '../../types/account-codes.js'
import { ApprovalApi, ApprovalCodes } from '../../types/approval.js'
import { BankApi, RealNameCodes } from '../../types/bank.js'
import { Codes } from '../../types/constants.js'
import { accountService } from '../src/modules/account/index.js'
import { BANK_DEFAULT } from '../src/modules/bank/bank.settings.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { asUser, createTestApp, expectFail, expectOk, form, type AsUser, type TestApp } from './helpers.js'
import { idNumber } from './support/real-name.js'
import { picture, uploadPicture } from './support/upload.js'

describe('real name: identity check, staff review in the desk queue, one user per ID number', () => {
  let t: TestApp
  let staff: AsUser
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    // the local registry and bank answer quickly in tests (the delays are a tenant setting)
    await putSetting(t.ctx(), 'bank', { check: { ...BANK_DEFAULT.check, delayMs: 10 }, identity: { ...BANK_DEFAULT.identity, delayMs: 20 } })
    staff = await asUser(t, { roles: 'staff' })
  })
  after(() => t.close())

  const submit = (u: AsUser, b: Record<string, unknown>) => {
    const f = form(b)
    return u.api({ method: 'POST', url: '/customer/api/authen', payload: f.payload, headers: f.headers })
  }
  const log = async (u: AsUser) => expectOk(await u.api({ method: 'GET', url: '/customer/api/authenLog' }))
  /** a user with two private ID pictures and a body to send */
  const applicant = async (o: { realName?: string; idNumber?: string; lang?: string } = {}) => {
    const u = await asUser(t, { lang: o.lang })
    const body = {
      realName: o.realName ?? '张三',
      idNumber: o.idNumber ?? idNumber(),
      frontImage: await uploadPicture(u),
      backImage: await uploadPicture(u, 'private', picture([200, 170, 120])),
    }
    return { u, body }
  }
  /** the pending approval of the user's real-name request, as the desk lists it */
  const queued = async (userId: number) => {
    const { rows } = expectOk(await staff.api({ method: 'GET', url: `${ApprovalApi.list.url}?kind=realName&pageSize=100` }))
    return (rows as any[]).find((r) => r.userId === userId)
  }
  const decide = (id: number, b: { approve: boolean; reason?: string }, who: AsUser = staff) =>
    who.api({ method: 'POST', url: ApprovalApi.decide.url.replace(':id', String(id)), payload: b })

  it('refuses before writing anything: ID checksum, pictures not the private uploads of the user, the same picture twice', async () => {
    const { u, body } = await applicant()
    assert.equal(await log(u), null)
    expectFail(await submit(u, { ...body, idNumber: '110105194912310021' }), 400, Codes.BAD_REQUEST, 'idNumber')
    expectFail(await submit(u, { ...body, realName: ' 张 ' }), 400, Codes.BAD_REQUEST, 'realName')
    // a picture of someone else, a public picture, an id nobody uploaded, the same picture twice
    const other = await asUser(t)
    expectFail(await submit(u, { ...body, frontImage: await uploadPicture(other) }), 400, RealNameCodes.ID_PICTURE, 'frontImage')
    expectFail(await submit(u, { ...body, backImage: await uploadPicture(u, 'public') }), 400, RealNameCodes.ID_PICTURE, 'backImage')
    expectFail(await submit(u, { ...body, frontImage: '00000000-0000-4000-8000-000000000000' }), 400, RealNameCodes.ID_PICTURE, 'frontImage')
    expectFail(await submit(u, { ...body, backImage: body.frontImage }), 400, RealNameCodes.ID_PICTURE, 'backImage')
    expectFail(await submit(u, { ...body, frontImage: '/f.png' }), 400, Codes.BAD_REQUEST, 'frontImage')
    assert.equal(await log(u), null)
    assert.equal(await queued(u.id), undefined)
  })

  it("the identity registry's refusals name the field (name mismatch, unknown number) or ask to try later; nothing is written", async () => {
    const { u, body } = await applicant({ lang: 'en' })
    const a = await submit(u, { ...body, idNumber: '110101199001010015' })
    expectFail(a, 400, RealNameCodes.IDENTITY_REFUSED, 'realName')
    assert.match(a.body.msg, /name does not match/)
    const b = await submit(u, { ...body, idNumber: '110101199001010023' })
    expectFail(b, 400, RealNameCodes.IDENTITY_REFUSED, 'idNumber')
    assert.match(b.body.msg, /no such ID number/)
    expectFail(await submit(u, { ...body, idNumber: '110101199001010031' }), 502, RealNameCodes.CHECK_UNAVAILABLE)
    assert.equal(await log(u), null)
    assert.equal(await queued(u.id), undefined)
  })

  it('a request goes to the desk queue with its summary; staff see the private pictures, others do not; one pending at a time', async () => {
    const { u, body } = await applicant({ realName: '李四' })
    expectOk(await submit(u, { ...body, idNumber: body.idNumber.toLowerCase() }))
    const l = await log(u)
    assert.deepEqual([l.realName, l.status, l.reason, l.reviewTime], ['李四', 'pending', null, null])
    assert.equal(l.idNumber, `${body.idNumber.slice(0, 4)}**********${body.idNumber.slice(-4)}`)
    const item = await queued(u.id)
    assert.equal(item.kind, 'realName')
    assert.equal(item.state, 'pending')
    assert.equal(item.summary.realName, '李四')
    assert.equal(item.summary.idNumber, body.idNumber)
    assert.deepEqual(item.summary.images, [body.frontImage, body.backImage])
    assert.match(item.summary.identityCheck, /^local: LOCAL-ID-/)
    assert.equal(Number(item.ref), l.id)
    for (const id of item.summary.images) {
      const r = await staff.api({ method: 'GET', url: `/system/api/upload/${id}` })
      assert.equal(r.status, 200)
      assert.equal(r.headers['content-type'], 'image/png')
      assert.equal((await (await asUser(t)).api({ method: 'GET', url: `/system/api/upload/${id}` })).status, 404)
    }
    // pending: a second request is refused, in parallel too (one pending row, one approval)
    const again = await Promise.all([submit(u, body), submit(u, body)])
    for (const r of again) expectFail(r, 409, AccountCodes.AUTHEN_EXISTS)
    const rows = await t.db.selectFrom('approvals').select('id').where('user_id', '=', u.id).execute()
    assert.equal(rows.length, 1)
  })

  it('staff approve once (twice: 409, one effect); then the real name is approved and a card can be bound in it', async () => {
    const { u, body } = await applicant({ realName: '王五' })
    expectOk(await submit(u, body))
    const item = await queued(u.id)
    const results = await Promise.all(Array.from({ length: 4 }, () => decide(item.id, { approve: true })))
    assert.equal(results.filter((r) => r.status === 200).length, 1)
    for (const r of results.filter((x) => x.status !== 200)) expectFail(r, 409, ApprovalCodes.ALREADY_DECIDED)
    // a later rejection changes nothing either
    expectFail(await decide(item.id, { approve: false, reason: 'too late' }), 409, ApprovalCodes.ALREADY_DECIDED)
    const l = await log(u)
    assert.deepEqual([l.status, l.reason], ['approved', null])
    assert.ok(l.reviewTime)
    const row = await t.db.selectFrom('real_name_requests').selectAll().where('id', '=', l.id).executeTakeFirstOrThrow()
    assert.equal(row.reviewer_id, staff.id)
    assert.deepEqual(await accountService.approvedRealName(t.ctx(), u.id), { realName: '王五', idNumber: body.idNumber })
    // approved: a new request is refused; the bank card binds in this name
    expectFail(await submit(u, body), 409, AccountCodes.AUTHEN_EXISTS)
    const f = form({ holder: '王五', idNumber: body.idNumber, bankCode: 'ICBC', cardNumber: '6228480012345678903', phone: '13800138000', cardType: 'debit' })
    const card = expectOk(await u.api({ method: 'POST', url: BankApi.bind.url, payload: f.payload, headers: f.headers }))
    assert.equal(card.masked, '**** **** **** 8903')
  })

  it('a rejection needs a reason and reaches the applicant, who may submit again (a new approval)', async () => {
    const { u, body } = await applicant()
    expectOk(await submit(u, body))
    const item = await queued(u.id)
    expectFail(await decide(item.id, { approve: false }), 400, Codes.BAD_REQUEST, 'reason')
    expectFail(await decide(item.id, { approve: false, reason: 'x'.repeat(201) }), 400, Codes.BAD_REQUEST, 'reason')
    expectOk(await decide(item.id, { approve: false, reason: 'The back picture is blurred' }))
    const l = await log(u)
    assert.deepEqual([l.status, l.reason], ['rejected', 'The back picture is blurred'])
    assert.equal(await accountService.approvedRealName(t.ctx(), u.id), null)
    // resubmit with new pictures
    const again = { ...body, backImage: await uploadPicture(u, 'private', picture([10, 90, 40])) }
    expectOk(await submit(u, again))
    assert.equal((await log(u)).status, 'pending')
    const next = await queued(u.id)
    assert.notEqual(next.id, item.id)
    expectOk(await decide(next.id, { approve: true }))
    assert.equal((await log(u)).status, 'approved')
  })

  it('a non-staff user can neither list nor decide', async () => {
    const { u, body } = await applicant()
    expectOk(await submit(u, body))
    const item = await queued(u.id)
    expectFail(await u.api({ method: 'GET', url: ApprovalApi.list.url }), 403, Codes.FORBIDDEN)
    const shopper = await asUser(t)
    expectFail(await decide(item.id, { approve: true }, shopper), 403, Codes.FORBIDDEN)
    assert.equal((await log(u)).status, 'pending')
    assert.equal((await queued(u.id)).state, 'pending')
  })

  it('an ID number is approved for one user per tenant: refused at submission once approved; a second approval is refused, also in parallel', async () => {
    const shared = idNumber()
    const a = await applicant({ idNumber: shared })
    const b = await applicant({ idNumber: shared })
    const c = await applicant({ idNumber: shared })
    // all three pending before any decision
    for (const x of [a, b, c]) expectOk(await submit(x.u, x.body))
    const [qa, qb, qc] = [await queued(a.u.id), await queued(b.u.id), await queued(c.u.id)]
    // b and c approved at once: exactly one wins (the partial unique index); the other stays pending
    const both = await Promise.all([decide(qb.id, { approve: true }), decide(qc.id, { approve: true })])
    assert.equal(both.filter((r) => r.status === 200).length, 1, JSON.stringify(both.map((r) => r.body)))
    const loser = both.find((r) => r.status !== 200)!
    expectFail(loser, 409, RealNameCodes.ID_NUMBER_TAKEN, 'idNumber')
    // a: refused too; its approval stays pending and its request pending, so staff reject it instead
    expectFail(await decide(qa.id, { approve: true }), 409, RealNameCodes.ID_NUMBER_TAKEN, 'idNumber')
    assert.equal((await log(a.u)).status, 'pending')
    assert.equal((await queued(a.u.id)).state, 'pending')
    expectOk(await decide(qa.id, { approve: false, reason: 'ID number verified for another account' }))
    assert.equal((await log(a.u)).status, 'rejected')
    const approved = await t.db.selectFrom('real_name_requests').select('user_id').where('id_number', '=', shared).where('status', '=', 'approved').execute()
    assert.equal(approved.length, 1)
    // a new request with that number is refused at once
    const d = await applicant({ idNumber: shared })
    expectFail(await submit(d.u, d.body), 409, RealNameCodes.ID_NUMBER_TAKEN, 'idNumber')
    // another tenant may approve the same number for its own user
    const o = await asUser(t, { tenantId: t.otherTenantId })
    const oStaff = await asUser(t, { tenantId: t.otherTenantId, roles: 'staff' })
    await putSetting(t.ctx({ tenantId: t.otherTenantId }), 'bank', { identity: { ...BANK_DEFAULT.identity, delayMs: 10 } })
    expectOk(
      await submit(o, {
        realName: '赵六',
        idNumber: shared,
        frontImage: await uploadPicture(o),
        backImage: await uploadPicture(o, 'private', picture([1, 2, 3])),
      }),
    )
    const { rows } = expectOk(await oStaff.api({ method: 'GET', url: `${ApprovalApi.list.url}?kind=realName` }))
    expectOk(await decide(rows[0].id, { approve: true }, oStaff))
    assert.equal((await log(o)).status, 'approved')
  })
})
