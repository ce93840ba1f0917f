/** Minor units (fen) to a display price: 12990 -> ¥129.90. */
export function money(minor: number, symbol = '¥') {
  const sign = minor < 0 ? '-' : ''
  const v = Math.abs(minor)
  return `${sign}${symbol}${Math.floor(v / 100)}.${String(v % 100).padStart(2, '0')}`
}

const SYMBOLS: Record<string, string> = { CNY: '¥', USD: '$', EUR: '€', JPY: '¥', KRW: '₩', PHP: '₱', TWD: 'NT$', HKD: 'HK$' }
/** An amount the server computed (minor units), with its currency's symbol (the order screens' formatter, shared with refunds). */
export const price = (minor: number, currency = 'CNY') => money(minor, SYMBOLS[currency] ?? `${currency} `)

/** A typed amount (major units, at most two decimals) -> minor units, as the server takes them; null when it is not an amount. */
export function toMinor(text: string): number | null {
  const s = text.trim()
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(s)) return null
  const [whole, frac = ''] = s.split('.')
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'))
}
