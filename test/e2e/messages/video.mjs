// Short videos in the browser (issue 24 item 5, types/video.ts): the feed (`tabbar/video`) shows the demo clips
// (server/src/seed/videos, video.seed.ts), the current clip really plays (its <video> time advances, served with
// Range requests), a swipe up makes the next one current and pauses the first; a guest's like goes through
// login, a like counts once on the server, and the product card opens the product's page.
// Screenshots: test/e2e/artifacts/video-*.png.
import path from 'node:path'
import { data, root, until } from '../harness.mjs'

const MERCHANT = { phone: '13900000088', password: 'merchant1234' } // order.seed.ts
const DEMO = (name) => path.join(root, 'server/src/seed/videos', name)

export default async (h) => {
  const { server, at, hashOf, shot, newPage, login, loggedIn, pageApi: api } = h
  const go = (page, name) => page.goto(`${server.base}/#/pages/${name}`)
  const currentId = (page) => page.locator('[data-testid="video-current"]').first().getAttribute('data-video-id', { timeout: 30_000 })
  /** the <video> of a clip: its time, whether it is paused, its address */
  const player = (page, id) =>
    page.evaluate((id) => {
      const v = document.getElementById(`video-${id}`)
      return v ? { time: v.currentTime, paused: v.paused, src: v.currentSrc, ready: v.readyState } : null
    }, id)
  /** the clip `id` plays: its time moves on by more than half a second */
  async function plays(page, id) {
    await until(async () => ((await player(page, id))?.time ?? 0) > 0.2, 20_000)
    const a = await player(page, id)
    await page.waitForTimeout(1200)
    const b = await player(page, id)
    if (!a || !b || b.paused || !(b.time > a.time + 0.5 || b.time < a.time)) throw new Error(`clip ${id} does not play: ${JSON.stringify({ a, b })}`)
  }
  /** swipe up on the feed (the mouse drags like a finger: the swiper takes pointer events) */
  async function swipeUp(page) {
    const box = await page.locator('[data-testid="video-feed"]').first().boundingBox()
    const x = box.x + box.width / 2
    await page.mouse.move(x, box.y + box.height * 0.75)
    await page.mouse.down()
    for (let i = 1; i <= 10; i++) await page.mouse.move(x, box.y + box.height * (0.75 - 0.05 * i))
    await page.mouse.up()
  }
  const feedRow = async (page, id) => data(await api(page, 'GET', 'video/api/feed?pageNum=1&pageSize=50'), 'feed').rows.find((r) => String(r.id) === String(id))

  return [
    [
      'video: the feed shows the demo clips, the current one plays, a swipe makes the next one current and pauses the first',
      async () => {
        const page = await newPage()
        await go(page, 'tabbar/video')
        const first = await currentId(page)
        const feed = await (await fetch(`${server.base}/api/video/api/feed?pageNum=1&pageSize=10`)).json()
        if (feed.total < 3) throw new Error(`the demo feed has ${feed.total} videos`)
        if (String(feed.rows[0].id) !== first) throw new Error(`the first clip shown is ${first}, the feed's newest is ${feed.rows[0].id}`)
        const shown = await page.locator('[data-video-id]').count()
        if (shown < 3) throw new Error(`${shown} clips on the page`)
        if (!/clip-1\.mp4$/.test(feed.rows[0].url)) throw new Error(`the newest demo video is ${feed.rows[0].url}`)
        await plays(page, first)
        const p = await player(page, first)
        if (!p.src.endsWith('/demo/clip-1.mp4')) throw new Error(`the player plays ${p.src}`)
        await shot(page, 'video-feed')
        // the file is served with Range requests (the player's seeking)
        const part = await fetch(new URL(feed.rows[0].url, server.base), { headers: { range: 'bytes=0-99' } })
        if (part.status !== 206 || part.headers.get('content-range')?.split('/')[0] !== 'bytes 0-99')
          throw new Error(`Range: ${part.status} ${part.headers.get('content-range')}`)

        await swipeUp(page)
        const second = String(feed.rows[1].id)
        if (!(await until(async () => (await currentId(page)) === second, 15_000)))
          throw new Error(`after a swipe the current clip is ${await currentId(page)}, not ${second}`)
        await plays(page, second)
        const before = await player(page, first)
        if (before && !before.paused) throw new Error('the first clip still plays after the swipe')
        await shot(page, 'video-next')
      },
    ],
    [
      'video: a guest likes through login; a like counts once on the server; the product card opens its page',
      async () => {
        const page = await newPage()
        await go(page, 'tabbar/video')
        const id = await currentId(page)
        await page.locator('[data-testid="video-like"]').first().click()
        if (!(await at(page, 'public/account/appLogin'))) throw new Error(`a guest's like did not ask for login: ${await hashOf(page)}`)
        await login(page, { goto: false })
        if (!(await at(page, 'tabbar/video'))) throw new Error(`login did not come back to the feed: ${await hashOf(page)}`)
        if ((await currentId(page)) !== id) throw new Error('the feed came back on another clip')
        const before = await feedRow(page, id)
        if (before.liked) throw new Error('the demo shopper already likes the newest clip')
        await page.locator('[data-testid="video-like"]').first().click()
        const shownCount = async () => Number((await page.locator('[data-testid="video-likes"]').first().innerText()).trim())
        if (!(await until(async () => (await shownCount()) === before.likes + 1, 10_000)))
          throw new Error(`the count shows ${await shownCount()}, not ${before.likes + 1}`)
        await page.locator('[data-testid="video-liked"]').first().waitFor({ timeout: 10_000 })
        // the same like again (a second device, a double tap that slipped through): still one
        data(await api(page, 'POST', `video/api/${id}/like`), 'like again')
        const after = await feedRow(page, id)
        if (after.likes !== before.likes + 1 || !after.liked) throw new Error(`after two likes the server has ${JSON.stringify(after)}`)
        await shot(page, 'video-liked')
        // take it back: the count returns
        await page.locator('[data-testid="video-like"]').first().click()
        if (!(await until(async () => (await shownCount()) === before.likes, 10_000))) throw new Error(`after unlike the count shows ${await shownCount()}`)
        if ((await feedRow(page, id)).likes !== before.likes) throw new Error('the unlike did not reach the server')

        await page.locator('[data-testid="video-product"]').first().click()
        if (!(await at(page, `classify/goods/info/index?id=${before.product.id}`))) throw new Error(`the product card opened ${await hashOf(page)}`)
        const title = page.locator('[data-testid="pd-title"]:visible').first()
        await title.waitFor({ timeout: 20_000 })
        if (!(await title.innerText()).includes(before.product.title)) throw new Error(`the product page shows ${await title.innerText()}`)
        await shot(page, 'video-product')
      },
    ],
    [
      'video: the demo merchant opens its videos from the workbench and publishes one (video and cover uploaded, a product): first in the feed',
      async () => {
        const page = await loggedIn(MERCHANT)
        await go(page, 'merchant/index')
        await page.locator('[data-testid="tile-videos"]').first().click()
        if (!(await at(page, 'merchant/videos'))) throw new Error(`the tile opened ${await hashOf(page)}`)
        const mine = data(await api(page, 'GET', 'video/merchant/videos?pageNum=1&pageSize=50'), 'mine')
        if (!mine.rows.length) throw new Error('the demo merchant has no video')
        await page.locator(`[data-testid="mine-${mine.rows[0].id}"]`).first().waitFor({ timeout: 20_000 })
        await page.locator('[data-testid="new-video"]').first().click()
        await page.locator('[data-testid="f-title"] input, input[data-testid="f-title"]').first().fill('Latte art, slow')
        const upload = async (testId, file) => {
          const [chooser] = await Promise.all([
            page.waitForEvent('filechooser', { timeout: 15_000 }),
            page.locator(`[data-testid="${testId}"]`).first().click(),
          ])
          await chooser.setFiles(file)
        }
        await upload('choose-video', DEMO('clip-2.mp4'))
        if (!(await until(async () => (await page.locator('[data-testid="choose-video"]').first().innerText()).trim() === 'Uploaded', 20_000)))
          throw new Error('the video was not uploaded')
        await upload('choose-cover', DEMO('clip-2.jpg'))
        await page.locator('[data-testid="cover-preview"]').first().waitFor({ timeout: 20_000 })
        const shops = data(await api(page, 'GET', 'video/merchant/shops'), 'shops')
        const product = shops[0].products[0]
        await page.locator(`[data-testid="product-${product.id}"]`).first().click()
        await shot(page, 'video-merchant-form')
        await page.locator('[data-testid="publish-video"]').first().click()
        await page.locator('[data-testid="video-form"]').first().waitFor({ state: 'detached', timeout: 20_000 })
        const after = data(await api(page, 'GET', 'video/merchant/videos?pageNum=1&pageSize=50'), 'mine after')
        const made = after.rows[0]
        if (after.total !== mine.total + 1 || made.title !== 'Latte art, slow' || made.product?.id !== product.id || made.shopId !== shops[0].shopId)
          throw new Error(`published: ${JSON.stringify(made)}`)
        await page.locator(`[data-testid="mine-${made.id}"]`).first().waitFor({ timeout: 20_000 })
        await shot(page, 'video-merchant-list')
        const feed = await (await fetch(`${server.base}/api/video/api/feed?pageNum=1&pageSize=1`)).json()
        if (feed.rows[0].id !== made.id) throw new Error(`the feed's newest is ${feed.rows[0].id}, not ${made.id}`)
        const file = await fetch(new URL(made.url, server.base), { headers: { range: 'bytes=0-7' } })
        if (file.status !== 206) throw new Error(`the uploaded video answers ${file.status} to a Range request`)
      },
    ],
  ]
}
