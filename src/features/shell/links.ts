import { isBuilt, nav, parseQuery, type PageName } from '@/core/navigation'
import { routeByPath } from '@/routes/index'

/**
 * Open a link from layout configuration: a page of the app (`/pages/...` or a route name), a layout
 * form (`form:<id>`), an external URL (through the web page), or a mini-program / QR scan (not
 * available in this build: ignored).
 */
export async function openLink(link: string | undefined) {
  if (!link) return
  if (/^https?:\/\//.test(link)) return nav.to('web', { url: link })
  if (link.startsWith('form:')) return nav.to('systemPay/layoutForm/index', { id: link.slice(5) })
  const [path, q] = link.split('?')
  const r = routeByPath(path)
  if (!r) return
  return nav.to(r.name, parseQuery(q))
}

/**
 * Where a layout link leads, before opening it: the page of the app (with whether it has a screen yet: an entry
 * leading to one without says "coming soon" instead of opening the "not available yet" page), or an outside
 * address (`page` undefined, always ready). Undefined for a link the app cannot open.
 */
export function linkTarget(link: string | undefined): { page?: PageName; ready: boolean } | undefined {
  if (!link) return undefined
  if (/^https?:\/\//.test(link)) return { ready: true }
  if (link.startsWith('form:')) return { page: 'systemPay/layoutForm/index', ready: isBuilt('systemPay/layoutForm/index') }
  const r = routeByPath(link.split('?')[0])
  return r ? { page: r.name, ready: isBuilt(r.name) } : undefined
}
