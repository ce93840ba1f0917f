/** A name shown to others: first and last character kept, the middle starred (`Demo Shopper` -> `D***r`; one character -> `*`). */
export function maskName(name: string): string {
  const chars = [...name.trim()]
  if (chars.length === 0) return '***'
  if (chars.length === 1) return '*'
  if (chars.length === 2) return `${chars[0]}*`
  return `${chars[0]}***${chars[chars.length - 1]}`
}

/** A phone shown to others: the first three and last four digits kept (`13800138000` -> `138****8000`); short ones keep the last two. */
export function maskPhone(phone: string | null | undefined): string {
  const p = (phone ?? '').trim()
  if (!p) return ''
  if (p.length >= 8) return `${p.slice(0, 3)}${'*'.repeat(p.length - 7)}${p.slice(-4)}`
  return `${'*'.repeat(Math.max(p.length - 2, 1))}${p.slice(-2)}`
}
