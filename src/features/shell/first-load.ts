import Taro from '@tarojs/taro'
import { t } from '@/core/i18n'
import { parseQuery } from '@/core/navigation'
import { tabRoutes } from '@/routes/index'

/**
 * H5 only: any hash route other than splash on the first load is rewritten to
 * `#/pages/splash?url=<route>` (with `scene` when given), so splash runs first and then opens it.
 */
export function firstLoadGuard() {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return
  const hash = window.location.hash.replace(/^#/, '')
  if (!hash || hash === '/' || hash.startsWith('/pages/splash')) return
  const scene = parseQuery(hash.split('?')[1]).scene
  const q = `url=${encodeURIComponent(hash)}${scene ? `&scene=${encodeURIComponent(scene)}` : ''}`
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#/pages/splash?${q}`)
}

const EXIT_WINDOW_MS = 2000

/**
 * H5: pressing back on a root tab page asks to press again to exit. A guard history entry is kept
 * on top while a tab page is the only page; the first back consumes it and shows the toast.
 */
export function installExitGuard() {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return
  let armedAt = 0
  const atRootTab = () => {
    const pages = Taro.getCurrentPages()
    const cur = pages[pages.length - 1]
    return pages.length === 1 && tabRoutes.some((r) => cur?.route?.replace(/^\//, '').startsWith(r.path))
  }
  window.addEventListener('popstate', (e) => {
    if (!(e.state && (e.state as { exitGuard?: boolean }).exitGuard === undefined && atRootTab())) return
    const now = Date.now()
    if (now - armedAt < EXIT_WINDOW_MS) return
    armedAt = now
    void Taro.showToast({ title: t('common:pressAgainToExit'), icon: 'none', duration: 1500 })
  })
}
