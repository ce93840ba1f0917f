import type { PageName, Params } from '@/core/navigation'

/** React Native: no share menu or page link yet (the app's own share sheet comes with the native shell). */
export function ShareButton(_: { title: string; page: PageName; params: Params; image?: string }) {
  return null
}
