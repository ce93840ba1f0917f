// The __area__ area's calls to the server and its query keys.
import type { __Area__Api, __Area__Item } from '~types/__area__'
import { http } from '@/core/request'

export const __AREA___KEY = ['__area__'] as const
export const __AREA___LIST_KEY = ['__area__', 'list'] as const
export const PAGE_SIZE = 10
export type { __Area__Item }

/** The __area__ area's server calls, each typed by its endpoint record. */
export const __area__Api = {
  list: (pageNum: number) => http.call<typeof __Area__Api.list>('GET /customer/api/__area__/list', { query: { pageNum, pageSize: PAGE_SIZE } }),
}
