import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { AddrApi } from '../../types/addr.js'
import { CartApi } from '../../types/cart.js'
import { CatalogApi } from '../../types/catalog.js'
import { OrderApi, OrderCodes } from '../../types/order.js'
import { ReviewApi, ReviewCodes } from '../../types/review.js'
import { Codes } from '../../types/constants.js'
import { runDueJobs } from '../src/core/jobs.js'
import { orderAsPayTarget } from '../src/flows/pay.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, makeShop, type TestApp } from './helpers.js'

type U = Awaited<ReturnType<typeof asUser>>
const url = (u0: string, id: number) => u0.replace(':id', String(id))

describe('review: an order reviewed line by line completes; the merchant replies once', () => {
  let t: TestApp
  let merchant: U
  let shopId: number
  let products: number[]
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    merchant = await asUser(t, { roles: 'shopper,merchant' })
    shopId = (await makeShop(t, { ownerId: merchant.id })).id
    products = [(await makeProduct(t, { shopId, price: 1500, stock: 50 })).id, (await makeProduct(t, { shopId, price: 900, stock: 50 })).id]
  })
  after(() => t.close())

  /** A shopper's order of the two products (one order, two lines), paid and received: to_review. */
  async function orderToReview(u?: U, receive = true) {
    u ??= await asUser(t, { lang: 'en' })
    expectOk(
      await u.api({
        method: 'POST',
        url: AddrApi.add.url,
        payload: { name: 'Li Lei', phone: '13812345678', regionIds: [110000, 110100, 110101], detail: 'No. 1 Chang An Avenue' },
      }),
    )
    const baskets = []
    for (const p of products) {
      const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p).executeTakeFirstOrThrow()
      baskets.push(expectOk(await u.api({ method: 'POST', url: CartApi.add.url, payload: { skuId: sku.id, count: 1 } })).id)
    }
    const r = expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: { basketIds: baskets } }))
    await t.db.transaction().execute((tx) => orderAsPayTarget.paid(t.ctx({ db: tx }), r.payNo, { paymentId: 1, channel: 'SYS', amount: 0 }))
    const id = r.orderIds[0] as number
    expectOk(await merchant.api({ method: 'POST', url: url(OrderApi.ship.url, id), payload: { carrier: 'SF', trackingNo: 'SF1234567890' } }))
    if (receive) expectOk(await u.api({ method: 'POST', url: url(OrderApi.confirm.url, id) }))
    const d = expectOk(await u.api({ method: 'GET', url: url(OrderApi.detail.url, id) }))
    assert.equal(d.state, receive ? 'to_review' : 'to_receive')
    return { u, id, items: d.lines.map((l: { itemId: number }) => l.itemId) as number[] }
  }
  const upload = async (ownerId: number, ext = 'png', scope = 'public') => {
    const id = crypto.randomUUID()
    const mime = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', mp4: 'video/mp4' }[ext]!
    await t.db
      .insertInto('uploads')
      .values({ id, tenant_id: t.tenantId, owner_id: ownerId, scope, mime, size: 1, path: `default/2026/12/${id}.${ext}`, sha256: 'x', original_name: null })
      .execute()
    return id
  }
  const submit = (u: U, id: number, payload: object) => u.api({ method: 'POST', url: url(ReviewApi.submit.url, id), payload })

  it('every line reviewed -> the order is completed and the reviews show on the products (anonymous masked, pictures)', async () => {
    const { u, id, items } = await orderToReview()
    const pic = await upload(u.id)
    const r = expectOk(
      await submit(u, id, {
        anonymous: true,
        items: [
          { itemId: items[0], rating: 4, content: 'Fresh and well packed', images: [pic] },
          { itemId: items[1], rating: 5 },
        ],
      }),
    )
    assert.equal(r.state, 'completed')
    assert.equal(r.reviewIds.length, 2)
    const d = expectOk(await u.api({ method: 'GET', url: url(OrderApi.detail.url, id) }))
    assert.equal(d.state, 'completed')
    assert.ok(d.finishTime)
    const list = expectOk(await t.api({ method: 'GET', url: url(CatalogApi.productReviews.url, products[0]) }))
    const mine = list.rows.find((x: { id: number }) => x.id === r.reviewIds[0])
    assert.equal(mine.rating, 4)
    assert.equal(mine.content, 'Fresh and well packed')
    assert.equal(mine.images.length, 1)
    assert.match(mine.images[0], new RegExp(`/files/default/2026/12/${pic}\\.png$`))
    assert.match(mine.nickname, /\*\*\*/, 'anonymous: masked name')
    assert.equal(mine.avatar, '')
    const counts = expectOk(await t.api({ method: 'GET', url: url(CatalogApi.reviewCounts.url, products[0]) }))
    assert.equal(counts.counts.pictures, 1)
    // a second review of the same order: it is completed now
    expectFail(
      await submit(u, id, {
        items: [
          { itemId: items[0], rating: 5 },
          { itemId: items[1], rating: 5 },
        ],
      }),
      409,
      OrderCodes.STATE,
    )
  })

  it('bad input: 400 naming the field (rating, text length, picture count and type, lines)', async () => {
    const { u, id, items } = await orderToReview()
    const ok = { itemId: items[1], rating: 5 }
    expectFail(await submit(u, id, { items: [{ itemId: items[0], rating: 6 }, ok] }), 400, Codes.BAD_REQUEST, 'items.0.rating')
    expectFail(await submit(u, id, { items: [{ itemId: items[0], rating: 0 }, ok] }), 400, Codes.BAD_REQUEST, 'items.0.rating')
    expectFail(await submit(u, id, { items: [{ itemId: items[0], rating: 5, content: 'x'.repeat(141) }, ok] }), 400, Codes.BAD_REQUEST, 'items.0.content')
    const ten = await Promise.all(Array.from({ length: 10 }, () => upload(u.id)))
    expectFail(await submit(u, id, { items: [{ itemId: items[0], rating: 5, images: ten }, ok] }), 400, Codes.BAD_REQUEST, 'items.0.images')
    expectFail(await submit(u, id, { items: [{ itemId: items[0], rating: 5, images: [await upload(u.id, 'gif')] }, ok] }), 400, ReviewCodes.IMAGE, 'images')
    expectFail(
      await submit(u, id, { items: [{ itemId: items[0], rating: 5, images: [await upload(u.id, 'png', 'private')] }, ok] }),
      400,
      ReviewCodes.IMAGE,
      'images',
    )
    expectFail(await submit(u, id, { items: [{ itemId: items[0], rating: 5, images: [await upload(merchant.id)] }, ok] }), 400, ReviewCodes.IMAGE, 'images')
    // a line left out, a line twice, a line of another order
    expectFail(await submit(u, id, { items: [ok] }), 400, ReviewCodes.ITEMS, 'items')
    expectFail(await submit(u, id, { items: [ok, ok] }), 400, ReviewCodes.ITEMS, 'items')
    expectFail(await submit(u, id, { items: [{ itemId: items[0] + 100000, rating: 5 }, ok] }), 400, ReviewCodes.ITEMS, 'items')
    // nothing was written; exactly nine pictures of the right kinds pass
    assert.equal((await t.db.selectFrom('reviews').select('id').where('order_id', '=', id).execute()).length, 0)
    const nine = await Promise.all(Array.from({ length: 9 }, (_, i) => upload(u.id, i % 2 ? 'jpg' : 'png')))
    expectOk(await submit(u, id, { items: [{ itemId: items[0], rating: 3, content: 'x'.repeat(140), images: nine }, ok] }))
  })

  it('only the buyer (404 for others), only in to_review (409); a parallel double submit writes one set', async () => {
    const { u, id, items } = await orderToReview()
    const body = { items: items.map((itemId) => ({ itemId, rating: 5, content: 'good' })) }
    const other = await asUser(t)
    expectFail(await submit(other, id, body), 404, Codes.NOT_FOUND)
    expectFail(await submit(merchant, id, body), 404, Codes.NOT_FOUND)
    const rs = await Promise.all([submit(u, id, body), submit(u, id, body), submit(u, id, body)])
    assert.deepEqual(rs.map((r) => r.status).sort(), [200, 409, 409])
    assert.equal((await t.db.selectFrom('reviews').select('id').where('order_id', '=', id).execute()).length, 2, 'one review per line')
    // an order not received yet
    const shipped = await orderToReview(undefined, false)
    expectFail(await submit(shipped.u, shipped.id, { items: shipped.items.map((itemId) => ({ itemId, rating: 5 })) }), 409, OrderCodes.STATE)
  })

  it('an order left in to_review completes by the timer (order.autoCompleteDays)', async () => {
    const { u, id } = await orderToReview()
    const job = await t.db
      .selectFrom('jobs')
      .select(['run_at'])
      .where('kind', '=', 'order:autoComplete')
      .where('key', '=', `complete:${id}`)
      .executeTakeFirstOrThrow()
    const days = (new Date(job.run_at).getTime() - Date.now()) / 86_400_000
    assert.ok(days > 6.9 && days <= 7, `default 7 days, got ${days}`)
    await runDueJobs(t.db, { now: new Date(Date.now() + 6 * 86_400_000) })
    assert.equal(expectOk(await u.api({ method: 'GET', url: url(OrderApi.detail.url, id) })).state, 'to_review', 'not yet')
    await runDueJobs(t.db, { now: new Date(Date.now() + 8 * 86_400_000) })
    const d = expectOk(await u.api({ method: 'GET', url: url(OrderApi.detail.url, id) }))
    assert.equal(d.state, 'completed')
    assert.equal(d.history.at(-1).actor, 'system')
  })

  it('the merchant lists their shops reviews (unreplied first) and replies once; 403 non-merchant, 404 another shop', async () => {
    const { u, id, items } = await orderToReview()
    const r = expectOk(await submit(u, id, { items: items.map((itemId, i) => ({ itemId, rating: 2 + i, content: `line ${i}` })) }))
    let page = expectOk(await merchant.api({ method: 'GET', url: `${ReviewApi.merchantList.url}?unreplied=true` }))
    assert.ok(page.total >= 2)
    assert.ok(page.rows.every((x: { reply: string | null }) => x.reply === null))
    const rid = r.reviewIds[0]
    assert.ok(page.rows.some((x: { id: number }) => x.id === rid))
    const replied = expectOk(await merchant.api({ method: 'POST', url: url(ReviewApi.reply.url, rid), payload: { reply: 'Thank you, we will do better' } }))
    assert.equal(replied.reply, 'Thank you, we will do better')
    assert.ok(replied.repliedAt)
    expectFail(await merchant.api({ method: 'POST', url: url(ReviewApi.reply.url, rid), payload: { reply: 'again' } }), 409, ReviewCodes.REPLIED)
    const both = await Promise.all(
      [r.reviewIds[1], r.reviewIds[1]].map((x) => merchant.api({ method: 'POST', url: url(ReviewApi.reply.url, x), payload: { reply: 'thanks' } })),
    )
    assert.deepEqual(both.map((x) => x.status).sort(), [200, 409], 'parallel replies: one wins')
    expectFail(await merchant.api({ method: 'POST', url: url(ReviewApi.reply.url, rid), payload: { reply: '' } }), 400, Codes.BAD_REQUEST, 'reply')
    // unreplied first in the full list; the reply shows on the product's reviews
    page = expectOk(await merchant.api({ method: 'GET', url: ReviewApi.merchantList.url }))
    const firstReplied = page.rows.findIndex((x: { reply: string | null }) => x.reply !== null)
    assert.ok(page.rows.slice(firstReplied).every((x: { reply: string | null }) => x.reply !== null))
    const shown = expectOk(await t.api({ method: 'GET', url: url(CatalogApi.review.url, rid) }))
    assert.equal(shown.reply, 'Thank you, we will do better')
    // another merchant: 404; a shopper: 403
    const rival = await asUser(t, { roles: 'shopper,merchant' })
    await makeShop(t, { ownerId: rival.id })
    expectFail(await rival.api({ method: 'POST', url: url(ReviewApi.reply.url, rid), payload: { reply: 'x' } }), 404, ReviewCodes.NOT_FOUND)
    assert.ok(!expectOk(await rival.api({ method: 'GET', url: ReviewApi.merchantList.url })).rows.some((x: { id: number }) => x.id === rid))
    expectFail(await u.api({ method: 'GET', url: ReviewApi.merchantList.url }), 403, ReviewCodes.NOT_MERCHANT)
    expectFail(await u.api({ method: 'POST', url: url(ReviewApi.reply.url, rid), payload: { reply: 'x' } }), 403, ReviewCodes.NOT_MERCHANT)
  })
})
