import { Type, type Static } from '@sinclair/typebox'
import { BigId, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { IDS_LIST_PATTERN } from './cart.js'

const strict = { additionalProperties: false } as const

/** 1 products, 2 shops. */
export const CollectionType = () => Type.Union([Type.Literal(1), Type.Literal(2)])
export type CollectionType = 1 | 2
/** Most favourites of one type a user keeps. */
export const COLLECTION_MAX = 500

const ListParams = Type.Object({ type: CollectionType() }, strict)
export const ListQuery = Type.Object({ pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)
/** `:id` is the product's (type 1) or the shop's (type 2) id, not a favourite row's. */
const TargetParams = Type.Object({ id: BigId() }, strict)
/** The type rides in the query string on POST and DELETE alike (DELETE has no body): `?type=2`; default 1. */
const TypeQuery = Type.Object({ type: Type.Optional(CollectionType()) }, strict)
/** Remove several: `?type=1&ids=3,5,8` (product or shop ids). */
const RemoveManyQuery = Type.Object({ type: Type.Optional(CollectionType()), ids: Type.String({ pattern: IDS_LIST_PATTERN, maxLength: 1700 }) }, strict)

/**
 * One favourite: `targetId` is the product or shop; `title`/`image` the product's title and first image
 * or the shop's name and logo; prices (products only) in minor units; `invalid` with `reason` when the
 * product is off the shelf or gone, or the shop (its own, or the product's) is closed.
 */
export const CollectionItem = Type.Object({
  id: Type.Integer(),
  type: CollectionType(),
  targetId: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  price: Type.Optional(Type.Integer()),
  originalPrice: Type.Optional(Type.Integer()),
  shopId: Type.Optional(Type.Integer()),
  shopName: Type.Optional(Type.String()),
  invalid: Type.Boolean(),
  reason: Type.Optional(Type.Union([Type.Literal('off'), Type.Literal('shopClosed'), Type.Literal('gone')])),
  createdAt: Type.String(),
})
export type CollectionItem = Static<typeof CollectionItem>
const Favourite = Type.Object({ favourite: Type.Boolean() })
const Removed = Type.Object({ count: Type.Integer() })

/** Endpoints of the favourites (spec section 7 `customer/api/collection`; `check` and the multi-remove are ours). */
export const CollectionApi = {
  /** Favourites of a type (1 products, 2 shops), newest first, paged. */
  list: defineEndpoint({
    method: 'GET',
    url: '/customer/api/collection/list/:type',
    auth: 'required',
    params: ListParams,
    querystring: ListQuery,
    response: CollectionItem,
    paged: true,
  }),
  /** Favourite a product (`?type=1`, default) or a shop (`?type=2`); again is a no-op. */
  add: defineEndpoint({
    method: 'POST',
    url: '/customer/api/collection/:id',
    auth: 'required',
    params: TargetParams,
    querystring: TypeQuery,
    response: Favourite,
  }),
  /** Remove one (by product or shop id); not a favourite is a no-op. */
  remove: defineEndpoint({
    method: 'DELETE',
    url: '/customer/api/collection/:id',
    auth: 'required',
    params: TargetParams,
    querystring: TypeQuery,
    response: Removed,
  }),
  /** Remove several: `?type=1&ids=3,5,8`. */
  removeMany: defineEndpoint({ method: 'DELETE', url: '/customer/api/collection', auth: 'required', querystring: RemoveManyQuery, response: Removed }),
  /** Whether the user favourited a product or shop (false without a session). */
  check: defineEndpoint({
    method: 'GET',
    url: '/customer/api/collection/check/:id',
    auth: 'optional',
    params: TargetParams,
    querystring: TypeQuery,
    response: Favourite,
  }),
}
