import { CartCodes } from '../../../../types/cart-codes.js'
import { Codes } from '../../../../types/constants.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the cart area; messages `cart.<name>` in locales/<lng>/server-cart.json. */
export const cartErrors = defineErrors('cart', {
  stock: { code: CartCodes.STOCK, status: 409, field: 'count', rule: 'stock' },
  quantity: { code: CartCodes.QUANTITY, status: 400, field: 'count', rule: 'range' },
  skuGone: { code: CartCodes.SKU_GONE, status: 404, field: 'skuId', rule: 'exists' },
  productOff: { code: CartCodes.PRODUCT_OFF, status: 409, field: 'skuId', rule: 'onShelf' },
  shopClosed: { code: CartCodes.SHOP_CLOSED, status: 409, field: 'skuId', rule: 'shopOpen' },
  skuOtherProduct: { code: CartCodes.SKU_OTHER_PRODUCT, status: 400, field: 'skuId', rule: 'sameProduct' },
  full: { code: CartCodes.FULL, status: 409, rule: 'lines' },
  basketNotFound: { code: Codes.NOT_FOUND },
  busy: { code: Codes.CONFLICT },
})
