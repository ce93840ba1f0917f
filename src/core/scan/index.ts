// Scanning a QR code on every platform (scan.ts: the host's scanner; scan.h5.ts: camera or picture with jsqr) and
// following what it says: a store's pay code, a page of the app, a web address.
import { routeByPath } from '@/routes/index'
import { t } from '../i18n'
import { nav, parseQuery } from '../navigation'
import { toast } from '../ui'
import { scanCode } from './scan'

export { scanCode }

/** The store a pay code names (`.../pages/nearby/pay?shopId=12`, H5 address or mini-program path), or null. */
export function storeOfCode(text: string): number | null {
  const m = /(?:^|[/#])pages\/nearby\/pay\?(?:[^#\s]*&)?shopId=(\d{1,15})(?:[&#\s]|$)/.exec(text.trim())
  return m ? Number(m[1]) : null
}

/** A page of this app a code names (`/pages/<page>?<query>`, alone or after an H5 address's `#`), or undefined. */
export function pageOfCode(text: string): { name: string; query: Record<string, string> } | undefined {
  const m = /(?:^|#)\/?(pages\/[^?#\s]+)(?:\?([^#\s]*))?$/.exec(text.trim())
  const r = m ? routeByPath(m[1]) : undefined
  return r && m ? { name: r.name, query: parseQuery(m[2]) } : undefined
}

/**
 * Follow a scanned code: a store's pay code opens `nearby/pay` for that store; another page of the app opens it;
 * a web address opens in the web page; anything else is "code recognition failure".
 */
export async function followCode(text: string | null): Promise<unknown> {
  if (!text) return toast(t('common:scan.failed'))
  const shopId = storeOfCode(text)
  if (shopId) return nav.to('nearby/pay', { shopId })
  const page = pageOfCode(text)
  if (page) return (nav.to as (name: string, params: Record<string, string>) => Promise<unknown>)(page.name, page.query)
  if (/^https?:\/\//.test(text.trim())) return nav.to('web', { url: text.trim() })
  return toast(t('common:scan.failed'))
}

/** Scan, then follow the code (the home layout's scan link). A cancelled scan does nothing. */
export async function scanAndFollow(): Promise<unknown> {
  const text = await scanCode()
  return text === null ? undefined : followCode(text)
}
