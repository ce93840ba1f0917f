/**
 * H5 twin of toast.ts: the same `toast()`, with Taro's toast (its H5 interaction module: toast, modal,
 * action sheet, loading; ~4 KB brotli) out of the entry. It loads on the first toast, or at idle once the
 * first screen is up (index.html's boot frame gone, splash left), so a later first toast is not late.
 * Toasts asked for before it has arrived show in order once it has.
 */
/** How long a toast stays (spec: 1.5 s; as toast.ts). */
export const TOAST_MS = 1500

type Impl = typeof import('./toast-taro')
let impl: Promise<Impl> | undefined

/** Loads Taro's toast (once; again after a failed load). */
export function loadToast(): Promise<Impl> {
  impl ??= import(/* webpackChunkName: "taro-toast" */ './toast-taro').catch((e: unknown) => {
    impl = undefined
    throw e
  })
  return impl
}

/**
 * A short message over the page: the one way screens and the request client show one. `success`
 * shows the tick icon; the default is text only. Nothing is shown for an empty message.
 */
export function toast(title: string, icon: 'none' | 'success' = 'none'): void {
  if (!title) return
  loadToast().then(
    (m) => m.showToast(title, icon),
    () => {
      /* the chunk did not load (offline): nothing to show it with */
    },
  )
}

/** The first screen is up: the boot frame has gone and the app has left splash. */
const firstScreenUp = () => !document.getElementById('boot') && !/^#\/pages\/splash/.test(window.location.hash)

/**
 * Loads Taro's toast at idle, `after` ms once the first screen is up (checked every `check` ms), so it does
 * not compete with the first page's data and pictures (a deep link's page shows its skeleton first). A
 * toast before that loads it itself.
 */
export function preloadToastAfterFirstScreen(check = 1000, after = 3000) {
  if (typeof window === 'undefined') return
  const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }
  const load = () => void (impl ?? loadToast().catch(() => {}))
  const tick = () => {
    if (impl) return
    if (!firstScreenUp()) return void setTimeout(tick, check)
    setTimeout(() => (w.requestIdleCallback ? w.requestIdleCallback(load, { timeout: 5000 }) : load()), after)
  }
  setTimeout(tick, check)
}

preloadToastAfterFirstScreen()
