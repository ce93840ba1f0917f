// Compile-time checks (the typecheck runs over test/unit): a misspelt page name, a page's wrong params,
// a misspelt endpoint or translation key does not compile. Each `@ts-expect-error` line fails the typecheck
// if its error ever goes away. The runtime halves check what the typed calls send.
import Taro from '@tarojs/taro'
import fs from 'node:fs'
import path from 'node:path'
import { keyOf } from '@/core/data'
import { useT, type Namespace } from '@/core/i18n'
import { nav, pageUrl, usePageParams, type PageName } from '@/core/navigation'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores/session'
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

  // page params: each page's own, required ones required, none for a page that takes none
  void nav.to('order/form/info', { id: 7 })
  // @ts-expect-error -- the page needs its id
  void nav.to('order/form/info')
  // @ts-expect-error -- a param the page does not take
  void nav.to('order/form/info', { id: 7, tab: 'all' })
  // @ts-expect-error -- a page without params takes none
  void nav.to('user/footmark', { id: 1 })
  void nav.redirect('order/success', { payNo: 'P1', awaiting: 1 })
  // @ts-expect-error -- payNo is text
  void pageUrl('order/error', { payNo: 12 })
  const q = usePageParams('classify/goods/info/index')
  const text: string | undefined = q.skuId
  // @ts-expect-error -- the page has no such param
  void q.payNo
  void text

  // endpoints: by record name; the input, options and answer are the record's
  void api.account.login({ body: { username: '13800138000', password: 'x' } })
  // @ts-expect-error -- no such record
  void api.account.logins({ body: {} })
  // @ts-expect-error -- a body field the contract does not have
  void api.account.login({ body: { user: 'x' } })
  // @ts-expect-error -- path params are required when the path has them
  void api.account.sendCode({ body: { phone: '1', countryArea: '86' } })
  void api.order.submit({ body: { basketIds: [1] } }, { json: true, idempotencyKey: 'k' })
  // @ts-expect-error -- an Idempotency-Key only where the record takes one
  void api.order.cancel({ params: { id: 1 }, body: { reason: 'x' } }, { idempotencyKey: 'k' })
  void api.account.info({ body: {} }).then((u) => {
    const nick: string = u.nickname
    // @ts-expect-error -- the answer is typed by the record's response
    const wrong: number = u.nickname
    return [nick, wrong]
  })
  void keyOf('order.detail', 7)
  // @ts-expect-error -- a query key is derived from a record's name
  void keyOf('order.detials', 7)

  // translation keys: the namespace's keys in locales/zh_CN/<ns>.json, or `ns:key` of any namespace
  const { t } = useT('cart')
  void t('title')
  void t('items', { count: 2 })
  void t('common:loginRequired')
  // @ts-expect-error -- a misspelt key
  void t('titel')
  // @ts-expect-error -- a key of another namespace without its prefix
  void t('loginRequired')
  // @ts-expect-error -- a namespace that does not exist
  useT('carts')
}

test('every route name is a PageName the navigation accepts', async () => {
  for (const r of routes.filter((x) => !x.tab && !x.login)) {
    nav.reset()
    await nav.to(r.name)
  }
  expect((Taro.navigateTo as jest.Mock).mock.calls.length).toBe(routes.filter((x) => !x.tab && !x.login).length)
})

test("a typed call fills path params and sends the body to the record's method and path", async () => {
  const r = await api.account.sendCode({ params: { type: 'login' }, body: { phone: '13800138000', countryArea: '86' } })
  expect(r.resendIn).toBe(60)
  expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/customer/api/sms/register/login', data: { phone: '13800138000', countryArea: '86' } })
})

test('a login-only record is refused before sending without a session; a public one goes without', async () => {
  await expect(api.account.info({ body: {} })).rejects.toMatchObject({ code: 401 })
  expect(sent).toHaveLength(0)
  await api.account.login({ body: { username: '13800138000', password: 'x' } })
  expect(sent).toHaveLength(1)
})

test('the typed namespaces are every language file of the default language (src/core/i18n/keys.ts)', () => {
  const dir = path.resolve(__dirname, '../../locales/zh_CN')
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.startsWith('server-'))
    .map((f) => f.replace(/\.json$/, ''))
  const typed = [...fs.readFileSync(path.resolve(__dirname, '../../src/core/i18n/keys.ts'), 'utf8').matchAll(/^ {2}(\w+): typeof import/gm)].map(
    (m) => m[1] as Namespace,
  )
  expect(typed.sort()).toEqual(files.sort())
})
