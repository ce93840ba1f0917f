import type { OrderApi, OrderState } from '~types/order'
import type { PaymentApi } from '~types/payment'
import { http } from '@/core/request'

export const MERCHANT_KEY = ['merchant'] as const
export const TODAY_KEY = ['merchant', 'today'] as const
export const PAGE_SIZE = 10
export type MerchantTab = OrderState | 'all'
/** The workbench's order tabs, in order. */
export const MERCHANT_TABS: MerchantTab[] = ['to_ship', 'to_receive', 'waiting_merchant_confirmation', 'to_review', 'all']

/** A fresh key per money action: a retried tap or request confirms once. */
export const idempotencyKey = () => `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** The merchant workbench's calls (types/order.ts merchant endpoints, types/payment.ts cash). */
export const merchantApi = {
  today: (o: { silent?: boolean } = {}) => http.call<typeof OrderApi.merchantToday>('GET /order/merchant/today', {}, o),
  list: (state: MerchantTab, pageNum: number) => http.call<typeof OrderApi.merchantList>('GET /order/merchant/list', { query: { state, pageNum, pageSize: PAGE_SIZE } }),
  detail: (id: number) => http.call<typeof OrderApi.merchantDetail>('GET /order/merchant/:id', { params: { id } }),
  carriers: () => http.call<typeof OrderApi.carriers>('GET /order/api/carriers', {}, { auth: false }),
  ship: (id: number, carrier: string, trackingNo: string) => http.call<typeof OrderApi.ship>('POST /order/merchant/:id/ship', { params: { id }, body: { carrier, trackingNo } }),
  ready: (id: number) => http.call<typeof OrderApi.ready>('POST /order/merchant/:id/ready', { params: { id } }),
  verifyPickup: (id: number, code: string) => http.call<typeof OrderApi.verifyPickup>('POST /order/merchant/:id/pickup', { params: { id }, body: { code } }),
  cashList: (pageNum: number) => http.call<typeof PaymentApi.merchantCashList>('GET /merchant/api/pay/cash/list', { query: { pageNum, pageSize: PAGE_SIZE } }),
  cashConfirm: (id: number) => http.call<typeof PaymentApi.merchantCashConfirm>('POST /merchant/api/pay/cash/:id/confirm', { params: { id } }, { header: { 'Idempotency-Key': idempotencyKey() } }),
  cashReject: (id: number, reason: string) => http.call<typeof PaymentApi.merchantCashReject>('POST /merchant/api/pay/cash/:id/reject', { params: { id }, body: { reason } }),
}
