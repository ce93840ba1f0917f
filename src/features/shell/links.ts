import { nav, parseQuery } from '@/core/navigation'
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
