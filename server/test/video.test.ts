import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { after, before, describe, it } from 'node:test'
import { Codes } from '../../types/constants.js'
import { VideoApi, VideoCodes } from '../../types/video.js'
import { seedTenant } from '../src/seed/index.js'
import { DEMO_VIDEOS } from '../src/seed/videos/index.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, makeShop, makeUser, type AsUser, type TestApp } from './helpers.js'

const VIDEOS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/seed/videos')
const demoFile = (name: string) => fs.readFileSync(path.join(VIDEOS_DIR, name))

/** multipart/form-data with one `file` part, as the client's upload sends it. */
function multipart(name: string, type: string, data: Buffer) {
  const boundary = `----video-test-${Math.random().toString(36).slice(2)}`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const likeUrl = (id: number) => VideoApi.like.url.replace(':id', String(id))
const deleteUrl = (id: number) => VideoApi.merchantDelete.url.replace(':id', String(id))

describe('video: demo clips, the feed, likes once per user, the merchant videos, Range', () => {
  let t: TestApp
  /** a merchant with one shop, its clip and cover uploaded (ids) */
  let m: AsUser & { shopId: number; videoId: string; coverId: string; videoUrl: string }
  let productId: number

  const upload = async (u: AsUser, name: string, type: string, data: Buffer) => {
    const mp = multipart(name, type, data)
    return expectOk(await u.api({ method: 'POST', url: '/system/api/upload', payload: mp.payload, headers: mp.headers })) as {
      id: string
      url: string
      mime: string
    }
  }
  const feed = async (q: string, u?: AsUser) => expectOk(await (u ? u.api : t.api)({ method: 'GET', url: `${VideoApi.feed.url}?${q}` }))
  const create = (u: AsUser, body: Record<string, unknown>) => u.api({ method: 'POST', url: VideoApi.merchantCreate.url, payload: body })
  const likesRow = async (id: number) => Number((await t.db.selectFrom('videos').select('likes').where('id', '=', id).executeTakeFirstOrThrow()).likes)
  const likeRows = async (id: number) =>
    Number(
      (
        await t.db
          .selectFrom('video_likes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('video_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    )
  const publish = async (title = 'A clip', extra: Record<string, unknown> = {}) =>
    expectOk(await create(m, { title, videoId: m.videoId, coverId: m.coverId, productId, ...extra })) as { id: number }

  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    const u = await asUser(t, { roles: 'shopper,merchant' })
    const shop = await makeShop(t, { ownerId: u.id })
    productId = (await makeProduct(t, { shopId: shop.id, price: 1990, originalPrice: 2990, title: 'Clip product' })).id
    const v = await upload(u, 'clip-1.mp4', 'video/mp4', demoFile('clip-1.mp4'))
    const c = await upload(u, 'clip-1.jpg', 'image/jpeg', demoFile('clip-1.jpg'))
    m = { ...u, shopId: shop.id, videoId: v.id, coverId: c.id, videoUrl: v.url }
  })
  after(() => t.close())

  it('every demo clip and cover passes the upload module: sniffed as video/mp4 and image/jpeg, each clip at most 300 KB', async () => {
    for (const name of DEMO_VIDEOS) {
      const mp4 = demoFile(`${name}.mp4`)
      assert.ok(mp4.length <= 300 * 1024, `${name}.mp4 is ${mp4.length} bytes`)
      // a wrong declared type changes nothing: the content decides
      assert.equal((await upload(m, `${name}.bin`, 'application/octet-stream', mp4)).mime, 'video/mp4')
      assert.equal((await upload(m, `${name}.jpg`, 'image/jpeg', demoFile(`${name}.jpg`))).mime, 'image/jpeg')
    }
  })

  it('an uploaded video is served with Range requests (206, Content-Range), so players can seek', async () => {
    const size = demoFile('clip-1.mp4').length
    const whole = await t.app.inject({ method: 'GET', url: m.videoUrl })
    assert.equal(whole.statusCode, 200)
    assert.equal(whole.headers['content-type'], 'video/mp4')
    assert.equal(whole.headers['accept-ranges'], 'bytes')
    const part = await t.app.inject({ method: 'GET', url: m.videoUrl, headers: { range: 'bytes=100-1099' } })
    assert.equal(part.statusCode, 206)
    assert.equal(part.headers['content-range'], `bytes 100-1099/${size}`)
    assert.equal(part.rawPayload.length, 1000)
    assert.ok(part.rawPayload.equals(demoFile('clip-1.mp4').subarray(100, 1100)))
    const tail = await t.app.inject({ method: 'GET', url: m.videoUrl, headers: { range: 'bytes=-500' } })
    assert.equal(tail.statusCode, 206)
    assert.ok(tail.rawPayload.equals(demoFile('clip-1.mp4').subarray(size - 500)))
    const beyond = await t.app.inject({ method: 'GET', url: m.videoUrl, headers: { range: `bytes=${size + 10}-` } })
    assert.equal(beyond.statusCode, 416)
  })

  it('a merchant publishes a video: the feed shows it with the cover, the shop and the product card at the server price', async () => {
    const v = await publish('  Morning coffee  ')
    const page = await feed('pageNum=1&pageSize=10')
    const row = page.rows.find((r: { id: number }) => r.id === v.id)
    assert.ok(row)
    assert.equal(row.title, 'Morning coffee')
    assert.equal(row.url, m.videoUrl)
    assert.match(row.cover, /\.jpg$/)
    assert.equal(row.shopId, m.shopId)
    assert.ok(row.shopName.length > 0)
    assert.deepEqual(
      { id: row.product.id, price: row.product.price, originalPrice: row.product.originalPrice, inStock: row.product.inStock },
      { id: productId, price: 1990, originalPrice: 2990, inStock: true },
    )
    assert.equal(row.liked, false)
    assert.equal(row.likes, 0)
    // without a product: no card
    const bare = await publish('No product', { productId: undefined })
    assert.equal((await feed('pageNum=1&pageSize=1')).rows[0].id, bare.id)
    assert.equal((await feed('pageNum=1&pageSize=1')).rows[0].product, null)
    // the product taken off sale: the card goes, the video stays
    await t.db.updateTable('products').set({ status: 'off' }).where('id', '=', productId).execute()
    assert.equal((await feed('pageNum=1&pageSize=10')).rows.find((r: { id: number }) => r.id === v.id).product, null)
    await t.db.updateTable('products').set({ status: 'on' }).where('id', '=', productId).execute()
  })

  it('the feed pages newest first without gaps or repeats, and leaves out deleted videos and other tenants', async () => {
    const other = await asUser(t, { tenantId: t.otherTenantId, roles: 'shopper,merchant' })
    await makeShop(t, { tenantId: t.otherTenantId, ownerId: other.id })
    const ov = await upload(other, 'o.mp4', 'video/mp4', demoFile('clip-2.mp4'))
    const oc = await upload(other, 'o.jpg', 'image/jpeg', demoFile('clip-2.jpg'))
    const otherVideo = expectOk(await create(other, { title: 'Other tenant', videoId: ov.id, coverId: oc.id })).id
    for (let i = 0; i < 6; i++) await publish(`Clip ${i}`)
    const removed = await publish('To delete')
    expectOk(await m.api({ method: 'DELETE', url: deleteUrl(removed.id) }))
    const all: number[] = []
    let total = -1
    for (let p = 1; p <= 5; p++) {
      const page = await feed(`pageNum=${p}&pageSize=3`)
      total = page.total
      all.push(...page.rows.map((r: { id: number }) => r.id))
      if (page.rows.length < 3) break
    }
    assert.equal(all.length, total)
    assert.equal(new Set(all).size, all.length, 'no video twice')
    assert.deepEqual(
      all,
      [...all].sort((a, b) => b - a),
      'newest first',
    )
    assert.ok(!all.includes(removed.id), 'a deleted video leaves the feed')
    assert.ok(!all.includes(otherVideo), "another tenant's video is not shown")
    const theirs = await feed('pageNum=1&pageSize=50', other)
    assert.deepEqual(
      theirs.rows.map((r: { id: number }) => r.id),
      [otherVideo],
    )
  })

  it('likes: once per user under 20 parallel likes, each user counted under parallel likes of many, liked per user, unlike idempotent', async () => {
    const v = await publish('Likes')
    const alice = await asUser(t)
    const rs = await Promise.all(Array.from({ length: 20 }, () => alice.api({ method: 'POST', url: likeUrl(v.id) })))
    for (const r of rs) assert.equal(expectOk(r).liked, true)
    assert.equal(await likesRow(v.id), 1)
    assert.equal(await likeRows(v.id), 1)
    // 15 other users at once, each liking twice in parallel: 16 in all
    const users = await Promise.all(Array.from({ length: 15 }, () => asUser(t)))
    await Promise.all(
      users.flatMap((u) => [u.api({ method: 'POST', url: likeUrl(v.id) }), u.api({ method: 'POST', url: likeUrl(v.id) })]).map(async (p) => expectOk(await p)),
    )
    assert.equal(await likesRow(v.id), 16)
    assert.equal(await likeRows(v.id), 16)
    // what each one sees
    const mine = (await feed('pageNum=1&pageSize=50', alice)).rows.find((r: { id: number }) => r.id === v.id)
    assert.deepEqual({ liked: mine.liked, likes: mine.likes }, { liked: true, likes: 16 })
    const stranger = (await feed('pageNum=1&pageSize=50', await asUser(t))).rows.find((r: { id: number }) => r.id === v.id)
    assert.equal(stranger.liked, false)
    const guest = (await feed('pageNum=1&pageSize=50')).rows.find((r: { id: number }) => r.id === v.id)
    assert.deepEqual({ liked: guest.liked, likes: guest.likes }, { liked: false, likes: 16 })
    // unlike: 10 in parallel take one like back; again changes nothing
    const un = await Promise.all(Array.from({ length: 10 }, () => alice.api({ method: 'DELETE', url: likeUrl(v.id) })))
    for (const r of un) assert.equal(expectOk(r).liked, false)
    assert.equal(await likesRow(v.id), 15)
    assert.deepEqual(expectOk(await alice.api({ method: 'DELETE', url: likeUrl(v.id) })), { id: v.id, liked: false, likes: 15 })
    assert.deepEqual(expectOk(await alice.api({ method: 'POST', url: likeUrl(v.id) })), { id: v.id, liked: true, likes: 16 })
    assert.equal(await likeRows(v.id), 16)
  })

  it('likes: a guest must log in; an unknown, deleted or other tenant video is 404', async () => {
    const v = await publish('Guarded')
    const r = await t.api({ method: 'POST', url: likeUrl(v.id) })
    assert.equal(r.status, 401)
    const stranger = await asUser(t, { tenantId: t.otherTenantId })
    expectFail(await stranger.api({ method: 'POST', url: likeUrl(v.id) }), 404, VideoCodes.NOT_FOUND)
    expectFail(await stranger.api({ method: 'DELETE', url: likeUrl(v.id) }), 404, VideoCodes.NOT_FOUND)
    const alice = await asUser(t)
    expectFail(await alice.api({ method: 'POST', url: likeUrl(99_999_999) }), 404, VideoCodes.NOT_FOUND)
    expectOk(await m.api({ method: 'DELETE', url: deleteUrl(v.id) }))
    expectFail(await alice.api({ method: 'POST', url: likeUrl(v.id) }), 404, VideoCodes.NOT_FOUND)
    assert.equal(await likesRow(v.id), 0)
  })

  it('merchant: each bad field is named (title, videoId, coverId, productId, shopId); a shopper is refused; a guest must log in', async () => {
    const ok = { title: 'Fine', videoId: m.videoId, coverId: m.coverId }
    expectFail(await create(m, { ...ok, title: '   ' }), 400, VideoCodes.TITLE, 'title')
    expectFail(await create(m, { ...ok, title: 'x'.repeat(61) }), 400, Codes.BAD_REQUEST, 'title')
    // a picture is not a video, a video is not a cover
    expectFail(await create(m, { ...ok, videoId: m.coverId }), 400, VideoCodes.FILE, 'videoId')
    expectFail(await create(m, { ...ok, coverId: m.videoId }), 400, VideoCodes.COVER, 'coverId')
    // someone else's upload
    const bob = await asUser(t)
    const bobs = await upload(bob, 'b.mp4', 'video/mp4', demoFile('clip-3.mp4'))
    expectFail(await create(m, { ...ok, videoId: bobs.id }), 400, VideoCodes.FILE, 'videoId')
    // a private upload of the merchant's own
    const mp = multipart('p.mp4', 'video/mp4', demoFile('clip-3.mp4'))
    const boundaryScope = mp.headers['content-type'].split('boundary=')[1]
    const priv = expectOk(
      await m.api({
        method: 'POST',
        url: '/system/api/upload',
        payload: Buffer.concat([Buffer.from(`--${boundaryScope}\r\ncontent-disposition: form-data; name="scope"\r\n\r\nprivate\r\n`), mp.payload]),
        headers: mp.headers,
      }),
    )
    assert.equal(priv.scope, 'private')
    expectFail(await create(m, { ...ok, videoId: priv.id }), 400, VideoCodes.FILE, 'videoId')
    // another shop's product; one taken off sale
    const elsewhere = await makeProduct(t)
    expectFail(await create(m, { ...ok, productId: elsewhere.id }), 400, VideoCodes.PRODUCT, 'productId')
    const off = await makeProduct(t, { shopId: m.shopId, status: 'off' })
    expectFail(await create(m, { ...ok, productId: off.id }), 400, VideoCodes.PRODUCT, 'productId')
    // someone else's shop
    const theirShop = await makeShop(t)
    expectFail(await create(m, { ...ok, shopId: theirShop.id }), 404, VideoCodes.SHOP, 'shopId')
    // a shopper without a shop, a guest
    expectFail(await create(bob, { ...ok, videoId: bobs.id, coverId: bobs.id }), 403, VideoCodes.NOT_MERCHANT)
    expectFail(await bob.api({ method: 'GET', url: VideoApi.merchantList.url }), 403, VideoCodes.NOT_MERCHANT)
    assert.equal((await t.api({ method: 'POST', url: VideoApi.merchantCreate.url, payload: ok })).status, 401)
    assert.equal((await t.api({ method: 'GET', url: VideoApi.merchantList.url })).status, 401)
  })

  it("merchant: the form's choices are the user's shops with their on-sale products only", async () => {
    await makeProduct(t, { shopId: m.shopId, status: 'off', title: 'Hidden product' })
    const shops = expectOk(await m.api({ method: 'GET', url: VideoApi.merchantShops.url }))
    assert.deepEqual(
      shops.map((s: { shopId: number }) => s.shopId),
      [m.shopId],
    )
    const ids = shops[0].products.map((p: { id: number }) => p.id)
    assert.ok(ids.includes(productId))
    assert.ok(!shops[0].products.some((p: { title: string }) => p.title === 'Hidden product'))
    expectFail(await (await asUser(t)).api({ method: 'GET', url: VideoApi.merchantShops.url }), 403, VideoCodes.NOT_MERCHANT)
  })

  it("merchant: lists only its shops' videos; another merchant cannot delete them; deleting twice is 404", async () => {
    const v = await publish('Mine')
    const rival = await asUser(t, { roles: 'shopper,merchant' })
    await makeShop(t, { ownerId: rival.id })
    expectFail(await rival.api({ method: 'DELETE', url: deleteUrl(v.id) }), 404, VideoCodes.NOT_FOUND)
    assert.deepEqual(expectOk(await rival.api({ method: 'GET', url: VideoApi.merchantList.url })).rows, [])
    const mine = expectOk(await m.api({ method: 'GET', url: `${VideoApi.merchantList.url}?pageNum=1&pageSize=100` }))
    assert.ok(mine.rows.length > 0)
    assert.ok(mine.rows.every((r: { shopId: number; status: string }) => r.shopId === m.shopId && r.status === 'published'))
    assert.equal(mine.rows[0].id, v.id)
    assert.equal(mine.rows[0].productId, productId)
    expectOk(await m.api({ method: 'DELETE', url: deleteUrl(v.id) }))
    expectFail(await m.api({ method: 'DELETE', url: deleteUrl(v.id) }), 404, VideoCodes.NOT_FOUND)
    const after = expectOk(await m.api({ method: 'GET', url: `${VideoApi.merchantList.url}?pageNum=1&pageSize=100` }))
    assert.ok(!after.rows.some((r: { id: number }) => r.id === v.id))
  })

  it('demo data: the three clips as videos of the shops selling their products, newest first clip-1, files served with Range', async () => {
    await seedTenant(t.db, t.config, 'vdemo', 'Video demo', ['account', 'ledger', 'catalog', 'order', 'video'])
    const page = expectOk(await t.api({ method: 'GET', url: `${VideoApi.feed.url}?pageNum=1&pageSize=10`, headers: { tenant: 'vdemo' } }))
    assert.equal(page.total, 3)
    assert.deepEqual(
      page.rows.map((r: { url: string }) => path.basename(r.url)),
      ['clip-1.mp4', 'clip-2.mp4', 'clip-3.mp4'],
    )
    for (const r of page.rows) {
      assert.ok(r.product, `${r.title} shows a product`)
      assert.ok(r.product.price > 0)
      assert.ok(r.shopName)
      const cover = await t.app.inject({ method: 'GET', url: r.cover })
      assert.equal(cover.headers['content-type'], 'image/jpeg')
      const part = await t.app.inject({ method: 'GET', url: r.url, headers: { range: 'bytes=0-15' } })
      assert.equal(part.statusCode, 206)
      assert.equal(part.rawPayload.subarray(4, 8).toString('latin1'), 'ftyp')
    }
    // the demo merchant liked the two older ones
    assert.deepEqual(
      page.rows.map((r: { likes: number }) => r.likes),
      [0, 1, 1],
    )
    await makeUser(t) // the default tenant is untouched by the demo tenant's seed
    assert.ok((await feed('pageNum=1&pageSize=100')).rows.every((r: { url: string }) => !r.url.includes('/vdemo/')))
  })
})
