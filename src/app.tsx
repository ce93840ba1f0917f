import type { PropsWithChildren } from 'react'
import { i18n, nutuiLocale, useT } from '@/core/i18n'
import { useApplySkin } from '@/core/theme'
import { ConfigProvider } from '@/core/ui'
import { firstLoadGuard, installExitGuard } from '@/features/shell/first-load'
import './app.scss'

// H5: a first load on any route but splash goes to splash with the route as `url` (before the router reads the hash).
firstLoadGuard()
// H5: back on a root tab page asks to press again to exit (its listener must come before the router's).
installExitGuard()

function App({ children }: PropsWithChildren) {
  useT()
  const vars = useApplySkin()
  return (
    <ConfigProvider locale={nutuiLocale(i18n.language as never)} theme={vars}>
      {children}
    </ConfigProvider>
  )
}

export default App
