import Taro from '@tarojs/taro'
import { addLeadingSlash, getCurrentPage, stripBasename, stripSuffix } from '@tarojs/runtime'

/**
 * H5 build only: stands in for `@tarojs/router/dist/tabbar.js` (config/index.ts swaps the module).
 * Taro's defines its tab bar as a Stencil web component (`taro-tabbar` of @tarojs/components), which
 * brought Stencil's runtime (~6.9 KB brotli) and the component (~2.4 KB) into the entry, though the
 * app's own components are Taro's React ones. This one is plain DOM: the same `taro-tabbar` element,
 * children, classes, inline styles and stylesheet (inserted where Stencil inserts it: before the head's
 * first link), the same answers to the router's `__taroRouterChange` and to every event Taro's tab bar
 * APIs (setTabBarBadge ... setTabBarItem, @tarojs/taro-h5 api/ui/tab-bar) send, with the same errMsg
 * texts. It draws at once (Stencil's drew a task later); nothing else differs on purpose.
 */

type RouteMap = Record<string, string | string[]>
interface Item {
  pagePath: string
  text: string
  iconPath: string
  selectedIconPath: string
  badgeText?: string | null
  showRedDot?: boolean
}
export interface TabbarConf {
  list: Item[]
  color?: string
  selectedColor?: string
  backgroundColor?: string
  borderStyle?: string
  custom?: boolean
  homePage: string
  mode: string
  customRoutes: RouteMap
  basename?: string
}
interface Config {
  tabBar?: TabbarConf
  entryPagePath?: string
  pages?: string[]
  router: { mode?: string; customRoutes?: RouteMap; basename?: string }
}
type Done = (res: { errMsg: string }) => void
interface Call {
  index: number
  successHandler: Done
  errorHandler: Done
}

// Taro's tab bar stylesheet (its weui rules and its own), less two rules for `<i>` icons it never draws
const CSS =
  '.weui-tabbar{z-index:500;background-color:#f7f7fa;align-items:center;width:100%;display:flex;position:absolute;bottom:0}' +
  '.weui-tabbar:before{content:" ";color:#c0bfc4;transform-origin:0 0;border-top:1px solid #c0bfc4;height:1px;position:absolute;top:0;left:0;right:0;transform:scaleY(.5)}' +
  '.weui-tabbar__item{padding:5px 0;padding-bottom:constant(safe-area-inset-bottom);padding-bottom:env(safe-area-inset-bottom);color:#999;text-align:center;-webkit-tap-highlight-color:transparent;flex:1;font-size:0;display:block}' +
  '.weui-tabbar__item.weui-bar__item_on .weui-tabbar__icon,.weui-tabbar__item.weui-bar__item_on .weui-tabbar__icon>i,.weui-tabbar__item.weui-bar__item_on .weui-tabbar__label{color:#09bb07}' +
  '.weui-tabbar__icon{width:27px;height:27px;display:inline-block}' +
  '.weui-tabbar__label{text-align:center;color:#999;font-size:10px;line-height:1.8}' +
  '.weui-badge{color:#fff;text-align:center;vertical-align:middle;background-color:#f43530;border-radius:18px;min-width:8px;padding:.15em .4em;font-size:12px;line-height:1.2;display:inline-block}' +
  '.weui-badge_dot{min-width:0;padding:.4em}' +
  ':root{--taro-tabbar-height:50px}#app{height:100%}' +
  '.taro-tabbar__border-white:before{border-top-color:#fff!important}' +
  '.taro-tabbar__container{flex-direction:column;height:100%;display:flex;overflow:hidden}' +
  '.taro-tabbar__panel{-webkit-overflow-scrolling:auto;flex:1;position:relative;overflow:auto}' +
  '.taro-tabbar__tabbar{width:100%;height:var(--taro-tabbar-height);transition:bottom .2s,top .2s;position:relative}' +
  '.taro-tabbar__tabbar-top{top:0}' +
  '.taro-tabbar__tabbar-bottom{margin-bottom:constant(safe-area-inset-bottom);margin-bottom:env(safe-area-inset-bottom);bottom:0}' +
  '.taro-tabbar__tabbar-hide{display:none}' +
  '.taro-tabbar__tabbar-slideout{flex:0 0;top:-52px}' +
  '.taro-tabbar__panel+.taro-tabbar__tabbar-slideout{top:auto;bottom:-52px}'

const BAR = 'taro-tabbar__tabbar'
const SHOW = 0
const HIDE = 1
const SLIDEOUT = 2

/** the path part of a url (before `?` and `#`) */
const pathOf = (url: string) => (url || '').split('#')[0].split('?')[0]

/** `to` against the page `from` (what resolve-pathname does for the paths a tab url can be) */
function resolvePath(to: string, from: string) {
  if (to.charAt(0) === '/') return to
  const parts = from.split('/')
  parts.pop()
  const segs = to.split('/')
  segs.forEach((seg, i) => {
    if (seg === '..') {
      if (parts.length > 1) parts.pop()
    } else if (seg !== '.') parts.push(seg)
    if ((seg === '.' || seg === '..') && i === segs.length - 1) parts.push('')
  })
  return parts.join('/')
}

/** an element with these attributes, in this order (Stencil's order: the same outerHTML), and inline style */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>, style?: Partial<CSSStyleDeclaration>) {
  const e = document.createElement(tag)
  for (const k in attrs) e.setAttribute(k, attrs[k])
  if (style) Object.assign(e.style, style)
  return e
}

/** The `taro-tabbar` element for `conf`, drawn and listening (the router appends it to #container). */
export function createTabbar(conf: TabbarConf): HTMLElement {
  const host = document.createElement('taro-tabbar')
  const list = conf.list
  if (Object.prototype.toString.call(list) !== '[object Array]' || list.length < 2 || list.length > 5) {
    // Stencil logged what its component threw and left the element empty
    console.error(new Error('tabBar 配置错误'))
    return host
  }
  const homePage = addLeadingSlash(conf.homePage)
  const routes: [string, string][] = []
  for (const key in conf.customRoutes || {}) {
    const to = conf.customRoutes[key]
    if (typeof to === 'string') routes.push([addLeadingSlash(key), addLeadingSlash(to)])
    else if (to?.length > 0) routes.push(...to.map((p): [string, string] => [addLeadingSlash(key), addLeadingSlash(p)]))
  }
  list.forEach((item) => {
    if (item.pagePath.indexOf('/') !== 0) item.pagePath = '/' + item.pagePath
  })
  const style = { color: conf.color, selectedColor: conf.selectedColor, backgroundColor: conf.backgroundColor, borderStyle: conf.borderStyle }
  let selected = -1
  let status = SHOW

  const originOf = (url: string) => stripSuffix(routes.find(([, custom]) => pathOf(custom) === pathOf(url))?.[0] ?? url, '.html')
  const indexOf = (url: string) => {
    let found = -1
    list.forEach(({ pagePath }, i) => pathOf(url) === pathOf(pagePath) && (found = i))
    return found
  }
  const currentUrl = () => {
    const path = getCurrentPage(conf.mode, conf.basename)
    return decodeURI(path === '/' ? homePage : path)
  }

  // the elements, made once and kept (as Stencil keeps them between renders)
  host.classList.add(BAR, `${BAR}-bottom`)
  const bar = el('div', { class: 'weui-tabbar' }, { backgroundColor: style.backgroundColor || '', height: 'inherit' })
  const items = list.map((item, index) => {
    const a = el('a', { href: 'javascript:;', class: 'weui-tabbar__item' })
    const wrap = el('span', {}, { display: 'inline-block', position: 'relative' })
    const img = el('img', { src: item.iconPath, alt: '', class: 'weui-tabbar__icon' })
    const label = el('p', { class: 'weui-tabbar__label' })
    wrap.appendChild(img)
    a.appendChild(wrap)
    a.appendChild(label)
    a.addEventListener('click', (e) => {
      // the link's `javascript:;` (Taro's markup, kept as is) is never followed: the page's CSP refuses
      // javascript: URLs and logged a violation on every tap
      e.preventDefault()
      const page = Taro.getCurrentPages().shift() as { onTabItemTap?: (o: object) => void } | undefined
      if (typeof page?.onTabItemTap === 'function' && (a.offsetWidth || a.offsetHeight || a.getClientRects().length))
        page.onTabItemTap({ index, pagePath: item.pagePath, text: item.text })
      switchTo(index)
    })
    bar.appendChild(a)
    return { a, wrap, img, label, badge: null as HTMLElement | null, dot: null as HTMLElement | null }
  })
  host.appendChild(bar)

  function render() {
    host.classList.toggle(`${BAR}-hide`, selected === -1 || status === HIDE)
    host.classList.toggle(`${BAR}-slideout`, status === SLIDEOUT)
    bar.className = `weui-tabbar taro-tabbar__border-${style.borderStyle || 'black'}`
    bar.style.backgroundColor = style.backgroundColor || ''
    items.forEach((it, index) => {
      const item = list[index]
      const on = selected === index
      it.a.className = on ? 'weui-tabbar__item weui-bar__item_on' : 'weui-tabbar__item'
      const icon = on ? item.selectedIconPath : item.iconPath
      if (it.img.getAttribute('src') !== icon) it.img.setAttribute('src', icon)
      it.label.style.color = (on ? style.selectedColor : style.color) || ''
      if (it.label.textContent !== item.text) it.label.textContent = item.text
      // after the icon: the badge, then the red dot (one at most: each call that shows one hides the other)
      if (item.badgeText) {
        if (!it.badge)
          it.badge = it.wrap.insertBefore(
            el('span', { class: 'weui-badge taro-tabbar-badge' }, { position: 'absolute', top: '-2px', right: '-13px' }),
            it.img.nextSibling,
          )
        if (it.badge.textContent !== item.badgeText) it.badge.textContent = item.badgeText
      } else if (it.badge) {
        it.badge.remove()
        it.badge = null
      }
      if (item.showRedDot && !it.dot)
        it.dot = it.wrap.appendChild(el('span', { class: 'weui-badge weui-badge_dot' }, { position: 'absolute', top: '0', right: '-6px' }))
      else if (!item.showRedDot && it.dot) {
        it.dot.remove()
        it.dot = null
      }
    })
  }

  function switchTo(index: number) {
    selected = index
    render()
    void Taro.switchTab({ url: list[index].pagePath })
  }

  /** an item API: changes item `index` and answers, as Taro's component did */
  const onItem = (name: string, change: (item: Item, call: Call & Partial<Item>) => void) => (call: Call & Partial<Item>) => {
    if (call.index in list) {
      change(list[call.index], call)
      call.successHandler({ errMsg: `${name}:ok` })
    } else call.errorHandler({ errMsg: `${name}:fail tabbar item not found` })
    render()
  }
  // each event's handler takes its own payload (the router's and the tab bar APIs')
  const handlers = {
    __taroRouterChange(options?: { toLocation?: { path?: string } }) {
      const to = options?.toLocation?.path
      const page = typeof to === 'string' ? stripBasename(addLeadingSlash(to || homePage), conf.basename || '/') || '/' : currentUrl()
      selected = indexOf(originOf(page))
      render()
    },
    // no Taro 4.2 API sends this one (Taro.switchTab is the router's): kept as Taro's component had it
    __taroSwitchTab({ url, successHandler, errorHandler }: { url: string; successHandler: Done; errorHandler: Done }) {
      const next = resolvePath(url, originOf(currentUrl() || homePage))
      const index = indexOf(next)
      if (index > -1) {
        switchTo(index)
        successHandler({ errMsg: 'switchTab:ok' })
      } else errorHandler({ errMsg: `switchTab:fail page "${next}" is not found` })
    },
    __taroSetTabBarBadge: onItem('setTabBarBadge', (item, { text }) => {
      item.showRedDot = false
      item.badgeText = text
    }),
    __taroRemoveTabBarBadge: onItem('removeTabBarBadge', (item) => {
      item.badgeText = null
    }),
    __taroShowTabBarRedDotHandler: onItem('showTabBarRedDot', (item) => {
      item.badgeText = null
      item.showRedDot = true
    }),
    __taroHideTabBarRedDotHandler: onItem('hideTabBarRedDot', (item) => {
      item.showRedDot = false
    }),
    __taroShowTabBar({ successHandler }: { successHandler: Done }) {
      status = SHOW
      render()
      successHandler({ errMsg: 'showTabBar:ok' })
    },
    __taroHideTabBar({ animation, successHandler }: { animation?: boolean; successHandler: Done }) {
      status = animation ? SLIDEOUT : HIDE
      render()
      successHandler({ errMsg: 'hideTabBar:ok' })
    },
    __taroSetTabBarStyle(o: typeof style & { successHandler: Done }) {
      for (const k of ['backgroundColor', 'borderStyle', 'color', 'selectedColor'] as const) if (o[k]) style[k] = o[k]
      render()
      o.successHandler({ errMsg: 'setTabBarStyle:ok' })
    },
    __taroSetTabBarItem: onItem('setTabBarItem', (item, o) => {
      for (const k of ['iconPath', 'selectedIconPath', 'text'] as const) if (o[k]) item[k] = o[k]!
    }),
  } satisfies Record<string, (o: never) => void>
  for (const [name, handler] of Object.entries(handlers)) Taro.eventCenter.on(name, handler)
  // the tab of the page open now (Stencil's did this once drawn; the router tells every change after)
  handlers.__taroRouterChange()
  return host
}

/** What `@tarojs/router/dist/tabbar.js` exports: the tab bar at the end of #container, and the tab bar APIs. */
export function initTabbar(config: Config, history: { location: { pathname: string } }) {
  const conf = config.tabBar
  if (conf == null || conf.custom) return
  const home = config.entryPagePath || (config.pages ? config.pages[0] : '')
  conf.homePage = history.location.pathname === '/' ? home : history.location.pathname
  const router = config.router
  conf.mode = router && router.mode ? router.mode : 'hash'
  conf.custom = !!router.customRoutes
  conf.customRoutes = router.customRoutes || {}
  if (typeof router.basename !== 'undefined') conf.basename = router.basename
  const container = document.getElementById('container')
  if (container) {
    const style = document.createElement('style')
    style.innerHTML = CSS
    document.head.insertBefore(style, document.head.querySelector('link'))
    container.appendChild(createTabbar(conf))
  }
  // H5's own API, not in Taro's types: written `Taro.x` so that Taro's Babel plugin imports it by name
  // @ts-expect-error initTabBarApis is @tarojs/taro-h5's only
  Taro.initTabBarApis(config)
}
