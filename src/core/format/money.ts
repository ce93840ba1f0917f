/** Minor units (fen) to a display price: 12990 -> ¥129.90. */
export function money(minor: number, symbol = '¥') {
  return moneyIn(minor, symbol, 2)
}

/**
 * Minor units of a currency whose minor unit has `decimals` digits (the server says which): (12990, '$', 2) -> $129.90,
 * (500, '¥', 0) -> ¥500, (-5, '$', 2) -> -$0.05.
 */
export function moneyIn(minor: number, symbol: string, decimals = 2) {
  const sign = minor < 0 ? '-' : ''
  const v = Math.abs(minor)
  if (decimals <= 0) return `${sign}${symbol}${v}`
  const unit = 10 ** decimals
  return `${sign}${symbol}${Math.floor(v / unit)}.${String(v % unit).padStart(decimals, '0')}`
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
