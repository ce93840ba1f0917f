// H5's transport (src/core/request/transport.h5.ts) sends what Taro.request sends on H5, on the browser's
// fetch: both run against the same fake fetch and must make the same call and give the same answer.
import { request as taroRequest } from '@tarojs/taro-h5'
import { send } from '@/core/request/transport.h5'
import type { SendArgs } from '@/core/request/transport'

type Init = { method?: string; headers?: Record<string, string>; body?: unknown; cache?: string; credentials?: string; signal?: AbortSignal }
type Answer = { status: number; body: string } | 'network' | 'hang'
let calls: Array<{ url: string; init: Init }> = []
let answer: Answer = { status: 200, body: '{"code":200,"ok":true,"data":{"a":1}}' }

function fakeFetch(url: string, init: Init) {
  calls.push({ url, init })
  const a = answer
  if (a === 'network') return Promise.reject(new TypeError('Failed to fetch'))
  if (a === 'hang')
    return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('The user aborted a request.', 'AbortError'))))
  const headers = new Map([['content-type', 'application/json']])
  return Promise.resolve({
    status: a.status,
    headers: { keys: () => headers.keys(), get: (k: string) => headers.get(k) },
    json: async () => JSON.parse(a.body),
  })
}

beforeEach(() => {
  calls = []
  answer = { status: 200, body: '{"code":200,"ok":true,"data":{"a":1}}' }
  ;(globalThis as any).fetch = fakeFetch
})

/** the same call through Taro's H5 request and through send: what each fetched, what each resolved with */
async function both(a: SendArgs) {
  const out: Array<{
    call: { url: string; method?: string; headers?: Record<string, string>; body?: unknown; cache?: string; credentials?: string; signal: boolean }
    result: unknown
  }> = []
  for (const run of [() => taroRequest({ ...a, header: { ...a.header }, dataType: 'json' } as any), () => send(a)]) {
    calls = []
    let result: unknown
    try {
      const r = (await run()) as { statusCode: number; data: unknown }
      result = { statusCode: r.statusCode, data: r.data }
    } catch (e) {
      result = 'rejected'
    }
    const { url, init } = calls[0]
    out.push({
      call: { url, method: init.method, headers: init.headers, body: init.body, cache: init.cache, credentials: init.credentials, signal: !!init.signal },
      result,
    })
  }
  expect(out[1]).toEqual(out[0])
  return out[1]
}

const form = { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' }
const json = { 'content-type': 'application/json', Authorization: 'Bearer t' }

test('GET: the data goes into the query string, encoded, objects as JSON text', async () => {
  const r = await both({ url: '/api/product/list/1', method: 'GET', data: { pageNum: 1, q: 'a b&c', f: { x: [1] }, t: true }, header: form, timeout: 60000 })
  expect(r.call.url).toBe('/api/product/list/1?pageNum=1&q=a%20b%26c&f=%7B%22x%22%3A%5B1%5D%7D&t=true')
  expect(r.call.body).toBeUndefined()
  expect(r.result).toEqual({ statusCode: 200, data: { code: 200, ok: true, data: { a: 1 } } })
  await both({ url: '/api/x?feed=true', method: 'GET', data: { a: 1 }, header: form, timeout: 60000 })
  await both({ url: '/api/x?', method: 'GET', data: { a: 1 }, header: form, timeout: 60000 })
  await both({ url: '/api/x', method: 'GET', data: undefined, header: form, timeout: 60000 })
  await both({ url: '/api/x', method: 'GET', data: {}, header: form, timeout: 60000 })
})

test('POST/PUT/DELETE: an object as a form or as JSON by the content-type header; text as it is', async () => {
  const f = await both({ url: '/api/x', method: 'POST', data: { a: 1, b: 'x y', c: '["1","2"]' }, header: form, timeout: 60000 })
  expect(f.call.body).toBe('a=1&b=x%20y&c=%5B%221%22%2C%222%22%5D')
  const j = await both({ url: '/api/x', method: 'PUT', data: { a: 1, tags: ['a'] }, header: json, timeout: 60000 })
  expect(j.call.body).toBe('{"a":1,"tags":["a"]}')
  await both({ url: '/api/x', method: 'POST', data: '[1,2]', header: json, timeout: 60000 })
  await both({ url: '/api/x', method: 'DELETE', data: undefined, header: form, timeout: 60000 })
  // no content-type header: JSON, and the header says so
  const n = await both({ url: '/api/x', method: 'POST', data: { a: 1 }, header: { lang: 'en' }, timeout: 60000 })
  expect(n.call.headers).toEqual({ lang: 'en', 'Content-Type': 'application/json' })
  await both({ url: '/api/x', method: 'POST', data: [1, 2], header: { 'Content-Type': 'text/plain' }, timeout: 60000 })
})

test('answers: any status resolves with its JSON; not JSON or 204 gives null; no answer rejects', async () => {
  answer = { status: 500, body: '{"code":500,"msg":"boom"}' }
  expect((await both({ url: '/api/x', method: 'GET', data: {}, header: form, timeout: 60000 })).result).toEqual({
    statusCode: 500,
    data: { code: 500, msg: 'boom' },
  })
  answer = { status: 502, body: '<html>bad gateway</html>' }
  expect((await both({ url: '/api/x', method: 'GET', data: {}, header: form, timeout: 60000 })).result).toEqual({ statusCode: 502, data: null })
  answer = { status: 204, body: '' }
  expect((await both({ url: '/api/x', method: 'DELETE', data: {}, header: form, timeout: 60000 })).result).toEqual({ statusCode: 204, data: null })
  answer = 'network'
  expect((await both({ url: '/api/x', method: 'GET', data: {}, header: form, timeout: 60000 })).result).toBe('rejected')
})

test('the timeout aborts the request: it rejects', async () => {
  answer = 'hang'
  const r = await both({ url: '/api/x', method: 'GET', data: {}, header: form, timeout: 30 })
  expect(r.result).toBe('rejected')
  expect(r.call.signal).toBe(true)
})
