import type { CSSProperties } from 'react'

/**
 * React Native has no CSS custom properties: `var(--app-primary, #e93b3d)` in SCSS compiles to its
 * fallback, and the skin reaches the screen as style objects instead: the UI facade's RN twins colour
 * themselves from `useSkin().colours`, and screens can do the same.
 */
export function applySkinVars(_vars: Record<string, string>) {}

/** No custom properties on the page root (RN would reject unknown style keys). */
export function pageStyle(_vars: Record<string, string>): CSSProperties {
  return {}
}
