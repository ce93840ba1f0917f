// The onboard module on a real PostgreSQL: shop applications (drafts, every refusal, documents private to the
// applicant and staff, review in the desk's queue, resubmit after a rejection), approval creating one shop and one
// merchant role however often it comes (parallel decisions, a repeated event), agency applications with one
// approved agent per region and level under parallel approvals, join links and the agent's shops.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { ApprovalApi, ApprovalCodes } from '../../types/approval.js'
import { Codes } from '../../types/constants.js'
import { OnboardApi, OnboardCodes } from '../../types/onboard.js'
import { hooks } from '../src/core/hooks.js'
import { asUser, createTestApp, expectFail, expectOk, type AsUser, type TestApp } from './helpers.js'
import { uploadPicture } from './support/upload.js'

const DISTRICT = 110105 // 北京市 北京市 朝阳区
const DISTRICT2 = 110108 // 海淀区
const CITY = 110100
const PROVINCE = 110000

/** A picture made from its own pixels: `w`x`h`, png unless said; `noise` makes it big. */
const img = (w: number, h: number, format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png', noise = false) => {
  const s = sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: { r: 200, g: 120, b: 80 },
      ...(noise ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 120 } } : {}),
    },
  })
  return (format === 'png' ? s.png({ compressionLevel: noise ? 0 : 6 }) : format === 'jpeg' ? s.jpeg() : format === 'gif' ? s.gif() : s.webp()).toBuffer()
}

describe('onboard: join links, shop and agency applications, their review', () => {
  let t: TestApp
  let staff: AsUser
  let doc: Buffer
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    staff = await asUser(t, { roles: 'staff' })
    doc = await img(800, 820)
  })
  after(() => t.close())

  const mine = async (u: AsUser) => expectOk(await u.api({ method: 'GET', url: OnboardApi.shopMine.url }))
  const draft = (u: AsUser, body: Record<string, unknown>) => u.api({ method: 'PUT', url: OnboardApi.shopDraft.url, payload: body })
  const submit = (u: AsUser) => u.api({ method: 'POST', url: OnboardApi.shopSubmit.url })
  const queued = async (kind: string, userId: number, state = 'pending') => {
    const { rows } = expectOk(await staff.api({ method: 'GET', url: `${ApprovalApi.list.url}?kind=${kind}&state=${state}&pageSize=100` }))
    return (rows as any[]).find((r) => r.userId === userId)
  }
  const decide = (id: number, b: { approve: boolean; reason?: string }, who: AsUser = staff) =>
    who.api({ method: 'POST', url: ApprovalApi.decide.url.replace(':id', String(id)), payload: b })
  const shopsOf = async (userId: number) =>
    (await t.db.selectFrom('shops').select('id').where('tenant_id', '=', t.tenantId).where('owner_id', '=', userId).execute()).map((r) => Number(r.id))
  const rolesOf = async (userId: number) => (await t.db.selectFrom('users').select('roles').where('id', '=', userId).executeTakeFirstOrThrow()).roles

  /** a user with three private document pictures and a complete form */
  const applicant = async () => {
    const u = await asUser(t)
    const [licenceImage, idFrontImage, idBackImage] = [
      await uploadPicture(u, 'private', doc),
      await uploadPicture(u, 'private', doc),
      await uploadPicture(u, 'private', doc),
    ]
    const form = {
      shopKind: 'retail',
      subject: 'company',
      companyName: 'Joined Co.',
      licenceImage,
      legalName: '王五',
      legalIdNumber: '11010119900307001X',
      idFrontImage,
      idBackImage,
      shopName: `Joined ${u.id}`,
      category: 'food',
      contactPhone: '13800138000',
      regionId: DISTRICT,
      address: '1 Join Road',
      lat: 39.92,
      lng: 116.44,
      bankCode: 'ICBC',
      branchCode: `ICBC-${DISTRICT}-1`,
      accountName: 'Joined Co.',
      accountNumber: '6222020000000000000',
      agreed: true,
    }
    return { u, form }
  }

  /** an approved agent of a region (applied and approved through the desk) */
  const agentOf = async (level: 'province' | 'city' | 'district', regionId: number) => {
    const u = await asUser(t)
    const documents = [await uploadPicture(u, 'private', doc)]
    expectOk(
      await u.api({
        method: 'POST',
        url: OnboardApi.agencyApply.url,
        payload: { level, regionId, contactName: 'Agent', contactPhone: '13900139000', documents },
      }),
    )
    expectOk(await decide((await queued('agentApply', u.id)).id, { approve: true }))
    const info = expectOk(await u.api({ method: 'GET', url: OnboardApi.agent.url }))
    return { u, code: info.code as string }
  }

  it('keeps a draft as it is filled (fields merge, null clears) and shows none before the first save', async () => {
    const { u, form } = await applicant()
    assert.equal(await mine(u), null)
    const a = expectOk(await draft(u, { shopKind: 'service' }))
    assert.equal(a.state, 'draft')
    assert.deepEqual(a.form, { shopKind: 'service' })
    const b = expectOk(await draft(u, { shopName: 'My shop', regionId: DISTRICT, bankCode: 'ICBC', branchCode: form.branchCode }))
    assert.equal(b.id, a.id)
    assert.equal(b.form.shopKind, 'service')
    assert.deepEqual(b.regionPath, ['北京市', '北京市', '朝阳区'])
    assert.match(b.branchName, /朝阳区/)
    const c = expectOk(await draft(u, { shopName: '', licenceImage: null }))
    assert.equal(c.form.shopName, '')
    assert.equal(c.form.licenceImage, null)
    // parallel first saves of another user: one application
    const { u: v } = await applicant()
    await Promise.all([draft(v, { shopKind: 'retail' }), draft(v, { shopName: 'x' })])
    assert.equal(
      Number(
        (
          await t.db
            .selectFrom('onboard_shop_applications')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', v.id)
            .executeTakeFirstOrThrow()
        ).n,
      ),
      1,
    )
  })

  it("refuses a document picture of the wrong type, too small, too big, someone else's or public, from its bytes", async () => {
    const { u, form } = await applicant()
    const other = await asUser(t)
    const up = (data: Buffer) => uploadPicture(u, 'private', data)
    expectFail(await draft(u, { licenceImage: await up(await img(900, 900, 'webp')) }), 400, OnboardCodes.PICTURE_TYPE, 'licenceImage')
    expectFail(await draft(u, { idFrontImage: await up(await img(799, 900)) }), 400, OnboardCodes.PICTURE_SMALL, 'idFrontImage')
    expectFail(await draft(u, { idBackImage: await up(await img(900, 700, 'jpeg')) }), 400, OnboardCodes.PICTURE_SMALL, 'idBackImage')
    const big = await img(1400, 1400, 'png', true)
    assert.ok(big.length >= 5 * 1024 * 1024, `the big picture is ${big.length} bytes`)
    expectFail(await draft(u, { licenceImage: await up(big) }), 400, OnboardCodes.PICTURE_LARGE, 'licenceImage')
    expectFail(await draft(u, { licenceImage: await uploadPicture(other, 'private', doc) }), 400, OnboardCodes.PICTURE_NOT_OWN, 'licenceImage')
    expectFail(await draft(u, { licenceImage: await uploadPicture(u, 'public', doc) }), 400, OnboardCodes.PICTURE_NOT_OWN, 'licenceImage')
    expectFail(await draft(u, { licenceImage: '00000000-0000-4000-8000-000000000000' }), 400, OnboardCodes.PICTURE_NOT_OWN, 'licenceImage')
    expectFail(await draft(u, { ...form, idBackImage: form.idFrontImage }), 400, OnboardCodes.PICTURE_NOT_OWN, 'idBackImage')
    // jpeg and gif of the right size pass
    expectOk(await draft(u, { licenceImage: await up(await img(800, 800, 'jpeg')), idFrontImage: await up(await img(1000, 800, 'gif')) }))
    assert.equal(await mine(await asUser(t)), null)
  })

  it('refuses to send an incomplete application, naming the field; bad bank, branch, region, agent code', async () => {
    const { u, form } = await applicant()
    expectFail(await submit(u), 400, OnboardCodes.INCOMPLETE, 'shopKind')
    for (const field of ['shopName', 'licenceImage', 'idBackImage', 'legalIdNumber', 'contactPhone', 'address', 'branchCode', 'accountNumber'] as const) {
      const { [field]: _, ...rest } = form
      expectOk(await draft(u, { ...rest, [field]: null }))
      expectFail(await submit(u), 400, OnboardCodes.INCOMPLETE, field)
    }
    expectOk(await draft(u, { ...form, companyName: '' }))
    expectFail(await submit(u), 400, OnboardCodes.INCOMPLETE, 'companyName')
    expectOk(await draft(u, { ...form, agreed: false }))
    expectFail(await submit(u), 400, OnboardCodes.AGREEMENT, 'agreed')
    expectFail(await draft(u, { legalIdNumber: '12345' }), 400, OnboardCodes.INCOMPLETE, 'legalIdNumber')
    expectFail(await draft(u, { bankCode: 'NOPE' }), 400, OnboardCodes.BANK_UNKNOWN, 'bankCode')
    expectFail(await draft(u, { bankCode: 'CCB', branchCode: `ICBC-${DISTRICT}-1` }), 400, OnboardCodes.BRANCH_UNKNOWN, 'branchCode')
    expectFail(await draft(u, { branchCode: `ICBC-${DISTRICT}-7` }), 400, OnboardCodes.BRANCH_UNKNOWN, 'branchCode')
    expectFail(await draft(u, { regionId: CITY }), 400, OnboardCodes.REGION_LEVEL, 'regionId')
    expectFail(await draft(u, { regionId: 999999 }), 400, OnboardCodes.REGION_LEVEL, 'regionId')
    expectFail(await draft(u, { agentCode: 'ZZZZZZZZ' }), 400, OnboardCodes.AGENT_UNKNOWN, 'agentCode')
    expectFail(await draft(u, { shopKind: 'boat' }), 400, Codes.BAD_REQUEST, 'shopKind')
    expectFail(await draft(u, { extra: 1 }), 400, Codes.BAD_REQUEST)
    expectFail(await t.api({ method: 'PUT', url: OnboardApi.shopDraft.url, payload: {} }), 401, Codes.UNAUTHORIZED)
    assert.equal((await mine(u)).state, 'draft')
    assert.equal(await queued('shopApply', u.id), undefined)
  })

  it('sends to the desk with the documents; pending is not edited or sent again; documents readable by owner and staff only', async () => {
    const { u, form } = await applicant()
    expectOk(await draft(u, form))
    const a = expectOk(await submit(u))
    assert.equal(a.state, 'pending')
    assert.ok(a.submitTime)
    const q = await queued('shopApply', u.id)
    assert.equal(q.ref, String(a.id))
    assert.deepEqual(q.summary.images, [form.licenceImage, form.idFrontImage, form.idBackImage])
    assert.equal(q.summary.shopName, form.shopName)
    assert.equal(q.summary.idNumber, '1101**********001X')
    expectFail(await draft(u, { shopName: 'changed' }), 409, OnboardCodes.NOT_EDITABLE)
    expectFail(await submit(u), 409, OnboardCodes.NOT_EDITABLE)
    const read = (who: AsUser | typeof t, id: string) => ('id' in who ? who.api : t.api)({ method: 'GET', url: `/system/api/upload/${id}` })
    assert.equal((await read(u, form.licenceImage)).status, 200)
    assert.equal((await read(staff, form.idFrontImage)).status, 200)
    assert.equal((await read(await asUser(t), form.idBackImage)).status, 404)
    assert.equal((await read(t, form.idBackImage)).status, 401)
  })

  it('rejected: the reason kept and told; edited and sent again; approved afterwards', async () => {
    const { u, form } = await applicant()
    expectOk(await draft(u, form))
    expectOk(await submit(u))
    expectOk(await decide((await queued('shopApply', u.id)).id, { approve: false, reason: 'licence blurred' }))
    const r = await mine(u)
    assert.equal(r.state, 'rejected')
    assert.equal(r.reason, 'licence blurred')
    const notice = await t.db.selectFrom('user_notices').selectAll().where('user_id', '=', u.id).execute()
    assert.equal(notice.length, 1)
    assert.equal(notice[0].key, 'onboard.shopRejected')
    // edit: a draft again, the reason still shown until sent
    const e = expectOk(await draft(u, { licenceImage: await uploadPicture(u, 'private', doc) }))
    assert.equal(e.state, 'draft')
    assert.equal(e.reason, 'licence blurred')
    expectOk(await submit(u))
    expectOk(await decide((await queued('shopApply', u.id)).id, { approve: true }))
    const done = await mine(u)
    assert.equal(done.state, 'approved')
    assert.deepEqual(await shopsOf(u.id), [done.shopId])
    expectFail(await draft(u, { shopName: 'again' }), 409, OnboardCodes.NOT_EDITABLE)
    expectFail(await submit(u), 409, OnboardCodes.NOT_EDITABLE)
  })

  it('approved twice in parallel and the event repeated: one shop, one merchant role, the shop recorded; the workbench opens', async () => {
    const { u, form } = await applicant()
    expectOk(await draft(u, form))
    expectOk(await submit(u))
    assert.equal(expectOk(await u.api({ method: 'POST', url: '/customer/api/info', payload: {} })).merchant, false)
    const id = (await queued('shopApply', u.id)).id
    const staff2 = await asUser(t, { roles: 'staff' })
    const rs = await Promise.all([decide(id, { approve: true }), decide(id, { approve: true }, staff2), decide(id, { approve: true })])
    assert.equal(rs.filter((r) => r.status === 200).length, 1)
    for (const r of rs.filter((x) => x.status !== 200)) expectFail(r, 409, ApprovalCodes.ALREADY_DECIDED)
    const app = await mine(u)
    // the event again (a retried delivery), twice in parallel: nothing more
    const again = () =>
      t.db.transaction().execute((tx) =>
        hooks.emit('approval.decided', t.ctx({ db: tx }), {
          id,
          kind: 'shopApply',
          ref: String(app.id),
          userId: u.id,
          approved: true,
          reason: null,
          staffId: staff.id,
        }),
      )
    await Promise.all([again(), again()])
    assert.deepEqual(await shopsOf(u.id), [app.shopId])
    assert.equal((await rolesOf(u.id)).split(',').filter((r: string) => r === 'merchant').length, 1)
    const shop = await t.db.selectFrom('shops').selectAll().where('id', '=', app.shopId).executeTakeFirstOrThrow()
    assert.equal(shop.kind, 'retail')
    assert.equal(Number(shop.region_id), DISTRICT)
    const info = expectOk(await u.api({ method: 'POST', url: '/customer/api/info', payload: {} }))
    assert.equal(info.merchant, true)
    const notices = await t.db.selectFrom('user_notices').select('key').where('user_id', '=', u.id).execute()
    assert.deepEqual(
      notices.map((n) => n.key),
      ['onboard.shopApproved'],
    )
  })

  it('agency: the region must be of the level; one open application; documents checked; rejected with a reason', async () => {
    const u = await asUser(t)
    const documents = [await uploadPicture(u, 'private', doc)]
    const apply = (b: Record<string, unknown>, who = u) =>
      who.api({
        method: 'POST',
        url: OnboardApi.agencyApply.url,
        payload: { level: 'city', regionId: CITY, contactName: 'A', contactPhone: '13900139000', documents, ...b },
      })
    expectFail(await apply({ regionId: DISTRICT }), 400, OnboardCodes.REGION_LEVEL, 'regionId')
    expectFail(await apply({ level: 'province' }), 400, OnboardCodes.REGION_LEVEL, 'regionId')
    expectFail(await apply({ documents: [] }), 400, Codes.BAD_REQUEST, 'documents')
    expectFail(await apply({ documents: [await uploadPicture(u, 'private', await img(300, 300))] }), 400, OnboardCodes.PICTURE_SMALL, 'documents')
    expectFail(await apply({ documents: [await uploadPicture(await asUser(t), 'private', doc)] }), 400, OnboardCodes.PICTURE_NOT_OWN, 'documents')
    expectFail(await apply({ contactPhone: 'x' }), 400, Codes.BAD_REQUEST, 'contactPhone')
    const a = expectOk(await apply({}))
    assert.equal(a.state, 'pending')
    assert.deepEqual(a.regionPath, ['北京市', '北京市'])
    expectFail(await apply({}), 409, OnboardCodes.AGENCY_OPEN)
    const q = await queued('agentApply', u.id)
    assert.deepEqual(q.summary.images, documents)
    assert.equal((await u.api({ method: 'GET', url: `/system/api/upload/${documents[0]}` })).status, 200)
    assert.equal((await (await asUser(t)).api({ method: 'GET', url: `/system/api/upload/${documents[0]}` })).status, 404)
    expectFail(await u.api({ method: 'GET', url: OnboardApi.agent.url }), 403, OnboardCodes.NOT_AGENT)
    expectOk(await decide(q.id, { approve: false, reason: 'no documents of the company' }))
    const r = expectOk(await u.api({ method: 'GET', url: OnboardApi.agencyMine.url }))
    assert.equal(r.state, 'rejected')
    assert.equal(r.reason, 'no documents of the company')
    assert.ok(!(await rolesOf(u.id)).includes('agent'))
  })

  it('one approved agent per region and level, under parallel approvals: the second refused, left pending', async () => {
    const users = await Promise.all([asUser(t), asUser(t), asUser(t)])
    const ids: number[] = []
    for (const u of users) {
      const documents = [await uploadPicture(u, 'private', doc)]
      expectOk(
        await u.api({
          method: 'POST',
          url: OnboardApi.agencyApply.url,
          payload: { level: 'district', regionId: DISTRICT2, contactName: 'A', contactPhone: '13900139000', documents },
        }),
      )
      ids.push((await queued('agentApply', u.id)).id)
    }
    const rs = await Promise.all(ids.map((id) => decide(id, { approve: true })))
    assert.equal(rs.filter((r) => r.status === 200).length, 1, JSON.stringify(rs.map((r) => r.body)))
    for (const r of rs.filter((x) => x.status !== 200)) {
      expectFail(r, 409, OnboardCodes.AGENT_TAKEN)
      assert.match(r.body.msg, /agent|代理/)
    }
    const agents = await t.db.selectFrom('onboard_agents').selectAll().where('tenant_id', '=', t.tenantId).where('region_id', '=', DISTRICT2).execute()
    assert.equal(agents.length, 1)
    const winner = users.find((u) => u.id === Number(agents[0].user_id))!
    assert.ok((await rolesOf(winner.id)).split(',').includes('agent'))
    // the losers' approvals stay pending (they may be rejected); their applications too
    for (const u of users.filter((x) => x !== winner)) {
      assert.ok(await queued('agentApply', u.id))
      assert.equal(expectOk(await u.api({ method: 'GET', url: OnboardApi.agencyMine.url })).state, 'pending')
      assert.ok(!(await rolesOf(u.id)).includes('agent'))
    }
    // another level of the same area is free
    await agentOf('city', CITY)
    await agentOf('province', PROVINCE)
  })

  it("a join link: the agent's code greets, the application carries the agent, the agent sees the shop and its sales", async () => {
    const { u: agent, code } = await agentOf('district', 110101)
    const info = expectOk(await agent.api({ method: 'GET', url: OnboardApi.agent.url }))
    assert.equal(info.path, `/pages/store/join/index?agent=${code}`)
    assert.deepEqual(expectOk(await t.api({ method: 'GET', url: OnboardApi.joinAgent.url.replace(':code', code) })).code, code)
    expectFail(await t.api({ method: 'GET', url: OnboardApi.joinAgent.url.replace(':code', 'ZZZZZZZZ') }), 400, OnboardCodes.AGENT_UNKNOWN)
    expectFail(await draft(agent, { agentCode: code }), 400, OnboardCodes.OWN_LINK, 'agentCode')
    const { u, form } = await applicant()
    const a = expectOk(await draft(u, { ...form, agentCode: code }))
    assert.equal(typeof a.agentName, 'string')
    expectOk(await submit(u))
    assert.equal(expectOk(await agent.api({ method: 'GET', url: OnboardApi.agent.url })).pending, 1)
    expectOk(await decide((await queued('shopApply', u.id)).id, { approve: true }))
    const shopId = (await mine(u)).shopId
    // a paid order of the new shop (its sales), written as the order module keeps them
    const main = await t.db
      .insertInto('main_orders')
      .values({ tenant_id: t.tenantId, user_id: u.id, pay_no: `P${Date.now()}`, amount: 5000, currency: 'CNY', state: 'paid', paid_at: new Date() } as any)
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('orders')
      .values({
        tenant_id: t.tenantId,
        main_id: main.id,
        user_id: u.id,
        shop_id: shopId,
        order_no: `O${Date.now()}`,
        state: 'to_ship',
        mode: 'delivery',
        goods_amount: 5000,
        shipping_fee: 0,
        discount: 0,
        pay_amount: 5000,
        currency: 'CNY',
        item_count: 1,
        paid_at: new Date(),
      } as any)
      .execute()
    const { rows, total } = expectOk(await agent.api({ method: 'GET', url: OnboardApi.agentShops.url }))
    assert.equal(total, 1)
    assert.equal(rows[0].shopId, shopId)
    assert.equal(rows[0].shopName, form.shopName)
    assert.equal(rows[0].orders, 1)
    assert.deepEqual(rows[0].sales, [{ currency: 'CNY', amount: 5000 }])
    expectFail(await u.api({ method: 'GET', url: OnboardApi.agentShops.url }), 403, OnboardCodes.NOT_AGENT)
  })

  it('the branch directory: a bank in a region, by keyword; unknown bank or region answers nothing', async () => {
    const list = async (q: string) => expectOk(await t.api({ method: 'GET', url: `${OnboardApi.branches.url}?${q}` }))
    const all = await list(`bankCode=ICBC&regionId=${DISTRICT}`)
    assert.equal(all.total, 3)
    assert.ok(all.rows.every((b: any) => b.bankCode === 'ICBC' && b.code.startsWith(`ICBC-${DISTRICT}-`)))
    assert.equal((await list(`bankCode=ICBC&regionId=${DISTRICT}&keyword=${encodeURIComponent('分行')}`)).total, 1)
    assert.equal((await list(`bankCode=NOPE&regionId=${DISTRICT}`)).total, 0)
    assert.equal((await list(`bankCode=ICBC&regionId=999999`)).total, 0)
    expectFail(await t.api({ method: 'GET', url: `${OnboardApi.branches.url}?regionId=1` }), 400, Codes.BAD_REQUEST, 'bankCode')
  })
})
