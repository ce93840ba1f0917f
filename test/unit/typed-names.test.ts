// Compile-time checks (the typecheck runs over test/unit): a misspelt page name or endpoint does not
// compile. Each `@ts-expect-error` line fails the typecheck if its error ever goes away. The runtime
// halves check what the typed calls send.
import Taro from '@tarojs/taro'
import { nav, type PageName } from '@/core/navigation'
import { http } from '@/core/request'
import { useSessionStore } from '@/core/stores/session'
import type { LoginEndpoint, SendCodeEndpoint, InfoEndpoint } from '@/features/account/api'
import { routes } from '@/routes/index'

let sent: Array<{ url: string; method: string; data: unknown }> = []

beforeEach(() => {
  sent = []
  nav.reset()
  useSessionStore.getState().logout()
  ;(Taro as any).request = jest.fn(async (o: { url: string; method: string; data: unknown }) => {
    sent.push(o)
    return { statusCode: 200, data: { code: 200, ok: true, data: { token: 't', resendIn: 60, expiresIn: 300 } } }
  })
  for (const k of ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch'] as const) (Taro as any)[k] = jest.fn(async () => {})
})

// never called: it only has to compile (or, on the marked lines, fail to)
export function compileOnly() {
  void nav.to('order/index')
  // @ts-expect-error -- a misspelt page name
  void nav.to('order/detials')
  // @ts-expect-error -- a page path is not a page name
  void nav.to('/pages/order/index')
  const name: PageName = 'public/account/appLogin'
  void nav.relaunch(name)

  void http.call<LoginEndpoint>('POST /auth/api/customer/login', { body: { username: '13800138000', password: 'x' } }, { auth: false })
  // @ts-expect-error -- the method and path must be the record's
  void http.call<LoginEndpoint>('POST /auth/api/customer/logins', { body: {} }, { auth: false })
  // @ts-expect-error -- a body field the contract does not have
  void http.call<LoginEndpoint>('POST /auth/api/customer/login', { body: { user: 'x' } }, { auth: false })
  // @ts-expect-error -- a public endpoint is called with auth: false (no token is required for it)
  void http.call<LoginEndpoint>('POST /auth/api/customer/login', { body: {} })
  // @ts-expect-error -- path params are required when the path has them
  void http.call<SendCodeEndpoint>('POST /customer/api/sms/register/:type', { body: { phone: '1' } }, { auth: false })
  void http.call<InfoEndpoint>('POST /customer/api/info', { body: {} }).then((u) => {
    const nick: string = u.nickname
    // @ts-expect-error -- the answer is typed by the record's response
    const wrong: number = u.nickname
    return [nick, wrong]
  })
}

test('every route name is a PageName the navigation accepts', async () => {
  for (const r of routes.filter((x) => !x.tab && !x.login)) {
    nav.reset()
    await nav.to(r.name)
  }
  expect((Taro.navigateTo as jest.Mock).mock.calls.length).toBe(routes.filter((x) => !x.tab && !x.login).length)
})

test('a typed call fills path params and sends the body to the record\'s method and path', async () => {
  const r = await http.call<SendCodeEndpoint>('POST /customer/api/sms/register/:type', { params: { type: 'login' }, body: { phone: '13800138000', countryArea: '86' } }, { auth: false })
  expect(r.resendIn).toBe(60)
  expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/customer/api/sms/register/login', data: { phone: '13800138000', countryArea: '86' } })
})
