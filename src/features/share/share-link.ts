// A share's links (mini-programs and React Native; H5 takes share-link.h5.ts).
import { pageUrl } from '@/core/navigation'
import { apiBase } from '@/core/request'

/** The mini-program path a friend opens: `pages/advanceShare/detail?code=...` (the share menu's path). */
export const sharePath = (code: string) => pageUrl('advanceShare/detail', { code }).replace(/^\//, '')

/**
 * The H5 address of the share's page on the API's origin (the server serves the H5 build; hash routing):
 * `<origin>/#/pages/advanceShare/detail?code=...`, what a friend without the app opens. Without an absolute
 * API_BASE, the path alone.
 */
export function shareLink(code: string): string {
  const m = /^(https?:\/\/[^/]+)/.exec(apiBase())
  return m ? `${m[1]}/#${pageUrl('advanceShare/detail', { code })}` : sharePath(code)
}
