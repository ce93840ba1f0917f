// H5 render (issue 12): home's first render holds its first screen only. The products blocks' cards below the
// fold (the feed) render at idle, a row at a time, or at once when the page scrolls near them, with a box of
// their height meanwhile (core/ui/reveal.h5.tsx, features/shell/first-screen.h5.ts). Jest resolves the
// shared files, so the H5 twins stand in for them here.
import Taro from '@tarojs/taro'
import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import type { LayoutComponent } from '~types/system'
import { clearQueries } from '@/core/data'
import { setLocale } from '@/core/i18n'
import { REVEAL_STEP, useReveal } from '@/core/ui/reveal.h5'
import { FIRST_SCREEN_PX, firstScreenCards, restHeight } from '@/features/shell/first-screen.h5'
import { HomeScreen } from '@/features/shell/home-screen'
import { fakeApi } from './fake-api'

jest.mock('@/core/ui/reveal', () => jest.requireActual('@/core/ui/reveal.h5'))
jest.mock('@/features/shell/first-screen', () => jest.requireActual('@/features/shell/first-screen.h5'))
jest.mock('@/core/ui/remote-image', () => jest.requireActual('@/core/ui/remote-image.h5'))
jest.mock('@/core/ui/carousel', () => jest.requireActual('@/core/ui/carousel.h5'))

const product = (id: number) => ({
  id,
  title: `Tea ${id}`,
  image: '/x.webp',
  price: 1990,
  originalPrice: 2990,
  sales: id,
  shopId: 3,
  shopName: 'Tea House',
  inStock: true,
})
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => product(from + i))

/** The demo's home layout (server/src/modules/system/system.seed.ts): banner, grid of 10, notice, 6 hot products, the feed of 20. */
const DEMO: LayoutComponent[] = [
  { id: 'banner', type: 'banner', props: { images: [{ url: '/b1.svg' }, { url: '/b2.svg' }, { url: '/b3.svg' }] } },
  { id: 'nav', type: 'nav', props: { items: Array.from({ length: 10 }, (_, i) => ({ text: `n${i}`, icon: `/n${i}.svg` })) } },
  { id: 'notice', type: 'notice', props: { text: 'Sale' } },
  { id: 'hot', type: 'products', props: { source: 3, size: 6, title: 'Hot' } },
  { id: 'recommend', type: 'products', props: { source: 1, size: 20 } },
]
const DEMO_ROWS: Record<string, number> = { hot: 6, recommend: 20 }

let scrollFns: Array<() => void> = []
const setScreen = (px: number) => Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: px })

beforeEach(() => {
  setLocale('en')
  clearQueries()
  scrollFns = []
  setScreen(812)
  ;(Taro as any).usePageScroll = (fn: () => void) => void scrollFns.push(fn)
  ;(Taro as any).useDidShow = () => {}
  ;(Taro as any).useReachBottom = () => {}
  ;(Taro as any).usePullDownRefresh = () => {}
})
afterEach(() => {
  jest.useRealTimers()
  delete (window as any).requestIdleCallback
})

describe('the first screen of the home layout', () => {
  test("a 375x812 phone (1015 design px): the hot block's 6 cards, none of the feed below them", () => {
    expect(firstScreenCards(DEMO, (id) => DEMO_ROWS[id], 812 / 0.8)).toEqual({ hot: 6, recommend: 0 })
    // as the browser gives it: the page's height and html's font-size (16px: 0.8 px a design px)
    expect(firstScreenCards(DEMO, (id) => DEMO_ROWS[id])).toEqual({ hot: 6, recommend: 0 })
  })

  test('a taller screen starts the feed; a layout of products alone fills the screen with whole rows', () => {
    const hotBottom =
      FIRST_SCREEN_PX.header +
      FIRST_SCREEN_PX.banner +
      FIRST_SCREEN_PX.navPad +
      2 * FIRST_SCREEN_PX.navLine +
      FIRST_SCREEN_PX.notice +
      FIRST_SCREEN_PX.productsHead +
      3 * FIRST_SCREEN_PX.row
    expect(firstScreenCards(DEMO, (id) => DEMO_ROWS[id], hotBottom + FIRST_SCREEN_PX.productsHead + 1)).toEqual({ hot: 6, recommend: 2 })
    const alone: LayoutComponent[] = [{ id: 'feed', type: 'products', props: {} }]
    // 1015 - 60 header - 40 title = 915 px: 4 rows start on the screen (the 4th at 810)
    expect(firstScreenCards(alone, () => 20, 1015)).toEqual({ feed: 8 })
    expect(firstScreenCards(alone, () => 5, 1015)).toEqual({ feed: 5 })
  })

  test('a block whose cards have not come has no limit, and counts as a page of its size for the next', () => {
    const two: LayoutComponent[] = [
      { id: 'a', type: 'products', props: { size: 2 } },
      { id: 'b', type: 'products', props: {} },
    ]
    // 1015 - 60 header - 40 title - a row for a's page of 2 - 40 title = 625 px: 3 rows of b start on the screen
    expect(firstScreenCards(two, (id) => (id === 'b' ? 20 : undefined), 1015)).toEqual({ b: 6 })
  })

  test("the box of the cards not rendered: their rows' height", () => {
    expect(restHeight(20)).toBe('128rem')
    expect(restHeight(3)).toBe('25.6rem')
  })
})

function List({ count, first }: { count: number; first?: number }) {
  const { shown, rest } = useReveal(count, first, restHeight)
  return (
    <div>
      {Array.from({ length: shown }, (_, i) => (
        <span key={i} data-testid='row' />
      ))}
      {rest}
    </div>
  )
}
const rows = () => screen.queryAllByTestId('row').length
const box = () => screen.queryByTestId('reveal-rest')

describe('useReveal (H5)', () => {
  test('renders `first` rows and a box of the others, then a row of two each idle period until all have shown', () => {
    jest.useFakeTimers()
    render(<List count={7} first={2} />)
    expect(rows()).toBe(2)
    expect(box()?.style.height).toBe('38.4rem')
    expect(box()?.getAttribute('data-rows')).toBe('5')
    act(() => jest.advanceTimersByTime(50))
    expect(rows()).toBe(2 + REVEAL_STEP)
    act(() => jest.advanceTimersByTime(50))
    act(() => jest.advanceTimersByTime(50))
    expect(rows()).toBe(7)
    expect(box()).toBeNull()
  })

  test("waits for the browser's idle callback where there is one", () => {
    const idle: Array<() => void> = []
    ;(window as any).requestIdleCallback = jest.fn((fn: () => void) => idle.push(fn))
    ;(window as any).cancelIdleCallback = jest.fn()
    render(<List count={4} first={0} />)
    expect(rows()).toBe(0)
    expect((window as any).requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 })
    act(() => idle.shift()!())
    expect(rows()).toBe(2)
  })

  test('a scroll that brings the box within two screens renders every row at once', () => {
    jest.useFakeTimers()
    render(<List count={20} first={0} />)
    const el = box()!
    el.getBoundingClientRect = () => ({ top: 2000 }) as DOMRect
    act(() => scrollFns.forEach((f) => f()))
    expect(rows()).toBe(0)
    el.getBoundingClientRect = () => ({ top: 1500 }) as DOMRect
    // (the first idle step meanwhile: two rows)
    act(() => jest.advanceTimersByTime(100))
    expect(rows()).toBe(2)
    act(() => scrollFns.forEach((f) => f()))
    expect(rows()).toBe(20)
    expect(box()).toBeNull()
  })

  test('rows that come once all have shown (next page, reload) render at once; without `first` all render at once', () => {
    jest.useFakeTimers()
    function Growing() {
      const [n, setN] = useState(2)
      return (
        <>
          <button onClick={() => setN(12)}>more</button>
          <List count={n} first={0} />
        </>
      )
    }
    render(<Growing />)
    act(() => jest.advanceTimersByTime(50))
    expect(rows()).toBe(2)
    act(() => jest.advanceTimersByTime(50))
    act(() => screen.getByText('more').click())
    expect(rows()).toBe(12)
    expect(box()).toBeNull()
  })

  test('without `first` every row renders at once, with no box', () => {
    render(<List count={9} />)
    expect(rows()).toBe(9)
    expect(box()).toBeNull()
  })
})

describe('home on H5', () => {
  const CONFIG = {
    pages: [{ pageType: 1, title: 'home', pageLayout: { components: DEMO } }],
    start: { layout: { open: false, openType: 1, timing: 0, showCount: 0, showType: 1, imgList: [] } },
    isRefund: false,
    globalBg: 'red',
    tabBar: { color: '#000', selectedColor: '#f00', backgroundColor: '#fff', list: [] },
    feeds: [
      { id: 'hot', type: 3, size: 6, rows: range(1, 6), total: 6 },
      { id: 'recommend', type: 1, size: 20, rows: range(101, 20), total: 60 },
    ],
  }

  test("the first render has the first screen's cards (6 hot, no feed card, a box of the feed's 10 rows); the feed comes at idle", async () => {
    const idle: Array<() => void> = []
    ;(window as any).requestIdleCallback = (fn: () => void) => idle.push(fn)
    const api = fakeApi()
      .on('system.configInit', () => CONFIG as never)
      .on('catalog.productList', () => ({ rows: [], total: 0 }))
      .install()
    render(<HomeScreen />)
    expect(await screen.findAllByText(/^Tea 1$/)).toHaveLength(1)
    const [hot, feed] = [...document.querySelectorAll('.home-products')] as HTMLElement[]
    const cards = (el: HTMLElement) => el.querySelectorAll('[data-testid="product-card"]').length
    expect(cards(hot)).toBe(6)
    expect(cards(feed)).toBe(0)
    const rest = feed.querySelector('[data-testid="reveal-rest"]') as HTMLElement
    expect(rest.style.height).toBe('128rem')
    expect(rest.getAttribute('data-rows')).toBe('20')
    act(() => idle.shift()!())
    expect(cards(feed)).toBe(2)
    for (let i = 0; i < 9; i++) act(() => idle.shift()!())
    expect(cards(feed)).toBe(20)
    expect(idle).toHaveLength(0)
    expect(feed.querySelector('[data-testid="reveal-rest"]')).toBeNull()
    // the hot block's rows and the feed's rows: each in its block, in order
    expect([...feed.querySelectorAll('[data-testid="product-card"]')].map((c) => c.getAttribute('data-id'))).toEqual(range(101, 20).map((p) => String(p.id)))
    // the feed starts below the first screen: its pictures load lazily; the hot block's first row with high priority
    expect(feed.querySelector('img')?.getAttribute('loading')).toBe('lazy')
    expect(feed.querySelector('img')?.getAttribute('fetchpriority')).toBeNull()
    expect(hot.querySelector('img')?.getAttribute('fetchpriority')).toBe('high')
    // home's data was the one answer with the layout (no product list asked)
    expect(api.calls('catalog.productList')).toEqual([])
    expect(api.keys()).toEqual(['GET /system/api/config/init'])
  })
})
