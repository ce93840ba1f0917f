import { routeByPath, type RouteDef } from '../../routes/index'
import { skeletonDom } from '../ui/skeleton-dom'

/**
 * H5 only (imported by taro-navigation-bar.h5.ts): the page frame. Taro's router fetches a page's code
 * (its subpackage chunk) before it draws anything of the page, so a tap on a slow network showed the old
 * page, unchanged, for seconds. When a navigation starts (the router's `__taroRouterChange`, before the
 * chunk is asked for) and the page has not come `DELAY_MS` later, a frame covers the screen: the page's
 * header as it will be (title in the current language, back or home) and its skeleton (`skeleton` in
 * src/routes). It goes when the page has shown (`__afterTaroRouterChange`), or after `MAX_MS`.
 */
type FrameButton = 'back' | 'home' | 'none'
interface FramePlan {
  route: RouteDef
  /** the page has Taro's navigation bar (not `customNav`) */
  header: boolean
  button: FrameButton
}

/** a page whose code is here already shows sooner: no frame flashes then */
export const DELAY_MS = 60
/** a page that never comes (its chunk failed): the frame gives the screen back */
export const MAX_MS = 15000

/** How many pages the router's stack holds once a navigation by `method` from `stack` pages is done. */
function pagesAfter(method: string, stack: number): number {
  if (method === 'navigateTo') return stack + 1
  if (method === 'redirectTo') return Math.max(stack, 1)
  return 1 // reLaunch, switchTab (a tab page is the bottom of its stack)
}

/**
 * The header's button, by Taro's own rule for its bar (router/navigation-bar.js `setFnBtnState`): none on
 * tab pages and the first page (splash), back when there is a page to go back to, else home.
 */
export function buttonOf(route: RouteDef, pages: number): FrameButton {
  if (route.tab || route.name === 'splash') return 'none'
  return pages > 1 ? 'back' : 'home'
}

/**
 * What to draw while the page at `path` loads, or null: only for a page being opened (going back shows a
 * page that is there already), a known route, and not the page already showing (`current`).
 */
export function framePlan(path: string, method: string, stack: number, current?: string): FramePlan | null {
  if (!['navigateTo', 'redirectTo', 'reLaunch', 'switchTab'].includes(method)) return null
  const route = routeByPath(path)
  if (!route || (current !== undefined && routeByPath(current)?.name === route.name && method === 'switchTab')) return null
  return { route, header: !route.customNav, button: buttonOf(route, pagesAfter(method, stack)) }
}

/**
 * The frame's elements: `header` (a copy of Taro's bar, made by the caller) set to the plan's button and
 * title, then the skeleton. Tab pages leave the tab bar uncovered.
 */
export function drawFrame(plan: FramePlan, title: string, header: HTMLElement | null, doc: Document = document): HTMLElement {
  const frame = doc.createElement('div')
  frame.className = plan.route.tab ? 'page-frame page-frame--tab' : 'page-frame'
  frame.setAttribute('data-testid', 'page-frame')
  frame.setAttribute('data-page', plan.route.name)
  if (plan.header && header) {
    header.removeAttribute('id')
    header.classList.remove('taro-navigation-bar-hide', 'taro-navigation-bar-home-icon', 'taro-navigation-bar-back-icon')
    header.classList.add('taro-navigation-bar-show')
    if (plan.button !== 'none') header.classList.add(`taro-navigation-bar-${plan.button}-icon`)
    const t = header.getElementsByClassName('taro-navigation-bar-title')[0]
    if (t) t.textContent = title
    frame.classList.add('page-frame--head')
    frame.appendChild(header)
  }
  frame.appendChild(skeletonDom(plan.route.skeleton ?? 'list', undefined, doc))
  return frame
}

type RouterEvents = {
  on(name: '__taroRouterChange' | '__afterTaroRouterChange', fn: (e: { toLocation?: { path?: string } }) => void): unknown
}

/**
 * Listens to the router: `method` and `stack` read the router's stack (the method of the navigation under
 * way, its length), `current` the page showing, `title` a route's title now, `header` a new copy of the bar.
 */
export function installPageFrame(o: {
  events: RouterEvents
  method: () => string
  stack: () => number
  current: () => string | undefined
  title: (route: RouteDef) => string
  header: () => HTMLElement | null
  doc?: Document
}) {
  const doc = o.doc ?? document
  let frame: HTMLElement | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const drop = () => {
    clearTimeout(timer)
    frame?.remove()
    frame = null
  }
  o.events.on('__taroRouterChange', (e) => {
    drop()
    const plan = framePlan(e?.toLocation?.path ?? '', o.method(), o.stack(), o.current())
    if (!plan) return
    timer = setTimeout(() => {
      frame = drawFrame(plan, o.title(plan.route), plan.header ? o.header() : null, doc)
      doc.body.appendChild(frame)
      timer = setTimeout(drop, MAX_MS)
    }, DELAY_MS)
  })
  o.events.on('__afterTaroRouterChange', drop)
}
