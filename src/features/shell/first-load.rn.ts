import type { StartLayout } from '~types/system'

/**
 * React Native: no URL and no browser history. The app starts on the first page of the route table
 * (splash), which opens home; Android's back button on the last page closes the app as RN does.
 * Same exports as first-load.ts (H5's first-load guard and exit guard), doing nothing.
 */
export function firstLoadGuard() {}
export function ensureExitGuard() {}
export function installExitGuard() {}
export function removeBootFrameAfterAd(_maxMs?: number) {}
export function bootAd(_tenant: string): BootAd | null {
  return null
}
interface BootAd {
  at?: number
  tenant: string
  layout: StartLayout
  src: string
}
export function onFirstLoad() {
  return false
}
export function pageShown() {}
