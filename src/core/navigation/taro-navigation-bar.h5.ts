import { Current, eventCenter } from '@tarojs/runtime'
import stacks from '@tarojs/router/dist/router/stack.js'
import { loadNavigationBarStyle } from '@tarojs/router/dist/style.js'
import { installPageFrame } from './page-frame'

/**
 * H5 build only: stands in for `@tarojs/router/dist/navigationBar.js` (config/index.ts swaps the module).
 * Taro's builds its navigation bar at start with its three icons parsed from SVG text (the loading one has
 * 24 paths) on the entry's main-thread task, though this app hides the bar until a page asks for it.
 * Same elements, ids and classes (what the router and Taro's setNavigationBar* APIs look up); the icons
 * come from navigation-bar-icons.ts (Taro's module itself, run on a detached box), loaded when the bar is
 * first shown, else some seconds after start.
 * The app shows it on every page but those with `customNav` in src/routes (app.config.ts: H5's window
 * `navigationStyle: 'default'`); its home button opens the home tab (Taro's reLaunched the first page,
 * splash, with its ad); page-frame.ts draws a copy of it over the screen while a page's code loads.
 */
/** when the icons load if the bar has not shown by then (ms after start) */
const LATER = 15000

export function initNavigationBar(config: { router: { mode?: string } }, container: HTMLElement) {
  if (config.router.mode === 'multi') return
  const div = (cls: string) => {
    const el = document.createElement('div')
    el.classList.add(cls)
    return el
  }
  const bar = div('taro-navigation-bar-no-icon')
  const back = div('taro-navigation-bar-back')
  const home = div('taro-navigation-bar-home')
  const wrap = div('taro-navigation-bar-title-wrap')
  const loading = div('taro-navigation-bar-loading')
  wrap.appendChild(loading)
  wrap.appendChild(div('taro-navigation-bar-title'))
  bar.appendChild(home)
  bar.appendChild(back)
  bar.appendChild(wrap)
  bar.id = 'taro-navigation-bar'
  container.insertBefore(bar, container.firstChild)
  loadNavigationBarStyle()

  // home: the home tab, through the navigation module (taken before Taro's own listener on the button)
  bar.addEventListener(
    'click',
    (e) => {
      if (!home.contains(e.target as Node)) return
      e.stopPropagation()
      void import('./index').then(({ nav, HOME_PAGE }) => nav.switchTab(HOME_PAGE)).catch(() => undefined)
    },
    true,
  )

  let started = false
  let ready = false
  /** copies of the bar (page frames) drawn before the icons came */
  const copies: HTMLElement[] = []
  const copyIcons = (to: HTMLElement) => {
    for (const cls of ['taro-navigation-bar-back', 'taro-navigation-bar-home', 'taro-navigation-bar-loading']) {
      const from = bar.getElementsByClassName(cls)[0]
      to.getElementsByClassName(cls)[0]?.replaceChildren(...Array.from(from?.childNodes ?? [], (n) => n.cloneNode(true)))
    }
  }
  const fill = () => {
    if (started) return
    started = true
    seen.disconnect()
    void import('./navigation-bar-icons').then(({ iconsOf }) => {
      const icons = iconsOf()
      back.replaceChildren(...icons.back)
      home.replaceChildren(...icons.home)
      loading.replaceChildren(...icons.loading)
      ready = true
      for (const c of copies.splice(0)) copyIcons(c)
    })
  }
  // the router shows the bar by a class; the icons load then at the latest
  const seen = new MutationObserver(() => bar.classList.contains('taro-navigation-bar-show') && fill())
  seen.observe(bar, { attributes: true, attributeFilter: ['class'] })
  // else well after the first screen (loaded earlier, its chunk was counted among the first screen's bytes)
  const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }
  setTimeout(() => (w.requestIdleCallback ? w.requestIdleCallback(fill, { timeout: 5000 }) : fill()), LATER)

  // page titles in the current language (core/i18n is in the entry: imported when the router mounts, no cycle)
  let title = (key: string) => key
  void import('../i18n').then(({ i18n }) => (title = (key) => i18n.t(`pages:${key}`)))
  installPageFrame({
    events: eventCenter,
    method: () => stacks.method,
    stack: () => stacks.length,
    current: () => Current.page?.path,
    title: (route) => title(route.titleKey),
    header: () => {
      const copy = bar.cloneNode(true) as HTMLElement
      if (!ready) {
        copies.push(copy)
        fill()
      }
      return copy
    },
  })
}
