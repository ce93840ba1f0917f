import type { Billing, PayPlatform } from '~types/payment'
import { areaKey, invalidate, keyOf } from '@/core/data'
import { api } from '@/core/request'

/* Checkout, orders and payment are `api.order.*` and `api.payment.*` (@/core/request, typed by types/order.ts and
   types/payment.ts); here what the area adds to them. */

/** An order changed (cancelled, paid, received...): every answer of orders and payments is fetched again. */
export const invalidateOrders = () => invalidate(areaKey('order'), areaKey('payment'))

/** Invalidate the pages of these products (the stock they show moved). */
export const invalidateProducts = (lines: Array<{ productId: number }>) =>
  invalidate(...[...new Set(lines.map((l) => l.productId))].map((id) => keyOf('catalog.productDetail', id)))

/** The client platform the cashier asks channels for. */
export const PLATFORM: PayPlatform = (() => {
  const env = process.env.TARO_ENV
  return env === 'weapp' || env === 'alipay' || env === 'tt' || env === 'rn' ? env : 'h5'
})()

/** Create (or, same key, get back) a payment of a main order through a channel, from this platform. */
export const createPayment = (payNo: string, channel: string, idempotencyKey: string, billing?: Billing) =>
  api.payment.create({ body: { payNo, channel: channel as never, platform: PLATFORM, billing } }, { json: true, idempotencyKey })
