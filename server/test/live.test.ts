// Live rooms on a real PostgreSQL: the room machine, who may do what, pins, the list's order, entering (the
// room's chat through the chat module's face), the video served by the public files.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { Codes } from '../../types/constants.js'
import { LiveApi, LiveCodes, LIVE_LIMITS, type LiveRoom, type LiveRoomDetail } from '../../types/live.js'
import { next, TRANSITIONS } from '../src/modules/live/live.machine.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'
import { uploadPicture } from './support/upload.js'

/** The smallest file the upload module takes for an mp4: its file-type box (`ftyp`, brand `isom`). */
const MP4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex')
const url = (u: string, id: number | string, tail = '') => u.replace(':id', String(id)) + tail

describe('live rooms (customer/api/live, merchant/api/live, platform/api/live)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  interface Merchant {
    u: AsUser
    shopId: number
    coverId: string
    videoId: string
  }
  const merchant = async (tenantId?: number): Promise<Merchant> => {
    const u = await asUser(t, { roles: 'shopper,merchant', tenantId })
    const { id: shopId } = await makeShop(t, { ownerId: u.id, tenantId })
    return { u, shopId, coverId: await uploadPicture(u, 'public'), videoId: await uploadPicture(u, 'public', MP4) }
  }
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()
  const create = async (m: Merchant, o: Record<string, unknown> = {}) =>
    expectOk(
      await m.u.api({
        method: 'POST',
        url: LiveApi.create.url,
        payload: { title: 'Morning live', coverId: m.coverId, videoId: m.videoId, startAt: inAnHour(), ...o },
      }),
    ) as LiveRoomDetail
  const act = (u: AsUser, what: 'start' | 'end', id: number) => u.api({ method: 'POST', url: url(LiveApi[what].url, id) })
  const pin = (u: AsUser, id: number, productId: number) => u.api({ method: 'POST', url: url(LiveApi.pin.url, id), payload: { productId } })

  it('the machine: scheduled -> live -> ended; scheduled -> ended; nothing leaves ended', () => {
    assert.equal(next('scheduled', 'start'), 'live')
    assert.equal(next('live', 'end'), 'ended')
    assert.equal(next('scheduled', 'end'), 'ended')
    assert.throws(
      () => next('live', 'start'),
      (e: { code: number }) => e.code === LiveCodes.STATE,
    )
    assert.throws(
      () => next('ended', 'end'),
      (e: { code: number }) => e.code === LiveCodes.STATE,
    )
    assert.deepEqual(Object.keys(TRANSITIONS).sort(), ['end', 'start'])
  })

  it('a merchant creates, starts and ends a room; playback only while live; the video is served with byte ranges', async () => {
    const m = await merchant()
    const room = await create(m)
    assert.equal(room.status, 'scheduled')
    assert.equal(room.shopId, m.shopId)
    assert.equal(room.playbackUrl, '')
    assert.ok(room.conversationId > 0)
    assert.match(room.cover, /^\/api\/files\//)
    const live = expectOk(await act(m.u, 'start', room.id)) as LiveRoomDetail
    assert.equal(live.status, 'live')
    assert.ok(live.startedAt)
    assert.equal(live.loop, true)
    assert.match(live.playbackUrl, /^\/api\/files\/.+\.mp4$/)
    const part = await t.app.inject({ method: 'GET', url: live.playbackUrl, headers: { range: 'bytes=0-7' } })
    assert.equal(part.statusCode, 206)
    assert.equal(part.headers['content-type'], 'video/mp4')
    assert.deepEqual(part.rawPayload, MP4.subarray(0, 8))
    // the same start again, a parallel one that lost: 409
    expectFail(await act(m.u, 'start', room.id), 409, LiveCodes.STATE)
    const ended = expectOk(await act(m.u, 'end', room.id)) as LiveRoomDetail
    assert.equal(ended.status, 'ended')
    assert.equal(ended.playbackUrl, '')
    expectFail(await act(m.u, 'end', room.id), 409, LiveCodes.STATE)
    expectFail(await act(m.u, 'start', room.id), 409, LiveCodes.STATE)
    // called off before it started
    const other = await create(m)
    assert.equal((expectOk(await act(m.u, 'end', other.id)) as LiveRoomDetail).status, 'ended')
    const mine = expectOk(await m.u.api({ method: 'GET', url: LiveApi.mine.url })) as { rows: LiveRoom[]; total: number }
    assert.deepEqual(
      mine.rows.map((r) => r.id),
      [other.id, room.id],
    )
  })

  it('creating names the field it refuses: title, shop, cover, video, start time', async () => {
    const m = await merchant()
    const post = (o: Record<string, unknown>, u = m.u) =>
      u.api({ method: 'POST', url: LiveApi.create.url, payload: { title: 'A room', coverId: m.coverId, videoId: m.videoId, startAt: inAnHour(), ...o } })
    expectFail(await post({ title: '   ' }), 400, LiveCodes.TITLE, 'title')
    expectFail(await post({ title: 'x'.repeat(LIVE_LIMITS.titleMax + 1) }), 400, Codes.BAD_REQUEST, 'title')
    expectFail(await post({ startAt: new Date(Date.now() - 3_600_000).toISOString() }), 400, LiveCodes.START_AT, 'startAt')
    expectFail(await post({ startAt: new Date(Date.now() + 90 * 86_400_000).toISOString() }), 400, LiveCodes.START_AT, 'startAt')
    expectFail(await post({ startAt: 'tomorrow' }), 400, Codes.BAD_REQUEST, 'startAt')
    // a picture is not a video, a video is not a cover, another merchant's upload is not yours
    expectFail(await post({ videoId: m.coverId }), 400, LiveCodes.VIDEO, 'videoId')
    expectFail(await post({ coverId: m.videoId }), 400, LiveCodes.COVER, 'coverId')
    const other = await merchant()
    expectFail(await post({ videoId: other.videoId }), 400, LiveCodes.VIDEO, 'videoId')
    expectFail(await post({ shopId: other.shopId }), 404, LiveCodes.SHOP, 'shopId')
    // a shopper without a shop
    expectFail(await post({}, await asUser(t)), 404, LiveCodes.SHOP, 'shopId')
    expectFail(
      await t.api({ method: 'POST', url: LiveApi.create.url, payload: { title: 'x', coverId: m.coverId, videoId: m.videoId, startAt: inAnHour() } }),
      401,
      Codes.UNAUTHORIZED,
    )
  })

  it("another merchant, a guest, a shopper and another tenant cannot act on a merchant's room; staff may end it", async () => {
    const m = await merchant()
    const room = await create(m)
    const other = await merchant()
    const p = await makeProduct(t, { shopId: m.shopId })
    expectFail(await act(other.u, 'start', room.id), 404, LiveCodes.ROOM, 'id')
    expectFail(await act(other.u, 'end', room.id), 404, LiveCodes.ROOM, 'id')
    expectFail(await pin(other.u, room.id, p.id), 404, LiveCodes.ROOM, 'id')
    expectFail(await other.u.api({ method: 'GET', url: url(LiveApi.mineDetail.url, room.id) }), 404, LiveCodes.ROOM, 'id')
    expectFail(await other.u.api({ method: 'DELETE', url: url(LiveApi.unpin.url, room.id).replace(':productId', String(p.id)) }), 404, LiveCodes.ROOM, 'id')
    assert.equal((expectOk(await other.u.api({ method: 'GET', url: LiveApi.mine.url })) as { total: number }).total, 0)
    expectFail(await t.api({ method: 'POST', url: url(LiveApi.start.url, room.id) }), 401, Codes.UNAUTHORIZED)
    expectFail(await t.api({ method: 'POST', url: url(LiveApi.enter.url, room.id) }), 401, Codes.UNAUTHORIZED)
    const shopper = await asUser(t)
    expectFail(await act(shopper, 'start', room.id), 404, LiveCodes.ROOM, 'id')
    expectFail(await shopper.api({ method: 'POST', url: url(LiveApi.staffEnd.url, room.id) }), 403, LiveCodes.STAFF_ONLY)
    // another tenant: its merchant, its viewers, its list see nothing of this room
    const far = await merchant(t.otherTenantId)
    expectFail(await act(far.u, 'start', room.id), 404, LiveCodes.ROOM, 'id')
    expectFail(await far.u.api({ method: 'GET', url: url(LiveApi.detail.url, room.id) }), 404, LiveCodes.ROOM, 'id')
    expectFail(await far.u.api({ method: 'POST', url: url(LiveApi.enter.url, room.id) }), 404, LiveCodes.ROOM, 'id')
    const farList = expectOk(await far.u.api({ method: 'GET', url: LiveApi.list.url })) as { rows: LiveRoom[] }
    assert.ok(!farList.rows.some((r) => r.id === room.id))
    const farStaff = await asUser(t, { roles: 'staff', tenantId: t.otherTenantId })
    expectFail(await farStaff.api({ method: 'POST', url: url(LiveApi.staffEnd.url, room.id) }), 404, LiveCodes.ROOM, 'id')
    // the room is untouched, then staff of its tenant end it
    assert.equal((expectOk(await t.api({ method: 'GET', url: url(LiveApi.detail.url, room.id) })) as LiveRoomDetail).status, 'scheduled')
    const staff = await asUser(t, { roles: 'staff' })
    assert.equal((expectOk(await staff.api({ method: 'POST', url: url(LiveApi.staffEnd.url, room.id) })) as LiveRoomDetail).status, 'ended')
  })

  it("pins only the room's shop's products on sale, in order, at most a few; the detail shows the server's prices and stock", async () => {
    const m = await merchant()
    const room = await create(m)
    const ps = []
    for (let i = 0; i < LIVE_LIMITS.pins + 1; i++) ps.push(await makeProduct(t, { shopId: m.shopId, price: 1000 + i * 100, stock: i === 1 ? 0 : 5 }))
    const elsewhere = await makeProduct(t)
    const off = await makeProduct(t, { shopId: m.shopId, status: 'off' })
    expectFail(await pin(m.u, room.id, elsewhere.id), 400, LiveCodes.PRODUCT, 'productId')
    expectFail(await pin(m.u, room.id, off.id), 400, LiveCodes.PRODUCT, 'productId')
    expectFail(await pin(m.u, room.id, 987654321), 400, LiveCodes.PRODUCT, 'productId')
    for (const p of [ps[2], ps[0], ps[1]]) expectOk(await pin(m.u, room.id, p.id))
    // pinning again keeps its place
    const again = expectOk(await pin(m.u, room.id, ps[2].id)) as LiveRoomDetail
    assert.deepEqual(
      again.pins.map((p) => p.productId),
      [ps[2].id, ps[0].id, ps[1].id],
    )
    expectOk(await pin(m.u, room.id, ps[3].id))
    expectFail(await pin(m.u, room.id, ps[4].id), 409, LiveCodes.PINS_FULL, 'productId')
    const unpinned = expectOk(
      await m.u.api({ method: 'DELETE', url: url(LiveApi.unpin.url, room.id).replace(':productId', String(ps[0].id)) }),
    ) as LiveRoomDetail
    assert.deepEqual(
      unpinned.pins.map((p) => p.productId),
      [ps[2].id, ps[1].id, ps[3].id],
    )
    expectOk(await pin(m.u, room.id, ps[4].id))
    const seen = expectOk(await t.api({ method: 'GET', url: url(LiveApi.detail.url, room.id) })) as LiveRoomDetail
    assert.deepEqual(
      seen.pins.map((p) => [p.productId, p.price, p.inStock, p.onSale]),
      [
        [ps[2].id, 1200, true, true],
        [ps[1].id, 1100, false, true],
        [ps[3].id, 1300, true, true],
        [ps[4].id, 1400, true, true],
      ],
    )
    assert.equal(seen.pinCount, 4)
    // a price changed in the catalogue shows at once
    await t.db.updateTable('products').set({ min_price: 999 }).where('id', '=', ps[3].id).execute()
    const now = expectOk(await t.api({ method: 'GET', url: url(LiveApi.detail.url, room.id) })) as LiveRoomDetail
    assert.equal(now.pins[2].price, 999)
  })

  it('an ended room refuses pins, unpins, starting and entering', async () => {
    const m = await merchant()
    const room = await create(m)
    const p = await makeProduct(t, { shopId: m.shopId })
    expectOk(await pin(m.u, room.id, p.id))
    expectOk(await act(m.u, 'start', room.id))
    expectOk(await act(m.u, 'end', room.id))
    expectFail(await pin(m.u, room.id, p.id), 409, LiveCodes.STATE)
    expectFail(await m.u.api({ method: 'DELETE', url: url(LiveApi.unpin.url, room.id).replace(':productId', String(p.id)) }), 409, LiveCodes.STATE)
    expectFail(await act(m.u, 'start', room.id), 409, LiveCodes.STATE)
    expectFail(await (await asUser(t)).api({ method: 'POST', url: url(LiveApi.enter.url, room.id) }), 409, LiveCodes.STATE)
  })

  it("entering joins the room's chat (a group conversation `live:<id>`) and counts each viewer once", async () => {
    const m = await merchant()
    const room = await create(m)
    expectOk(await act(m.u, 'start', room.id))
    const v1 = await asUser(t)
    const v2 = await asUser(t)
    // a member reads the room's conversation (its bizid `live:<id>`); anyone else gets 404
    const bizids = async (u: AsUser) => {
      const r = await u.api({ method: 'GET', url: `/mytio/chat/history/${room.conversationId}` })
      if (r.status === 404) return []
      const h = expectOk(r) as { conversation: { bizid: string; conversationId: number } }
      assert.equal(h.conversation.bizid, `live:${room.id}`)
      return [h.conversation.conversationId]
    }
    assert.deepEqual(await bizids(v1), [])
    const e1 = expectOk(await v1.api({ method: 'POST', url: url(LiveApi.enter.url, room.id) }))
    assert.deepEqual(e1, { conversationId: room.conversationId, viewers: 1 })
    assert.deepEqual(await bizids(v1), [room.conversationId])
    assert.deepEqual(expectOk(await v1.api({ method: 'POST', url: url(LiveApi.enter.url, room.id) })), { conversationId: room.conversationId, viewers: 1 })
    assert.equal((expectOk(await v2.api({ method: 'POST', url: url(LiveApi.enter.url, room.id) })) as { viewers: number }).viewers, 2)
    assert.equal((expectOk(await t.api({ method: 'GET', url: url(LiveApi.detail.url, room.id) })) as LiveRoomDetail).viewers, 2)
    expectFail(await v1.api({ method: 'POST', url: url(LiveApi.enter.url, 987654321) }), 404, LiveCodes.ROOM, 'id')
  })

  it('the public list: live first, then scheduled by start, then ended; paged', async () => {
    const m = await merchant()
    const later = await create(m, { startAt: new Date(Date.now() + 5 * 3_600_000).toISOString() })
    const sooner = await create(m, { startAt: new Date(Date.now() + 2 * 3_600_000).toISOString() })
    const live = await create(m)
    expectOk(await act(m.u, 'start', live.id))
    const gone = await create(m)
    expectOk(await act(m.u, 'end', gone.id))
    const all = expectOk(await t.api({ method: 'GET', url: `${LiveApi.list.url}?pageSize=100` })) as { rows: LiveRoom[]; total: number }
    const rank = { live: 0, scheduled: 1, ended: 2 }
    assert.ok(all.rows.every((r, i) => i === 0 || rank[all.rows[i - 1].status] <= rank[r.status]))
    const scheduled = all.rows.filter((r) => r.status === 'scheduled')
    assert.ok(scheduled.every((r, i) => i === 0 || scheduled[i - 1].startAt <= r.startAt))
    const ids = all.rows.map((r) => r.id)
    assert.ok(ids.indexOf(live.id) < ids.indexOf(sooner.id))
    assert.ok(ids.indexOf(sooner.id) < ids.indexOf(later.id))
    assert.ok(ids.indexOf(later.id) < ids.indexOf(gone.id))
    const p1 = expectOk(await t.api({ method: 'GET', url: `${LiveApi.list.url}?pageSize=2` })) as { rows: LiveRoom[]; total: number }
    assert.equal(p1.total, all.total)
    assert.deepEqual(
      p1.rows.map((r) => r.id),
      ids.slice(0, 2),
    )
    expectFail(await t.api({ method: 'GET', url: `${LiveApi.list.url}?pageSize=0` }), 400, Codes.BAD_REQUEST, 'pageSize')
  })
})
