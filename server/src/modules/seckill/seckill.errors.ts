// The flash-sale module's failures: code, HTTP status and message key of each.
import { SeckillCodes as C } from '../../../../types/seckill-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of flash sales (codes 2250-2269); messages `seckill.<name>` in locales/<lng>/server-seckill.json. */
export const seckillErrors = defineErrors('seckill', {
  notFound: { code: C.NOT_FOUND, status: 404, field: 'itemId', rule: 'exists' },
  notStarted: { code: C.NOT_STARTED, status: 409, field: 'itemId', rule: 'started' },
  ended: { code: C.ENDED, status: 409, field: 'itemId', rule: 'ended' },
  soldOut: { code: C.SOLD_OUT, status: 409, field: 'itemId', rule: 'left' },
  limit: { code: C.LIMIT, status: 409, field: 'count', rule: 'limit' },
  session: { code: C.SESSION, status: 404, field: 'sessionId', rule: 'open' },
  times: { code: C.TIMES, status: 400, field: 'endsAt', rule: 'window' },
  sku: { code: C.SKU, status: 404, field: 'skuId', rule: 'ownSku' },
  stock: { code: C.STOCK, status: 409, field: 'quantity', rule: 'stock' },
  price: { code: C.PRICE, status: 400, field: 'price', rule: 'below' },
  notMerchant: { code: C.NOT_MERCHANT, status: 403 },
  staffOnly: { code: C.STAFF, status: 403 },
  twice: { code: C.TWICE, status: 409, field: 'skuId', rule: 'once' },
  limitOver: { code: C.LIMIT_OVER, status: 400, field: 'limit', rule: 'quantity' },
})
