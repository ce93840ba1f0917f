import { money } from '@/core/format/money'

const SYMBOLS: Record<string, string> = { CNY: '¥', USD: '$', EUR: '€', JPY: '¥', KRW: '₩', PHP: '₱', HKD: 'HK$', TWD: 'NT$' }
/** An amount of the server (minor units) in its currency. */
export const amount = (minor: number, currency = 'CNY') => money(minor, SYMBOLS[currency] ?? `${currency} `)
/** Basis points as a percentage: 850 -> 8.5%. */
export const percent = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`
/** ISO time -> `YYYY-MM-DD HH:mm` in the device's zone. */
export function when(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}
