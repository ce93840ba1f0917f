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
  'classify/goods/evaluation': { id: number }
  'classify/self-point': { shopId: number; selected?: number }
  'user/discuss/info': { id: number }
  'store/index': { id: number }
  'store/preview': { id: number }
  'systemPay/goods/previewOrder': { ids: string } | { skuId: number; count: number }
  'systemPay/order/details/index': { payNo: string }
  'systemPay/cybersource/index': { payNo: string; target?: 'recharge' }
  /** no id: the form; id (a recharge's number): its state polled (failed=1: its payment failed, `reason` the staff's or gateway's) */
  'systemPay/wallet/recharge': { id?: string; failed?: number; reason?: string }
  'systemPay/layoutForm/index': { id: string }
  'order/index': { tab?: string }
  'order/success': { payNo: string; awaiting?: number }
  'order/error': { payNo: string; reason?: string }
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
