import type { CollectionApi, CollectionType } from '~types/collection'
import type { FootprintApi } from '~types/footprint'
import { http } from '@/core/request'

export const FAVOURITES_KEY = ['collect', 'favourites'] as const
export const FOOTPRINTS_KEY = ['collect', 'footprints'] as const
export const PAGE_SIZE = 10

/** Favourites and footprints: the server calls, each typed by its endpoint record. */
export const collectApi = {
  favourites: (type: CollectionType, pageNum: number) =>
    http.call<typeof CollectionApi.list>('GET /customer/api/collection/list/:type', { params: { type }, query: { pageNum, pageSize: PAGE_SIZE } }),
  /** Remove favourites by product or shop id (one or several). */
  unfavourite: (type: CollectionType, ids: number[]) =>
    http.call<typeof CollectionApi.removeMany>('DELETE /customer/api/collection', { query: { type, ids: ids.join(',') } }),
  footprints: (pageNum: number) => http.call<typeof FootprintApi.list>('GET /customer/api/footprint/list', { query: { pageNum, pageSize: PAGE_SIZE } }),
  removeFootprint: (id: number) => http.call<typeof FootprintApi.remove>('DELETE /customer/api/footprint/:id', { params: { id } }),
  clearFootprints: () => http.call<typeof FootprintApi.clear>('DELETE /customer/api/footprint/clear', {}),
}
