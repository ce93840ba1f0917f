import Taro from '@tarojs/taro'
import { Codes } from '~types/constants'
import { fileUrl, filterPayload, handleResponse, http, newIdempotencyKey, request, RequestError, TIMEOUT } from '@/core/request'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores/session'
import { useSettingsStore } from '@/core/stores/settings'
import { useCartStore } from '@/features/cart/cart-store'

type Call = { url: string; method: string; data: unknown; header: Record<string, string>; timeout: number }
let calls: Call[] = []
let reply: { statusCode: number; data: unknown } = { statusCode: 200, data: { code: 200, ok: true, msg: '', data: { a: 1 } } }
let toasts: Array<{ title: string; duration: number }> = []
let navigations: string[] = []

beforeEach(() => {
  calls = []
  toasts = []
  navigations = []
  reply = { statusCode: 200, data: { code: 200, ok: true, msg: '', data: { a: 1 } } }
  ;(Taro as any).request = jest.fn(async (o: Call) => {
    calls.push(o)
    return reply
  })
  ;(Taro as any).showToast = jest.fn(async (o: { title: string; duration: number }) => {
    toasts.push(o)
  })
  for (const k of ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab'] as const) {
    ;(Taro as any)[k] = jest.fn(async (o: { url: string }) => {
      navigations.push(`${k} ${o.url}`)
    })
  }
  ;(Taro as any).getCurrentPages = () => [{ route: 'pages/order/index', options: {} }]
  nav.reset()
  useSessionStore.setState({ token: 'tok-1', userInfo: null })
  useSettingsStore.setState({ locale: 'en', tenant: 'default', storePrivateSphereId: null, location: null })
})

describe('request client: what is sent', () => {
  test('headers carry lang, tenant, Authorization, StorePrivateSphereId and location when known', async () => {
    useSettingsStore.setState({ locale: 'ja', tenant: 'acme', storePrivateSphereId: 'sp-9', location: { latitude: 31.2, longitude: 121.5 } })
    await http.get('system/api/notice/list', { pageNum: 1 })
    const h = calls[0].header
    expect(h).toMatchObject({ lang: 'ja', tenant: 'acme', Authorization: 'Bearer tok-1', StorePrivateSphereId: 'sp-9', latitude: '31.2', longitude: '121.5' })
    expect(calls[0].url).toBe('/api/system/api/notice/list')
    expect(calls[0].timeout).toBe(TIMEOUT)
    expect(TIMEOUT).toBe(60000)
  })

  test('no Authorization, StorePrivateSphereId or location headers when unknown', async () => {
    useSessionStore.setState({ token: null })
    await http.get('system/api/basics/list', undefined, { auth: false })
    expect(calls[0].header.Authorization).toBeUndefined()
    expect(calls[0].header.StorePrivateSphereId).toBeUndefined()
    expect(calls[0].header.latitude).toBeUndefined()
  })

  test('form encoding by default, JSON when the call says so', async () => {
    await http.post('customer/api/info', { nickname: 'Neo' })
    expect(calls[0].header['content-type']).toBe('application/x-www-form-urlencoded')
    await http.post('customer/api/info', { nickname: 'Neo', tags: ['a'] }, { json: true })
    expect(calls[1].header['content-type']).toBe('application/json')
    expect(calls[1].data).toEqual({ nickname: 'Neo', tags: ['a'] })
  })

  test('empty values are removed except booleans and 0; arrays go as JSON text', async () => {
    await http.post('x', { a: '', b: null, c: undefined, d: 0, e: false, f: ['1', '2'], g: 'v' })
    expect(calls[0].data).toEqual({ d: 0, e: false, f: '["1","2"]', g: 'v' })
  })

  test('empty values are kept when filtering is disabled for the call', async () => {
    await http.post('x', { a: '', d: 0 }, { noFilter: true })
    expect(calls[0].data).toEqual({ a: '', d: 0 })
    expect(filterPayload({ a: '', b: 1 }, { keepEmpty: true })).toEqual({ a: '', b: 1 })
  })

  test('the Idempotency-Key header goes out only when the call gives a key; the same key twice is sent twice unchanged', async () => {
    await http.post('order/api/x', { a: 1 })
    expect(calls[0].header['Idempotency-Key']).toBeUndefined()
    const key = newIdempotencyKey()
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(newIdempotencyKey()).not.toBe(key)
    await http.post('order/api/x', { a: 1 }, { idempotencyKey: key })
    await http.post('order/api/x', { a: 1 }, { idempotencyKey: key })
    expect(calls[1].header['Idempotency-Key']).toBe(key)
    expect(calls[2].header['Idempotency-Key']).toBe(key)
  })

  test('a login-required call without a token is blocked before sending', async () => {
    useSessionStore.setState({ token: null })
    await expect(http.get('customer/api/info')).rejects.toMatchObject({ code: Codes.UNAUTHORIZED })
    expect(calls).toHaveLength(0)
  })
})

describe('request client: what comes back', () => {
  test('ok envelope resolves with data; page envelope with rows and total', async () => {
    await expect(request({ url: 'a' })).resolves.toEqual({ a: 1 })
    reply = { statusCode: 200, data: { code: 200, ok: true, msg: '', rows: [1, 2], total: 7 } }
    await expect(request({ url: 'a' })).resolves.toEqual({ rows: [1, 2], total: 7 })
  })

  test('success by code list even without ok flag', async () => {
    reply = { statusCode: 200, data: { code: 0, data: 'zero' } }
    await expect(request({ url: 'a' })).resolves.toBe('zero')
  })

  test('a failure toasts its msg for 1500 ms and rejects with code and field', async () => {
    reply = { statusCode: 400, data: { code: 400, ok: false, msg: 'phone: wrong format', field: 'phone' } }
    const err = await request({ url: 'a' }).catch((e) => e)
    expect(err).toBeInstanceOf(RequestError)
    expect(err).toMatchObject({ code: 400, field: 'phone', message: 'phone: wrong format' })
    expect(toasts).toEqual([expect.objectContaining({ title: 'phone: wrong format', duration: 1500 })])
  })

  test('a silent call fails without a toast', async () => {
    reply = { statusCode: 409, data: { code: 1020, ok: false, msg: 'taken' } }
    await expect(request({ url: 'a', silent: true })).rejects.toMatchObject({ code: 1020 })
    expect(toasts).toHaveLength(0)
  })

  test.each([
    ['HTTP 401', { statusCode: 401, data: { code: 401, ok: false, msg: 'login' } }],
    ['HTTP 403', { statusCode: 403, data: { code: 403, ok: false, msg: 'no' } }],
    ['code 1001', { statusCode: 200, data: { code: 1001, ok: false, msg: 'token invalid' } }],
  ])('%s logs out and goes to login, remembering the page', async (_, r) => {
    reply = r
    useSessionStore.setState({ userInfo: { nickname: 'x' } as never })
    useCartStore.getState().setUnticked([3])
    await expect(request({ url: 'a' })).rejects.toBeInstanceOf(RequestError)
    const s = useSessionStore.getState()
    expect(s.token).toBeNull()
    expect(s.userInfo).toBeNull()
    expect(useCartStore.getState().unticked).toEqual([])
    expect(navigations).toEqual(['navigateTo /pages/public/account/appLogin'])
    expect(nav.pendingTarget()).toEqual({ name: 'order/index', params: {} })
  })

  test('on splash a 401 logs out without leaving the splash', async () => {
    ;(Taro as any).getCurrentPages = () => [{ route: 'pages/splash', options: {} }]
    reply = { statusCode: 401, data: { code: 401, ok: false, msg: 'login' } }
    await expect(request({ url: 'a' })).rejects.toBeInstanceOf(RequestError)
    expect(useSessionStore.getState().token).toBeNull()
    expect(navigations).toEqual([])
  })

  test('503 shows the 404 page in its maintenance variant (type=2)', async () => {
    reply = { statusCode: 503, data: { code: 503, ok: false, msg: 'maintenance' } }
    await expect(request({ url: 'a' })).rejects.toMatchObject({ code: 503 })
    expect(navigations).toEqual(['redirectTo /pages/404?type=2'])
    expect(toasts).toHaveLength(0)
  })

  test('a network failure rejects with code 0 and a translated toast', async () => {
    ;(Taro as any).request = jest.fn(async () => {
      throw new Error('timeout')
    })
    await expect(request({ url: 'a' })).rejects.toMatchObject({ code: 0 })
    expect(toasts[0].title).toMatch(/\S/)
  })

  test('handleResponse accepts JSON text bodies (uploadFile returns text)', async () => {
    await expect(handleResponse(200, JSON.stringify({ code: 200, ok: true, data: { id: 5 } }), {})).resolves.toEqual({ id: 5 })
  })
})

describe('file URLs', () => {
  afterEach(() => {
    ;(globalThis as Record<string, unknown>).API_BASE = '/api'
  })
  test('same-origin API keeps server paths as they are', () => {
    expect(fileUrl('/api/files/default/a.png')).toBe('/api/files/default/a.png')
    expect(fileUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
    expect(fileUrl(undefined)).toBe('')
  })
  test('an absolute API base (mini-programs) makes server paths absolute on its origin', () => {
    ;(globalThis as Record<string, unknown>).API_BASE = 'https://shop.example.com:8443/api'
    expect(fileUrl('/api/files/default/a.png')).toBe('https://shop.example.com:8443/api/files/default/a.png')
    expect(fileUrl('//cdn.example.com/x.png')).toBe('//cdn.example.com/x.png')
  })
})
