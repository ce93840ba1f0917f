import type { PageName } from '@/core/navigation'
// its own module (not the navigation face, not links.ts which home and splash load): the route table's screens
// stay out of the first screen's code
import { isBuilt } from '@/core/navigation/built'
import { routeByPath } from '@/routes/index'
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
