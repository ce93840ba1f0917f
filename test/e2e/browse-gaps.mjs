// Screens of issue 10's last gaps in Chromium on the built H5: first load of results and detail (no
// layout shift, first-screen pictures eager and sized: issue 12), results scrolled to the end (windowed
// list), product detail, the cart with a SKU changed through the picker. Screenshots in test/e2e/artifacts.
import { openHarness, until } from './harness.mjs'

const { server, shot, newPage, login, call, run } = await openHarness({ label: 'browse-gaps' })

await run([
  [
    'first load of a shared link to results and to a product (through splash): nothing shifts; the first screen of pictures loads at once, sized',
    async () => {
      const { rows } = await call('GET', '/customer/api/product/search?keyword=tea&pageSize=1')
      for (const [name, hash, sel] of [
        ['results', '/#/pages/classify/searchResult?keyword=tea', '[data-testid="product-card"] img'],
        ['detail', `/#/pages/classify/goods/info/index?id=${rows[0].id}`, '.pd__gallery-img'],
      ]) {
        const page = await newPage()
        // every layout shift of the load (none has a recent input: nothing is touched)
        await page.addInitScript(() => {
          window.__cls = 0
          new PerformanceObserver((l) => {
            for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value
          }).observe({ type: 'layout-shift', buffered: true })
        })
        await page.goto(`${server.base}${hash}`)
        await page.locator(`.taro_page.taro_page_show ${sel}`).first().waitFor({ timeout: 30_000 })
        await page.waitForTimeout(1500)
        const r = await page.evaluate((s) => {
          const imgs = [...document.querySelectorAll(`.taro_page.taro_page_show ${s}`)]
          return { cls: window.__cls, imgs: imgs.slice(0, 8).map((i) => ({ src: i.getAttribute('src'), loading: i.getAttribute('loading'), prio: i.getAttribute('fetchpriority'), w: i.getAttribute('width'), h: i.getAttribute('height') })) }
        }, sel)
        console.log(`  ${name}: CLS ${r.cls.toFixed(4)}; pictures ${r.imgs.map((i) => `${i.loading}${i.prio ? `/${i.prio}` : ''}`).join(' ')}`)
        if (r.cls >= 0.02) throw new Error(`${name}: CLS ${r.cls.toFixed(4)} (aim under 0.02)`)
        const size = name === 'results' ? 'card' : 'detail'
        const bad = r.imgs.filter((i) => !i.src.endsWith(`?size=${size}`) || !i.w || !i.h)
        if (bad.length) throw new Error(`${name}: pictures without their size or box: ${JSON.stringify(bad)}`)
        if (r.imgs[0].loading !== 'eager' || r.imgs[0].prio !== 'high') throw new Error(`${name}: the first picture is ${r.imgs[0].loading}/${r.imgs[0].prio}, not eager/high`)
        if (name === 'results' && r.imgs.slice(0, 6).some((i) => i.loading !== 'eager')) throw new Error('results: a first-screen card picture is lazy')
        await page.context().close()
      }
    },
  ],
  [
    'results: every product of the catalog scrolled to the end; the page keeps a bounded number of cards',
    async () => {
      const total = (await call('GET', '/customer/api/product/search?pageSize=1&pageNum=1')).total
      const page = await newPage()
      await page.goto(`${server.base}/#/pages/classify/searchResult?keyword=`)
      await page.locator('[data-testid="product-card"]').first().waitFor({ timeout: 30_000 })
      await shot(page, 'results-top')
      const state = () =>
        page.evaluate(() => {
          const el = document.querySelector('.taro_page.taro_page_show')
          const list = document.querySelector('.taro_page.taro_page_show [data-testid="product-list"]')
          const rows = [...(list?.querySelectorAll('[data-rows]') ?? [])].reduce((n, b) => n + Number(b.getAttribute('data-rows')), 0)
          return {
            cards: document.querySelectorAll('.taro_page.taro_page_show [data-testid="product-card"]').length,
            boxes: document.querySelectorAll('.taro_page.taro_page_show [data-testid="product-gap"]').length,
            rows,
            line: document.querySelector('.taro_page.taro_page_show [data-testid="products-more"]')?.textContent ?? '',
            y: el.scrollTop,
            h: el.scrollHeight,
          }
        })
      let maxCards = 0
      await page.mouse.move(195, 400)
      let s
      for (let i = 0; i < 600; i++) {
        await page.mouse.wheel(0, 900)
        await page.waitForTimeout(80)
        s = await state()
        maxCards = Math.max(maxCards, s.cards)
        if (i % 25 === 0) console.log(`  step ${i}: rows ${s.rows}/${total}, cards in page ${s.cards}, boxes ${s.boxes}, scroll ${s.y}/${s.h}, line "${s.line}"`)
        if (s.rows >= total && /没有更多|No more/.test(s.line)) break
      }
      console.log(`  end: rows ${s.rows}/${total}, cards in page ${s.cards}, boxes ${s.boxes}, most cards at once ${maxCards}`)
      if (s.rows < total) throw new Error(`only ${s.rows} of ${total} rows loaded`)
      await shot(page, 'results-end')
      if (maxCards > 120) throw new Error(`${maxCards} cards in the page at once`)
      // back up to the top: the first cards render again
      for (let i = 0; i < 200 && (await state()).y > 0; i++) await page.mouse.wheel(0, -3000)
      await page.waitForTimeout(500)
      const top = await state()
      console.log(`  back at the top: cards in page ${top.cards}, boxes ${top.boxes}`)
      await shot(page, 'results-back-top')
      if (!(await page.locator('.taro_page.taro_page_show [data-testid="product-card"]').first().isVisible())) throw new Error('no card at the top after scrolling back')
      await page.context().close()
    },
  ],
  [
    'product detail, then the cart: the spec names are the server\'s; change SKU through the picker; the server merges and bounds',
    async () => {
      const { data: { token } } = await call('POST', '/auth/api/customer/login', { loginType: 'password', username: '13800138000', password: 'demo1234', countryArea: '86' })
      // empty the cart, then one basket of a product with 2+ buyable SKUs
      const l0 = (await call('GET', '/customer/api/basket/list', undefined, token)).data
      const ids = l0.groups.flatMap((g) => g.baskets.map((b) => b.id)).concat(l0.invalid.map((b) => b.id))
      if (ids.length) await call('DELETE', `/customer/api/basket?ids=${ids.join(',')}`, undefined, token)
      const { rows } = await call('GET', '/customer/api/product/search?inStock=true&pageSize=30&keyword=T%E6%81%A4')
      let product, skus
      for (const r of rows) {
        const { data } = await call('GET', `/customer/api/product/${r.id}`)
        const ok = data.skus.filter((s) => s.available && s.stock >= 2)
        if (data.buyable && data.specGroups.length && ok.length >= 2) {
          product = data
          skus = ok
          break
        }
      }
      if (!product) throw new Error('no product with two buyable SKUs')
      const { data: added } = await call('POST', '/customer/api/basket', { skuId: skus[0].id, count: 1 }, token)
      const page = await newPage()
      await login(page)
      await page.goto(`${server.base}/#/pages/classify/goods/info/index?id=${product.id}`)
      await page.locator('[data-testid="sku-panel"]').first().waitFor({ timeout: 30_000 })
      await page.waitForTimeout(800)
      await shot(page, 'detail')
      await page.goto(`${server.base}/#/pages/tabbar/shoppingCart`)
      const spec = page.locator(`[data-testid="basket-sku-${added.id}"]`)
      await spec.waitFor({ timeout: 30_000 })
      const zh = (await call('GET', '/customer/api/basket/list', undefined, token)).data.groups[0].baskets[0].productSku.specText
      if (!(await spec.innerText()).includes(zh)) throw new Error(`spec line "${await spec.innerText()}" is not the server's "${zh}"`)
      await page.waitForTimeout(500)
      await shot(page, 'cart')
      await spec.click()
      await page.locator('[data-testid="sku-sheet"] [data-testid="sku-panel"]').waitFor({ timeout: 20_000 })
      // choose the values of the second SKU
      for (const [g, v] of Object.entries(skus[1].spec)) {
        const chip = page.locator(`[data-testid="sku-sheet"] [data-testid="sku-${g}-${v}"]`)
        if ((await chip.getAttribute('aria-selected')) !== 'true') await chip.click()
      }
      await page.waitForTimeout(300)
      await shot(page, 'cart-change-sku')
      await page.locator('[data-testid="sku-sheet-confirm"]').click()
      if (!(await until(async () => (await page.locator('[data-testid="sku-sheet"]').count()) === 0, 10_000))) throw new Error('the sheet stayed open')
      const after = (await call('GET', '/customer/api/basket/list', undefined, token)).data
      const b = after.groups[0].baskets[0]
      if (b.productSku.id !== skus[1].id) throw new Error(`the basket holds SKU ${b.productSku.id}, not ${skus[1].id}`)
      if (!(await until(async () => (await page.locator(`[data-testid="basket-sku-${b.id}"]`).innerText().catch(() => '')).includes(b.productSku.specText), 10_000))) throw new Error('the new spec is not shown')
      // in English the same basket names its spec in English (the server's translation, or its fallback)
      const en = (await call('GET', '/customer/api/basket/list', undefined, token, 'en')).data.groups[0].baskets[0].productSku.specText
      console.log(`  spec text zh_CN "${b.productSku.specText}", en "${en}"`)
      await shot(page, 'cart-after-change')
      await page.context().close()
    },
  ],
])
