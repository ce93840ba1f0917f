// Headless Chromium, after-sales (issue 22): refunds and returns, reviews, the coupon centre, voucher
// sharing, settlement to the merchant. One server and one browser for all of them: each area's cases are
// in test/e2e/after-sales/<area>.mjs, a function of the harness that returns [name, fn] pairs.
// Screenshots in test/e2e/artifacts. Run: `npm run build:h5 && node test/e2e/after-sales.mjs`.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openHarness } from './harness.mjs'

const h = await openHarness({ label: 'e2e after-sales', locale: 'en-US' })
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'after-sales')
const cases = []
// `AFTER_SALES=share,coupon node test/e2e/after-sales.mjs` runs only those areas' files (the order stays)
const only = process.env.AFTER_SALES?.split(',')
for (const f of fs
  .readdirSync(dir)
  .filter((n) => n.endsWith('.mjs') && (!only || only.includes(n.slice(0, -4))))
  .sort()) {
  const mod = await import(path.join(dir, f))
  cases.push(...(await mod.default(h)))
}
await h.run(cases)
