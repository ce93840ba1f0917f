/** Minor units (fen) to a display price: 12990 -> ¥129.90. */
export function money(minor: number, symbol = '¥') {
  const sign = minor < 0 ? '-' : ''
  const v = Math.abs(minor)
  return `${sign}${symbol}${Math.floor(v / 100)}.${String(v % 100).padStart(2, '0')}`
}

const SYMBOLS: Record<string, string> = { CNY: '¥', USD: '$', EUR: '€', JPY: '¥', KRW: '₩', PHP: '₱', TWD: 'NT$', HKD: 'HK$' }
/** An amount the server computed (minor units), with its currency's symbol (the order screens' formatter, shared with refunds). */
export const price = (minor: number, currency = 'CNY') => money(minor, SYMBOLS[currency] ?? `${currency} `)
