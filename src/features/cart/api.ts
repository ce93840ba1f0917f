import type { CartApi } from '~types/cart'
import type { CatalogApi } from '~types/catalog'
import { http } from '@/core/request'

/** Every cart answer lives under this prefix: a change to the cart calls `invalidate(CART_PREFIX)` (the tab badge too). */
export const CART_PREFIX = ['cart'] as const
export const CART_LIST_KEY = ['cart', 'list'] as const

/** The cart's server calls, each typed by its endpoint record (types/cart.ts). */
export const cartApi = {
  list: () => http.call<typeof CartApi.list>('GET /customer/api/basket/list', {}),
  setCount: (id: number, count: number) => http.call<typeof CartApi.update>('PUT /customer/api/basket/:id', { params: { id }, body: { count } }),
  /** Another SKU of the basket's product (the server merges it into that SKU's basket when there is one). */
  changeSku: (id: number, skuId: number, count: number) => http.call<typeof CartApi.update>('PUT /customer/api/basket/:id', { params: { id }, body: { skuId, count } }),
  /** The basket's product with its spec groups and SKUs, for the "change SKU" picker. */
  product: (id: number) => http.call<typeof CatalogApi.productDetail>('GET /customer/api/product/:id', { params: { id } }, { auth: false }),
  remove: (ids: number[]) =>
    ids.length === 1
      ? http.call<typeof CartApi.remove>('DELETE /customer/api/basket/:id', { params: { id: ids[0] } })
      : http.call<typeof CartApi.removeMany>('DELETE /customer/api/basket', { query: { ids: ids.join(',') } }),
  clearInvalid: () => http.call<typeof CartApi.clearInvalid>('DELETE /customer/api/basket/invalid', {}),
  settlePreview: (ids: number[]) => http.call<typeof CartApi.settlePreview>('POST /customer/api/basket/settle-preview', { body: { ids } }, { json: true }),
  moveToCollection: (ids: number[]) => http.call<typeof CartApi.moveToCollection>('POST /customer/api/basket/move-to-collection', { body: { ids } }, { json: true }),
}
