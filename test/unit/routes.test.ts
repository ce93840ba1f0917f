import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import appConfig from '@/app.config'
import { routeByName, routeByPath, routes, subpackageRoots, tabRoutes, TAB_NAMES } from '@/routes/index'

const root = path.resolve(__dirname, '../..')

// A sample of spec section 2 across groups; the full table is checked by count and invariants.
const SPEC_SAMPLE = [
  'splash',
  'tabbar/index',
  'tabbar/classify',
  'tabbar/shoppingCart',
  'tabbar/user',
  'tabbar/userInfo',
  '404',
  'web',
  'preview/index',
  'public/account/appLogin',
  'public/account/register',
  'public/account/forget',
  'public/account/countryArea',
  'public/account/binding',
  'public/txt',
  'public/realName/index',
  'classify/searchResult',
  'classify/goods/info/index',
  'user/collect/index',
  'user/wallet/index',
  'order/index',
  'checkIn/index',
  'spellGroup/index',
  'store/join/index',
  'invite/index',
]

// pages beyond the spec: the merchant workbench and the platform desk (issue 11)
const NOT_IN_SPEC = [
  // issue 27: the workbench's flash-sale items, the desk's sessions
  'merchant/flash-sales',
  'platform/flash-sessions',
  'merchant/index',
  'merchant/orders',
  'merchant/order',
  'merchant/cash',
  'merchant/refunds',
  'merchant/refund',
  'platform/index',
  'platform/offline',
  'platform/refunds',
  'platform/refund',
  'merchant/settlement',
  'platform/commission',
  'merchant/reviews',
  'merchant/coupons',
  'platform/coupons',
  'platform/rates',
  'platform/recharge',
  // the desk's forms editor (issue 25, form)
  'platform/forms',
  // the confirmation before closing the account (issue 23, ADR 0091)
  'public/setting/log-off',
  'platform/reviews',
  'merchant/withdraw',
  // issue 24: the workbench's chat inbox, live rooms and short videos, the desk's feedback queue
  'merchant/chat',
  'merchant/live',
  'merchant/videos',
  // issue 25: the forum's list of posts
  'user/discuss/index',
  'merchant/join-link',
  'merchant/agent',
  'merchant/store-pay',
  'merchant/group-buys',
  'merchant/bookings',
  'merchant/booking',
  'merchant/slots',
  'merchant/time-cards',
  'platform/feedback',
  // issue 25 (editor): the shop editor, my products, the product editor
  'merchant/shop',
  'merchant/products',
  'merchant/product',
  // issue 25: the desk's articles
  'platform/articles',
  'platform/newcomers',
  'platform/app-links',
]

test('the table holds every page of the spec exactly once', () => {
  expect(routes.filter((r) => !NOT_IN_SPEC.includes(r.name)).length).toBe(189)
  for (const n of NOT_IN_SPEC) expect({ n, login: routeByName(n)?.login }).toEqual({ n, login: true })
  expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length)
  expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length)
  for (const n of SPEC_SAMPLE) expect({ n, found: !!routeByName(n) }).toEqual({ n, found: true })
  for (const r of routes) expect(routeByPath(r.path)).toBe(r)
})

test('four tabs, all in the main package', () => {
  expect(tabRoutes.map((r) => r.name)).toEqual([...TAB_NAMES])
  expect(TAB_NAMES).toEqual(['tabbar/index', 'tabbar/classify', 'tabbar/shoppingCart', 'tabbar/user'])
  for (const r of tabRoutes) expect(r.pkg).toBeUndefined()
})

test('every page outside main lives in exactly one subpackage, under its root', () => {
  for (const r of routes) {
    if (!r.pkg) continue
    expect(subpackageRoots).toContain(r.pkg)
    expect(r.path.startsWith(`${r.pkg}/`)).toBe(true)
    expect(subpackageRoots.filter((root) => r.path.startsWith(`${root}/`))).toEqual([r.pkg])
  }
  // no subpackage root sits inside another
  for (const a of subpackageRoots) for (const b of subpackageRoots) if (a !== b) expect(a.startsWith(`${b}/`)).toBe(false)
  expect(routes.filter((r) => !r.pkg).length).toBeLessThanOrEqual(15)
})

test('login is required everywhere but the no-login list', () => {
  const open = routes.filter((r) => !r.login).map((r) => r.name)
  for (const n of [
    'splash',
    'tabbar/index',
    'tabbar/classify',
    'public/account/appLogin',
    'public/account/register',
    'classify/goods/info/index',
    '404',
    'web',
  ])
    expect(open).toContain(n)
  for (const n of ['user/collect/index', 'order/index', 'user/wallet/index', 'public/setting/pay-pwd', 'public/setting/edit', 'public/setting/login-pwd'])
    expect(routeByName(n)!.login).toBe(true)
})

test("a guest reaches Settings to choose a language (ADR 0020); the account's own settings pages stay behind login", () => {
  expect(routeByName('public/setting/index')!.login).toBe(false)
})

test('app.config is derived from the table', () => {
  const cfg = appConfig as unknown as {
    pages: string[]
    subPackages: Array<{ root: string; pages: string[] }>
    tabBar: { color: string; list: Array<{ pagePath: string; iconPath: string }> }
  }
  const all = [...cfg.pages, ...cfg.subPackages.flatMap((p) => p.pages.map((x) => `${p.root}/${x}`))]
  expect(all.sort()).toEqual(routes.map((r) => r.path).sort())
  expect(cfg.pages[0]).toBe('pages/splash')
  expect(cfg.tabBar.list.map((i) => i.pagePath)).toEqual(tabRoutes.map((r) => r.path))
  expect(cfg.tabBar.color).toBe('#808080')
  for (const i of cfg.tabBar.list) expect(fs.existsSync(path.join(root, 'src', i.iconPath))).toBe(true)
})

test('every page has its entry files and they match the generator', () => {
  for (const r of routes) {
    expect({ p: r.path, ok: fs.existsSync(path.join(root, 'src', `${r.path}.tsx`)) }).toEqual({ p: r.path, ok: true })
    expect(fs.existsSync(path.join(root, 'src', `${r.path}.config.ts`))).toBe(true)
  }
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen-pages.mjs', '--check'], { cwd: root, stdio: 'pipe' })
})

// Each mini-program host's built app config lists every page of the table, and each page's script is
// there (run after `npm run build:weapp|build:alipay|build:tt`; a platform not built yet is skipped).
const MINI_PLATFORMS = ['weapp', 'alipay', 'tt'] as const
for (const platform of MINI_PLATFORMS) {
  const appJson = path.join(root, 'dist', platform, 'app.json')
  const built = fs.existsSync(appJson)
  ;(built ? test : test.skip)(`dist/${platform}/app.json lists every page${built ? '' : ' (not built)'}`, () => {
    const cfg = JSON.parse(fs.readFileSync(appJson, 'utf8')) as {
      pages: string[]
      subPackages?: Array<{ root: string; pages: string[] }>
      subpackages?: Array<{ root: string; pages: string[] }>
    }
    const subs = cfg.subPackages ?? cfg.subpackages ?? []
    const listed = [...cfg.pages, ...subs.flatMap((p) => p.pages.map((x) => `${p.root.replace(/\/$/, '')}/${x}`))]
    expect(listed.sort()).toEqual(routes.map((r) => r.path).sort())
    for (const r of routes)
      expect({ page: r.path, built: fs.existsSync(path.join(root, 'dist', platform, `${r.path}.js`)) }).toEqual({ page: r.path, built: true })
  })
}
