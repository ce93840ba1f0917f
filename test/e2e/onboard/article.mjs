// Articles in the browser (issue 25 item 7, types/article.ts): a guest opens the information feed from the home
// grid's "News" entry (no login), reads the newest demo articles (article.seed.ts), opens a category, searches
// and opens an article whose cover and body pictures load; staff write an article with a picture in the desk
// (`platform/articles`, its tile), publish it, and a shopper sees it first in the feed and reads it.
// Screenshots at 320, 375 and 414 px in English and Chinese (test/e2e/artifacts/article-*.png).
import path from 'node:path'
import { root, until } from '../harness.mjs'

const STAFF = { phone: '13700000099', password: 'staff1234' } // order.seed.ts
const PICTURE = path.join(root, 'server/src/seed/videos/clip-2.jpg')

export default async (h) => {
  const { server, at, hashOf, shot, newPage, loggedIn } = h
  const go = (page, name) => page.goto(`${server.base}/#/pages/${name}`)
  /** a Taro Input or Textarea by its test id (H5 puts the id on the element itself or on its wrapper) */
  const field = (page, id) =>
    page
      .locator(
        `[data-testid="${id}"]:visible input, input[data-testid="${id}"]:visible, [data-testid="${id}"]:visible textarea, textarea[data-testid="${id}"]:visible`,
      )
      .first()
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const feed = async (q = '', lang = 'en') =>
    await (await fetch(`${server.base}/api/customer/api/information/list?pageSize=20${q}`, { headers: { lang } })).json()
  /** every picture shown in the page's visible article has loaded (a real width) */
  const picturesLoaded = (page, selector) =>
    until(
      () =>
        page.evaluate((sel) => {
          const imgs = [...document.querySelectorAll(sel)].filter((i) => i.offsetParent !== null)
          return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0)
        }, selector),
      20_000,
    )
  /** shots at three widths: nothing wider than the screen */
  const widths = async (page, name) => {
    for (const w of [320, 375, 414]) {
      await page.setViewportSize({ width: w, height: 780 })
      await page.waitForTimeout(250)
      const over = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth)
      if (over > 1) throw new Error(`${name} at ${w}px is ${over}px wider than the screen`)
      await shot(page, `article-${name}-${w}`)
    }
    await page.setViewportSize({ width: 390, height: 844 })
  }

  /** A guest's reading in one language: the feed, a category, search, an article. */
  async function guestReads(locale, lang, words) {
    const page = await newPage({ locale })
    const list = await feed('', lang)
    if (list.total < 8) throw new Error(`the demo feed has ${list.total} articles`)
    // the home grid's News entry
    await go(page, 'tabbar/index')
    await page
      .locator('.home-nav__item:visible')
      .filter({ hasText: lang === 'en' ? 'News' : '资讯' })
      .first()
      .click({ timeout: 30_000 })
    if (!(await at(page, 'information/index'))) throw new Error(`the News entry opened ${await hashOf(page)}`)
    if ((await hashOf(page)).includes('appLogin')) throw new Error('the feed asked a guest to log in')
    const first = shown(page, `article-${list.rows[0].id}`)
    await first.waitFor({ timeout: 20_000 })
    if (!(await first.innerText()).includes(list.rows[0].title)) throw new Error(`the first card shows ${await first.innerText()}`)
    await picturesLoaded(page, '.art-card__cover img, img.art-card__cover')
    await widths(page, `feed-${lang}`)

    // a category from the strip: only its articles
    const cats = await (await fetch(`${server.base}/api/customer/api/information/class/list`, { headers: { lang } })).json()
    const cat = cats.data[1]
    await shown(page, `category-${cat.id}`).click()
    if (!(await at(page, `information/classify?id=${cat.id}`))) throw new Error(`the category opened ${await hashOf(page)}`)
    const inCat = await feed(`&categoryId=${cat.id}`, lang)
    const cards = () => page.locator('[data-testid="information-classify"]:visible .art-card').count()
    if (!(await until(async () => (await cards()) === inCat.total, 20_000)))
      throw new Error(`the category shows ${await cards()} cards, the server has ${inCat.total}`)
    await widths(page, `classify-${lang}`)

    // search: results, then words nothing holds
    await go(page, 'information/index')
    await shown(page, 'open-search').click()
    if (!(await at(page, 'information/search'))) throw new Error(`search opened ${await hashOf(page)}`)
    await field(page, 'search-input').first().fill(words)
    await shown(page, 'search-go').click()
    const found = await (await fetch(`${server.base}/api/customer/api/information/search?words=${encodeURIComponent(words)}`, { headers: { lang } })).json()
    if (found.total < 1) throw new Error(`the server finds nothing for ${words}`)
    const hit = shown(page, `article-${found.rows[0].id}`)
    await hit.waitFor({ timeout: 20_000 })
    await widths(page, `search-${lang}`)
    await field(page, 'search-input').first().fill('zzqx-nothing')
    await shown(page, 'search-go').click()
    await page.locator('.art:visible').filter({ hasText: 'zzqx-nothing' }).first().waitFor({ timeout: 20_000 })
    await widths(page, `search-empty-${lang}`)

    // an article: title, cover and body pictures load; the views went up by one
    await field(page, 'search-input').first().fill(words)
    await shown(page, 'search-go').click()
    await shown(page, `article-${found.rows[0].id}`).click()
    if (!(await at(page, `information/info?id=${found.rows[0].id}`))) throw new Error(`the card opened ${await hashOf(page)}`)
    await shown(page, 'article-title').waitFor({ timeout: 20_000 })
    if ((await shown(page, 'article-title').innerText()) !== found.rows[0].title) throw new Error('the article shows another title')
    const bodyPictures = await page.locator('[data-testid="article-body"]:visible [data-testid="article-img"]').count()
    if (bodyPictures < 1) throw new Error('the article shows no body picture')
    await picturesLoaded(
      page,
      '[data-testid="article-body"] img, [data-testid="article-cover"] img, img[data-testid="article-cover"], img[data-testid="article-img"]',
    )
    const after = (await feed('', lang)).rows.find((r) => r.id === found.rows[0].id)
    if (after.views < found.rows[0].views + 1) throw new Error(`views ${found.rows[0].views} -> ${after.views}`)
    await widths(page, `info-${lang}`)
    await page.context().close()
  }

  return [
    [
      'article: a guest in English reads the feed from the home grid, a category, searches and opens an article with pictures',
      () => guestReads('en-US', 'en', 'coffee'),
    ],
    ['article: a guest in Chinese reads the feed, a category, searches and opens an article with pictures', () => guestReads('zh-CN', 'zh_CN', '咖啡')],
    [
      'article: staff write an article with a picture in the desk and publish it; a shopper sees it first in the feed and reads it',
      async () => {
        const page = await loggedIn(STAFF)
        await go(page, 'platform/index')
        await shown(page, 'tile-articles').click({ timeout: 30_000 })
        if (!(await at(page, 'platform/articles'))) throw new Error(`the tile opened ${await hashOf(page)}`)
        await shown(page, 'write-article').click({ timeout: 20_000 })
        await shown(page, 'article-editor').waitFor({ timeout: 20_000 })
        const cats = await (await fetch(`${server.base}/api/customer/api/information/class/list`, { headers: { lang: 'en' } })).json()
        await shown(page, `ed-category-${cats.data[2].id}`).click()
        const title = `Desk article ${Date.now() % 100000}`
        await field(page, 'ed-title').first().fill(title)
        await field(page, 'ed-summary').first().fill('Written in the desk, read by shoppers.')
        await shown(page, 'ed-add-p').click()
        await field(page, 'ed-text-0').first().fill('The first paragraph <script>window.__hacked = 1</script>')
        const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 15_000 }), shown(page, 'ed-add-img').click()])
        await chooser.setFiles(PICTURE)
        await shown(page, 'ed-block-1').waitFor({ timeout: 20_000 })
        const [cover] = await Promise.all([page.waitForEvent('filechooser', { timeout: 15_000 }), shown(page, 'ed-choose-cover').click()])
        await cover.setFiles(PICTURE)
        await shown(page, 'ed-cover').waitFor({ timeout: 20_000 })
        await widths(page, 'desk-editor-en')
        await shown(page, 'ed-publish').click()
        await shown(page, 'desk-articles').waitFor({ timeout: 20_000 })
        const made = (await feed()).rows[0]
        if (made?.title !== title) throw new Error(`the feed's newest is ${JSON.stringify(made)}`)
        await shown(page, `desk-article-${made.id}`).waitFor({ timeout: 20_000 })
        await widths(page, 'desk-list-en')

        // a shopper (a guest's page) sees it first and reads it; the markup is text
        const shopper = await newPage()
        await go(shopper, 'information/index')
        await shown(shopper, `article-${made.id}`).click({ timeout: 30_000 })
        await shown(shopper, 'article-title').waitFor({ timeout: 20_000 })
        const body = await shown(shopper, 'article-body').innerText()
        if (!body.includes('<script>window.__hacked = 1</script>')) throw new Error(`the body shows ${body}`)
        if (await shopper.evaluate(() => window.__hacked)) throw new Error('a script in an article ran')
        await picturesLoaded(shopper, '[data-testid="article-body"] img, img[data-testid="article-img"]')
        await shot(shopper, 'article-desk-published-en')

        // the desk in Chinese: the list and the article in the editor
        const zh = await loggedIn(STAFF, { locale: 'zh-CN' })
        await go(zh, 'platform/articles')
        await shown(zh, `edit-${made.id}`).waitFor({ timeout: 30_000 })
        await widths(zh, 'desk-list-zh_CN')
        await shown(zh, `edit-${made.id}`).click()
        // it was written in English: the editor opens on the app's language (empty here), English shows its blocks
        await shown(zh, 'ed-lang-en').click({ timeout: 20_000 })
        await shown(zh, 'ed-block-1').waitFor({ timeout: 20_000 })
        await widths(zh, 'desk-editor-zh_CN')
        await zh.context().close()

        // unpublished in the desk: gone from the shopper's feed
        await shown(page, `unpublish-${made.id}`).click()
        await page.locator('.taro-modal__foot .taro-model__btn:visible, .taro-model__btn:visible').last().click({ timeout: 10_000 })
        await shown(page, `publish-${made.id}`).waitFor({ timeout: 20_000 })
        if ((await feed()).rows.some((r) => r.id === made.id)) throw new Error('an unpublished article is still in the feed')
        const gone = await (await fetch(`${server.base}/api/customer/api/information/info/${made.id}`)).json()
        if (gone.code !== 404) throw new Error(`an unpublished article answers ${JSON.stringify(gone).slice(0, 200)}`)
        await page.context().close()
        await shopper.context().close()
      },
    ],
  ]
}
