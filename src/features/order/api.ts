import type { CheckoutBody, OrderApi, OrderTab } from '~types/order'
import type { Billing, PaymentApi, PayPlatform } from '~types/payment'
import type { AddrApi } from '~types/addr'
import type { SystemApi } from '~types/system'
import type { UploadResult } from '~types/upload'
import type { CartApi } from '~types/cart'
import { invalidate } from '@/core/data'
import { http } from '@/core/request'

/** Every order answer lives under this prefix: a change to an order calls `invalidate(ORDER_PREFIX)`. */
export const ORDER_PREFIX = ['order'] as const
export const ORDER_COUNT_KEY = ['order', 'count'] as const
/** The cart's answers (the baskets an order took are gone after submit). */
export const CART_PREFIX = ['cart'] as const
/** A product's answers (its page shows the stock): an order that takes or gives back stock invalidates its products. */
export const productKey = (productId: number) => ['product', productId] as const
/** Invalidate the pages of these products (the stock they show moved). */
export const invalidateProducts = (lines: Array<{ productId: number }>) => Promise.all([...new Set(lines.map((l) => l.productId))].map((id) => invalidate(productKey(id))))

/** The client platform the cashier asks channels for. */
export const PLATFORM: PayPlatform = (() => {
  const env = process.env.TARO_ENV
  return env === 'weapp' || env === 'alipay' || env === 'tt' || env === 'rn' ? env : 'h5'
})()

/** Checkout, orders and payment calls, each typed by its endpoint record (types/order.ts, payment.ts). */
export const orderApi = {
  preview: (body: CheckoutBody) => http.call<typeof OrderApi.preview>('POST /order/api/checkout/preview', { body }, { json: true, silent: true }),
  submit: (body: CheckoutBody, idempotencyKey: string) => http.call<typeof OrderApi.submit>('POST /order/api/checkout/submit', { body }, { json: true, idempotencyKey }),
  pickupPoints: (shopId: number) => http.call<typeof OrderApi.pickupPoints>('GET /order/api/pickup/points/:id', { params: { id: shopId } }),
  list: (tab: OrderTab, keyword: string, pageNum: number) => http.call<typeof OrderApi.list>('GET /order/api/list', { query: { tab, keyword, pageNum, pageSize: 10 } }),
  count: () => http.call<typeof OrderApi.count>('GET /order/api/main/count', {}, { silent: true }),
  main: (payNo: string) => http.call<typeof OrderApi.main>('GET /order/api/main', { query: { payNo } }),
  detail: (id: number) => http.call<typeof OrderApi.detail>('GET /order/api/:id', { params: { id } }),
  cancel: (id: number, reason: string) => http.call<typeof OrderApi.cancel>('POST /order/api/:id/cancel', { params: { id }, body: { reason } }),
  remind: (id: number) => http.call<typeof OrderApi.remind>('POST /order/api/:id/remind', { params: { id } }),
  confirm: (id: number, idempotencyKey: string) => http.call<typeof OrderApi.confirm>('POST /order/api/:id/confirm', { params: { id } }, { idempotencyKey }),
  remove: (id: number) => http.call<typeof OrderApi.remove>('DELETE /order/api/:id', { params: { id } }),
  logistics: (id: number) => http.call<typeof OrderApi.logistics>('GET /order/api/:id/logistics', { params: { id } }, { silent: true }),
  /** "Buy again": the lines go back into the cart. */
  addToCart: (skuId: number, count: number) => http.call<typeof CartApi.add>('POST /customer/api/basket', { body: { skuId, count } }),
  addresses: () => http.call<typeof AddrApi.list>('GET /customer/api/addr', {}),
  dict: (type: string) => http.call<typeof SystemApi.dict>('GET /system/dict/data/type/:type', { params: { type } }, { auth: false, silent: true }),
}

export const payApi = {
  channels: (payNo: string) => http.call<typeof PaymentApi.channels>('GET /order/api/pay/channels', { query: { platform: PLATFORM, payNo } }),
  create: (payNo: string, channel: string, idempotencyKey: string, billing?: Billing) =>
    http.call<typeof PaymentApi.create>('POST /order/api/pay', { body: { payNo, channel: channel as never, platform: PLATFORM, billing } }, { json: true, idempotencyKey }),
  get: (id: number) => http.call<typeof PaymentApi.get>('GET /order/api/pay/:id', { params: { id } }, { silent: true }),
  balance: (payNo: string, payPassword: string, idempotencyKey: string) => http.call<typeof PaymentApi.balance>('POST /order/api/pay/balance', { body: { payNo, payPassword } }, { idempotencyKey, silent: true }),
  cash: (payNo: string, idempotencyKey: string) => http.call<typeof PaymentApi.cash>('POST /order/api/pay/cash', { body: { payNo } }, { idempotencyKey }),
  proof: (paymentId: number, images: string[], remark: string, idempotencyKey: string) =>
    http.call<typeof PaymentApi.proof>('POST /order/api/pay/offline/proof', { body: { paymentId, images, remark } }, { json: true, idempotencyKey }),
  pwdStatus: () => http.call<typeof PaymentApi.payPwdStatus>('GET /customer/api/payPwd', {}),
  pwdSet: (password: string, confirmPassword: string, oldPassword?: string) =>
    http.call<typeof PaymentApi.payPwdSet>('POST /customer/api/payPwd', { body: { password, confirmPassword, oldPassword } }),
  /** A proof image (private scope: readable by its owner and staff only). */
  upload: (filePath: string) => http.upload<UploadResult>('system/api/upload', filePath, { formData: { scope: 'private' } }),
}
