// Maps in the browser (issue 26): the drawn map's tiles come from our own server (no other host is asked), a store
// on its map with "navigate" ("map app not installed" on a desktop browser), the city picker's search, and the demo
// shopper picking an address on the map (the local map service over JSONP names the place under the pin, a
// suggestion moves it) that fills the address form's region. Screenshots at 320, 375 and 414 px in English and
// Chinese (test/e2e/artifacts/map-*.png).
import { data, until } from '../harness.mjs'

export default async (h) => {
  const { server, at, hashOf, newPage, loggedIn, sweep, shot, pageApi } = h
  const go = (page, name) => page.goto(`${server.base}/#/pages/${name}`)
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const field = (page, id) => page.locator(`[data-testid="${id}"]:visible input, input[data-testid="${id}"]:visible`).first()
  /** every request of the page to another host (the map must ask none) */
  const foreign = (page) => {
    const out = []
    page.on('request', (r) => {
      const u = new URL(r.url())
      if (!['http:', 'https:'].includes(u.protocol)) return
      if (u.origin !== new URL(server.base).origin) out.push(r.url())
    })
    return out
  }
  /** tiles of the map view loaded (a real width) */
  const tilesLoaded = (page) =>
    until(
      () =>
        page.evaluate(() => {
          const imgs = [...document.querySelectorAll('[data-testid="map-view"] img')].filter((i) => i.offsetParent !== null)
          return imgs.length >= 2 && imgs.every((i) => i.complete && i.naturalWidth === 256 && i.src.includes('/api/map/tile/'))
        }),
      20_000,
    )
  /** a shop with a position on the map (the demo data's) */
  async function storeWithPlace() {
    for (let id = 1; id < 80; id++) {
      const r = await (await fetch(`${server.base}/api/customer/api/map/store/${id}`)).json()
      if (r.ok) return r.data
    }
    throw new Error('no demo shop has a position on the map')
  }

  return [
    [
      'a store on its map: drawn tiles from our server only; navigate says "map app not installed" on a desktop browser',
      async () => {
        const store = await storeWithPlace()
        const page = await newPage()
        const others = foreign(page)
        await go(page, `store/map?id=${store.id}`)
        await shown(page, 'store-map-navigate').waitFor({ timeout: 30_000 })
        if (!(await tilesLoaded(page))) throw new Error('the map tiles did not load')
        if (!(await shown(page, 'map-marker-store').isVisible())) throw new Error('no store marker')
        await shown(page, 'map-zoom-in').click()
        if (!(await tilesLoaded(page))) throw new Error('the tiles after zooming in did not load')
        await shown(page, 'store-map-navigate').click()
        await page.getByText('Map app not installed').first().waitFor({ timeout: 10_000 })
        if (others.length) throw new Error(`the map asked other hosts: ${others.slice(0, 3).join(', ')}`)
        await sweep(page, 'map-store', 'store-map-navigate')
      },
    ],
    [
      'the city picker: hot cities, search by name',
      async () => {
        const page = await newPage()
        await go(page, 'nearby/city')
        await shown(page, 'city-hot-110100').waitFor({ timeout: 30_000 })
        await field(page, 'city-search').fill('Hangzhou')
        await shown(page, 'city-330100').waitFor({ timeout: 15_000 })
        await sweep(page, 'map-city', 'city-picker')
      },
    ],
    [
      'the shopper picks an address on the map: the place under the pin over JSONP, a suggestion, the form filled',
      async () => {
        const page = await loggedIn()
        const others = foreign(page)
        await go(page, 'user/receivingAddress/binding')
        await shown(page, 'addr-pick-map').click({ timeout: 30_000 })
        if (!(await at(page, 'user/receivingAddress/nearbyAddress'))) throw new Error(`the map picker did not open: ${await hashOf(page)}`)
        // the default centre: the local service names the nearest place there (a demo place or a demo store)
        if (!(await until(async () => /\S/.test((await shown(page, 'nearby-address-here').innerText()).split('\n')[0] ?? ''), 20_000)))
          throw new Error(`no place named under the pin: ${await shown(page, 'nearby-address-here').innerText()}`)
        if (!(await tilesLoaded(page))) throw new Error('the picker map did not load')
        await shot(page, 'map-address-pin')
        await field(page, 'nearby-address-search').fill('Temple of Heaven')
        await shown(page, 'nearby-address-results').waitFor({ timeout: 15_000 })
        await page.locator('[data-testid^="place-"]:visible').first().click()
        if (!(await until(async () => (await shown(page, 'nearby-address-here').innerText()).includes('Temple of Heaven'), 20_000)))
          throw new Error(`the suggestion did not move the pin: ${await shown(page, 'nearby-address-here').innerText()}`)
        await shown(page, 'nearby-address-confirm').click()
        if (!(await at(page, 'user/receivingAddress/binding'))) throw new Error(`not back on the form: ${await hashOf(page)}`)
        if (!(await until(async () => /Beijing Beijing Dongcheng/.test(await shown(page, 'addr-region').innerText()), 10_000)))
          throw new Error(`the region was not filled: ${await shown(page, 'addr-region').innerText()}`)
        const pos = await shown(page, 'addr-pick-map').innerText()
        if (!pos.includes('39.88')) throw new Error(`the form did not take the position: ${pos}`)
        if (others.length) throw new Error(`the picker asked other hosts: ${others.slice(0, 3).join(', ')}`)
        await shot(page, 'map-address-form')
        // saved, the address keeps the place (ADR 0159): the address book answers its coordinates
        const inputs = page.locator('[data-testid="addr-form"] .acc-field input:visible')
        await inputs.nth(0).fill('Li Lei')
        await inputs.nth(1).fill('13812345678')
        await page.locator('[data-testid="addr-form"] .addr-form__submit .nut-button:visible').first().click()
        const found = await until(async () => {
          const list = data(await pageApi(page, 'GET', 'customer/api/addr'), 'addresses')
          return list.some((a) => a.latitude !== null && Math.abs(a.latitude - 39.88) < 0.01 && a.longitude !== null)
        }, 15_000)
        if (!found) throw new Error('the saved address did not keep the picked place')
      },
    ],
  ]
}
