// Headless Chromium, one suite of area cases on one server and one browser: `node test/e2e/suite.mjs <suite>`
// runs every test/e2e/<suite>/<area>.mjs, each a function of the harness that returns [name, fn] pairs.
// Suites: after-sales (issue 22: refunds, reviews, coupons, sharing, settlement), wallet (issue 23: wallet,
// recharge, real name, bank cards, withdrawals, transfer, convert, settings), messages (issue 24: message centre, chat,
// feedback, live room, short videos), onboard (issue 25: joining through an agent, the shop and product editor, forms,
// articles, forum). `AREAS=share,coupon` runs only
// those areas' files (the order stays). Screenshots in test/e2e/artifacts. Needs `npm run build:h5` first.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openHarness } from './harness.mjs'

const suite = process.argv[2]
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), suite ?? '')
if (!suite || !fs.existsSync(dir)) {
  console.error('usage: node test/e2e/suite.mjs <suite folder under test/e2e>')
  process.exit(2)
}
const h = await openHarness({ label: `e2e ${suite}`, locale: 'en-US' })
const cases = []
const only = (process.env.AREAS ?? process.env.AFTER_SALES)?.split(',')
for (const f of fs
  .readdirSync(dir)
  .filter((n) => n.endsWith('.mjs') && (!only || only.includes(n.slice(0, -4))))
  .sort()) {
  const mod = await import(path.join(dir, f))
  cases.push(...(await mod.default(h)))
}
await h.run(cases)
