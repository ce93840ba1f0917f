// The splash on a shared link (issue 12 item 3): with no ad due it opens the target without waiting for the
// server; with an ad, the target's data request starts while the ad shows, and the target opens after it.
import Taro from '@tarojs/taro'
import { act, render, screen } from '@testing-library/react'
import { clearQueries } from '@/core/data'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { SplashScreen } from '@/features/shell/splash-screen'
// the product screen's module registers its preload (as loading its chunk does on H5)
import '@/features/product/product-detail-screen'
import { fakeApi, type FakeApi } from './fake-api'

let api: FakeApi
let releaseConfig: () => void = () => {}
const adLayout = { open: true, openType: 2, timing: 1, showCount: 0, showType: 1, imgList: [{ url: '/ad.png' }] }
const config = (layout: object) => ({
  pages: [],
  start: { layout },
  isRefund: false,
  globalBg: 'red',
  tabBar: { color: '', selectedColor: '', backgroundColor: '', list: [] },
  storePrivate: false,
  feeds: [],
})
const link = encodeURIComponent('/pages/classify/goods/info/index?id=7')

function serve(layout: object) {
  api = fakeApi()
    .on('system.configInit', () => new Promise((res) => (releaseConfig = () => res(config(layout) as never))))
    .on('catalog.productDetail', () => new Promise(() => {})) // the product's answer never matters here
    .install()
}

beforeEach(() => {
  clearQueries()
  setLocale('en')
  nav.reset()
  Taro.clearStorageSync()
  ;(Taro as any).useDidShow = () => {}
  ;(Taro as any).useRouter = () => ({ params: { url: link } })
  for (const k of ['navigateTo', 'redirectTo', 'switchTab', 'navigateBack', 'reLaunch'] as const) (Taro as any)[k] = jest.fn(async () => {})
})

const opened = () => (Taro.reLaunch as jest.Mock).mock.calls.map((c) => c[0].url as string)
const productRequests = () => api.calls('catalog.productDetail').filter((c) => c.params.id === '7')

test('no ad due by the last start: the target opens at once, before the configuration has answered', async () => {
  Taro.setStorageSync('mall-splash-layout', JSON.stringify({ ...adLayout, open: false }))
  serve(adLayout)
  render(<SplashScreen />)
  await act(async () => {})
  expect(opened()).toEqual(['/pages/classify/goods/info/index?id=7'])
  expect(api.calls('system.configInit')).toHaveLength(1)
  expect(productRequests()).toHaveLength(1)
})

test('first start (nothing remembered) and no ad: the target opens as soon as the configuration says so', async () => {
  serve({ ...adLayout, open: false })
  render(<SplashScreen />)
  await act(async () => {})
  expect(opened()).toEqual([])
  // the target's data is already on its way while the splash waits
  expect(productRequests()).toHaveLength(1)
  await act(async () => releaseConfig())
  expect(opened()).toEqual(['/pages/classify/goods/info/index?id=7'])
  // and the layout is remembered for the next start
  expect(JSON.parse(Taro.getStorageSync('mall-splash-layout')).open).toBe(false)
})

test('an ad due: it shows for its time while the target data loads, then the target opens', async () => {
  jest.useFakeTimers()
  try {
    serve(adLayout)
    render(<SplashScreen />)
    await act(async () => releaseConfig())
    expect(screen.getByTestId('splash')).toBeTruthy()
    expect(productRequests()).toHaveLength(1)
    expect(opened()).toEqual([])
    await act(async () => void jest.advanceTimersByTime(1100))
    expect(opened()).toEqual(['/pages/classify/goods/info/index?id=7'])
  } finally {
    jest.useRealTimers()
  }
})

// H5 first paint: index.html's boot script already shows the ad the server wrote into the page
describe('taking over the ad the boot frame shows', () => {
  const bootLayout = { ...adLayout, timing: 2, showCount: 3, imgList: [{ url: '/api/files/default/demo/banner-4.svg' }] }
  const src = '/api/files/default/demo/banner-4.svg?size=detail'
  /** what the boot script of src/index.html leaves: the frame with the picture, and window.__bootSplash */
  function bootShows(msAgo: number | undefined, tenant = 'default') {
    document.body.innerHTML = `<div id="boot" class="boot boot--ad"><img class="boot__ad" src="${src}"></div>`
    ;(window as any).__bootSplash = { at: msAgo === undefined ? undefined : Date.now() - msAgo, tenant, layout: bootLayout, src }
  }
  const shown = () => JSON.parse(Taro.getStorageSync('mall-splash-shown') || '{}') as { n?: number }
  const skipText = () => screen.getByText(/\d/).textContent

  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    delete (window as any).__bootSplash
    document.body.innerHTML = ''
    jest.useRealTimers()
  })

  test('the splash shows the same picture at once (no wait for config/init), counts the show once, and opens the target when the time counted from the boot frame is up', async () => {
    bootShows(700)
    // nothing remembered would say "no ad": the boot's layout decides
    Taro.setStorageSync('mall-splash-layout', JSON.stringify({ ...bootLayout, open: false }))
    serve(bootLayout)
    render(<SplashScreen />, { container: document.body.appendChild(document.createElement('div')) })
    await act(async () => {})
    // shown before the configuration answered, with the boot's picture (same URL: the browser has it)
    expect(screen.getByTestId('splash')).toBeTruthy()
    expect(document.querySelector('.splash__img')?.getAttribute('src')).toBe(src)
    expect(shown().n).toBe(1)
    // the frame goes once the splash's own picture is in place, two frames on: the picture loaded in the
    // frame's time may not have painted yet (else the splash's copy paints it first and is the LCP)
    expect(document.getElementById('boot')).toBeTruthy()
    await act(async () => void jest.advanceTimersByTime(40))
    expect(document.getElementById('boot')).toBeNull()
    // 2 s from the boot, 0.7 s of it gone: 1.3 s left, shown as 2, and the target opens 1.3 s after (not 2)
    expect(skipText()).toMatch(/2/)
    expect(opened()).toEqual([])
    expect(productRequests()).toHaveLength(1)
    await act(async () => void jest.advanceTimersByTime(1000))
    expect(skipText()).toMatch(/1/)
    // the configuration answering changes nothing: no second show, no second count
    await act(async () => releaseConfig())
    expect(shown().n).toBe(1)
    expect(opened()).toEqual([])
    await act(async () => void jest.advanceTimersByTime(250))
    expect(opened()).toEqual([])
    await act(async () => void jest.advanceTimersByTime(50))
    expect(opened()).toEqual(['/pages/classify/goods/info/index?id=7'])
    // and the layout is still remembered for the next start
    expect(JSON.parse(Taro.getStorageSync('mall-splash-layout')).open).toBe(true)
  })

  test('the boot frame already showed it for its whole time (slow code): on to the target at once, the frame stays until the page shows', async () => {
    bootShows(2500)
    serve(bootLayout)
    render(<SplashScreen />, { container: document.body.appendChild(document.createElement('div')) })
    await act(async () => {})
    expect(opened()).toEqual(['/pages/classify/goods/info/index?id=7'])
    expect(shown().n).toBe(1)
    expect(screen.queryByTestId('splash')).toBeNull()
    expect(document.querySelector('#boot .boot__ad')).toBeTruthy()
  })

  test('the boot frame picture still loading (no at): the ad whole time counts from the takeover', async () => {
    bootShows(undefined)
    serve(bootLayout)
    render(<SplashScreen />, { container: document.body.appendChild(document.createElement('div')) })
    await act(async () => {})
    expect(screen.getByTestId('splash')).toBeTruthy()
    expect(skipText()).toMatch(/2/)
    // the frame stays above the splash until its picture has loaded and painted (else the splash's own
    // picture would paint it later, as the page's largest paint)
    await act(async () => void jest.advanceTimersByTime(100))
    expect(document.querySelector('#boot .boot__ad')).toBeTruthy()
    await act(async () => void document.querySelector('#boot .boot__ad')!.dispatchEvent(new Event('load')))
    expect(document.getElementById('boot')).toBeTruthy()
    await act(async () => void jest.advanceTimersByTime(50))
    expect(document.getElementById('boot')).toBeNull()
    await act(async () => void jest.advanceTimersByTime(1750))
    expect(opened()).toEqual([])
    await act(async () => void jest.advanceTimersByTime(100))
    expect(opened()).toEqual(['/pages/classify/goods/info/index?id=7'])
    expect(shown().n).toBe(1)
  })

  test('skip during the taken-over ad opens the target at once', async () => {
    bootShows(100)
    serve(bootLayout)
    render(<SplashScreen />, { container: document.body.appendChild(document.createElement('div')) })
    await act(async () => {})
    await act(async () => void (document.querySelector('.splash__skip') as HTMLElement).click())
    expect(opened()).toEqual(['/pages/classify/goods/info/index?id=7'])
    await act(async () => void jest.advanceTimersByTime(3000))
    expect(opened()).toHaveLength(1)
  })

  test('no boot ad (or one for another tenant, or its frame already gone): the splash waits for the configuration as before', async () => {
    for (const setup of [
      () => bootShows(100, 'other'),
      () => ((window as any).__bootSplash = { at: Date.now(), tenant: 'default', layout: bootLayout, src }),
    ]) {
      clearQueries()
      Taro.clearStorageSync()
      ;(Taro.reLaunch as jest.Mock).mockClear()
      setup()
      serve(bootLayout)
      const { unmount } = render(<SplashScreen />, { container: document.body.appendChild(document.createElement('div')) })
      await act(async () => {})
      expect(screen.queryByTestId('splash')).toBeNull()
      expect(shown().n).toBeUndefined()
      await act(async () => releaseConfig())
      expect(screen.getByTestId('splash')).toBeTruthy()
      expect(shown().n).toBe(1)
      await act(async () => void jest.advanceTimersByTime(2100))
      expect(opened()).toEqual(['/pages/classify/goods/info/index?id=7'])
      unmount()
    }
  })
})
