// Voucher sharing on a real PostgreSQL: creating a share (whose voucher, quota), what a friend or a guest sees,
// claims (once per recipient, never the sharer, never above the quota, in parallel), records, tenants, the code.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { Codes } from '../../types/constants.js'
import { SHARE_QUOTA_MAX, ShareApi, ShareCodes } from '../../types/share.js'
import { promotionService } from '../src/modules/promotion/index.js'
import { maskName, newShareCode } from '../src/modules/share/share.service.js'
import { asUser, createTestApp, expectFail, expectOk, type AsUser, type TestApp } from './helpers.js'

describe('share: vouchers shared with a quota (customer/api/share)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  const days = (n: number) => new Date(Date.now() + n * 86_400_000)
  /** A coupon of the tenant: `total` in stock, valid from yesterday for `validDays`. */
  const makeCoupon = async (o: { tenantId?: number; total?: number; validDays?: number; title?: string } = {}) =>
    (
      await t.db
        .insertInto('coupons')
        .values({
          tenant_id: o.tenantId ?? t.tenantId,
          shop_id: null,
          title: JSON.stringify({ zh_CN: o.title ?? '满100减10', en: o.title ?? '10 off 100' }),
          type: 'amount',
          threshold: 10000,
          discount: 1000,
          total: o.total ?? 100,
          // several per person: a test gives one user more than one voucher of a coupon
          per_person: 10,
          valid_from: days(-1),
          valid_to: days(o.validDays ?? 10),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  /** The user holds one voucher of `couponId`: its held (user coupon) id. */
  const give = async (u: AsUser, couponId: number, tenantId = t.tenantId) => {
    assert.equal(await promotionService.claimCoupon({ db: t.db, tenantId, userId: u.id }, couponId), true)
    const row = await t.db
      .selectFrom('user_coupons')
      .select('id')
      .where('user_id', '=', u.id)
      .where('coupon_id', '=', couponId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    return row.id
  }
  const create = (u: AsUser, userCouponId: number, quota: number) => u.api({ method: 'POST', url: ShareApi.create.url, payload: { userCouponId, quota } })
  const share = async (u: AsUser, quota: number, couponId?: number) => {
    const cp = couponId ?? (await makeCoupon())
    return expectOk(await create(u, await give(u, cp), quota)) as { id: number; code: string; quota: number; claimed: number; title: string }
  }
  const claim = (u: AsUser, code: string) => u.api({ method: 'POST', url: ShareApi.claim.url, payload: { code } })
  const detail = (code: string, u?: AsUser) => (u ?? t).api({ method: 'GET', url: `${ShareApi.detail.url}?code=${code}`, headers: { lang: 'en' } })

  it('shares a held voucher; refuses one not mine, used, expired, a quota out of range, a guest', async () => {
    const u = await asUser(t, { lang: 'en' })
    const cp = await makeCoupon()
    const held = await give(u, cp)
    // my shareable vouchers: the held one
    const mine = expectOk(await u.api({ method: 'GET', url: ShareApi.coupons.url }))
    assert.deepEqual(
      mine.map((h: any) => [h.id, h.couponId, h.title]),
      [[held, cp, '10 off 100']],
    )
    const s = expectOk(await create(u, held, 3))
    assert.equal(s.quota, 3)
    assert.equal(s.claimed, 0)
    assert.equal(s.title, '10 off 100')
    // another's voucher: 404 naming it
    const other = await asUser(t)
    expectFail(await create(other, held, 3), 404, Codes.NOT_FOUND, 'userCouponId')
    // used
    const used = await give(u, cp)
    await promotionService.useCoupons({ db: t.db, tenantId: t.tenantId }, u.id, [used])
    const r = await create(u, used, 3)
    expectFail(r, 409, ShareCodes.VOUCHER_USED, 'userCouponId')
    assert.match(r.body.msg, /used/)
    // expired
    const old = await give(u, await makeCoupon())
    await t.db
      .updateTable('coupons')
      .set({ valid_to: days(-0.01) })
      .where('id', '=', (await t.db.selectFrom('user_coupons').select('coupon_id').where('id', '=', old).executeTakeFirstOrThrow()).coupon_id)
      .execute()
    expectFail(await create(u, old, 3), 409, ShareCodes.VOUCHER_EXPIRED, 'userCouponId')
    // quota 1..SHARE_QUOTA_MAX
    expectFail(await create(u, held, 0), 400, Codes.BAD_REQUEST, 'quota')
    expectFail(await create(u, held, SHARE_QUOTA_MAX + 1), 400, Codes.BAD_REQUEST, 'quota')
    expectOk(await create(u, held, SHARE_QUOTA_MAX))
    expectFail(await t.api({ method: 'POST', url: ShareApi.create.url, payload: { userCouponId: held, quota: 1 } }), 401, Codes.UNAUTHORIZED)
  })

  it('a guest sees the share (coupon, masked sharer, left); a friend claims once; the sharer cannot claim', async () => {
    const sharer = await asUser(t)
    const s = await share(sharer, 2)
    const g = expectOk(await detail(s.code))
    assert.equal(g.coupon.title, '10 off 100')
    assert.equal(g.coupon.discount, 1000)
    assert.equal(g.left, 2)
    assert.equal(g.mine, false)
    assert.equal(g.claimedByMe, false)
    assert.equal(g.expired, false)
    assert.match(g.sharer, /^u\*\*\*\d$/, 'the nickname is masked')
    // guests cannot claim
    expectFail(await t.api({ method: 'POST', url: ShareApi.claim.url, payload: { code: s.code } }), 401, Codes.UNAUTHORIZED)
    // the sharer sees it as theirs, and cannot claim
    assert.equal(expectOk(await detail(s.code, sharer)).mine, true)
    expectFail(await claim(sharer, s.code), 409, ShareCodes.OWN_SHARE)
    // a friend claims once: the voucher is theirs
    const friend = await asUser(t, { lang: 'en' })
    assert.deepEqual(expectOk(await claim(friend, s.code)), { claimed: true, left: 1 })
    const d = expectOk(await detail(s.code, friend))
    assert.equal(d.claimedByMe, true)
    assert.equal(d.left, 1)
    expectFail(await claim(friend, s.code), 409, ShareCodes.ALREADY_CLAIMED)
    const held = expectOk(await friend.api({ method: 'GET', url: ShareApi.coupons.url }))
    assert.deepEqual(
      held.map((h: any) => h.title),
      ['10 off 100'],
    )
    // a second friend takes the last; a third is told none is left, and nothing was given to them
    expectOk(await claim(await asUser(t), s.code))
    const third = await asUser(t)
    expectFail(await claim(third, s.code), 409, ShareCodes.ALL_CLAIMED)
    assert.deepEqual(expectOk(await third.api({ method: 'GET', url: ShareApi.coupons.url })), [])
    // records on both sides
    const rec = expectOk(await sharer.api({ method: 'GET', url: `${ShareApi.records.url}?code=${s.code}` }))
    assert.equal(rec.total, 2)
    assert.ok(rec.rows.every((r: any) => /^u\*\*\*\d$/.test(r.user)))
    expectFail(await friend.api({ method: 'GET', url: `${ShareApi.records.url}?code=${s.code}` }), 404, Codes.NOT_FOUND, 'code')
    const mine = expectOk(await friend.api({ method: 'GET', url: ShareApi.claimed.url }))
    assert.equal(mine.total, 1)
    assert.equal(mine.rows[0].code, s.code)
    assert.equal(mine.rows[0].title, '10 off 100')
    const list = expectOk(await sharer.api({ method: 'GET', url: ShareApi.list.url }))
    assert.deepEqual(
      list.rows.map((r: any) => [r.code, r.claimed, r.quota]),
      [[s.code, 2, 2]],
    )
  })

  it('a coupon out of stock: "unable to claim voucher", and the share keeps its count', async () => {
    const sharer = await asUser(t)
    const cp = await makeCoupon({ total: 1 })
    const s = await share(sharer, 5, cp) // the sharer's own copy took the only one
    const r = await claim(await asUser(t, { lang: 'en' }), s.code)
    expectFail(r, 409, ShareCodes.UNABLE)
    assert.equal(r.body.msg, 'Unable to claim voucher')
    assert.equal(expectOk(await detail(s.code)).claimed, 0)
    assert.equal((await t.db.selectFrom('share_claims').select('id').where('share_id', '=', s.id).execute()).length, 0)
    // a coupon past its end: the page says expired, a claim is refused
    const cp2 = await makeCoupon()
    const s2 = await share(sharer, 5, cp2)
    await t.db
      .updateTable('coupons')
      .set({ valid_to: days(-0.01) })
      .where('id', '=', cp2)
      .execute()
    assert.equal(expectOk(await detail(s2.code)).expired, true)
    expectFail(await claim(await asUser(t), s2.code), 409, ShareCodes.UNABLE)
  })

  it('20 users claiming in parallel from a quota of 5: exactly 5 get one', async () => {
    const sharer = await asUser(t)
    const cp = await makeCoupon()
    const s = await share(sharer, 5, cp)
    const users = await Promise.all(Array.from({ length: 20 }, () => asUser(t)))
    const rs = await Promise.all(users.map((u) => claim(u, s.code)))
    const ok = rs.filter((r) => r.status === 200)
    assert.equal(ok.length, 5)
    for (const r of rs.filter((x) => x.status !== 200)) expectFail(r, 409, ShareCodes.ALL_CLAIMED)
    assert.equal(expectOk(await detail(s.code)).claimed, 5)
    const given = await t.db.selectFrom('user_coupons').select('user_id').where('coupon_id', '=', cp).where('user_id', '!=', sharer.id).execute()
    assert.equal(given.length, 5, 'exactly five copies were given')
    const coupon = await t.db.selectFrom('coupons').select('claimed').where('id', '=', cp).executeTakeFirstOrThrow()
    assert.equal(coupon.claimed, 6, "the coupon's stock moved by the sharer's copy and five claims")
  })

  it('one user claiming 10 times in parallel gets one', async () => {
    const sharer = await asUser(t)
    const cp = await makeCoupon()
    const s = await share(sharer, 5, cp)
    const u = await asUser(t)
    const rs = await Promise.all(Array.from({ length: 10 }, () => claim(u, s.code)))
    assert.equal(rs.filter((r) => r.status === 200).length, 1)
    for (const r of rs.filter((x) => x.status !== 200)) expectFail(r, 409, ShareCodes.ALREADY_CLAIMED)
    assert.equal((await t.db.selectFrom('user_coupons').select('id').where('coupon_id', '=', cp).where('user_id', '=', u.id).execute()).length, 1)
    assert.equal(expectOk(await detail(s.code)).claimed, 1)
  })

  it("another tenant's code is 404; an unknown or malformed code too", async () => {
    const otherSharer = await asUser(t, { tenantId: t.otherTenantId })
    const cp = await makeCoupon({ tenantId: t.otherTenantId })
    const held = await give(otherSharer, cp, t.otherTenantId)
    const s = expectOk(await create(otherSharer, held, 2))
    expectFail(await detail(s.code), 404, Codes.NOT_FOUND, 'code')
    expectFail(await claim(await asUser(t), s.code), 404, Codes.NOT_FOUND, 'code')
    expectFail(await detail(newShareCode()), 404, Codes.NOT_FOUND, 'code')
    expectFail(await detail('abc'), 400, Codes.BAD_REQUEST, 'code')
    // in its own tenant it is found
    assert.equal(expectOk(await t.api({ method: 'GET', url: `${ShareApi.detail.url}?code=${s.code}`, headers: { tenant: 'other' } })).left, 2)
  })

  it('codes are not guessable: 22 URL-safe characters of 128 random bits, no two alike', async () => {
    const codes = Array.from({ length: 2000 }, () => newShareCode())
    assert.ok(codes.every((c) => /^[A-Za-z0-9_-]{22}$/.test(c)))
    assert.equal(new Set(codes).size, codes.length)
    // every position spreads over the alphabet (a counter or a timestamp would not): 22 * 6 = 132 bits of text, 128 random
    for (let i = 0; i < 21; i++) assert.ok(new Set(codes.map((c) => c[i])).size > 50, `position ${i} varies`)
    // shares made one after another share no prefix
    const u = await asUser(t)
    const a = await share(u, 1)
    const b = await share(u, 1)
    assert.notEqual(a.code.slice(0, 8), b.code.slice(0, 8))
    assert.equal(Buffer.from(a.code, 'base64url').length, 16)
  })

  it('masks names', () => {
    assert.equal(maskName('Demo Shopper'), 'D***r')
    assert.equal(maskName('张三'), '张*')
    assert.equal(maskName('王'), '*')
    assert.equal(maskName(''), '***')
  })
})
