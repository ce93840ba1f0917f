/** Minor units (fen) to a display price: 12990 -> ¥129.90. */
export function money(minor: number, symbol = '¥') {
  const sign = minor < 0 ? '-' : ''
  const v = Math.abs(minor)
  return `${sign}${symbol}${Math.floor(v / 100)}.${String(v % 100).padStart(2, '0')}`
}
