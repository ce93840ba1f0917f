/**
 * Translation keys as types (no runtime cost: type imports of the default language's JSON). `useT(ns)` gives a
 * `t` that accepts the keys of `locales/zh_CN/<ns>.json` (nested keys joined by `.`, a plural's base key without
 * its `_one` / `_other` suffix) and `<any namespace>:<its key>`; a misspelt literal key does not compile. A key
 * built at run time (`state.${o.state}`) is not checked (i18n-runtime.test.ts checks the packs' keys agree).
 * A new namespace (a new locales/zh_CN/<ns>.json) is added to `Namespaces` (test/unit/typed-names.test.ts checks the list).
 */
export interface Namespaces {
  account: typeof import('../../../locales/zh_CN/account.json')
  addr: typeof import('../../../locales/zh_CN/addr.json')
  approval: typeof import('../../../locales/zh_CN/approval.json')
  article: typeof import('../../../locales/zh_CN/article.json')
  bank: typeof import('../../../locales/zh_CN/bank.json')
  booking: typeof import('../../../locales/zh_CN/booking.json')
  cart: typeof import('../../../locales/zh_CN/cart.json')
  catalog: typeof import('../../../locales/zh_CN/catalog.json')
  chat: typeof import('../../../locales/zh_CN/chat.json')
  collect: typeof import('../../../locales/zh_CN/collect.json')
  common: typeof import('../../../locales/zh_CN/common.json')
  coupon: typeof import('../../../locales/zh_CN/coupon.json')
  forum: typeof import('../../../locales/zh_CN/forum.json')
  form: typeof import('../../../locales/zh_CN/form.json')
  live: typeof import('../../../locales/zh_CN/live.json')
  merchant: typeof import('../../../locales/zh_CN/merchant.json')
  message: typeof import('../../../locales/zh_CN/message.json')
  map: typeof import('../../../locales/zh_CN/map.json')
  nearby: typeof import('../../../locales/zh_CN/nearby.json')
  onboard: typeof import('../../../locales/zh_CN/onboard.json')
  order: typeof import('../../../locales/zh_CN/order.json')
  pages: typeof import('../../../locales/zh_CN/pages.json')
  platform: typeof import('../../../locales/zh_CN/platform.json')
  product: typeof import('../../../locales/zh_CN/product.json')
  recharge: typeof import('../../../locales/zh_CN/recharge.json')
  refund: typeof import('../../../locales/zh_CN/refund.json')
  review: typeof import('../../../locales/zh_CN/review.json')
  settlement: typeof import('../../../locales/zh_CN/settlement.json')
  share: typeof import('../../../locales/zh_CN/share.json')
  storepay: typeof import('../../../locales/zh_CN/storepay.json')
  seckill: typeof import('../../../locales/zh_CN/seckill.json')
  groupbuy: typeof import('../../../locales/zh_CN/groupbuy.json')
  invite: typeof import('../../../locales/zh_CN/invite.json')
  newcomer: typeof import('../../../locales/zh_CN/newcomer.json')
  shell: typeof import('../../../locales/zh_CN/shell.json')
  storeorder: typeof import('../../../locales/zh_CN/storeorder.json')
  transfer: typeof import('../../../locales/zh_CN/transfer.json')
  validation: typeof import('../../../locales/zh_CN/validation.json')
  video: typeof import('../../../locales/zh_CN/video.json')
  wallet: typeof import('../../../locales/zh_CN/wallet.json')
  editor: typeof import('../../../locales/zh_CN/editor.json')
  withdraw: typeof import('../../../locales/zh_CN/withdraw.json')
}
export type Namespace = keyof Namespaces

type Flat<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Flat<T[K], `${P}${K}.`> }[keyof T & string]
type Plural = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'
type WithBase<K extends string> = K extends `${infer B}_${Plural}` ? B | K : K

/** The keys of one namespace: `TKey<'cart'>` is `'title' | 'items' | 'items_other' | ...`. */
export type TKey<N extends Namespace> = WithBase<Flat<Namespaces[N]>>
/** A key with its namespace: `'common:loginRequired'`. */
export type NsKey = { [N in Namespace]: `${N}:${TKey<N>}` }[Namespace]

/** A literal key must be one of `Keys`; a key built at run time passes. */
// `{}` on purpose: a literal K makes Record<K, 1> demand a key that `{}` lacks; a run-time `string` does not
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type Checked<K extends string, Keys extends string> = {} extends Record<K, 1> ? unknown : Keys

export interface TOptionsOf {
  defaultValue?: string
  [name: string]: unknown
}
/** `t` of a namespace: its own keys, or any namespace's with its prefix. */
export type TypedT<N extends Namespace> = <K extends string>(key: K & Checked<K, TKey<N> | NsKey>, options?: TOptionsOf) => string
