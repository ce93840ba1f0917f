// Invitations and teams (issue 27): registration with an invitation code binds the referrer in the sign-up
// transaction; a referrer is bound once (parallel attempts), never into a circle; the team by level with masked
// phones; the team's paid orders without addresses; another tenant sees nothing.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { AccountCodes } from '../../types/account-codes.js'
import { Codes } from '../../types/constants.js'
import { InviteApi, InviteCodes } from '../../types/invite.js'
import { accountService } from '../src/modules/account/account.service.js'
import { orderService } from '../src/modules/order/index.js'
import { inventoryService } from '../src/modules/inventory/index.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, type AsUser, type TestApp } from './helpers.js'
import { testPhone } from './support/factories.js'

describe('invite: referrer bound once, no circle, the team by level, team orders', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  let ipSeq = 0
  const newIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`
  const codeOf = async (userId: number) => (await t.db.selectFrom('users').select('invite_code').where('id', '=', userId).executeTakeFirstOrThrow()).invite_code
  const linkOf = (userId: number) => t.db.selectFrom('invite_links').selectAll().where('user_id', '=', userId).execute()
  const info = async (u: AsUser) => expectOk(await u.api({ method: 'GET', url: InviteApi.info.url }))
  const bind = (u: AsUser, inviteCode: string) => u.api({ method: 'POST', url: InviteApi.bind.url, payload: { inviteCode } })
  const team = async (u: AsUser, q = '') => (await u.api({ method: 'GET', url: `${InviteApi.team.url}${q}` })).body
  /** a user made as demo data is (no sign-up), with an inviter */
  const invitee = async (referrerId: number) => {
    const phone = testPhone()
    const id = await accountService.createUser(t.ctx(), { phone, nickname: `Friend ${phone.slice(-4)}`, referrerId, currencies: ['CNY'] })
    return { id, phone }
  }
  async function signUp(phone: string, inviteCode?: string) {
    const ip = newIp()
    const s = await t.api({ method: 'POST', url: `/customer/api/sms/register/register`, payload: { phone }, headers: { 'x-forwarded-for': ip } })
    assert.equal(s.status, 200, JSON.stringify(s.body))
    const box = await t.api({ method: 'GET', url: `/dev/sms/outbox?phone=${phone}` })
    const code = box.body.data[0].code as string
    return t.api({
      method: 'POST',
      url: '/customer/api/register',
      payload: { phone, code, password: 'abc123', confirmPassword: 'abc123', agreement: true, ...(inviteCode ? { inviteCode } : {}) },
      headers: { 'x-forwarded-for': ip, lang: 'en' },
    })
  }

  it('registration with a code binds the inviter in the sign-up transaction; a bad code names the field', async () => {
    const inviter = await asUser(t, { lang: 'en' })
    const code = await codeOf(inviter.id)
    // a guest checks the code first: whose it is, masked
    const chk = expectOk(await t.api({ method: 'GET', url: InviteApi.check.url.replace(':code', code.toLowerCase()) }))
    assert.equal(chk.code, code)
    assert.match(chk.inviter, /^u\*\*\*\d$/)
    expectFail(await t.api({ method: 'GET', url: InviteApi.check.url.replace(':code', 'ZZZZ9999') }), 404, InviteCodes.CODE, 'inviteCode')
    expectFail(await t.api({ method: 'GET', url: InviteApi.check.url.replace(':code', 'no-way') }), 400, Codes.BAD_REQUEST, 'code')

    const bad = await signUp(testPhone(), 'ZZZZ9999')
    expectFail(bad, 400, AccountCodes.INVITE_CODE, 'inviteCode')
    const phone = testPhone()
    const ok = await signUp(phone, code.toLowerCase())
    assert.equal(ok.status, 200, JSON.stringify(ok.body))
    const friendId = (await accountService.userIdByPhone(t.ctx(), phone))!
    const [link] = await linkOf(friendId)
    assert.equal(Number(link.referrer_id), inviter.id)
    const mine = await info(inviter)
    assert.deepEqual({ l1: mine.level1, l2: mine.level2, ref: mine.referrer }, { l1: 1, l2: 0, ref: null })
    assert.equal(mine.registerPath, `/pages/invite/register?code=${code}`)
    // the friend sees who invited them, masked, and cannot bind anyone else
    const friend = { api: (o: any) => t.api({ ...o, headers: { authorization: `Bearer ${ok.body.data.token}`, lang: 'en' } }) } as AsUser
    const theirs = await info(friend)
    assert.ok(theirs.referrer)
    assert.equal(theirs.referrer.phone, `${inviter.phone.slice(0, 3)}****${inviter.phone.slice(-4)}`)
    const other = await asUser(t)
    expectFail(await bind(friend, await codeOf(other.id)), 409, InviteCodes.BOUND, 'inviteCode')
    assert.equal(Number((await linkOf(friendId))[0].referrer_id), inviter.id)
  })

  it('a referrer is bound once: ten parallel binds with ten codes make one link', async () => {
    const u = await asUser(t)
    const codes = await Promise.all(Array.from({ length: 10 }, async () => codeOf((await asUser(t)).id)))
    const rs = await Promise.all(codes.map((c) => bind(u, c)))
    const won = rs.filter((r) => r.status === 200)
    assert.equal(won.length, 1, JSON.stringify(rs.map((r) => r.body.code)))
    for (const r of rs.filter((x) => x.status !== 200)) expectFail(r, 409, InviteCodes.BOUND, 'inviteCode')
    const links = await linkOf(u.id)
    assert.equal(links.length, 1)
    // the same code again is refused too: never changed
    expectFail(await bind(u, codes[0]), 409, InviteCodes.BOUND, 'inviteCode')
  })

  it('no circle: not one’s own code, not a code from one’s own team, not two users binding each other at once', async () => {
    const a = await asUser(t)
    const b = await invitee(a.id)
    const c = await invitee(b.id)
    expectFail(await bind(a, await codeOf(a.id)), 409, InviteCodes.CYCLE, 'inviteCode')
    expectFail(await bind(a, await codeOf(c.id)), 409, InviteCodes.CYCLE, 'inviteCode')
    expectFail(await bind(a, await codeOf(b.id)), 409, InviteCodes.CYCLE, 'inviteCode')
    expectFail(await bind(a, 'ZZZZ9999'), 404, InviteCodes.CODE, 'inviteCode')
    assert.equal((await linkOf(a.id)).length, 0)
    // x and y bind each other at the same moment: exactly one wins, the other is a circle
    for (let i = 0; i < 5; i++) {
      const x = await asUser(t)
      const y = await asUser(t)
      const [rx, ry] = await Promise.all([bind(x, await codeOf(y.id)), bind(y, await codeOf(x.id))])
      assert.deepEqual([rx.status, ry.status].sort(), [200, 409], JSON.stringify([rx.body, ry.body]))
      const lost = rx.status === 409 ? rx : ry
      expectFail(lost, 409, InviteCodes.CYCLE, 'inviteCode')
    }
    // the whole table walks up to a root from every user (no circle anywhere)
    const { rows } = await (
      await import('kysely')
    ).sql<{ n: number }>`with recursive up(start, id, depth) as (
        select user_id, referrer_id, 1 from invite_links
        union all select up.start, l.referrer_id, up.depth + 1 from up join invite_links l on l.user_id = up.id and up.depth < 50)
      select count(*)::int as n from up where start = id`.execute(t.db)
    assert.equal(rows[0].n, 0)
  })

  it('my team by level, newest first, paged, nicknames and phones masked; another tenant sees nothing', async () => {
    const me = await asUser(t, { lang: 'en' })
    const d1 = await invitee(me.id)
    const d2 = await invitee(me.id)
    const g1 = await invitee(d1.id)
    await invitee(g1.id) // level 3: not shown
    const l1 = await team(me)
    assert.equal(l1.ok, true)
    assert.equal(l1.total, 2)
    assert.deepEqual(
      l1.rows.map((m: any) => m.phone),
      [d2, d1].map((u) => `${u.phone.slice(0, 3)}****${u.phone.slice(-4)}`),
    )
    for (const m of l1.rows) {
      assert.equal(m.level, 1)
      assert.match(m.nickname, /^F\*\*\*\d$/)
      assert.ok(![d1.phone, d2.phone].includes(m.phone))
    }
    assert.deepEqual(
      l1.rows.map((m: any) => m.invited),
      [0, 1],
    )
    const l2 = await team(me, '?level=2')
    assert.deepEqual(
      l2.rows.map((m: any) => [m.level, m.phone]),
      [[2, `${g1.phone.slice(0, 3)}****${g1.phone.slice(-4)}`]],
    )
    const paged = await team(me, '?level=1&pageNum=2&pageSize=1')
    assert.equal(paged.rows.length, 1)
    assert.equal(paged.total, 2)
    expectFail(await me.api({ method: 'GET', url: `${InviteApi.team.url}?level=3` }), 400, Codes.BAD_REQUEST, 'level')
    expectFail(await t.api({ method: 'GET', url: InviteApi.team.url }), 401, Codes.UNAUTHORIZED)
    // another tenant: the code is unknown there, and its users have no team of ours
    const stranger = await asUser(t, { tenantId: t.otherTenantId })
    expectFail(await stranger.api({ method: 'GET', url: InviteApi.check.url.replace(':code', await codeOf(me.id)) }), 404, InviteCodes.CODE, 'inviteCode')
    expectFail(await bind(stranger, await codeOf(me.id)), 404, InviteCodes.CODE, 'inviteCode')
    const theirs = await team(stranger)
    assert.equal(theirs.total, 0)
    assert.equal((await stranger.api({ method: 'GET', url: InviteApi.orders.url })).body.total, 0)
  })

  it("my team's paid orders: amounts and lines, the buyer masked, no address; others' orders are not found", async () => {
    const me = await asUser(t, { lang: 'en' })
    const d1 = await invitee(me.id)
    const g1 = await invitee(d1.id)
    const outsider = await asUser(t)
    const product = await makeProduct(t, { price: 1250, stock: 20, title: 'Team Tea' })
    const [skuId] = await inventoryService.skuIdsOfShop(t.ctx(), product.shopId, 5)
    const sku = (await inventoryService.skuStates(t.ctx({ lang: 'en' }), [skuId])).get(skuId)!
    const place = async (userId: number, count: number, paid: boolean) => {
      const pay = sku.price * count
      const placed = await orderService.placeOrders(t.ctx(), {
        main: { userId, amount: pay, currency: 'CNY', idemKey: null, platformCouponId: null, expiresAt: new Date(Date.now() + 3_600_000) },
        orders: [
          {
            shopId: product.shopId,
            mode: 'delivery',
            address: JSON.stringify({ name: 'Secret', phone: '13900001111', region: 'Beijing', regionIds: [], detail: 'Hidden Road 9' }),
            pickupPointId: null,
            goods: pay,
            fee: 0,
            discount: 0,
            pay,
            items: count,
            couponId: null,
            remark: '',
          },
        ],
        items: [
          { shopId: product.shopId, skuId, productId: product.id, title: sku.title, image: sku.image, spec: JSON.stringify(sku.spec), price: sku.price, count },
        ],
      })
      const orderId = placed!.orderIds[0]
      if (paid) await t.db.updateTable('orders').set({ state: 'to_ship', paid_at: new Date() }).where('id', '=', orderId).execute()
      return (await t.db.selectFrom('orders').select('order_no').where('id', '=', orderId).executeTakeFirstOrThrow()).order_no
    }
    const a = await place(d1.id, 2, true)
    const b = await place(g1.id, 1, true)
    await place(d1.id, 3, false) // unpaid: not shown
    const x = await place(outsider.id, 1, true)
    const list = expectOk(await me.api({ method: 'GET', url: InviteApi.orders.url }))
    assert.equal(list.total, 2)
    assert.deepEqual(
      list.rows.map((o: any) => [o.orderNo, o.level, o.amount, o.itemCount, o.state]),
      [
        [b, 2, 1250, 1, 'to_ship'],
        [a, 1, 2500, 2, 'to_ship'],
      ],
    )
    assert.equal(list.rows[1].buyer, `${d1.phone.slice(0, 3)}****${d1.phone.slice(-4)}`)
    const text = JSON.stringify(list)
    assert.ok(!text.includes('Hidden Road') && !text.includes('13900001111') && !text.includes(d1.phone))
    // level filter and number search
    assert.deepEqual(
      expectOk(await me.api({ method: 'GET', url: `${InviteApi.orders.url}?level=1` })).rows.map((o: any) => o.orderNo),
      [a],
    )
    assert.deepEqual(
      expectOk(await me.api({ method: 'GET', url: `${InviteApi.orders.url}?orderNo=${b.slice(-6)}` })).rows.map((o: any) => o.orderNo),
      [b],
    )
    expectFail(await me.api({ method: 'GET', url: `${InviteApi.orders.url}?orderNo=a%25b` }), 400, Codes.BAD_REQUEST, 'orderNo')
    const detail = expectOk(await me.api({ method: 'GET', url: InviteApi.order.url.replace(':orderNo', a) }))
    assert.deepEqual(
      detail.items.map((i: any) => [i.title, i.price, i.count, i.amount]),
      [['Team Tea', 1250, 2, 2500]],
    )
    assert.ok(!JSON.stringify(detail).includes('Hidden Road'))
    expectFail(await me.api({ method: 'GET', url: InviteApi.order.url.replace(':orderNo', x) }), 404, InviteCodes.ORDER_NOT_FOUND, 'orderNo')
  })
})

describe('invite: the demo seed', () => {
  let t: TestApp
  before(async () => {
    const { seedIfEmpty } = await import('../src/seed/index.js')
    t = await createTestApp({ seed: async (db, config) => void (await seedIfEmpty(db, config)) })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('the demo shopper has two invitees (one with an invitee of their own) and their paid orders; two newcomer offers and a pack', async () => {
    const { DEMO_LOGIN } = await import('../src/seed/tenants.js')
    const shopper = (await accountService.userIdByPhone(t.ctx(), DEMO_LOGIN.phone))!
    const { issueSession } = await import('../src/modules/account/account.service.js')
    const { token } = await issueSession(t.ctx(), shopper)
    const headers = { authorization: `Bearer ${token}`, lang: 'en' }
    const card = expectOk(await t.api({ method: 'GET', url: InviteApi.info.url, headers }))
    assert.deepEqual([card.level1, card.level2], [2, 1])
    const orders = expectOk(await t.api({ method: 'GET', url: InviteApi.orders.url, headers }))
    assert.equal(orders.total, 3)
    assert.deepEqual(orders.rows.map((o: { level: number }) => o.level).sort(), [1, 1, 2])
    for (const o of orders.rows) assert.ok(o.amount > 0 && /^\d{3}\*+\d{4}$/.test(o.buyer), JSON.stringify(o))
    const page = expectOk(await t.api({ method: 'GET', url: '/customer/api/newcomers' }))
    assert.deepEqual([page.offers.length, page.pack.length], [2, 2])
  })
})
