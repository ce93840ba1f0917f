// Service booking: services and slots, a place never over capacity under 50 parallel bookings, paid through the
// cashier (kind `B`) or by a time card's use, cancelled within the rules with the money back exactly once, the
// store's confirm, verify by code and complete (credited once), the expiry of an unpaid booking, one comment.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { AddrApi } from '../../types/addr.js'
import { BookingApi, BookingCodes } from '../../types/booking.js'
import { PaymentApi, PaymentCodes } from '../../types/payment.js'
import { runDueJobs } from '../src/core/jobs.js'
import { ledgerService } from '../src/modules/ledger/ledger.service.js'
import { PAY_ALL_CHANNELS } from '../src/modules/payment/payment.settings.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { timecardService } from '../src/modules/timecard/index.js'
import { asUser, assertLedgerSound, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'

const PWD = '135790'
const HOUR = 3_600_000

describe('booking: places, payment, cards, cancel with the money back once, the store', () => {
  let t: TestApp
  let merchant: AsUser
  let shopId: number
  let serviceId: number
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    await putSetting(t.ctx(), 'pay', { channels: PAY_ALL_CHANNELS })
    merchant = await asUser(t, { roles: 'shopper,merchant', lang: 'en' })
    shopId = (await makeShop(t, { ownerId: merchant.id, kind: 'nearby_store' })).id
  })
  after(() => t.close())

  const shopper = async (money = 0) => {
    const u = await asUser(t, { lang: 'en' })
    expectOk(await u.api({ method: 'POST', url: PaymentApi.payPwdSet.url, payload: { password: PWD, confirmPassword: PWD } }))
    if (money)
      await ledgerService.postTransaction(t.ctx(), {
        kind: 'test',
        entries: [
          { account: { system: 'funding', currency: 'CNY' }, amount: -money },
          { account: { userId: u.id, currency: 'CNY' }, amount: money },
        ],
      })
    return u
  }
  const balance = (u: AsUser) => ledgerService.balanceOf(t.ctx(), u.id, 'CNY')
  const system = async (code: string) => (await ledgerService.systemBalances(t.ctx(), [code])).find((a) => a.currency === 'CNY')?.balance ?? 0
  /** A slot of the service starting in `hours` (direct: the merchant's page opens whole days). */
  const slotIn = async (hours: number, capacity = 5, svc = serviceId) =>
    Number(
      (
        await t.db
          .insertInto('booking_slots')
          .values({
            tenant_id: t.tenantId,
            shop_id: shopId,
            service_id: svc,
            starts_at: new Date(Date.now() + hours * HOUR),
            ends_at: new Date(Date.now() + hours * HOUR + HOUR),
            capacity,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    )
  const book = (u: AsUser, payload: Record<string, unknown>, key?: string) =>
    u.api({ method: 'POST', url: BookingApi.submit.url, payload: { serviceId, ...payload }, headers: key ? { 'idempotency-key': key } : {} })
  const payBalance = (u: AsUser, payNo: string) => u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo, payPassword: PWD } })
  const id = (url: string, no: string) => url.replace(':id', no)

  it('the merchant offers a service and opens slots; the shopper reads them in the tenant calendar', async () => {
    const other = await asUser(t, { lang: 'en' })
    expectFail(await other.api({ method: 'GET', url: BookingApi.myServices.url }), 403, BookingCodes.NOT_MERCHANT)
    expectFail(
      await other.api({ method: 'POST', url: BookingApi.saveService.url, payload: { shopId, name: 'X', price: 100, durationMin: 30 } }),
      403,
      BookingCodes.NOT_MERCHANT,
    )
    const s = expectOk(
      await merchant.api({
        method: 'POST',
        url: BookingApi.saveService.url,
        payload: { shopId, name: 'Latte art', description: 'Two drinks', price: 68_00, durationMin: 60 },
      }),
    )
    serviceId = s.id
    const mine = expectOk(await merchant.api({ method: 'GET', url: BookingApi.myServices.url }))
    assert.equal(mine.days.length, 7)
    const day = mine.days[1].date
    expectFail(
      await merchant.api({ method: 'POST', url: BookingApi.openSlots.url, payload: { serviceId, date: '2001-01-01', times: ['10:00'], capacity: 2 } }),
      400,
      BookingCodes.SLOT_TERMS,
      'date',
    )
    expectFail(
      await merchant.api({ method: 'POST', url: BookingApi.openSlots.url, payload: { serviceId, date: day, times: ['25:00'], capacity: 2 } }),
      400,
      BookingCodes.SLOT_TERMS,
      'times',
    )
    const slots = expectOk(
      await merchant.api({ method: 'POST', url: BookingApi.openSlots.url, payload: { serviceId, date: day, times: ['10:00', '14:30', '10:00'], capacity: 3 } }),
    )
    assert.deepEqual(
      slots.map((x: { time: string; left: number }) => [x.time, x.left]),
      [
        ['10:00-11:00', 3],
        ['14:30-15:30', 3],
      ],
    )
    const pub = expectOk(await t.api({ method: 'GET', url: BookingApi.services.url, query: { shopId: String(shopId) } }))
    assert.deepEqual(
      pub.services.map((x: { name: string; price: number }) => [x.name, x.price]),
      [['Latte art', 68_00]],
    )
    const read = expectOk(await t.api({ method: 'GET', url: BookingApi.slots.url, query: { serviceId: String(serviceId), date: day } }))
    assert.equal(read.length, 2)
    // capacity: not below what is booked; a slot with a booking stays
    const u = await shopper()
    const b = expectOk(await book(u, { slotId: read[0].id }))
    expectOk(await book(await shopper(), { slotId: read[0].id }))
    expectFail(
      await merchant.api({ method: 'PUT', url: id(BookingApi.setCapacity.url, String(read[0].id)), payload: { capacity: 1 } }),
      409,
      BookingCodes.CAPACITY_BELOW,
      'capacity',
    )
    assert.equal(expectOk(await merchant.api({ method: 'PUT', url: id(BookingApi.setCapacity.url, String(read[0].id)), payload: { capacity: 2 } })).left, 0)
    expectFail(await merchant.api({ method: 'DELETE', url: id(BookingApi.removeSlot.url, String(read[0].id)) }), 409, BookingCodes.CAPACITY_BELOW)
    expectOk(await merchant.api({ method: 'DELETE', url: id(BookingApi.removeSlot.url, String(read[1].id)) }))
    expectOk(await u.api({ method: 'POST', url: id(BookingApi.cancel.url, b.id), payload: {} }))
  })

  it('every refusal names its field: remark over 20, unknown service or slot, a started slot, a full slot', async () => {
    const u = await shopper()
    const slotId = await slotIn(30, 1)
    const r = await book(u, { slotId, remark: '一'.repeat(21) })
    expectFail(r, 400, BookingCodes.REMARK, 'remark')
    assert.match(r.body.msg, /20/)
    expectOk(await u.api({ method: 'POST', url: BookingApi.quote.url, payload: { serviceId, slotId, remark: '一'.repeat(20) } }))
    expectFail(await book(u, { serviceId: 99999999, slotId }), 404, BookingCodes.SERVICE, 'serviceId')
    expectFail(await book(u, { slotId: 99999999 }), 404, BookingCodes.SLOT, 'slotId')
    expectFail(await book(u, { slotId: await slotIn(-1) }), 409, BookingCodes.SLOT_PAST, 'slotId')
    expectOk(await book(u, { slotId }))
    expectFail(await book(u, { slotId }), 409, BookingCodes.SLOT_FULL, 'slotId')
    expectFail(await t.api({ method: 'POST', url: BookingApi.submit.url, payload: { serviceId, slotId } }), 401, 401)
  })

  it('50 parallel bookings of a slot with 5 places: exactly 5 taken, never more', async () => {
    const slotId = await slotIn(48, 5)
    const users = await Promise.all(Array.from({ length: 50 }, () => asUser(t)))
    const rs = await Promise.all(users.map((u) => book(u, { slotId })))
    const ok = rs.filter((r) => r.status === 200)
    assert.equal(ok.length, 5)
    for (const r of rs.filter((x) => x.status !== 200)) expectFail(r, 409, BookingCodes.SLOT_FULL)
    const slot = await t.db.selectFrom('booking_slots').select(['booked', 'capacity']).where('id', '=', slotId).executeTakeFirstOrThrow()
    assert.deepEqual([slot.booked, slot.capacity], [5, 5])
    const n = await t.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('slot_id', '=', slotId)
      .executeTakeFirstOrThrow()
    assert.equal(Number(n.n), 5)
  })

  it('paid at the cashier by balance; cancelled in parallel: the money back exactly once, the place back', async () => {
    const u = await shopper(500_00)
    const slotId = await slotIn(30, 2)
    const b = expectOk(await book(u, { slotId, remark: 'window seat' }, 'k-1'))
    // the same key answers the same booking
    assert.equal(expectOk(await book(u, { slotId, remark: 'window seat' }, 'k-1')).id, b.id)
    assert.deepEqual([b.state, b.canPay, b.amount, b.code], ['unpaid', true, 68_00, null])
    const ch = expectOk(await u.api({ method: 'GET', url: PaymentApi.channels.url, query: { payNo: b.id } }))
    assert.deepEqual([ch.amount, ch.targetKind], [68_00, 'booking'])
    assert.ok(!ch.channels.some((c: { channel: string }) => c.channel === 'CASH' || c.channel === 'OFFLINE'))
    const paid = await Promise.all(Array.from({ length: 5 }, () => payBalance(u, b.id)))
    assert.equal(paid.filter((r) => r.status === 200).length, 1)
    for (const r of paid.filter((x) => x.status !== 200)) expectFail(r, 409, PaymentCodes.NOT_PAYABLE)
    assert.equal(await balance(u), 500_00 - 68_00)
    const d = expectOk(await u.api({ method: 'GET', url: id(BookingApi.detail.url, b.id) }))
    assert.deepEqual([d.state, d.stateValue, d.payChannel, d.canCancel, /^\d{10}$/.test(d.code)], ['to_confirm', '0', 'SYS', true, true])
    const cancels = await Promise.all(Array.from({ length: 10 }, () => u.api({ method: 'POST', url: id(BookingApi.cancel.url, b.id), payload: {} })))
    assert.equal(cancels.filter((r) => r.status === 200).length, 1)
    for (const r of cancels.filter((x) => x.status !== 200)) expectFail(r, 409, BookingCodes.STATE)
    assert.equal(await balance(u), 500_00)
    const after = expectOk(await u.api({ method: 'GET', url: id(BookingApi.detail.url, b.id) }))
    assert.deepEqual([after.state, after.refund, after.canCancel], ['cancelled', 'done', false])
    const slot = await t.db.selectFrom('booking_slots').select('booked').where('id', '=', slotId).executeTakeFirstOrThrow()
    assert.equal(slot.booked, 0)
    const refunds = await t.db.selectFrom('payment_refunds').select('amount').where('ref', '=', `booking:${b.id}`).execute()
    assert.deepEqual(
      refunds.map((r) => r.amount),
      [68_00],
    )
    await assertLedgerSound(t.db)
  })

  it('cancel rules (ADR 0139): a paid booking not within 2 hours of its slot; an unpaid one any time', async () => {
    const u = await shopper(200_00)
    const soon = expectOk(await book(u, { slotId: await slotIn(1) }))
    expectOk(await payBalance(u, soon.id))
    const r = await u.api({ method: 'POST', url: id(BookingApi.cancel.url, soon.id), payload: {} })
    expectFail(r, 409, BookingCodes.CANCEL_LATE, 'id')
    assert.match(r.body.msg, /2 hours/)
    assert.equal(expectOk(await u.api({ method: 'GET', url: id(BookingApi.detail.url, soon.id) })).canCancel, false)
    const unpaid = expectOk(await book(u, { slotId: await slotIn(1) }))
    assert.equal(expectOk(await u.api({ method: 'POST', url: id(BookingApi.cancel.url, unpaid.id), payload: {} })).refund, null)
    // another's booking is not found
    const other = await shopper()
    expectFail(await other.api({ method: 'POST', url: id(BookingApi.cancel.url, soon.id), payload: {} }), 404, BookingCodes.NOT_FOUND)
    // a payment after the cancel goes back (the pay flow: late)
    expectFail(await payBalance(u, unpaid.id), 409, PaymentCodes.NOT_PAYABLE)
  })

  it('an unpaid booking expires: cancelled by the job, its place back', async () => {
    const u = await shopper()
    const slotId = await slotIn(30, 1)
    const b = expectOk(await book(u, { slotId }))
    assert.ok(b.expiresAt)
    await runDueJobs(t.db, { now: new Date(Date.now() + 16 * 60_000) })
    const d = expectOk(await u.api({ method: 'GET', url: id(BookingApi.detail.url, b.id) }))
    assert.equal(d.state, 'cancelled')
    assert.equal((await t.db.selectFrom('booking_slots').select('booked').where('id', '=', slotId).executeTakeFirstOrThrow()).booked, 0)
  })

  it('the store: confirm, verify by code (once), complete: credited once less commission; a comment once', async () => {
    const u = await shopper(100_00)
    const b = expectOk(await book(u, { slotId: await slotIn(26) }))
    expectOk(await payBalance(u, b.id))
    const other = await asUser(t, { roles: 'shopper,merchant' })
    await makeShop(t, { ownerId: other.id })
    expectFail(await other.api({ method: 'POST', url: id(BookingApi.confirm.url, b.id) }), 404, BookingCodes.NOT_FOUND)
    const list = expectOk(await merchant.api({ method: 'GET', url: BookingApi.merchantList.url, query: { tab: 'to_confirm' } }))
    assert.ok(list.rows.some((r: { id: string; customer: string }) => r.id === b.id && /\*{4}/.test(r.customer)))
    expectOk(await merchant.api({ method: 'POST', url: id(BookingApi.confirm.url, b.id) }))
    expectFail(await merchant.api({ method: 'POST', url: id(BookingApi.confirm.url, b.id) }), 409, BookingCodes.STATE)
    const code = expectOk(await u.api({ method: 'GET', url: id(BookingApi.detail.url, b.id) })).code
    expectFail(await merchant.api({ method: 'POST', url: BookingApi.verify.url, payload: { code: '1234' } }), 404, BookingCodes.CODE, 'code')
    expectFail(await other.api({ method: 'POST', url: BookingApi.verify.url, payload: { code } }), 404, BookingCodes.CODE)
    const vs = await Promise.all(Array.from({ length: 5 }, () => merchant.api({ method: 'POST', url: BookingApi.verify.url, payload: { code } })))
    assert.equal(vs.filter((r) => r.status === 200).length, 1)
    // in service: the shopper can no longer cancel
    expectFail(await u.api({ method: 'POST', url: id(BookingApi.cancel.url, b.id), payload: {} }), 409, BookingCodes.STATE)
    expectFail(await u.api({ method: 'POST', url: id(BookingApi.comment.url, b.id), payload: { rating: 5, content: 'Great' } }), 409, BookingCodes.COMMENT)
    const before = await system(`merchant:${shopId}`)
    const done = await Promise.all(Array.from({ length: 5 }, () => merchant.api({ method: 'POST', url: id(BookingApi.complete.url, b.id) })))
    assert.equal(done.filter((r) => r.status === 200).length, 1)
    const credited = (await system(`merchant:${shopId}`)) - before
    assert.ok(credited > 0 && credited <= 68_00, `credited ${credited}`)
    expectOk(await u.api({ method: 'POST', url: id(BookingApi.comment.url, b.id), payload: { rating: 4, content: 'Lovely' } }))
    expectFail(await u.api({ method: 'POST', url: id(BookingApi.comment.url, b.id), payload: { rating: 5, content: 'Again' } }), 409, BookingCodes.COMMENT)
    const d = expectOk(await u.api({ method: 'GET', url: id(BookingApi.detail.url, b.id) }))
    assert.deepEqual([d.state, d.stateValue, d.comment.rating, d.canComment], ['completed', '3', 4, false])
    const mine = expectOk(await u.api({ method: 'GET', url: BookingApi.list.url, query: { tab: 'completed' } }))
    assert.deepEqual(
      mine.rows.map((r: { id: string }) => r.id),
      [b.id],
    )
    await assertLedgerSound(t.db)
  })

  it('the store refuses a paid booking: the money back once', async () => {
    const u = await shopper(100_00)
    const b = expectOk(await book(u, { slotId: await slotIn(1) }))
    expectOk(await payBalance(u, b.id))
    const rs = await Promise.all(Array.from({ length: 4 }, () => merchant.api({ method: 'POST', url: id(BookingApi.refuse.url, b.id), payload: {} })))
    assert.equal(rs.filter((r) => r.status === 200).length, 1)
    assert.equal(await balance(u), 100_00)
  })

  it('a time card pays: one use in the booking transaction, given back on cancel; never one that does not cover the service', async () => {
    const u = await shopper()
    const p = await makeProduct(t, { shopId, price: 100_00 })
    const tpl = await timecardService.addTemplate(t.ctx(), {
      shopId,
      productId: p.id,
      name: { en: 'Latte card' },
      uses: 2,
      validDays: 30,
      serviceIds: [serviceId],
    })
    const [card] = await t.db
      .insertInto('time_cards')
      .values({
        tenant_id: t.tenantId,
        card_code: '700000000001',
        user_id: u.id,
        template_id: Number(tpl.id),
        shop_id: shopId,
        name: JSON.stringify({ en: 'Latte card' }),
        service_ids: JSON.stringify([serviceId]),
        uses_total: 2,
        uses_left: 1,
        expires_at: new Date(Date.now() + 86_400_000),
        piece: 1,
      })
      .returning('id')
      .execute()
    const cardId = Number(card.id)
    const slotId = await slotIn(30, 10)
    const q = expectOk(await u.api({ method: 'POST', url: BookingApi.quote.url, payload: { serviceId, slotId, cardId } }))
    assert.deepEqual([q.amount, q.payable, q.card.usesLeft], [68_00, 0, 1])
    // the card's last use: two parallel bookings, one gets it
    const rs = await Promise.all([book(u, { slotId, cardId }), book(u, { slotId, cardId })])
    const ok = rs.filter((r) => r.status === 200)
    assert.equal(ok.length, 1)
    expectFail(
      rs.find((r) => r.status !== 200)!,
      409,
      BookingCodes.CARD,
      'cardId',
    )
    const b = expectOk(ok[0])
    assert.deepEqual([b.state, b.amount, b.card.id, b.canPay], ['to_confirm', 0, cardId, false])
    const left = async () => (await t.db.selectFrom('time_cards').select('uses_left').where('id', '=', cardId).executeTakeFirstOrThrow()).uses_left
    assert.equal(await left(), 0)
    assert.equal((await t.db.selectFrom('booking_slots').select('booked').where('id', '=', slotId).executeTakeFirstOrThrow()).booked, 1)
    // no payment for a card's booking
    expectFail(await payBalance(u, b.id), 404, 404)
    await Promise.all(Array.from({ length: 3 }, () => u.api({ method: 'POST', url: id(BookingApi.cancel.url, b.id), payload: {} })))
    assert.equal(await left(), 1)
    // a card of another's, or one that does not cover the service
    const s2 = expectOk(
      await merchant.api({ method: 'POST', url: BookingApi.saveService.url, payload: { shopId, name: 'Tasting', price: 10_00, durationMin: 30 } }),
    )
    expectFail(
      await u.api({ method: 'POST', url: BookingApi.quote.url, payload: { serviceId: s2.id, slotId: await slotIn(30, 1, s2.id), cardId } }),
      409,
      BookingCodes.CARD,
    )
    expectFail(await (await shopper()).api({ method: 'POST', url: BookingApi.quote.url, payload: { serviceId, slotId, cardId } }), 409, BookingCodes.CARD)
  })
  it('a home service (a shop of kind service) comes to the shopper’s address: required, the default by default, kept with its place; a store takes none', async () => {
    const cleaner = await asUser(t, { roles: 'shopper,merchant', lang: 'en' })
    const home = (await makeShop(t, { ownerId: cleaner.id, kind: 'service' })).id
    const svc = expectOk(
      await cleaner.api({ method: 'POST', url: BookingApi.saveService.url, payload: { shopId: home, name: 'Deep clean', price: 120_00, durationMin: 120 } }),
    ).id
    const slot = Number(
      (
        await t.db
          .insertInto('booking_slots')
          .values({
            tenant_id: t.tenantId,
            shop_id: home,
            service_id: svc,
            starts_at: new Date(Date.now() + 30 * HOUR),
            ends_at: new Date(Date.now() + 32 * HOUR),
            capacity: 3,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    )
    const u = await shopper()
    const quote = (payload: object) => u.api({ method: 'POST', url: BookingApi.quote.url, payload: { serviceId: svc, slotId: slot, ...payload } })
    // no address yet: the quote says so, booking is refused naming addressId
    const q0 = expectOk(await quote({}))
    assert.deepEqual([q0.atHome, q0.address], [true, null])
    expectFail(await book(u, { serviceId: svc, slotId: slot }), 400, BookingCodes.ADDRESS_REQUIRED, 'addressId')
    const addr = async (o: object) =>
      expectOk(
        await u.api({
          method: 'POST',
          url: AddrApi.add.url,
          payload: { name: 'Li Lei', phone: '13812345678', regionIds: [110000, 110100, 110101], detail: 'Dongdan 3', ...o },
        }),
      )
    const first = await addr({ latitude: 39.9149, longitude: 116.4108 })
    const second = await addr({})
    const q1 = expectOk(await quote({}))
    assert.deepEqual([q1.address.id, q1.address.latitude, q1.address.longitude], [first.id, 39.9149, 116.4108])
    // another user's address is refused
    const stranger = await shopper()
    const theirs = expectOk(
      await stranger.api({
        method: 'POST',
        url: AddrApi.add.url,
        payload: { name: 'Han', phone: '13812345679', regionIds: [110000, 110100, 110101], detail: 'Xidan 5' },
      }),
    )
    expectFail(await quote({ addressId: theirs.id }), 400, BookingCodes.ADDRESS_REQUIRED, 'addressId')
    const b = expectOk(await book(u, { serviceId: svc, slotId: slot, addressId: second.id }))
    assert.deepEqual([b.address.id, b.address.detail, b.address.latitude], [second.id, 'Dongdan 3', null])
    const b2 = expectOk(await book(u, { serviceId: svc, slotId: slot }))
    assert.deepEqual([b2.address.latitude, b2.address.longitude], [39.9149, 116.4108])
    // the merchant sees where to go
    const seen = expectOk(await cleaner.api({ method: 'GET', url: id(BookingApi.merchantDetail.url, b2.id) }))
    assert.equal(seen.address.detail, 'Dongdan 3')
    // at a store no address is taken
    expectFail(await book(u, { slotId: await slotIn(40), addressId: first.id }), 400, BookingCodes.AT_STORE, 'addressId')
    const atStore = expectOk(await book(u, { slotId: await slotIn(41) }))
    assert.equal(atStore.address, null)
  })
})
