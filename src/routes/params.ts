// Each page's query as types (no runtime): what navigation checks and what a screen reads back.
import type { PageName } from './index'

/**
 * The query each page takes, as types only: `nav.to(name, params)` is checked against it (a page not listed
 * takes none), and `usePageParams(name)` reads it back as text (the query is decoded text on every platform;
 * the screen converts: `Number(p.id)`). `pick` is added by `nav.pick` to any page and read back by the picker.
 */
export interface PageParams {
  splash: { url?: string }
  '404': { type?: number }
  web: { url: string }
  'webview/webview': { url: string }
  'preview/index': { urls: string; current?: number }
  offlinePay: { paymentId: number; payNo?: string; target?: 'recharge' }
  /** an agreement of the basics setting by key (user, privacy, withdrawal); the user agreement when left out */
  'public/txt': { key?: string }
  /** what to link: the phone (default) or the email */
  'public/account/binding': { type?: 'phone' | 'email' }
  'classify/search/index': { keyword?: string }
  'classify/searchResult': { keyword: string }
  'classify/detail': { id: number; name?: string }
  'classify/goods/info/index': { id: number; skuId?: number; count?: number }
  /** group buys (issue 27): the offers, or one offer's open groups (`offerId`) */
  'spellGroup/index': { offerId?: number }
  /** a group: its invitation (link and poster), the page after paying into it, the order preview to open or join it */
  'spellGroup/invitation/index': { groupId: number }
  'spellGroup/pay-success/index': { groupId: number }
  'systemPay/goods/previewGroupOrder': { groupId: number }
  /** `review`: one review shown first (a review tapped on the product page) */
  'classify/goods/evaluation': { id: number; review?: number }
  'classify/self-point': { shopId: number; selected?: number }
  'user/discuss/info': { id: number }
  'store/index': { id: number }
  'store/preview': { id: number }
  // buy-now may name an offer (ADR 0157): `offer=flash:12` (kind:id) prices the line as that offer
  'systemPay/goods/previewOrder': { ids: string } | { skuId: number; count: number; offer?: string }
  'systemPay/order/details/index': { payNo: string }
  'systemPay/cybersource/index': { payNo: string; target?: 'recharge' }
  /** no id: the form; id (a recharge's number): its state polled (failed=1: its payment failed, `reason` the staff's or gateway's) */
  'systemPay/wallet/recharge': { id?: string; failed?: number; reason?: string }
  /** a form by id; with `productId` it answers that product's form for its cart line (ADR 0119) */
  'systemPay/layoutForm/index': { id: string; productId?: number }
  /** a submission's number: its state (free: submitted; paid: polled until paid) */
  'systemPay/layoutForm/success': { id: string }
  'systemPay/layoutForm/error': { id?: string; reason?: string }
  'order/index': { tab?: string }
  'order/success': { payNo: string; awaiting?: number }
  'order/error': { payNo: string; reason?: string }
  // issue 26: a store payment's (`S...`) and a booking's (`B...`) landings after the cashier
  // issue 27: an invitation link's code (registration and the app download page); a team order by number
  'invite/register': { code?: string }
  'invite/download': { code?: string }
  'teamOrder/index': { orderNo?: string }
  'teamOrder/detail': { orderNo: string }
  'nearby/order/success': { payNo: string; awaiting?: number }
  'nearby/order/error': { payNo: string; reason?: string }
  'order/reservation/details': { id: string }
  /** a store of the nearby list (a shop id); its map */
  'nearby/store/info': { id: number }
  /** the nearby stores' search and its results (by name) */
  'nearby/search': { keyword?: string }
  'nearby/searchResult': { keyword: string }
  'store/map': { id: number }
  /** pay at a store: the store when known (from its page or its QR code), else the page scans */
  'nearby/pay': { shopId?: number }
  // the flash sale opens on a session when named (a shared link, a session tab)
  'seckill/seckill': { sessionId?: number }
  'spellGroup/seckill': { sessionId?: number }
  /** the store payment's confirmation: the server's quote of `amount` (minor units) at the store, then the cashier */
  'systemPay/nearby/pay': { shopId: number; amount: number; remark?: string }
  /** the store's goods to order for pickup */
  'systemPay/nearby/goods/index': { shopId: number }
  /** the store's pickup checkout of a menu selection: `items` = `skuId:count,skuId:count` (ADR 0142) */
  'systemPay/nearby/store/previewOrder': { shopId: number; items: string }
  /** a store's bookable services, one of them preselected */
  'classify/reservation/index': { shopId: number; serviceId?: number }
  /** the time cards that can pay a booking of the service (a picker: answers the chosen card) */
  'classify/reservation/cardList': { serviceId: number }
  /** the server's quote of a booking of the slot (with the card when chosen) */
  'systemPay/nearby/reservation/previewOrder': { serviceId: number; slotId: number; remark?: string; cardId?: number }
  'order/reservation/info': { id: string }
  'order/reservation/comment': { id: string }
  /** the services a time card covers */
  'user/timeCard/serviceList': { id: number }
  'merchant/bookings': { tab?: string }
  'merchant/booking': { id: string }
  'order/form/index': { payNo: string }
  'order/form/info': { id: number }
  'order/comment': { id: number }
  'user/receivingAddress/index': { selected?: number }
  'user/receivingAddress/binding': { id?: number }
  'merchant/orders': { state?: string }
  'merchant/order': { id: number }
  'order/refund/apply': { orderId: number; itemId?: number }
  'order/refund/details': { id: number }
  'order/refund/expressInfo': { id: number }
  'merchant/refunds': { state?: string }
  'merchant/refund': { id: number }
  'platform/refunds': { state?: string }
  'platform/refund': { id: number }
  /** the desk's review queue: `kind` opens that tab (realName, withdrawal, ...) */
  'platform/reviews': { kind?: string }
  'advanceShare/selectCoupon': { id?: number }
  'advanceShare/detail': { code: string }
  'advanceShare/record': { code?: string }
  'user/wallet/transfer': { currency?: string }
  'user/wallet/transform': { from?: string; to?: string }
  'user/wallet/history': { currency?: string; frozen?: number }
  'user/wallet/details': { id: number }
  'user/wallet/extract/success': { id: number }
  'user/wallet/error/error': { kind?: 'withdraw' | 'recharge'; id?: number; reason?: string }
  'merchant/withdraw': { shopId?: number }
  /** the shop editor (which of the user's shops; the first when left out) */
  'merchant/shop': { id?: number }
  'merchant/products': { shopId?: number }
  /** the product editor: a product of the user's shops (`id`), or a new one of `shopId` */
  'merchant/product': { id?: number; shopId?: number }
  /** a conversation with a shop (`ref`: `product:<id>` | `order:<id>` puts that card in first), or one by its id */
  'public/msg/chat': { shopId: number; ref?: string } | { conversationId: number }
  /** a notice group of the message centre (order, refund, wallet, system) */
  'public/msg/detail': { group: string }
  'public/msg/sys-msg-detail': { id: number }
  /** no id: the rooms; id: that room */
  'liveBroadcast/index': { id?: number }
  /** issue 25: an article; one category's articles (`name` shown while the categories load); a search's words */
  'information/info': { id: number }
  'information/classify': { id: number; name?: string }
  'information/search': { words?: string }
  /** an agent's join link: `agent` the agent's code */
  'store/join/index': { agent?: string }
  /** the branch directory for a bank in a region (the shop's) */
  'store/join/selectJinqianbaBranchBank': { bankCode: string; regionId: number }
}

/** What `nav.to(name, ...)` takes after the name: the page's params (optional when none is required). */
export type ParamsArg<N extends PageName> = [PageName] extends [N]
  ? [params?: Record<string, string | number | boolean | undefined | null>] // any page (a name of type PageName)
  : N extends keyof PageParams
    ? // `{}` on purpose: a page whose params are all optional may be opened without any
      // eslint-disable-next-line @typescript-eslint/no-empty-object-type
      {} extends PageParams[N]
      ? [params?: PageParams[N]]
      : [params: PageParams[N]]
    : [params?: Record<string, never>]

type Keys<T> = T extends unknown ? keyof T : never
/** What `usePageParams(name)` gives: each param of the page as text, when present (and `pick`). */
export type PageQuery<N extends PageName> = { [K in (N extends keyof PageParams ? Keys<PageParams[N]> : never) | 'pick']?: string }
