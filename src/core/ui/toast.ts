import Taro from '@tarojs/taro'

/** How long a toast stays (spec: 1.5 s). */
export const TOAST_MS = 1500

/**
 * A short message over the page: the one way screens and the request client show one. `success`
 * shows the tick icon; the default is text only. Nothing is shown for an empty message.
 */
export function toast(title: string, icon: 'none' | 'success' = 'none'): void {
  if (!title) return
  try {
    const shown = Taro.showToast({ title, icon, duration: TOAST_MS }) as unknown
    if (shown instanceof Promise) shown.catch(() => {})
  } catch {
    /* no toast API on this platform: nothing to show it on */
  }
}
