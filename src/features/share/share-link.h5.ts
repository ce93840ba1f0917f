// A share's links on H5: this document's own address with the page in its hash.
import { pageUrl } from '@/core/navigation'

export const sharePath = (code: string) => pageUrl('advanceShare/detail', { code }).replace(/^\//, '')

/** `<origin>/#/pages/advanceShare/detail?code=...` on the origin (and path) this app is served from. */
export const shareLink = (code: string) => `${window.location.origin}${window.location.pathname}#${pageUrl('advanceShare/detail', { code })}`
