import { VideoCodes as C } from '../../../../types/video-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the short-video area (codes 2000-2029, types/video-codes.ts); messages `video.<name>` in locales/<lng>/server-video.json. */
export const videoErrors = defineErrors('video', {
  notMerchant: { code: C.NOT_MERCHANT, status: 403 },
  notFound: { code: C.NOT_FOUND, status: 404 },
  file: { code: C.FILE, status: 400, field: 'videoId', rule: 'ownVideo' },
  cover: { code: C.COVER, status: 400, field: 'coverId', rule: 'ownImage' },
  product: { code: C.PRODUCT, status: 400, field: 'productId', rule: 'ownOnSale' },
  shop: { code: C.SHOP, status: 404, field: 'shopId', rule: 'own' },
  title: { code: C.TITLE, status: 400, field: 'title', rule: 'required' },
})
