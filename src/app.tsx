import type { PropsWithChildren } from 'react'
import { useT } from '@/core/i18n'
import { useApplySkin } from '@/core/theme'
import { firstLoadGuard, installExitGuard } from '@/features/shell/first-load'
import './app-web'

// H5: a first load on any route but splash goes to splash with the route as `url` (before the router reads the hash).
firstLoadGuard()
// H5: back on a root tab page asks to press again to exit (its listener must come before the router's).
installExitGuard()

/**
 * No element may wrap `children` here: on H5 Taro's router styles its pages as direct children of
 * `.taro_router` (tab pages end above the tab bar, page stacking). NutUI's ConfigProvider (locale,
 * theme) sits in each page's PageShell instead.
 */
function App({ children }: PropsWithChildren) {
  useT()
  useApplySkin()
  return children
}

export default App
