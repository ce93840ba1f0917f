import type { Page } from '~types/common'
import type { ProductCard } from '~types/catalog'
import type { OrderApi } from '~types/order'
import type { AccountApi } from '~types/account'
import type { ConfigInit } from '~types/system'
import { http } from '@/core/request'

/** The shell's server calls. */
export const shellApi = {
  /** The app's configuration with the home's first products (`feed`): one request for home's data. */
  configInit: () => http.get<ConfigInit>('system/api/config/init', { templateId: 1, feed: true }, { auth: false, silent: true }),
  products: (type: number, pageNum: number, pageSize: number) =>
    http.get<Page<ProductCard>>(`customer/api/product/list/${type}`, { pageNum, pageSize }, { auth: false, silent: true }),
  /** The user tab's order row (same key as the order list's tabs: ['order', 'count']). */
  orderCount: () => http.call<typeof OrderApi.count>('GET /order/api/main/count', {}, { silent: true }),
  /** The signed-in user's info (roles, merchant...): the user tab refreshes the stored copy with it. */
  userInfo: () => http.call<typeof AccountApi.info>('POST /customer/api/info', { body: {} }, { silent: true }),
}
