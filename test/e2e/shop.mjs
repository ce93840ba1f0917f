// The demo shop's data steps the browser scripts share, through a page's API (`pageApi` of the harness):
// a buyable SKU, an address, an empty cart.
import { data } from './harness.mjs'

/** The demo merchant's delivery shop (seed/catalog-data.ts SHOPS[0]). */
export const MARKET = 'FreshWay Market'

export function shopSteps(api) {
  /**
   * A buyable SKU with stock (the first match of the search after `skip`), of `shop` when named, of another
   * shop than `notShop`, of a product with several SKUs (its last buyable one) when `multi`.
   */
  async function buyableSku(page, skip = 0, shop = null, { notShop = null, multi = false } = {}) {
    const list = data(await api(page, 'GET', 'customer/api/product/search?pageSize=60&inStock=true'), 'search')
    let seen = 0
    for (const p of list.rows) {
      const d = data(await api(page, 'GET', `customer/api/product/${p.id}`), 'detail')
      const skus = (d.skus ?? []).filter((s) => s.available !== false && s.stock > 2)
      const sku = multi ? (skus.length > 1 ? skus[skus.length - 1] : undefined) : skus[0]
      if (!d.buyable || !sku || (shop && d.shop?.name !== shop) || (notShop && d.shop?.name === notShop)) continue
      if (seen++ === skip) return { product: d, sku }
    }
    throw new Error(`no buyable product${shop ? ` of ${shop}` : ''}`)
  }

  /** The user's first address, or a new one down the first branch of the region tree. Answers its id. */
  async function addressIfNone(page, who = { name: 'E2E Buyer', phone: '13900001111', detail: 'No. 8 Test Road, Room 101' }) {
    const list = data(await api(page, 'GET', 'customer/api/addr'), 'addr list')
    if (list.length) return list[0].id
    const provinces = data(await api(page, 'GET', 'system/api/address/province'), 'provinces')
    const regionIds = [provinces[0].id]
    for (let i = 0; i < 3; i++) {
      const kids = data(await api(page, 'GET', `system/api/address/tree/${regionIds[regionIds.length - 1]}`), 'tree')
      if (!kids.length) break
      regionIds.push(kids[0].id)
    }
    return data(await api(page, 'POST', 'customer/api/addr', { ...who, regionIds }), 'addr add').id
  }

  /** Take everything out of the user's cart, the invalid lines too. */
  async function emptyCart(page) {
    const list = data(await api(page, 'GET', 'customer/api/basket/list'), 'cart')
    const ids = [...list.groups.flatMap((g) => g.baskets), ...(list.invalid ?? [])].map((b) => b.id)
    if (ids.length) data(await api(page, 'DELETE', `customer/api/basket?ids=${ids.join(',')}`), 'empty the cart')
  }

  return { buyableSku, addressIfNone, emptyCart }
}
