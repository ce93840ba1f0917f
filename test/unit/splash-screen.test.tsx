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

type Req = { url: string; data?: Record<string, unknown> }
let requests: Req[] = []
let releaseConfig: () => void = () => {}
const ok = (data: unknown) => ({ statusCode: 200, data: { code: 200, ok: true, data } })
const adLayout = { open: true, openType: 2, timing: 1, showCount: 0, showType: 1, imgList: [{ url: '/ad.png' }] }
const config = (layout: object) => ({ pages: [], start: { layout }, isRefund: false, globalBg: 'red', tabBar: { color: '', selectedColor: '', backgroundColor: '', list: [] }, storePrivate: false, feeds: [] })
const link = encodeURIComponent('/pages/classify/goods/info/index?id=7')

function serve(layout: object) {
  ;(Taro as any).request = jest.fn((o: Req) => {
    requests.push(o)
    if (o.url.includes('/system/api/config/init')) return new Promise((res) => (releaseConfig = () => res(ok(config(layout)))))
    return new Promise(() => {}) // the product's answer never matters here
  })
}

beforeEach(() => {
  requests = []
  clearQueries()
  setLocale('en')
  nav.reset()
  Taro.clearStorageSync()
  ;(Taro as any).useDidShow = () => {}
  ;(Taro as any).useRouter = () => ({ params: { url: link } })
  for (const k of ['navigateTo', 'redirectTo', 'switchTab', 'navigateBack', 'reLaunch'] as const) (Taro as any)[k] = jest.fn(async () => {})
})

const opened = () => (Taro.reLaunch as jest.Mock).mock.calls.map((c) => c[0].url as string)
const productRequests = () => requests.filter((r) => /\/customer\/api\/product\/7$/.test(r.url.split('?')[0]))

test('no ad due by the last start: the target opens at once, before the configuration has answered', async () => {
  Taro.setStorageSync('mall-splash-layout', JSON.stringify({ ...adLayout, open: false }))
  serve(adLayout)
  render(<SplashScreen />)
  await act(async () => {})
  expect(opened()).toEqual(['/pages/classify/goods/info/index?id=7'])
  expect(requests.some((r) => r.url.includes('/system/api/config/init'))).toBe(true)
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
