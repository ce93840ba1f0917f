// The H5 build swaps Taro's tab bar module (`@tarojs/router/dist/tabbar.js`, which defines Stencil's
// `taro-tabbar` web component) for src/core/navigation/taro-tabbar.h5.ts (config/index.ts): plain DOM, the
// same elements, styles and answers. Here Taro's own component and ours draw the same conf side by side,
// hear the same events, and must stay the same, step by step.
import Taro from '@tarojs/taro'
import { TaroTabbar } from '@tarojs/components/dist/components/taro-tabbar.js'
import { createTabbar, initTabbar, type TabbarConf } from '@/core/navigation/taro-tabbar.h5'

const conf = (): TabbarConf => ({
  color: '#808080',
  selectedColor: '#e93b3d',
  backgroundColor: '#ffffff',
  borderStyle: 'white',
  list: ['index', 'classify', 'cart', 'user'].map((n) => ({
    pagePath: `pages/tabbar/${n}`,
    text: n,
    iconPath: `./${n}.png`,
    selectedIconPath: `./${n}-on.png`,
  })),
  homePage: '/pages/tabbar/index',
  mode: 'hash',
  custom: false,
  customRoutes: {},
})
// Stencil draws a task later
const settle = () => new Promise((r) => setTimeout(r, 30))
const trigger = (name: string, args: object) => {
  const answers: unknown[] = []
  const done = (res: unknown) => answers.push(res)
  Taro.eventCenter.trigger(name, { ...args, successHandler: done, errorHandler: done })
  return answers
}

// the tab bar's events as the Taro manifest lists them (config/taro-swaps.js): what our tab bar listens to
const { PRIVATE_NAMES } = require('../../config/taro-swaps.js') as { PRIVATE_NAMES: Array<{ name: string; what: string; readBy: string[] }> }
const EVENTS = PRIVATE_NAMES.filter((n) => n.what.startsWith('event') && n.readBy.includes('src/core/navigation/taro-tabbar.h5.ts')).map((n) => n.name)

test("the same element as Taro's Stencil tab bar, after every route change and every tab bar API event", async () => {
  window.location.hash = '#/pages/tabbar/index'
  // Taro's component under another name: ours is a `taro-tabbar` element too
  customElements.define('stencil-tabbar', TaroTabbar)
  const theirs = document.createElement('stencil-tabbar') as HTMLElement & { conf: TabbarConf }
  theirs.conf = conf()
  const box = document.createElement('div')
  document.body.appendChild(box)
  box.appendChild(theirs)
  const ours = createTabbar(conf())
  document.body.appendChild(document.createElement('div')).appendChild(ours)
  await settle()
  const same = async (what: string) => {
    await settle()
    expect([what, ours.outerHTML]).toEqual([what, theirs.outerHTML.replace(/stencil-tabbar/g, 'taro-tabbar')])
  }
  // the home tab selected, from the address
  await same('at start')
  expect(ours.querySelector('.weui-bar__item_on img')!.getAttribute('src')).toBe('./index-on.png')
  expect(ours.className).toBe('taro-tabbar__tabbar taro-tabbar__tabbar-bottom')

  // route changes: a tab, a page that is no tab (hidden), a tab again
  Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/tabbar/cart' } })
  await same('on the cart tab')
  expect(ours.querySelector('.weui-bar__item_on')!.textContent).toBe('cart')
  Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/goods/info' } })
  await same('on a page that is no tab')
  expect(ours.classList.contains('taro-tabbar__tabbar-hide')).toBe(true)
  Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/tabbar/classify' } })
  await same('on the classify tab')

  // every event of Taro's tab bar APIs: each answer twice (theirs, ours), equal; the element equal after each
  const steps: [string, object, string][] = [
    ['__taroSetTabBarBadge', { index: 2, text: '3' }, 'setTabBarBadge:ok'],
    ['__taroSetTabBarBadge', { index: 2, text: '99+' }, 'setTabBarBadge:ok'],
    ['__taroSetTabBarBadge', { index: 9, text: '1' }, 'setTabBarBadge:fail tabbar item not found'],
    ['__taroShowTabBarRedDotHandler', { index: 2 }, 'showTabBarRedDot:ok'],
    ['__taroSetTabBarBadge', { index: 2, text: '5' }, 'setTabBarBadge:ok'],
    ['__taroShowTabBarRedDotHandler', { index: 3 }, 'showTabBarRedDot:ok'],
    ['__taroShowTabBarRedDotHandler', { index: 4 }, 'showTabBarRedDot:fail tabbar item not found'],
    ['__taroHideTabBarRedDotHandler', { index: 3 }, 'hideTabBarRedDot:ok'],
    ['__taroHideTabBarRedDotHandler', { index: -1 }, 'hideTabBarRedDot:fail tabbar item not found'],
    ['__taroRemoveTabBarBadge', { index: 2 }, 'removeTabBarBadge:ok'],
    ['__taroRemoveTabBarBadge', { index: 7 }, 'removeTabBarBadge:fail tabbar item not found'],
    ['__taroSetTabBarStyle', { selectedColor: '#1e88e5' }, 'setTabBarStyle:ok'],
    ['__taroSetTabBarStyle', { color: '#333333', backgroundColor: '#000000', borderStyle: 'black' }, 'setTabBarStyle:ok'],
    ['__taroSetTabBarItem', { index: 0, text: 'Home' }, 'setTabBarItem:ok'],
    ['__taroSetTabBarItem', { index: 1, iconPath: '/a.png', selectedIconPath: '/b.png' }, 'setTabBarItem:ok'],
    ['__taroSetTabBarItem', { index: 5, text: 'x' }, 'setTabBarItem:fail tabbar item not found'],
    ['__taroHideTabBar', { animation: true }, 'hideTabBar:ok'],
    ['__taroHideTabBar', {}, 'hideTabBar:ok'],
    ['__taroShowTabBar', {}, 'showTabBar:ok'],
  ]
  for (const [name, args, errMsg] of steps) {
    expect([name, trigger(name, args)]).toEqual([name, [{ errMsg }, { errMsg }]])
    await same(`${name} ${JSON.stringify(args)}`)
  }
  expect(ours.querySelector('.weui-bar__item_on .weui-tabbar__label')!.getAttribute('style')).toBe('color: rgb(30, 136, 229);')
  expect(ours.querySelector('.weui-tabbar')!.className).toBe('weui-tabbar taro-tabbar__border-black')

  // the badge and the dot in place (the dot after the badge's place), as Taro draws them
  trigger('__taroSetTabBarBadge', { index: 1, text: '7' })
  trigger('__taroShowTabBarRedDotHandler', { index: 3 })
  await same('a badge and a dot')
  expect(ours.querySelector('.taro-tabbar-badge')!.outerHTML).toBe(
    '<span class="weui-badge taro-tabbar-badge" style="position: absolute; top: -2px; right: -13px;">7</span>',
  )
  expect(ours.querySelectorAll('.weui-badge_dot').length).toBe(1)

  // a tap: Taro.switchTab to the tab's page (both bars hear it: each taps its own item), onTabItemTap of the page
  const switchTab = jest.fn(() => Promise.resolve({ errMsg: 'switchTab:ok' }))
  const onTabItemTap = jest.fn()
  Object.assign(Taro, { switchTab, getCurrentPages: () => [{ onTabItemTap }] })
  const rects = jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList)
  ;(theirs.querySelectorAll('.weui-tabbar__item')[3] as HTMLElement).click()
  ;(ours.querySelectorAll('.weui-tabbar__item')[3] as HTMLElement).click()
  rects.mockRestore()
  delete (Taro as unknown as Record<string, unknown>).getCurrentPages
  await same('after a tap on the 4th tab')
  expect(switchTab.mock.calls).toEqual([[{ url: '/pages/tabbar/user' }], [{ url: '/pages/tabbar/user' }]])
  expect(onTabItemTap.mock.calls).toEqual([
    [{ index: 3, pagePath: '/pages/tabbar/user', text: 'user' }],
    [{ index: 3, pagePath: '/pages/tabbar/user', text: 'user' }],
  ])

  // the old switch-tab event (no Taro 4.2 API sends it): a relative url, an unknown one
  switchTab.mockClear()
  expect(trigger('__taroSwitchTab', { url: 'cart' })).toEqual([{ errMsg: 'switchTab:ok' }, { errMsg: 'switchTab:ok' }])
  expect(trigger('__taroSwitchTab', { url: '/pages/nope' })).toEqual([
    { errMsg: 'switchTab:fail page "/pages/nope" is not found' },
    { errMsg: 'switchTab:fail page "/pages/nope" is not found' },
  ])
  await same('after the switch-tab event')
  expect(switchTab.mock.calls).toEqual([[{ url: '/pages/tabbar/cart' }], [{ url: '/pages/tabbar/cart' }]])
  delete (Taro as unknown as Record<string, unknown>).switchTab

  // the stylesheet: Taro's rules, less the two for `<i>` icons neither draws
  const rules = (css: string) =>
    css
      .split('}')
      .map((r) => r.trim())
      .filter(Boolean)
  const stencils = rules([...document.head.querySelectorAll('style')].find((s) => s.innerHTML.startsWith('.weui-tabbar{'))!.innerHTML)
  box.removeChild(theirs) // Stencil's stops listening
  const container = Object.assign(document.createElement('div'), { id: 'container' })
  document.body.appendChild(container)
  document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'preload' }))
  initTabbar({ tabBar: conf(), pages: ['pages/splash', 'pages/tabbar/index'], router: { mode: 'hash' } }, { location: { pathname: '/' } })
  const style = document.head.querySelector('link')!.previousElementSibling!
  expect(style.tagName).toBe('STYLE')
  expect(stencils.filter((r) => !rules(style.innerHTML).includes(r))).toEqual([
    '.weui-tabbar__icon img{width:100%;height:100%',
    'i.weui-tabbar__icon,.weui-tabbar__icon>i{color:#999;font-size:24px',
  ])
  expect(rules(style.innerHTML).filter((r) => !stencils.includes(r))).toEqual([])
  expect(container.lastElementChild!.tagName).toBe('TARO-TABBAR')
  ours.remove()
  // Stencil draws each step a task later: ~20 settles, slow on a loaded machine (5 s timed out at load 15)
}, 30000)

test("Taro's tab bar APIs through ours: callbacks, promises, failures", async () => {
  // only this bar listens (the first test's ones are gone)
  for (const name of EVENTS) Taro.eventCenter.off(name)
  document.body.innerHTML = '<div id="container"></div>'
  window.location.hash = '#/pages/tabbar/index'
  const config = { tabBar: conf(), pages: ['pages/splash', 'pages/tabbar/index'], router: { mode: 'hash' } }
  initTabbar(config, { location: { pathname: '/pages/tabbar/index' } })
  const bar = document.querySelector('#container > taro-tabbar')!
  // the router's conf fields, as Taro's module sets them
  expect(config.tabBar).toMatchObject({ homePage: '/pages/tabbar/index', mode: 'hash', custom: false, customRoutes: {} })
  expect(bar.querySelector('.weui-bar__item_on .weui-tabbar__label')!.textContent).toBe('index')

  const success = jest.fn()
  const complete = jest.fn()
  await expect(Taro.setTabBarBadge({ index: 2, text: '12', success, complete })).resolves.toEqual({ errMsg: 'setTabBarBadge:ok' })
  expect(success).toHaveBeenCalledWith({ errMsg: 'setTabBarBadge:ok' })
  expect(complete).toHaveBeenCalledTimes(1)
  expect(bar.querySelector('.taro-tabbar-badge')!.textContent).toBe('12')
  // Taro's API shortens long texts before the event
  await Taro.setTabBarBadge({ index: 2, text: '12345' })
  expect(bar.querySelector('.taro-tabbar-badge')!.textContent).toBe('...')
  // an unknown item: Taro's handler prefixes the errMsg again; it rejects, or resolves when given `fail`
  const notFound = { errMsg: 'setTabBarBadge:fail setTabBarBadge:fail tabbar item not found' }
  await expect(Taro.setTabBarBadge({ index: 8, text: '1' })).rejects.toEqual(notFound)
  const fail = jest.fn()
  await expect(Taro.setTabBarBadge({ index: 8, text: '1', fail })).resolves.toEqual(notFound)
  expect(fail).toHaveBeenCalledWith(notFound)
  await Taro.removeTabBarBadge({ index: 2 })
  expect(bar.querySelector('.taro-tabbar-badge')).toBeNull()
  await Taro.showTabBarRedDot({ index: 1 })
  expect(bar.querySelectorAll('.weui-tabbar__item')[1].querySelector('.weui-badge_dot')).not.toBeNull()
  await Taro.hideTabBarRedDot({ index: 1 })
  expect(bar.querySelector('.weui-badge_dot')).toBeNull()
  await Taro.hideTabBar({ animation: false })
  expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(true)
  await Taro.showTabBar({})
  expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(false)
  await expect(Taro.setTabBarStyle({ selectedColor: '#00aa00', success })).resolves.toEqual({ errMsg: 'setTabBarStyle:ok' })
  expect(bar.querySelector('.weui-bar__item_on .weui-tabbar__label')!.getAttribute('style')).toBe('color: rgb(0, 170, 0);')
  await Taro.setTabBarItem({ index: 3, text: 'Me', iconPath: '/me.png' })
  expect(bar.querySelectorAll('.weui-tabbar__label')[3].textContent).toBe('Me')
  expect(bar.querySelectorAll('.weui-tabbar__icon')[3].getAttribute('src')).toBe('/me.png')
  // the router moves: the bar follows
  Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/tabbar/user' } })
  expect(bar.querySelector('.weui-bar__item_on .weui-tabbar__label')!.textContent).toBe('Me')
})

test("no bar for a custom tab bar or when no container exists; a bad list is refused as Taro's", () => {
  document.body.innerHTML = ''
  const count = document.head.querySelectorAll('style').length
  initTabbar({ tabBar: { ...conf(), custom: true }, router: {} }, { location: { pathname: '/' } })
  initTabbar({ router: {} }, { location: { pathname: '/' } })
  expect(document.head.querySelectorAll('style').length).toBe(count)
  const error = jest.spyOn(console, 'error').mockImplementation(() => {})
  expect(createTabbar({ ...conf(), list: conf().list.slice(0, 1) }).children.length).toBe(0)
  expect(error).toHaveBeenCalledWith(new Error('tabBar 配置错误'))
  error.mockRestore()
})

test('a tap on a tab does not follow its `javascript:;` link (the CSP refuses javascript: URLs)', () => {
  window.location.hash = '#/pages/tabbar/index'
  const pages = jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([])
  const to = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
  const bar = createTabbar(conf())
  document.body.appendChild(bar)
  const click = new MouseEvent('click', { bubbles: true, cancelable: true })
  bar.querySelectorAll('.weui-tabbar__item')[2].dispatchEvent(click)
  expect(click.defaultPrevented).toBe(true)
  bar.remove()
  expect(to).toHaveBeenCalledTimes(1)
  pages.mockRestore()
  to.mockRestore()
})
