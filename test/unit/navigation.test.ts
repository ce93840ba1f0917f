import Taro from '@tarojs/taro'
import { LOCK_MS, nav, NavError, type PageName } from '@/core/navigation'
import { useSessionStore } from '@/core/stores/session'

let log: string[] = []
let pending: Array<() => void> = []
let hold = false

beforeEach(() => {
  log = []
  pending = []
  hold = false
  for (const k of ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab', 'navigateBack'] as const) {
    ;(Taro as any)[k] = jest.fn((o: { url?: string; delta?: number }) => {
      log.push(`${k} ${o.url ?? o.delta}`)
      return hold ? new Promise<void>((r) => pending.push(r)) : Promise.resolve()
    })
  }
  ;(Taro as any).getCurrentPages = () => [{ route: 'pages/tabbar/index', options: {} }]
  nav.reset()
  useSessionStore.setState({ token: 'tok' })
})

test('a page that does not exist is refused', async () => {
  await expect(nav.to('no/such/page' as PageName)).rejects.toMatchObject({ reason: 'not-found' })
  expect(log).toEqual([])
})

test('tab pages are switched to, never navigated to or redirected to', async () => {
  await nav.to('tabbar/classify')
  expect(log).toEqual(['switchTab /pages/tabbar/classify'])
  await expect(nav.redirect('tabbar/user')).rejects.toMatchObject({ reason: 'tab-only' })
})

test('non-tab pages are never switched to', async () => {
  await expect(nav.switchTab('order/index')).rejects.toBeInstanceOf(NavError)
  await expect(nav.switchTab('order/index')).rejects.toMatchObject({ reason: 'not-tab' })
  expect(log).toEqual([])
})

test('to() builds the query from typed params, dropping empty ones', async () => {
  await nav.to('classify/searchResult' as PageName, { keyword: 'tea cup', page: 2, empty: '', none: undefined })
  expect(log).toEqual(['navigateTo /pages/classify/searchResult?keyword=tea%20cup&page=2'])
})

test('a repeated navigation to the same target is rejected while the first is under way', async () => {
  hold = true
  const first = nav.to('order/index')
  await expect(nav.to('order/index')).rejects.toMatchObject({ reason: 'locked' })
  // another target is not blocked
  const other = nav.to('user/wallet/index')
  pending.forEach((r) => r())
  await Promise.all([first, other])
  expect(log).toEqual(['navigateTo /pages/order/index', 'navigateTo /pages/user/wallet/index'])
  // released once done
  hold = false
  await nav.to('order/index')
  expect(log).toHaveLength(3)
})

test('the lock expires after LOCK_MS even when a navigation never completes', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
  try {
    hold = true
    void nav.to('order/index')
    await expect(nav.to('order/index')).rejects.toMatchObject({ reason: 'locked' })
    jest.setSystemTime(Date.now() + LOCK_MS + 1)
    void nav.to('order/index')
    expect(log).toEqual(['navigateTo /pages/order/index', 'navigateTo /pages/order/index'])
  } finally {
    jest.useRealTimers()
  }
})

test('login guard: a login-required page while logged out goes to login, then comes back', async () => {
  useSessionStore.setState({ token: null })
  await nav.to('user/collect/index' as PageName, { tab: 'shop' })
  expect(log).toEqual(['navigateTo /pages/public/account/appLogin'])
  useSessionStore.setState({ token: 'new' })
  await nav.afterLogin()
  expect(log[1]).toBe('redirectTo /pages/user/collect/index?tab=shop')
  expect(nav.pendingTarget()).toBeNull()
})

test('pages on the no-login list open without a token', async () => {
  useSessionStore.setState({ token: null })
  await nav.to('classify/goods/info/index', { id: 3 })
  expect(log).toEqual(['navigateTo /pages/classify/goods/info/index?id=3'])
})

test('a logged-in user is not sent to login', async () => {
  await nav.to('user/collect/index')
  expect(log).toEqual(['navigateTo /pages/user/collect/index'])
})

test('back with no history goes home by switching tab', async () => {
  ;(Taro as any).getCurrentPages = () => [{ route: 'pages/order/index' }]
  await nav.back()
  expect(log).toEqual(['switchTab /pages/tabbar/index'])
  ;(Taro as any).getCurrentPages = () => [{ route: 'pages/tabbar/index' }, { route: 'pages/order/index' }]
  await nav.back()
  expect(log[1]).toBe('navigateBack 1')
})

test('afterLogin without a remembered page goes back', async () => {
  ;(Taro as any).getCurrentPages = () => [{ route: 'pages/tabbar/user' }, { route: 'pages/public/account/appLogin' }]
  await nav.afterLogin()
  expect(log).toEqual(['navigateBack 1'])
})

test('parseQuery decodes a query string without URLSearchParams', () => {
  const { parseQuery } = jest.requireActual('@/core/navigation')
  expect(parseQuery('?a=1&b=tea%20cup&c=x+y&flag&=&d=%E4%B8%AD')).toEqual({ a: '1', b: 'tea cup', c: 'x y', flag: '', '': '', d: '中' })
  expect(parseQuery(undefined)).toEqual({})
  expect(parseQuery('bad=%E4%ZZ')).toEqual({ bad: '%E4%ZZ' })
})

test('toLogin remembers the page with its query, from mini-program options or H5 router params', async () => {
  ;(Taro as any).getCurrentPages = () => [{ route: 'pages/store/index', options: { id: '7' } }]
  await nav.toLogin()
  expect(nav.pendingTarget()).toEqual({ name: 'store/index', params: { id: '7' } })
  nav.reset()
  // Taro's H5 router leaves `options` empty and keeps the query (and its own stamp) in $taroParams
  ;(Taro as any).getCurrentPages = () => [{ route: 'pages/classify/goods/info/index', options: {}, $taroParams: { id: '42', stamp: '3' } }]
  await nav.toLogin()
  expect(nav.pendingTarget()).toEqual({ name: 'classify/goods/info/index', params: { id: '42' } })
  await nav.afterLogin()
  expect(log.at(-1)).toBe('redirectTo /pages/classify/goods/info/index?id=42')
})
