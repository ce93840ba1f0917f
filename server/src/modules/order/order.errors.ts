import { OrderCodes as C } from '../../../../types/order-codes.js'
import { OfferCodes as OF } from '../../../../types/offer-codes.js'
import { StoreOrderCodes as S } from '../../../../types/storeorder-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the order area (codes 1301-1315, types/order-codes.ts). */
export const orderErrors = defineErrors('order', {
  state: { code: C.STATE, status: 409 },
  stock: { code: C.STOCK, status: 409, field: 'count', rule: 'stock' },
  deliveryMinimum: { code: C.DELIVERY_MINIMUM, status: 400, field: 'choices', rule: 'deliveryMinimum' },
  region: { code: C.REGION, status: 400, field: 'addressId', rule: 'region' },
  coupon: { code: C.COUPON, status: 400, field: 'couponId', rule: 'coupon' },
  discountExceeds: { code: C.DISCOUNT_EXCEEDS, status: 400, field: 'couponId', rule: 'discountExceeds' },
  addressRequired: { code: C.ADDRESS_REQUIRED, status: 400, field: 'addressId', rule: 'required' },
  pickup: { code: C.PICKUP, status: 400, field: 'choices', rule: 'pickup' },
  unavailable: { code: C.UNAVAILABLE, status: 400, field: 'skuId', rule: 'unavailable' },
  quantity: { code: C.QUANTITY, status: 400, field: 'count', rule: 'range' },
  source: { code: 400, key: 'order.source', field: 'basketIds', rule: 'source' },
  pickupCode: { code: C.PICKUP_CODE, status: 400, field: 'code', rule: 'pickupCode' },
  pickupLocked: { code: C.PICKUP_CODE_LOCKED, status: 429, field: 'code', rule: 'tries' },
  notMerchant: { code: C.NOT_MERCHANT, status: 403 },
  carrier: { code: C.CARRIER, status: 400, field: 'carrier', rule: 'carrier' },
  remindTooSoon: { code: C.REMIND_TOO_SOON, status: 429 },
  basketOrdered: { code: C.BASKET_ORDERED, status: 409, field: 'basketIds', rule: 'ordered' },
  notFound: { code: 404 },
  // a store order of the checkout (codes 2240-2249, types/storeorder-codes.ts; ADR 0142)
  storeOtherShop: { code: S.OTHER_SHOP, status: 400, field: 'lines', rule: 'storeShop' },
  storeNoPickup: { code: S.NO_PICKUP, status: 409, field: 'storeId', rule: 'selfPickup' },
  storeLineTwice: { code: S.LINE_TWICE, status: 400, field: 'lines', rule: 'unique' },
  // an offer through the checkout (codes 2310-2319, types/offer-codes.ts; ADR 0157)
  offerBuyNowOnly: { code: OF.BUY_NOW_ONLY, status: 400, field: 'offer', rule: 'buyNow' },
  offerUnavailable: { code: OF.UNAVAILABLE, status: 400, field: 'offer', rule: 'unavailable' },
})
