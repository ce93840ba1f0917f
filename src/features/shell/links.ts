import { nav, parseQuery } from '@/core/navigation'
import { scanAndFollow } from '@/core/scan'
import { routeByPath } from '@/routes/index'

/**
 * Open a link from layout configuration: a page of the app (`/pages/...` or a route name), a layout
 * form (`form:<id>`), an external URL (through the web page), a QR scan (`scan:`: a store's pay code opens
 * `nearby/pay`, another page of the app opens it), or a mini-program (not available in this build: ignored).
 */
export async function openLink(link: string | undefined) {
  if (!link) return
  if (/^https?:\/\//.test(link)) return nav.to('web', { url: link })
  if (link === 'scan:' || link === 'scan') return scanAndFollow()
  if (link.startsWith('form:')) return nav.to('systemPay/layoutForm/index', { id: link.slice(5) })
  const [path, q] = link.split('?')
  const r = routeByPath(path)
  if (!r) return
  return nav.to(r.name, parseQuery(q))
}
