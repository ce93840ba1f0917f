import { send } from '../request/transport'

/**
 * One GET to the map service, its JSON or undefined (mini-programs and React Native: a plain request, they have no
 * script tags; H5 takes fetch-json.h5.ts, JSONP). Never throws: failure and timeout are "no data".
 */
export async function fetchMapJson(url: string, query: Record<string, string>, timeoutMs: number): Promise<unknown> {
  try {
    const res = await send<unknown>({ url, method: 'GET', data: query, header: {}, timeout: timeoutMs })
    return res.statusCode >= 200 && res.statusCode < 300 && res.data && typeof res.data === 'object' ? res.data : undefined
  } catch {
    return undefined
  }
}
