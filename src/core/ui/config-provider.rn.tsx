import type { ReactNode } from 'react'

/**
 * React Native: nothing to provide. NutUI's ConfigProvider hands NutUI its locale and CSS variables;
 * the RN twins take texts from i18n and colours from the skin (useSkin) themselves.
 */
export function ConfigProvider({ children }: { locale?: unknown; theme?: unknown; children?: ReactNode }) {
  return <>{children}</>
}
