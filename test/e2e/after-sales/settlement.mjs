// Settlement (issue 22): the demo merchant opens the workbench, sees the shops' balance on its tile (the seed
// settled one order of the demo market: settlement.seed.ts), and the settlement page with that order's line.
const MERCHANT = { phone: '13900000088', password: 'merchant1234' } // order.seed.ts

export default async (h) => [
  [
    'settlement: the workbench shows the balance; the settlement page shows the seeded line',
    async () => {
      const page = await h.loggedIn(MERCHANT)
      await page.goto(`${h.server.base}/#/pages/merchant/index`)
      const tile = page.locator('[data-testid="tile-balance-value"]').first()
      await tile.waitFor({ timeout: 20_000 })
      await page.waitForFunction(() => /\d+\.\d\d/.test(document.querySelector('[data-testid="tile-balance-value"]')?.textContent ?? ''), null, {
        timeout: 20_000,
      })
      const shown = (await tile.textContent()).trim()
      if (!/^¥[1-9]\d*\.\d\d$/.test(shown)) throw new Error(`the balance tile shows ${shown}, not a balance above zero`)
      await h.shot(page, 'settlement-workbench')
      await page.locator('[data-testid="tile-balance"]').first().click()
      if (!(await h.at(page, 'merchant/settlement'))) throw new Error(`the tile did not open the settlement page: ${await h.hashOf(page)}`)
      const balance = page.locator('[data-testid="balance"]').first()
      await balance.waitFor({ timeout: 20_000 })
      if ((await balance.textContent()).trim() !== shown) throw new Error(`the page's balance ${await balance.textContent()} is not the tile's ${shown}`)
      const net = page.locator('[data-testid^="line-net-"]').first()
      await net.waitFor({ timeout: 20_000 })
      const line = (await net.textContent()).trim()
      // one settled order and nothing taken back: its line brought the whole balance
      if (line !== `+${shown}`) throw new Error(`the seeded line shows ${line}, expected +${shown}`)
      await h.shot(page, 'settlement-page')
      await page.context().close()
    },
  ],
]
