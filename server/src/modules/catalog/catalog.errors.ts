import { Codes } from '../../../../types/constants.js'
import { defineErrors } from '../../core/errors.js'
import { ReviewCodes } from '../../../../types/review-codes.js'
import { EditorCodes } from '../../../../types/editor-codes.js'

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

/** The product editor's failures (codes 2060-2089, types/editor-codes.ts); messages `editor.<name>` in locales/<lng>/server-editor.json. */
export const productEditorErrors = defineErrors('editor', {
  product: { key: 'editor.product', code: EditorCodes.PRODUCT, status: 404, field: 'id', rule: 'own' },
  blank: { key: 'editor.blank', code: EditorCodes.BLANK, status: 400, rule: 'required' },
  category: { key: 'editor.category', code: EditorCodes.CATEGORY, status: 400, field: 'categoryId', rule: 'leaf' },
  specs: { key: 'editor.specs', code: EditorCodes.SPECS, status: 400, field: 'specGroups', rule: 'unique' },
  skus: { key: 'editor.skus', code: EditorCodes.SKUS, status: 400, field: 'skus', rule: 'combinations' },
  price: { key: 'editor.price', code: EditorCodes.PRICE, status: 400, field: 'skus', rule: 'range' },
})
