import Taro from '@tarojs/taro'
import type { StartLayout } from '~types/system'
import { t } from '@/core/i18n'
import { parseQuery } from '@/core/navigation'
import { toast } from '@/core/ui/toast'
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
const GUARD = '__mallExitGuard'
let guardOnTop = false
let guardHref = ''

const h5 = () => process.env.TARO_ENV === 'h5' && typeof window !== 'undefined'

function atRootTab() {
  const pages = Taro.getCurrentPages()
  const cur = pages[pages.length - 1]
  return pages.length === 1 && tabRoutes.some((r) => (cur?.route ?? '').replace(/^\//, '').startsWith(r.path))
}

/**
 * H5: while a tab page is the only page, keep a guard history entry (same URL, the router's own state
 * plus a marker) on top, so the browser's back button lands on us instead of leaving the app.
 * Called whenever a tab page shows.
 */
export function ensureExitGuard() {
  if (!h5() || !atRootTab()) return
  const st = window.history.state as Record<string, unknown> | null
  guardHref = window.location.href
  guardOnTop = true
  if (!st?.[GUARD]) window.history.pushState({ ...(st ?? {}), [GUARD]: true }, '', guardHref)
}

/**
 * H5: back on a root tab page asks to press again to exit; a second back within 2 s leaves. The
 * guard entry's pops are taken in the capture phase, before Taro's router can treat them as navigation.
 */
export function installExitGuard() {
  if (!h5()) return
  let armedAt = 0
  let leaving = false
  window.addEventListener(
    'popstate',
    (e) => {
      const st = e.state as Record<string, unknown> | null
      if (leaving) return
      if (st?.[GUARD]) {
        // back onto a tab page whose guard is still there: ordinary navigation for the router
        guardOnTop = true
        guardHref = window.location.href
        return
      }
      // the entry below the guard has the same URL: that is how a popped guard looks
      const poppedGuard = guardOnTop && window.location.href === guardHref && atRootTab()
      guardOnTop = false
      if (!poppedGuard) return
      e.stopImmediatePropagation()
      const now = Date.now()
      if (now - armedAt < EXIT_WINDOW_MS) {
        leaving = true
        window.history.back()
        return
      }
      armedAt = now
      toast(t('common:pressAgainToExit'))
      ensureExitGuard()
    },
    true,
  )
}

/**
 * H5: take away index.html's boot frame (the first paint before any script, see src/index.html) once a
 * page shows: the first page but splash, or splash's ad. It sits above the app, so nothing shifts.
 */
function removeBootFrame() {
  if (!h5()) return
  document.getElementById('boot')?.remove()
}

/**
 * H5: the boot frame goes once its ad picture has been on the screen. While that picture still loads
 * (a slow network, or sized on its first request), the frame stays above the splash until it has loaded
 * and painted (or failed, or `maxMs` passed): taken away before, the splash's own picture (same URL, same
 * box) would be the first to paint it, later, and become the page's largest paint (LCP) instead.
 */
export function removeBootFrameAfterAd(maxMs = 3000) {
  if (!h5()) return
  const img = document.querySelector<HTMLImageElement>('#boot .boot__ad')
  const boot = (window as unknown as { __bootSplash?: BootAd }).__bootSplash
  if (!img) return removeBootFrame()
  // the frame after the load paints the picture; the one after that may take it away. Also when it has
  // loaded already: its load may have come in this very frame, not painted yet (then the splash's copy
  // painted first, 2.3-2.6 s in 3 of 8 Lighthouse runs)
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(removeBootFrame))
  if (boot?.at !== undefined) return afterPaint()
  const go = () => {
    clearTimeout(timer)
    img.removeEventListener('load', go)
    img.removeEventListener('error', go)
    afterPaint()
  }
  const timer = setTimeout(go, maxMs)
  img.addEventListener('load', go)
  img.addEventListener('error', go)
}

/** The splash ad index.html's boot script shows before any app code has run (see src/index.html). */
interface BootAd {
  /** when the boot frame's picture had loaded (Date.now()): the ad's time counts from then; unset while it loads */
  at?: number
  /** the tenant whose layout the server wrote into the page */
  tenant: string
  layout: StartLayout
  /** the first picture's URL as the page asked for it (preloaded) */
  src: string
}

/**
 * H5: the splash ad the boot frame is showing, if it still is (the frame not yet removed), for the
 * splash screen to take over; null on other platforms, when no ad was due, or for another tenant.
 */
export function bootAd(tenant: string): BootAd | null {
  if (!h5()) return null
  const b = (window as unknown as { __bootSplash?: BootAd }).__bootSplash
  if (!b || b.tenant !== tenant || !document.querySelector('#boot .boot__ad')) return null
  return b
}

let firstPageShown = false

/**
 * H5: whether the app is still on its first load (no page but splash has shown its body yet). Its pages
 * render their body time-sliced (PageShell), under index.html's boot frame or after splash's ad.
 */
export function onFirstLoad(): boolean {
  return h5() && !firstPageShown
}

/** A page but splash has committed its body: the first load is over and the boot frame goes. */
export function pageShown() {
  firstPageShown = true
  removeBootFrame()
}
