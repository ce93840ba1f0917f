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
import { runDueJobs } from '../src/core/jobs.js'

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

  /** A product of one SKU for orders of the team */
  const shelf = async (title: string) => {
    const product = await makeProduct(t, { price: 1250, stock: 200, title })
    const [skuId] = await inventoryService.skuIdsOfShop(t.ctx(), product.shopId, 5)
    const sku = (await inventoryService.skuStates(t.ctx({ lang: 'en' }), [skuId])).get(skuId)!
    return { product, sku }
  }
  /** An order placed by `userId` and, when `paid`, paid the way a payment pays it (markPaid: `order.paid` in its transaction) */
  const placeWith = async (s: Awaited<ReturnType<typeof shelf>>, userId: number, count: number, paid: boolean) => {
    const { product, sku } = s
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
        {
          shopId: product.shopId,
          skuId: sku.id,
          productId: product.id,
          title: sku.title,
          image: sku.image,
          spec: JSON.stringify(sku.spec),
          price: sku.price,
          count,
        },
      ],
    })
    const orderId = placed!.orderIds[0]
    if (paid)
      await t.db.transaction().execute((tx) => orderService.markPaid(t.ctx({ db: tx }), placed!.payNo, { paymentId: 0, channel: 'BALANCE', amount: pay }))
    const { order_no } = await t.db.selectFrom('orders').select('order_no').where('id', '=', orderId).executeTakeFirstOrThrow()
    return { orderNo: order_no, orderId }
  }
  const teamOrders = async (u: AsUser, q = '') => expectOk(await u.api({ method: 'GET', url: `${InviteApi.orders.url}${q}` }))
  const sessionOf = async (userId: number) => {
    const { issueSession } = await import('../src/modules/account/account.service.js')
    const { token } = await issueSession(t.ctx(), userId)
    return { api: (o: any) => t.api({ ...o, headers: { authorization: `Bearer ${token}`, lang: 'en' } }) } as AsUser
  }

  it("my team's paid orders: amounts and lines, the buyer masked, no address; others' orders are not found", async () => {
    const me = await asUser(t, { lang: 'en' })
    const d1 = await invitee(me.id)
    const g1 = await invitee(d1.id)
    const outsider = await asUser(t)
    const tea = await shelf('Team Tea')
    const place = async (userId: number, count: number, paid: boolean) => (await placeWith(tea, userId, count, paid)).orderNo
    const a = await place(d1.id, 2, true)
    const b = await place(g1.id, 1, true)
    await place(d1.id, 3, false) // unpaid: not shown
    const x = await place(outsider.id, 1, true)
    const list = await teamOrders(me)
    assert.equal(list.total, 2)
    assert.deepEqual(
      list.rows.map((o: any) => [o.orderNo, o.level, o.amount, o.itemCount, o.state]),
      [
        [b, 2, 1250, 1, 'to_ship'],
        [a, 1, 2500, 2, 'to_ship'],
      ],
    )
    assert.equal(list.rows[1].buyer, `${d1.phone.slice(0, 3)}****${d1.phone.slice(-4)}`)
    assert.ok(list.rows.every((o: any) => o.paidAt && o.createdAt))
    const text = JSON.stringify(list)
    assert.ok(!text.includes('Hidden Road') && !text.includes('13900001111') && !text.includes(d1.phone))
    // level filter and number search
    assert.deepEqual(
      (await teamOrders(me, '?level=1')).rows.map((o: any) => o.orderNo),
      [a],
    )
    assert.deepEqual(
      (await teamOrders(me, `?orderNo=${b.slice(-6)}`)).rows.map((o: any) => o.orderNo),
      [b],
    )
    expectFail(await me.api({ method: 'GET', url: `${InviteApi.orders.url}?orderNo=a%25b` }), 400, Codes.BAD_REQUEST, 'orderNo')
    const detail = expectOk(await me.api({ method: 'GET', url: InviteApi.order.url.replace(':orderNo', a) }))
    assert.deepEqual(
      detail.items.map((i: any) => [i.title, i.price, i.count, i.amount]),
      [['Team Tea', 1250, 2, 2500]],
    )
    assert.deepEqual([detail.level, detail.amount, detail.goodsAmount, detail.shippingFee, detail.discount], [1, 2500, 2500, 0, 0])
    assert.ok(!JSON.stringify(detail).includes('Hidden Road'))
    expectFail(await me.api({ method: 'GET', url: InviteApi.order.url.replace(':orderNo', x) }), 404, InviteCodes.ORDER_NOT_FOUND, 'orderNo')
    // the level-1 member sees the level-2 member's order as their own level 1
    const mid = await sessionOf(d1.id)
    assert.deepEqual(
      (await teamOrders(mid)).rows.map((o: any) => [o.orderNo, o.level]),
      [[b, 1]],
    )
  })

  it('the team orders are a record of their own: paging, level and number answer from it; a new paid order of a level-2 member appears for both referrers; its state and removal follow', async () => {
    const me = await asUser(t, { lang: 'en' })
    const d1 = await invitee(me.id)
    const d2 = await invitee(me.id)
    const g1 = await invitee(d1.id)
    const juice = await shelf('Team Juice')
    const made: string[] = []
    for (const u of [d1, d2, d1, d2, d1]) made.push((await placeWith(juice, u.id, 1, true)).orderNo)
    // answered from team_orders: the rows are there, one per order and referrer
    const recorded = await t.db.selectFrom('team_orders').select(['order_no', 'level']).where('referrer_id', '=', me.id).execute()
    assert.equal(recorded.length, 5)
    const p1 = await teamOrders(me, '?pageNum=1&pageSize=2')
    const p2 = await teamOrders(me, '?pageNum=2&pageSize=2')
    const p3 = await teamOrders(me, '?pageNum=3&pageSize=2')
    assert.deepEqual([p1.total, p2.total, p3.total], [5, 5, 5])
    assert.deepEqual(
      [...p1.rows, ...p2.rows, ...p3.rows].map((o: any) => o.orderNo),
      [...made].reverse(),
    )
    // a record, not a view of the orders: a row changed here shows here
    await t.db.updateTable('team_orders').set({ amount: 7 }).where('referrer_id', '=', me.id).where('order_no', '=', made[0]).execute()
    assert.equal((await teamOrders(me, `?orderNo=${made[0]}`)).rows[0].amount, 7)

    // a level-2 member pays: the order is level 1 of their referrer and level 2 of mine, in the payment's transaction
    const { orderNo: gNo, orderId: gId } = await placeWith(juice, g1.id, 2, true)
    const mine = await teamOrders(me, '?level=2')
    assert.deepEqual(
      mine.rows.map((o: any) => [o.orderNo, o.level, o.amount, o.state]),
      [[gNo, 2, 2500, 'to_ship']],
    )
    assert.equal((await teamOrders(me, '?level=1')).total, 5)
    assert.equal((await teamOrders(me)).rows[0].orderNo, gNo)
    const theirs = await teamOrders(await sessionOf(d1.id))
    assert.deepEqual(
      theirs.rows.map((o: any) => [o.orderNo, o.level]),
      [[gNo, 1]],
    )
    // the search finds a part of a number among mine only
    assert.deepEqual(
      (await teamOrders(me, `?orderNo=${gNo.slice(-8)}`)).rows.map((o: any) => o.orderNo),
      [gNo],
    )
    assert.equal((await teamOrders(me, '?orderNo=ZZZ')).total, 0)

    // the order moves on: both referrers see its state now (read from the order module for the page)
    const { transit } = await import('../src/modules/order/order.machine.js')
    await transit(t.ctx(), { id: gId, state: 'to_ship' }, 'ship', { actor: 'merchant' })
    await transit(t.ctx(), { id: gId, state: 'to_receive' }, 'receive', { actor: 'user' })
    assert.equal((await teamOrders(me, '?level=2')).rows[0].state, 'to_review')
    assert.equal((await teamOrders(await sessionOf(d1.id))).rows[0].state, 'to_review')
    const detail = expectOk(await me.api({ method: 'GET', url: InviteApi.order.url.replace(':orderNo', gNo) }))
    assert.deepEqual([detail.state, detail.level, detail.items.length], ['to_review', 2, 1])
    // the buyer removes it from their list: no team shows it any more
    const buyer = await sessionOf(g1.id)
    expectOk(await buyer.api({ method: 'DELETE', url: `/order/api/${gId}` }))
    assert.equal((await teamOrders(me, '?level=2')).total, 0)
    expectFail(await me.api({ method: 'GET', url: InviteApi.order.url.replace(':orderNo', gNo) }), 404, InviteCodes.ORDER_NOT_FOUND, 'orderNo')
  })

  it('a user who binds after buying brings their paid orders and their own team’s; the migration’s backfill makes the same rows', async () => {
    const rr = await asUser(t, { lang: 'en' })
    const rUser = await invitee(rr.id) // rr <- rUser
    const joiner = await asUser(t, { lang: 'en' }) // no referrer yet
    const friend = await invitee(joiner.id) // joiner <- friend
    const milk = await shelf('Team Milk')
    const own = await placeWith(milk, joiner.id, 1, true)
    const friends = await placeWith(milk, friend.id, 1, true)
    assert.equal((await teamOrders(joiner)).total, 1)
    // joiner binds rUser's code: rUser gets joiner's order (1) and friend's (2); rr gets joiner's order (2)
    expectOk(await bind(joiner, await codeOf(rUser.id)))
    const ru = await teamOrders(await sessionOf(rUser.id))
    assert.deepEqual(
      ru.rows.map((o: any) => [o.orderNo, o.level]).sort(),
      [
        [friends.orderNo, 2],
        [own.orderNo, 1],
      ].sort(),
    )
    assert.deepEqual(
      (await teamOrders(rr)).rows.map((o: any) => [o.orderNo, o.level]),
      [[own.orderNo, 2]],
    )
    // a payment on its way while the bind committed read the chain without the link (its rows are missing here):
    // the bind's copy, made again a minute later by its job, brings them (and nothing twice)
    const all = await t.db
      .selectFrom('team_orders')
      .selectAll()
      .where('referrer_id', 'in', [rUser.id, rr.id])
      .orderBy('referrer_id')
      .orderBy('order_id')
      .execute()
    await t.db.deleteFrom('team_orders').where('order_id', '=', own.orderId).execute()
    await runDueJobs(t.db, { now: new Date(Date.now() + 30_000) })
    assert.equal((await teamOrders(rr)).total, 0, 'not before a minute')
    await runDueJobs(t.db, { now: new Date(Date.now() + 61_000) })
    assert.deepEqual(
      await t.db.selectFrom('team_orders').selectAll().where('referrer_id', 'in', [rUser.id, rr.id]).orderBy('referrer_id').orderBy('order_id').execute(),
      all,
    )
    // the migration's backfill, run on these teams with their rows gone, makes the same rows again
    const ids = [rUser.id, rr.id, joiner.id]
    const before = await t.db.selectFrom('team_orders').selectAll().where('referrer_id', 'in', ids).orderBy('referrer_id').orderBy('order_id').execute()
    await t.db.deleteFrom('team_orders').where('referrer_id', 'in', ids).execute()
    const { backfillTeamOrders } = await import('../src/modules/invite/migrations/20270106091500_invite_team_orders.js')
    await backfillTeamOrders(t.db)
    const after = await t.db.selectFrom('team_orders').selectAll().where('referrer_id', 'in', ids).orderBy('referrer_id').orderBy('order_id').execute()
    assert.equal(before.length, 4)
    assert.deepEqual(after, before)
  })

  it('a page of team orders reads one index range: 2,000 members make no bigger statement and no sort', async () => {
    const me = await asUser(t, { lang: 'en' })
    // 2,000 members, each with a paid order in my team's record, in one statement each
    const { sql } = await import('kysely')
    await sql`with m as (
        insert into users (tenant_id, nickname, invite_code, phone)
        select ${t.tenantId}, 'Bulk ' || g, 'BK' || lpad(g::text, 6, '0') || ${String(me.id % 1000)}, '1770' || lpad((${me.id % 1000} * 10000 + g)::text, 7, '0')
        from generate_series(1, 2000) g returning id
      ), l as (insert into invite_links (tenant_id, user_id, referrer_id) select ${t.tenantId}, id, ${me.id} from m returning user_id)
      insert into team_orders (tenant_id, order_id, referrer_id, level, order_no, buyer_id, amount, currency, item_count, created_at, paid_at)
      select ${t.tenantId}, -user_id, ${me.id}, 1 + (user_id % 2)::int, 'BULK' || user_id, user_id, 100, 'CNY', 1, now(), now() - (user_id % 977) * interval '1 minute'
      from l`.execute(t.db)
    await sql`analyze team_orders`.execute(t.db)
    const page = await teamOrders(me, '?pageNum=3&pageSize=10')
    assert.equal(page.total, 2000)
    assert.equal(page.rows.length, 10)
    assert.equal((await teamOrders(me, '?level=2&pageSize=5')).rows.length, 5)
    // the page statement: its parameters do not depend on the team, and its plan walks the index in page order
    const { inviteRepo } = await import('../src/modules/invite/invite.repository.js')
    for (const level of [undefined, 2] as const) {
      const q = inviteRepo
        .teamOrdersQuery(t.db, t.tenantId, me.id, { level })
        .selectAll()
        .orderBy('paid_at', 'desc')
        .orderBy('order_id', 'desc')
        .limit(10)
        .offset(20)
        .compile()
      assert.ok(q.parameters.length <= 5, JSON.stringify(q.parameters))
      const r = await t.db.executeQuery<{ 'QUERY PLAN': unknown }>({ ...q, sql: `explain (format json) ${q.sql}` })
      const plan = JSON.stringify(r.rows[0]['QUERY PLAN'])
      assert.match(plan, new RegExp(`"Index Name":"${level ? 'team_orders_level_page' : 'team_orders_page'}"`), plan)
      assert.doesNotMatch(plan, /"Node Type":"Sort"/, plan)
    }
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
