// H5's header and page frame (src/core/navigation/page-frame.ts): which pages get the header, which button,
// and the frame (header + skeleton) a navigation shows while the page's code loads.
import { render } from '@testing-library/react'
import { createElement } from 'react'
import { DELAY_MS, MAX_MS, buttonOf, drawFrame, framePlan, installPageFrame } from '@/core/navigation/page-frame'
import { Skeleton, type SkeletonKind } from '@/core/ui/skeleton'
import { skeletonDom } from '@/core/ui/skeleton-dom'
import { routeByName } from '@/routes/index'

const P = '/pages/classify/goods/info/index'

test('the header by the route table: back after a tap, home on a page opened from a link, none on tabs', () => {
  // home -> product (a tap): back
  expect(framePlan(P, 'navigateTo', 1)).toMatchObject({ header: true, button: 'back', route: { name: 'classify/goods/info/index', skeleton: 'detail' } })
  // a shared link: splash relaunches the product, the only page then: home
  expect(framePlan(P, 'reLaunch', 1)).toMatchObject({ header: true, button: 'home' })
  expect(framePlan(P, 'redirectTo', 1)).toMatchObject({ button: 'home' })
  expect(framePlan(P, 'redirectTo', 3)).toMatchObject({ button: 'back' })
  // tab pages: a title, no button; home draws its own header (customNav)
  expect(framePlan('/pages/tabbar/shoppingCart', 'switchTab', 2)).toMatchObject({ header: true, button: 'none' })
  expect(framePlan('/pages/tabbar/index', 'switchTab', 1)).toMatchObject({ header: false, button: 'none', route: { skeleton: 'grid' } })
  expect(framePlan('/pages/order/index', 'navigateTo', 1)).toMatchObject({ header: true, button: 'back' })
  expect(framePlan('/pages/order/index', 'navigateTo', 1)!.route.skeleton).toBeUndefined()
  // no frame: going back (the page is there), the first load, the tab showing already, an unknown path
  expect(framePlan(P, 'navigateBack', 2)).toBeNull()
  expect(framePlan(P, '', 2)).toBeNull()
  expect(framePlan('/pages/tabbar/user', 'switchTab', 1, '/pages/tabbar/user?stamp=3')).toBeNull()
  expect(framePlan('/pages/nope', 'navigateTo', 1)).toBeNull()
  expect(buttonOf(routeByName('splash')!, 2)).toBe('none')
})

// the class tree of an element: its classes and its children's, as text
const tree = (el: Element): string => {
  const cls = (el.getAttribute('class') ?? '')
    .split(/\s+/)
    .filter((c) => c.startsWith('skeleton'))
    .join('.')
  return `${cls}(${Array.from(el.children, tree).join(',')})`
}

test.each<SkeletonKind>(['grid', 'list', 'detail', 'rail', 'sheet'])('the frame draws the same blocks as <Skeleton kind="%s">', (kind) => {
  const { container } = render(createElement(Skeleton, { kind, rows: kind === 'grid' ? 6 : 4 }))
  expect(tree(skeletonDom(kind))).toBe(tree(container.firstElementChild!))
})

function bar() {
  const el = document.createElement('div')
  el.id = 'taro-navigation-bar'
  el.className = 'taro-navigation-bar-no-icon taro-navigation-bar-hide'
  el.innerHTML =
    '<div class="taro-navigation-bar-home"></div><div class="taro-navigation-bar-back"></div><div class="taro-navigation-bar-title-wrap"><div class="taro-navigation-bar-loading"></div><div class="taro-navigation-bar-title">old</div></div>'
  return el
}

test('drawFrame: the header as the page will have it, with its title, and the skeleton', () => {
  const f = drawFrame(framePlan(P, 'navigateTo', 1)!, 'Product', bar())
  expect(f.className).toBe('page-frame page-frame--head')
  const head = f.firstElementChild!
  expect(head.id).toBe('')
  expect(head.className).toBe('taro-navigation-bar-no-icon taro-navigation-bar-show taro-navigation-bar-back-icon')
  expect(head.querySelector('.taro-navigation-bar-title')!.textContent).toBe('Product')
  expect(f.querySelector('.skeleton--detail')).not.toBeNull()
  const tab = drawFrame(framePlan('/pages/tabbar/index', 'switchTab', 1)!, 'Home', bar())
  expect(tab.className).toBe('page-frame page-frame--tab')
  expect(tab.querySelector('.taro-navigation-bar-show')).toBeNull()
  expect(tab.querySelector('.skeleton--grid')).not.toBeNull()
})

describe('installPageFrame', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    document.body.innerHTML = ''
  })
  function setup(method = 'navigateTo') {
    const handlers: Record<string, (e: { toLocation?: { path?: string } }) => void> = {}
    installPageFrame({
      events: { on: (name, fn) => (handlers[name] = fn) },
      method: () => method,
      stack: () => 1,
      current: () => '/pages/tabbar/index?stamp=1',
      title: (r) => `title of ${r.titleKey}`,
      header: bar,
    })
    const frame = () => document.querySelector('[data-testid="page-frame"]')
    return { go: (path: string) => handlers.__taroRouterChange({ toLocation: { path } }), shown: () => handlers.__afterTaroRouterChange({}), frame }
  }

  test('a page slower than DELAY_MS: the frame shows until the page has shown', () => {
    const { go, shown, frame } = setup()
    go(P)
    expect(frame()).toBeNull()
    jest.advanceTimersByTime(DELAY_MS)
    expect(frame()?.getAttribute('data-page')).toBe('classify/goods/info/index')
    expect(frame()!.querySelector('.taro-navigation-bar-title')!.textContent).toBe('title of classify/goods/info/index')
    shown()
    expect(frame()).toBeNull()
  })

  test('a page that comes at once: no frame ever', () => {
    const { go, shown, frame } = setup()
    go(P)
    shown()
    jest.advanceTimersByTime(DELAY_MS * 2)
    expect(frame()).toBeNull()
  })

  test('a page that never comes: the frame goes after MAX_MS; a second navigation replaces the first frame', () => {
    const { go, frame } = setup()
    go(P)
    jest.advanceTimersByTime(DELAY_MS)
    go('/pages/order/index')
    jest.advanceTimersByTime(DELAY_MS)
    expect(document.querySelectorAll('[data-testid="page-frame"]').length).toBe(1)
    expect(frame()!.getAttribute('data-page')).toBe('order/index')
    jest.advanceTimersByTime(MAX_MS)
    expect(frame()).toBeNull()
  })

  test('going back: no frame', () => {
    const { go, frame } = setup('navigateBack')
    go(P)
    jest.advanceTimersByTime(DELAY_MS * 2)
    expect(frame()).toBeNull()
  })
})

test('app.config: H5 pages show Taro\'s bar unless customNav (window navigationStyle "default"); other hosts unchanged', () => {
  const windowOf = (env: string) => {
    const was = process.env.TARO_ENV
    process.env.TARO_ENV = env as typeof process.env.TARO_ENV
    try {
      let cfg: { window: Record<string, unknown> } | undefined
      jest.isolateModules(() => (cfg = require('@/app.config').default))
      return cfg!.window
    } finally {
      process.env.TARO_ENV = was
    }
  }
  expect(windowOf('h5').navigationStyle).toBe('default')
  for (const env of ['weapp', 'alipay', 'tt', 'rn']) expect(windowOf(env).navigationStyle).toBeUndefined()
})
