/**
 * @tarojs/taro for the RN screen tests: Taro RN itself (taro-rn), except `request`, which answers
 * from the routes the test registers (`answer(path, body)`): the one stubbed boundary. Everything
 * else (navigation, storage, toasts, hooks) is Taro RN's own code; toasts are also recorded.
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
}

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
const Taro = { ...(TaroRN as unknown as Record<string, unknown>), request, showToast }
export default Taro
