import { Type, type Static } from '@sinclair/typebox'
import { BigId, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'

const strict = { additionalProperties: false } as const

export { FOOTPRINT_MAX } from './footprint-limits.js'

export const ListQuery = Type.Object({ pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)
const IdParams = Type.Object({ id: BigId() }, strict)
const ProductParams = Type.Object({ productId: BigId() }, strict)

/**
 * One footprint, flat: the client groups by the day of `viewedAt` (ISO time, UTC) in its own time zone
 * with dayjs. Prices in minor units; `invalid` when the product is off the shelf, gone or its shop closed.
 */
export const FootprintItem = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  price: Type.Integer(),
  originalPrice: Type.Integer(),
  invalid: Type.Boolean(),
  viewedAt: Type.String(),
})
export type FootprintItem = Static<typeof FootprintItem>
const Removed = Type.Object({ count: Type.Integer() })

/** Endpoints of the footprints (spec section 7 `customer/api/footprint`; the explicit record is ours). */
export const FootprintApi = {
  /** Newest first, paged, flat with `viewedAt`. */
  list: defineEndpoint({ method: 'GET', url: '/customer/api/footprint/list', auth: 'required', querystring: ListQuery, response: FootprintItem, paged: true }),
  /** Delete every footprint of the user. */
  clear: defineEndpoint({ method: 'DELETE', url: '/customer/api/footprint/clear', auth: 'required', response: Removed }),
  /** Delete one (another user's id answers 404). */
  remove: defineEndpoint({ method: 'DELETE', url: '/customer/api/footprint/:id', auth: 'required', params: IdParams, response: Removed }),
  /** Record a view explicitly (the product detail records it itself through footprintService.record). */
  record: defineEndpoint({ method: 'POST', url: '/customer/api/footprint/:productId', auth: 'required', params: ProductParams, response: Type.Null() }),
}
