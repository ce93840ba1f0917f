/** A phone as settings show it: 138****8000 (short numbers keep their last two digits). */
export const maskPhone = (p?: string | null) => (!p ? '' : p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : p.replace(/\d(?=\d{2})/g, '*'))

/** An email as settings show it: b***@example.com. */
export function maskEmail(e?: string | null) {
  if (!e) return ''
  const at = e.lastIndexOf('@')
  return at <= 0 ? `${e.slice(0, 1)}***` : `${e.slice(0, 1)}***${e.slice(at)}`
}
