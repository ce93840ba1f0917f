import type { CSSProperties } from 'react'

/**
 * Where a skin's colours go (React Native has skin-target.rn.ts): on H5 and mini-programs they are CSS
 * custom properties, on the document (H5) and on every page's root element (`var(--app-primary)` in SCSS).
 */
export function applySkinVars(vars: Record<string, string>) {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return
  for (const [k, v] of Object.entries(vars)) document.documentElement.style.setProperty(k, v)
}

/** The page root's style: the skin's custom properties, inherited by everything on the page. */
export function pageStyle(vars: Record<string, string>): CSSProperties {
  return vars as CSSProperties
}
