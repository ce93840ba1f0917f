import type { RouteDef } from './types'

export type { RouteDef } from './types'

/**
 * THE route table: every page of spec section 2, the one place page paths are written.
 * app.config.ts, the page entry files (scripts/gen-pages.mjs), navigation and the login guard derive
 * from it. It is imported by Taro at build time in Node, so it must stay free of runtime imports.
 *
 * Packaging decisions (weapp):
 * - Tab pages and the few top-level pages (splash, 404, offlinePay, web, preview, public/txt) sit in the
 *   main package; every spec group is a subpackage rooted at its directory.
 * - `public/*` is split into the subpackages public/msg, public/account, public/setting and
 *   public/realName, because a subpackage root may not contain another; public/txt stays in main.
 * - "Payment (systemPay)" pages live under systemPay/ (this also keeps systemPay/nearby/pay apart from
 *   nearby/pay and systemPay/order/details/index apart from the order group).
 * - Orders: refund/{index,details,apply,expressInfo} are the refund pages (expressInfo = the buyer's
 *   return tracking number); comment is the order review; reservation/{index,details,info,comment}.
 * - Wallet: extract/{index,success} is withdrawal, error/error the reload-failed page.
 * - Tab bar: the weapp tab bar holds 4 pages (home, classify, cart, user). tabbar/nearby,
 *   tabbar/userInfo (store-private "me") and tabbar/video (short video) are main-package pages reached
 *   by navigation; server menus re-label and re-colour the 4 tabs (setTabBarItem / setTabBarStyle).
 */

/** Groups: subpackage root (undefined = main package) and its pages, relative to the root. */
const GROUPS = [
  {
    pages: [
      'splash',
      'tabbar/index',
      'tabbar/classify',
      'tabbar/shoppingCart',
      'tabbar/user',
      'tabbar/nearby',
      'tabbar/userInfo',
      'tabbar/video',
      '404',
      'offlinePay',
      'web',
      'preview/index',
      'public/txt',
    ],
  },
  { root: 'public/msg', pages: ['index', 'detail', 'chat', 'sys-msg-list', 'sys-msg-detail'] },
  { root: 'public/account', pages: ['appLogin', 'register', 'forget', 'countryArea', 'binding'] },
  { root: 'public/realName', pages: ['index'] },
  // log-off (not in the spec): the confirmation before closing the account (ADR 0091)
  { root: 'public/setting', pages: ['index', 'login-pwd', 'edit', 'pay-pwd', 'log-off'] },
  {
    root: 'store',
    pages: [
      'index',
      'preview',
      'map',
      'join/index',
      'join/type',
      'join/join',
      'join/success',
      'join/txt',
      'join/selectJinqianbaBank',
      'join/selectJinqianbaBranchBank',
    ],
  },
  { root: 'spellGroup', pages: ['index', 'pay-success/index', 'invitation/index', 'mine', 'seckill'] },
  {
    root: 'classify',
    pages: ['search/index', 'goods/info/index', 'goods/evaluation', 'searchResult', 'detail', 'self-point', 'reservation/index', 'reservation/cardList'],
  },
  { root: 'invite', pages: ['team', 'index', 'inviteInfo', 'txt', 'register', 'download'] },
  { root: 'checkIn', pages: ['index', 'rules', 'detail'] },
  { root: 'advanceShare', pages: ['index', 'detail', 'selectCoupon', 'record', 'list'] },
  { root: 'attractInvest', pages: ['index'] },
  { root: 'teamOrder', pages: ['index', 'search', 'detail'] },
  { root: 'newcomers', pages: ['index'] },
  {
    root: 'yuncang',
    pages: [
      'index',
      'search/index',
      'searchResult',
      'goods/index',
      'order/success',
      'order/error',
      'order/index',
      'stock',
      'stockSold',
      '500',
      'pickup',
      'pickupDetail',
    ],
  },
  { root: 'seckill', pages: ['seckill'] },
  { root: 'richMan', pages: ['drawPrizeRecord', 'record', 'richMan', 'richManSuccess', 'rule'] },
  { root: 'phase', pages: ['phase'] },
  { root: 'TreasureHunting', pages: ['index', 'record', 'xb_rule', 'team_record'] },
  { root: 'red_envelope', pages: ['index', 'outRedEnvelopes', 'income', 'RedRnvelopeDetails'] },
  {
    root: 'auction',
    pages: ['index', 'reservation', 'service', 'the_charts', 'auction_mai', 'my_auction', 'my_rwa', 'auction_record', 'introduce', 'describe'],
  },
  { root: 'interests', pages: ['index', 'interests_mai', 'record', 'describe'] },
  {
    root: 'systemPay',
    pages: [
      'goods/previewOrder',
      'goods/previewGroupOrder',
      'cybersource/index',
      'wallet/recharge',
      'nearby/pay',
      'nearby/goods/index',
      'nearby/reservation/previewOrder',
      'nearby/store/previewOrder',
      'order/details/index',
      'layoutForm/index',
      'layoutForm/success',
      'layoutForm/error',
      'yuncang/previewOrder',
      'yuncang/order/details/index',
    ],
  },
  { root: 'liveBroadcast', pages: ['index'] },
  { root: 'webview', pages: ['webview'] },
  { root: 'nearby', pages: ['search', 'searchResult', 'store/info', 'pay', 'city', 'order/error', 'order/success'] },
  {
    root: 'order',
    pages: [
      'index',
      'form/index',
      'form/info',
      'success',
      'error',
      'refund/index',
      'refund/details',
      'refund/apply',
      'refund/expressInfo',
      'comment',
      'reservation/index',
      'reservation/details',
      'reservation/info',
      'reservation/comment',
    ],
  },
  {
    root: 'user',
    pages: [
      'bankCard/index',
      'bankCard/binding',
      'receivingAddress/index',
      'receivingAddress/binding',
      'receivingAddress/nearbyAddress',
      'collect/index',
      'feedback',
      'footmark',
      'coupon/index',
      'coupon/center',
      'discuss/add',
      'discuss/info',
      // not in the spec: the forum's list of posts (issue 25, ADR 0122)
      'discuss/index',
      'timeCard/index',
      'timeCard/serviceList',
      'wallet/index',
      'wallet/history',
      'wallet/details',
      'wallet/extract/index',
      'wallet/extract/success',
      'wallet/error/error',
      'wallet/currency',
      'wallet/transfer',
      'wallet/currencyStatus',
      'wallet/transform',
      'wallet/webdq',
      'wallet/webjlll',
      'wallet/webim',
      'wallet/webys',
      'wallet/webdj',
      'wallet/webzfb',
      'wallet/webrwa',
    ],
  },
  { root: 'information', pages: ['index', 'info', 'search', 'classify'] },
  // not in the spec: the merchant workbench (accounts owning a shop) and the platform desk (staff)
  {
    root: 'merchant',
    pages: [
      'index',
      'orders',
      'order',
      'cash',
      'refunds',
      'refund',
      'settlement',
      'reviews',
      'coupons',
      'withdraw',
      'chat',
      'live',
      'videos',
      'shop',
      'products',
      'product',
      'join-link',
      'agent',
      // issue 26: pay at the store, bookings, slots, time cards
      'store-pay',
      'bookings',
      'booking',
      'slots',
      'time-cards',
      // issue 27: flash-sale items
      'flash-sales',
      // issue 27: group-buy offers with their groups and sales
      'group-buys',
    ],
  },
  {
    root: 'platform',
    pages: [
      'index',
      'offline',
      'refunds',
      'refund',
      'commission',
      'coupons',
      'rates',
      'recharge',
      'reviews',
      'feedback',
      'articles',
      'forms',
      'flash-sessions',
      'newcomers',
      // issue 27: where the invitation's download page sends people (ADR 0163)
      'app-links',
    ],
  },
  { root: 'pension', pages: ['index', 'category', 'deposit', 'nodeposit', 'place', 'txt'] },
] as const satisfies ReadonlyArray<{ root?: string; pages: readonly string[] }>

type Group = (typeof GROUPS)[number]
/** A group's page names: `<root>/<page>`, or the page alone in the main package. */
type NamesOf<G> = G extends { root: infer R extends string; pages: ReadonlyArray<infer P extends string> }
  ? `${R}/${P}`
  : G extends { pages: ReadonlyArray<infer P extends string> }
    ? P
    : never

/** Every page's name, as a string-literal type: `nav.to('order/detials')` does not compile. */
export type PageName = NamesOf<Group>

/** The four tab bar pages, in bar order. */
export const TAB_NAMES = ['tabbar/index', 'tabbar/classify', 'tabbar/shoppingCart', 'tabbar/user'] as const satisfies readonly PageName[]

/** Spec section 2: routes reachable without login (`*` = the whole folder); Settings too, for a guest's language (ADR 0020). */
const NO_LOGIN = [
  'tabbar/*',
  '404',
  'splash',
  'web',
  'preview/index',
  'public/account/*',
  'public/txt',
  'public/setting/index',
  'classify/goods/*',
  'classify/detail',
  'classify/search/index',
  'classify/searchResult',
  'nearby/store/info',
  'nearby/search',
  'nearby/searchResult',
  'nearby/city',
  'store/index',
  'store/map',
  'store/preview',
  'invite/register',
  'invite/download',
  'yuncang/goods/index',
  'yuncang/pickup',
  'seckill/seckill',
  'spellGroup/seckill',
  'user/discuss/info',
  // an agent's join link opens here for anyone (the agent kept through login); its agreement too
  'store/join/index',
  'store/join/txt',
  'advanceShare/detail',
  'information/*',
]

/** Pull-to-refresh pages: tab pages, cart, user, order lists and details, layout forms. */
const REFRESH = [
  'tabbar/*',
  'order/index',
  'order/form/index',
  'order/form/info',
  'order/reservation/index',
  'order/refund/index',
  'systemPay/order/details/index',
  'systemPay/yuncang/order/details/index',
  'order/reservation/details',
  'order/refund/details',
  'systemPay/layoutForm/index',
  'systemPay/layoutForm/success',
  'systemPay/nearby/goods/index',
  'platform/forms',
  'yuncang/order/index',
  'merchant/reviews',
  'user/coupon/index',
  'user/coupon/center',
  'merchant/coupons',
  'platform/coupons',
  'platform/reviews',
  'advanceShare/*',
  'platform/rates',
  'user/wallet/transfer',
  'user/wallet/transform',
  'user/wallet/history',
  'user/wallet/details',
  'user/wallet/currency',
  'user/wallet/currencyStatus',
  'user/wallet/extract/index',
  'user/wallet/extract/success',
  'user/wallet/error/error',
  'merchant/withdraw',
  'public/msg/index',
  'public/msg/detail',
  'public/msg/sys-msg-list',
  'merchant/chat',
  'merchant/live',
  'liveBroadcast/index',
  'merchant/videos',
  'platform/feedback',
  'user/discuss/index',
  'user/discuss/info',
  'merchant/products',
  // issue 25: the information feed and the desk's articles
  'information/index',
  'information/classify',
  'information/search',
  'platform/articles',
  'store/join/index',
  'store/join/success',
  'store/join/selectJinqianbaBank',
  'store/join/selectJinqianbaBranchBank',
  'attractInvest/index',
  'merchant/join-link',
  'merchant/agent',
  // issue 27: group buys
  'spellGroup/index',
  'spellGroup/mine',
  'spellGroup/invitation/index',
  'spellGroup/pay-success/index',
  'merchant/group-buys',
]
/** Pages drawing their own navigation bar. */
const CUSTOM_NAV: readonly string[] = [
  'splash',
  'tabbar/index',
  'tabbar/user',
  'tabbar/userInfo',
  'tabbar/video',
  'user/wallet/index',
  'checkIn/index',
  'red_envelope/index',
  'liveBroadcast/index',
]
const NO_SCROLL: readonly string[] = ['user/wallet/index']
/** The loading placeholder of pages whose screen is not a list (`skeleton` in RouteDef). */
const SKELETON: Readonly<Record<string, RouteDef['skeleton']>> = {
  'tabbar/index': 'grid',
  'tabbar/classify': 'rail',
  'classify/searchResult': 'grid',
  'classify/goods/info/index': 'detail',
  'store/index': 'detail',
}
/** Pages shared through the mini-program share menu (their screens call `useShareAppMessage`). */
const SHARE: readonly string[] = ['classify/goods/info/index', 'store/index', 'advanceShare/detail', 'spellGroup/invitation/index']

function matches(list: readonly string[], name: string) {
  return list.some((p) => (p.endsWith('/*') ? name.startsWith(p.slice(0, -1)) : p === name))
}

/** Title key: `pages:<name>` with `/` kept (i18next keySeparator is off for the pages namespace). */
const build = (): Array<RouteDef<PageName>> =>
  (GROUPS as ReadonlyArray<{ root?: string; pages: readonly string[] }>).flatMap((g) =>
    g.pages.map((p) => {
      const name = (g.root ? `${g.root}/${p}` : p) as PageName
      const r: RouteDef<PageName> = {
        name,
        path: `pages/${name}`,
        login: !matches(NO_LOGIN, name),
        titleKey: name,
      }
      if ((TAB_NAMES as readonly string[]).includes(name)) r.tab = true
      if (g.root) r.pkg = `pages/${g.root}`
      if (matches(REFRESH, name)) r.refresh = true
      if (CUSTOM_NAV.includes(name)) r.customNav = true
      if (NO_SCROLL.includes(name)) r.disableScroll = true
      if (SKELETON[name]) r.skeleton = SKELETON[name]
      if (SHARE.includes(name)) r.share = true
      return r
    }),
  )

export const routes: Array<RouteDef<PageName>> = build()

const byName = new Map<string, RouteDef<PageName>>(routes.map((r) => [r.name, r]))

export const tabRoutes: Array<RouteDef<PageName>> = TAB_NAMES.map((n) => byName.get(n)!)

/** Subpackage roots in declaration order. */
export const subpackageRoots: string[] = GROUPS.flatMap((g) => ('root' in g ? [`pages/${g.root}`] : []))

export function routeByName(name: string): RouteDef<PageName> | undefined {
  return byName.get(name)
}

/** Accepts `/pages/x/y`, `pages/x/y`, `x/y`, with or without a query string. */
export function routeByPath(path: string): RouteDef<PageName> | undefined {
  const clean = path
    .split('?')[0]
    .replace(/^\/+/, '')
    .replace(/^pages\//, '')
    .replace(/\/+$/, '')
  return byName.get(clean)
}
