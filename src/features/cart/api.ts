import { api } from '@/core/request'

/* The cart's calls are `api.cart.*` (@/core/request, typed by types/cart.ts); every cart answer is under
   `areaKey('cart')` (the list, the tab badge's count), which a change to the cart invalidates. */

/** Delete baskets: one by its path, several by `?ids=` (the server's two records). */
export const removeBaskets = (ids: number[]) =>
  ids.length === 1 ? api.cart.remove({ params: { id: ids[0] } }) : api.cart.removeMany({ query: { ids: ids.join(',') } })
