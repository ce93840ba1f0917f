// The nearby tab in the browser (issue 26 item 1 and 2): a guest at the café's door allows location (the browser's
// geolocation), sees the café first at 0 m among the stores around, pages to the end of the list, opens the café's
// page (photos, hours, address in English, its map link) and searches a store by name; in Chinese a poor fix shows
// "GPS 信号弱" and the list still comes from that position. Screenshots at 320, 375 and 414 px in English and
// Chinese (test/e2e/artifacts/nearby-*.png).
import { until } from '../harness.mjs'

const CAFE = { latitude: 39.9149, longitude: 116.4108 }

export default async (h) => {
  const { server, at, hashOf, shot, newPage } = h
  const go = (page, name) => page.goto(`${server.base}/#/pages/${name}`)
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const field = (page, id) => page.locator(`[data-testid="${id}"]:visible input, input[data-testid="${id}"]:visible`).first()
  const nearby = async (q, lang = 'en') => await (await fetch(`${server.base}/api/merchant/customer/store/nearby?${q}`, { headers: { lang } })).json()
  const cards = (page) => page.locator('[data-testid="nearby-list"]:visible .nb-card').count()
  /** shots at three widths: nothing wider than the screen */
  const widths = async (page, name) => {
    for (const w of [320, 375, 414]) {
      await page.setViewportSize({ width: w, height: 780 })
      await page.waitForTimeout(250)
      const over = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth)
      if (over > 1) throw new Error(`${name} at ${w}px is ${over}px wider than the screen`)
      await shot(page, `nearby-${name}-${w}`)
    }
    await page.setViewportSize({ width: 390, height: 844 })
  }

  return [
    [
      'nearby: a guest at the café allows location, the café first at 0 m; paging; the store page; search by name (en)',
      async () => {
        const page = await newPage({ locale: 'en-US', geolocation: { ...CAFE, accuracy: 25 }, permissions: ['geolocation'] })
        const fromCafe = await nearby(`latitude=${CAFE.latitude}&longitude=${CAFE.longitude}&pageSize=20`)
        const cafe = fromCafe.rows[0]
        if (cafe.name !== 'Moments Café' || cafe.distance !== 0) throw new Error(`the server's first store is ${JSON.stringify(cafe)}`)
        await go(page, 'tabbar/nearby')
        await shown(page, 'nearby-allow-button').click({ timeout: 30_000 })
        if (!(await until(async () => (await shown(page, 'nearby-place-name').innerText()) === 'My location', 20_000)))
          throw new Error(`the place shows ${await shown(page, 'nearby-place-name').innerText()}`)
        const first = page.locator('[data-testid="nearby-list"]:visible .nb-card').first()
        if (!(await until(async () => (await first.getAttribute('data-testid')) === `nearby-store-${cafe.id}`, 20_000)))
          throw new Error(`the first card is ${await first.getAttribute('data-testid')}`)
        if ((await shown(page, `nearby-distance-${cafe.id}`).innerText()) !== '0 m') throw new Error('the café is not at 0 m')
        await widths(page, 'tab-en')
        // the rest of the list at the bottom: every store the server counts within the radius
        if (!(await until(async () => (await cards(page)) === 20, 20_000))) throw new Error(`the first page shows ${await cards(page)} cards`)
        if (fromCafe.total > 20) {
          const ok = await until(async () => {
            await page.mouse.wheel(0, 20_000)
            await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
            return (await cards(page)) === fromCafe.total
          }, 30_000)
          if (!ok) throw new Error(`after scrolling the list shows ${await cards(page)} of ${fromCafe.total}`)
        }

        // the café's page
        await go(page, `nearby/store/info?id=${cafe.id}`)
        await shown(page, 'nearby-store-name').waitFor({ timeout: 30_000 })
        if ((await shown(page, 'nearby-store-name').innerText()) !== 'Moments Café') throw new Error('the store page shows another store')
        const address = await shown(page, 'nearby-store-address').innerText()
        if (!address.includes('Wangfujing')) throw new Error(`the address reads ${address}`)
        if ((await page.locator('[data-testid="nearby-photos"] img:visible, img.nb-photos__img:visible').count()) < 1) throw new Error('no photos')
        await shown(page, 'nearby-store-order').waitFor({ timeout: 5_000 })
        await widths(page, 'store-en')
        await shown(page, 'nearby-store-map').click()
        if (!(await at(page, `store/map?id=${cafe.id}`))) throw new Error(`the address opened ${await hashOf(page)}`)

        // search by name
        await go(page, 'nearby/search')
        await field(page, 'nearby-search-input').fill('Bakery', { timeout: 30_000 })
        await shown(page, 'nearby-search-submit').click()
        if (!(await at(page, 'nearby/searchResult'))) throw new Error(`the search opened ${await hashOf(page)}`)
        const found = page.locator('[data-testid="nearby-results"]:visible .nb-card')
        if (!(await until(async () => (await found.count()) === 1 && (await found.first().innerText()).includes('Wheat & Oven Bakery'), 20_000)))
          throw new Error(`the results show ${await found.count()} cards`)
        await widths(page, 'results-en')
        await go(page, 'nearby/search')
        await shown(page, 'nearby-history').waitFor({ timeout: 20_000 })
        await shown(page, 'nearby-hot').waitFor({ timeout: 20_000 })
        await widths(page, 'search-en')
        await page.context().close()
      },
    ],
    [
      'nearby: in Chinese the default centre until allowed; a poor fix says GPS 信号弱 and is used (zh_CN)',
      async () => {
        const weak = { latitude: 39.9111, longitude: 116.3741, accuracy: 3000 } // beside CleanNest
        const page = await newPage({ locale: 'zh-CN', geolocation: weak, permissions: ['geolocation'] })
        await go(page, 'tabbar/nearby')
        await shown(page, 'nearby-allow').waitFor({ timeout: 30_000 })
        if ((await shown(page, 'nearby-place-name').innerText()) !== '北京（默认）') throw new Error('the default place is not named')
        await page.locator('[data-testid="nearby-list"]:visible .nb-card').first().waitFor({ timeout: 20_000 })
        await widths(page, 'tab-zh_CN')
        await shown(page, 'nearby-allow-button').click()
        if (!(await until(async () => (await page.getByText('GPS 信号弱').count()) > 0, 10_000))) throw new Error('no "GPS signal weak" toast')
        const service = (await nearby(`latitude=${weak.latitude}&longitude=${weak.longitude}&pageSize=1`, 'zh_CN')).rows[0]
        const first = page.locator('[data-testid="nearby-list"]:visible .nb-card').first()
        if (!(await until(async () => (await first.getAttribute('data-testid')) === `nearby-store-${service.id}`, 20_000)))
          throw new Error(`the first card is ${await first.getAttribute('data-testid')}, the server's nearest ${service.id}`)
        if (!(await first.innerText()).includes('洁家家政')) throw new Error(`the nearest store reads ${await first.innerText()}`)
        await go(page, `nearby/store/info?id=${service.id}`)
        await shown(page, 'nearby-store-name').waitFor({ timeout: 30_000 })
        await widths(page, 'store-zh_CN')
        await page.context().close()
      },
    ],
  ]
}
