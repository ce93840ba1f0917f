import { Codes } from '../../../../types/constants.js'
import { defineErrors } from '../../core/errors.js'
import { ReviewCodes } from '../../../../types/review-codes.js'

/** Failures of the catalog area; messages `catalog.<name>` in locales/<lng>/server-catalog.json. */
export const catalogErrors = defineErrors('catalog', {
  productNotFound: { code: Codes.NOT_FOUND },
  reviewNotFound: { code: Codes.NOT_FOUND },
  priceRange: { code: Codes.BAD_REQUEST, field: 'priceMax', rule: 'range' },
})

/** Failures of reviews (written here: the catalog owns the reviews table, ADR 0088); messages in server-review.json. */
export const reviewErrors = defineErrors('review', {
  items: { key: 'review.items', code: ReviewCodes.ITEMS, status: 400, field: 'items', rule: 'lines' },
  image: { key: 'review.image', code: ReviewCodes.IMAGE, status: 400, field: 'images', rule: 'type' },
  replied: { key: 'review.replied', code: ReviewCodes.REPLIED, status: 409 },
  notMerchant: { key: 'review.notMerchant', code: ReviewCodes.NOT_MERCHANT, status: 403 },
  notFound: { key: 'review.notFound', code: ReviewCodes.NOT_FOUND, status: 404 },
})
