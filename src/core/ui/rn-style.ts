/**
 * React Native twins of the UI facade: styles are objects (RN has no CSS custom properties, so colours
 * come from the skin), and a caller's `className` arrives compiled into `style` (object or array).
 */

/** One style object from the given styles, later ones winning (what RN's StyleSheet.flatten does). */
export function mergeStyle(...styles: unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const add = (s: unknown) => {
    if (Array.isArray(s)) s.forEach(add)
    else if (s && typeof s === 'object') Object.assign(out, s)
  }
  styles.forEach(add)
  return out
}
