/**
 * @tarojs/taro for the RN screen tests: Taro RN itself (taro-rn), except `request`, which answers
 * from the routes the test registers (`answer(path, body)`): the one stubbed boundary. Taro RN's router
 * is not mounted in these tests, so the page's query comes from the test (`openWith(params)` ->
 * `useRouter`) and page changes (`navigateTo`, `redirectTo`, ...) are recorded in `navigations`, not
 * made. Everything else (storage, toasts, hooks) is Taro RN's own code; toasts are also recorded.
 */
import * as TaroRN from '@tarojs/taro-rn'

type Body = unknown | ((data: unknown) => unknown)
const routes = new Map<string, { status: number; body: Body }>()
export const requests: Array<{ url: string; method?: string; data?: unknown }> = []

export function answer(path: string, body: Body, status = 200) {
  routes.set(path, { status, body })
}
export function resetAnswers() {
  routes.clear()
  requests.length = 0
  toasts.length = 0
  navigations.length = 0
  params = {}
}

/** The query of the page under test (Taro RN's router would give it from the URL). */
let params: Record<string, string> = {}
export function openWith(p: Record<string, string>) {
  params = p
}
export function useRouter() {
  return { params, path: '' }
}

/** Page changes asked for: `redirectTo /pages/order/success?payNo=P1`, ... */
export const navigations: string[] = []
const navigate = (kind: string) => async (o: { url?: string; delta?: number }) => {
  navigations.push(`${kind} ${o.url ?? o.delta ?? ''}`)
  return { errMsg: `${kind}:ok` }
}
export const navigateTo = navigate('navigateTo')
export const redirectTo = navigate('redirectTo')
export const switchTab = navigate('switchTab')
export const reLaunch = navigate('reLaunch')
export const navigateBack = navigate('navigateBack')

export async function request(opts: { url: string; method?: string; data?: unknown }) {
  requests.push(opts)
  const path = opts.url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]
  const hit = routes.get(path)
  if (!hit) return { statusCode: 404, data: { code: 404, ok: false, msg: `no answer for ${path}` }, header: {} }
  const body = typeof hit.body === 'function' ? (hit.body as (d: unknown) => unknown)(opts.data) : hit.body
  return { statusCode: hit.status, data: body, header: {} }
}

/** Toasts shown (recorded, then shown by Taro RN as usual). */
export const toasts: string[] = []
export function showToast(opts: { title: string }) {
  toasts.push(opts.title)
  return (TaroRN as unknown as { showToast: (o: unknown) => Promise<unknown> }).showToast(opts)
}

export * from '@tarojs/taro-rn'
const Taro = { ...(TaroRN as unknown as Record<string, unknown>), request, showToast, useRouter, navigateTo, redirectTo, switchTab, reLaunch, navigateBack }
export default Taro
