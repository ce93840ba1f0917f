import { money } from '@/core/format/money'
import type { TypedT } from '@/core/i18n'
import type { CenterCoupon } from '~types/promotion'

const SYMBOLS: Record<string, string> = { CNY: '¥', USD: '$', EUR: '€', JPY: '¥', KRW: '₩', PHP: '₱', HKD: 'HK$', TWD: 'NT$' }
/** An amount of the server (minor units) in its currency. */
export const amount = (minor: number, currency = 'CNY') => money(minor, SYMBOLS[currency] ?? `${currency} `)

type Terms = Pick<CenterCoupon, 'type' | 'discount' | 'maxOff' | 'threshold' | 'currency' | 'shopId' | 'shopName' | 'validTo'>
type T = TypedT<'coupon'>

/** The big value: `¥10` or `5% off`. */
export const valueOf = (c: Terms, t: T) => (c.type === 'amount' ? amount(c.discount, c.currency) : t('percentOff', { n: c.discount }))
/** Under it: the threshold (and a percent coupon's cap). */
export function conditionOf(c: Terms, t: T) {
  const over = c.threshold > 0 ? t('over', { amount: amount(c.threshold, c.currency) }) : t('noMinimum')
  return c.type === 'percent' && c.maxOff ? `${over} · ${t('capOff', { amount: amount(c.maxOff, c.currency) })}` : over
}
/** Where it applies. */
export const scopeOf = (c: Terms, t: T) => (c.shopId === null ? t('allShops') : t('shopOnly', { shop: c.shopName ?? '' }))
/** `YYYY-MM-DD` in the device's zone. */
export function day(iso: string) {
  const d = new Date(iso)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`
}
/** Short chip text: `¥10 · over ¥99`. */
export const chipOf = (c: Terms, t: T) => `${valueOf(c, t)} · ${c.threshold > 0 ? t('over', { amount: amount(c.threshold, c.currency) }) : t('noMinimum')}`
