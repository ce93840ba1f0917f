// Reviews (issue 22): the demo shopper reviews the demo order waiting for a review (stars, text, a real
// picture through the H5 image picker), the order is completed and the review with its picture shows on
// the product's reviews page; the demo merchant replies from the workbench and the reply shows there too.
import path from 'node:path'
import { data, until } from '../harness.mjs'

const MERCHANT = { phone: '13900000088', password: 'merchant1234' } // order.seed.ts
const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()

export default async (h) => {
  const { server, shot, at, hashOf, loggedIn, pageApi, artifacts } = h
  const text = `Crisp and fresh ${Date.now() % 100000}`
  let productId = 0

  return [
    [
      'review: the demo shopper reviews an order with a picture; it is completed and the review shows on the product',
      async () => {
        const page = await loggedIn()
        const list = data(await pageApi(page, 'GET', 'order/api/list?pageNum=1&pageSize=50'), 'order list')
        const rows = Array.isArray(list) ? list : (list?.rows ?? [])
        let order = rows.find((o) => o.state === 'to_review')
        if (!order) {
          const env = await pageApi(page, 'GET', 'order/api/list?pageNum=1&pageSize=50')
          order = (env.rows ?? []).find((o) => o.state === 'to_review')
        }
        if (!order) throw new Error('the demo shopper has no order to review (order.seed.ts)')
        const [first, second] = order.lines
        productId = first.productId
        await page.goto(`${server.base}/#/pages/order/comment?id=${order.id}`)
        await shown(page, `comment-line-${first.itemId}`).waitFor({ timeout: 20_000 })
        await shot(page, 'review-comment')
        await shown(page, `stars-${first.itemId}-4`).click()
        await page.locator(`[data-testid="text-${first.itemId}"]:visible textarea`).first().fill(text)
        const count = await shown(page, `count-${first.itemId}`).innerText()
        if (count.trim() !== `${text.length}/140`) throw new Error(`the counter shows ${count}`)
        const png = path.join(artifacts, 'review-comment.png')
        const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), shown(page, `add-${first.itemId}`).click()])
        await chooser.setFiles(png)
        if (!(await until(async () => (await page.locator('[data-testid="comment-img"]:visible').count()) === 1, 20_000)))
          throw new Error('the picture was not uploaded')
        if (second) await shown(page, `stars-${second.itemId}-5`).click()
        await shot(page, 'review-comment-filled')
        await shown(page, 'comment-submit').click()
        if (!(await until(async () => !(await hashOf(page)).includes('order/comment'), 20_000))) throw new Error('the page stayed after the submit')
        const d = data(await pageApi(page, 'GET', `order/api/${order.id}`), 'order detail')
        if (d.state !== 'completed') throw new Error(`the order is ${d.state}, not completed`)
        await page.goto(`${server.base}/#/pages/classify/goods/evaluation?id=${productId}`)
        const mine = page.locator('[data-testid="review"]:visible', { hasText: text }).first()
        await mine.waitFor({ timeout: 20_000 })
        if (!(await until(async () => (await mine.locator('img').count()) >= 1, 10_000))) throw new Error('the review shows no picture')
        const src = await mine.locator('img').first().getAttribute('src')
        if (!/\/api\/files\/default\//.test(src ?? '')) throw new Error(`the picture is not the upload: ${src}`)
        await shot(page, 'review-on-product')
      },
    ],
    [
      'review: the demo merchant replies once from the workbench and the reply shows on the product',
      async () => {
        if (!productId) throw new Error('no review from the previous case')
        const page = await loggedIn(MERCHANT)
        await page.goto(`${server.base}/#/pages/merchant/index`)
        await shown(page, 'tile-reviews').click({ timeout: 20_000 })
        if (!(await at(page, 'merchant/reviews'))) throw new Error(`the tile did not open the reviews (at ${await hashOf(page)})`)
        await shown(page, 'tab-unreplied').click({ timeout: 20_000 })
        const card = page.locator('[data-testid^="mreview-"]:visible', { hasText: text }).first()
        await card.waitFor({ timeout: 20_000 })
        const id = (await card.getAttribute('data-testid')).replace('mreview-', '')
        await shot(page, 'review-merchant-list')
        await shown(page, `reply-${id}`).click()
        const reply = 'Thank you, see you again'
        await page.locator(`[data-testid="reply-text-${id}"]:visible textarea`).first().fill(reply)
        await shown(page, `reply-send-${id}`).click()
        // replied: it leaves the unreplied list (the full list puts it after every unreplied one)
        if (!(await until(async () => (await page.locator(`[data-testid="mreview-${id}"]:visible`).count()) === 0, 20_000)))
          throw new Error('the replied review is still in the unreplied list')
        await shot(page, 'review-merchant-replied')
        const again = await pageApi(page, 'POST', `merchant/api/reviews/${id}/reply`, { reply: 'twice' })
        if (again.code !== 1604) throw new Error(`a second reply answered ${again.code}`)
        await page.goto(`${server.base}/#/pages/classify/goods/evaluation?id=${productId}`)
        const mine = page.locator('[data-testid="review"]:visible', { hasText: text }).first()
        await mine.waitFor({ timeout: 20_000 })
        if (!(await mine.innerText()).includes(reply)) throw new Error('the reply does not show on the product')
        await shot(page, 'review-reply-on-product')
      },
    ],
  ]
}
