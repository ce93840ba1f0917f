import { Type, type Static } from '@sinclair/typebox'
import { IntId } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { COUNTRY_AREA_PATTERN, PHONE_PATTERN } from './rules.js'
import { ADDR_DETAIL_MAX, ADDR_DETAIL_MIN, ADDR_LABELS, ADDR_NAME_MAX } from './addr-codes.js'

export { ADDR_MAX, ADDR_LABELS, AddrCodes, type AddrLabel } from './addr-codes.js'

const strict = { additionalProperties: false } as const

const AddrLabelSchema = () => Type.Union(ADDR_LABELS.map((l) => Type.Literal(l)))

/**
 * A receiving address (spec section 3 Address: recipient, phone, region, detail, label, default flag).
 * `regionIds` is the path through the address tree (`system/api/address/tree/{id}`) from the province to
 * a region without children; `regionNames` the names of that path (in the tree's language) and `region`
 * them joined with a space. Exactly one of a user's addresses is the default while it has any.
 */
export const Address = Type.Object({
  id: Type.Integer(),
  /** recipient */
  name: Type.String(),
  phone: Type.String(),
  countryArea: Type.String(),
  regionIds: Type.Array(Type.Integer()),
  regionNames: Type.Array(Type.String()),
  region: Type.String(),
  detail: Type.String(),
  label: Type.Union([AddrLabelSchema(), Type.Null()]),
  /** where it is, when picked on the map (`user/receivingAddress/nearbyAddress`, ADR 0159); null otherwise */
  latitude: Type.Union([Type.Number(), Type.Null()]),
  longitude: Type.Union([Type.Number(), Type.Null()]),
  isDefault: Type.Boolean(),
  createTime: Type.String(),
  updateTime: Type.String(),
})
export type Address = Static<typeof Address>

const AddrFields = {
  /** recipient, 1-20 characters after trimming */
  name: Type.String({ minLength: 1, maxLength: ADDR_NAME_MAX }),
  /** the phone rule of `countryArea` (types/rules.ts phonePattern: mainland mobiles for 86) */
  phone: Type.String({ pattern: PHONE_PATTERN }),
  countryArea: Type.Optional(Type.String({ pattern: COUNTRY_AREA_PATTERN, default: '86' })),
  /** province -> ... -> a region without children; JSON text in a form body ("[11,1101,110101]") */
  regionIds: Type.Array(IntId(), { minItems: 1, maxItems: 4 }),
  detail: Type.String({ minLength: ADDR_DETAIL_MIN, maxLength: ADDR_DETAIL_MAX }),
  /** home | company | school; empty or left out: none */
  label: Type.Optional(Type.Union([AddrLabelSchema(), Type.Literal('')])),
  /** make it the default (the first address is the default whatever this says) */
  isDefault: Type.Optional(Type.Boolean()),
  /** where it is, picked on the map (ADR 0159): both or neither (400 rule `pair`); left out on an edit, it is cleared */
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
}
export const AddrBody = Type.Object(AddrFields, strict)
export type AddrBody = Static<typeof AddrBody>
/** Edit: the whole address again, with its id (spec: `PUT customer/api/addr`, no id in the path). */
export const AddrEditBody = Type.Object({ id: IntId(), ...AddrFields }, strict)
export type AddrEditBody = Static<typeof AddrEditBody>
const AddrIdParams = Type.Object({ id: IntId() }, strict)
const AddrRemoved = Type.Object({ count: Type.Integer() })
const AddrList = Type.Array(Address)

/** Endpoints of receiving addresses (spec section 7 `customer/api/addr`; `default` is ours, same style). */
export const AddrApi = {
  /** The user's addresses, the default first, then newest first (at most ADDR_MAX, not paged). */
  list: defineEndpoint({ method: 'GET', url: '/customer/api/addr', auth: 'required', response: AddrList }),
  /** Add one; the first is the default; `isDefault` moves the default to it. */
  add: defineEndpoint({ method: 'POST', url: '/customer/api/addr', auth: 'required', body: AddrBody, response: Address }),
  /** Edit one (id in the body); `isDefault: true` moves the default to it, false on the default keeps it (one must stay). */
  edit: defineEndpoint({ method: 'PUT', url: '/customer/api/addr', auth: 'required', body: AddrEditBody, response: Address }),
  /** Make one the default (spec spelling `settingDegault`); the previous default loses the flag. */
  setDefault: defineEndpoint({ method: 'PUT', url: '/customer/api/addr/settingDegault/:id', auth: 'required', params: AddrIdParams, response: Address }),
  /** Delete one; when it was the default, the newest remaining address becomes the default. */
  remove: defineEndpoint({ method: 'DELETE', url: '/customer/api/addr/delete/:id', auth: 'required', params: AddrIdParams, response: AddrRemoved }),
  /** The default address; 404 with AddrCodes.NONE when the user has none. */
  getDefault: defineEndpoint({ method: 'GET', url: '/customer/api/addr/default', auth: 'required', response: Address }),
  /** One address; another user's or tenant's id is 404. */
  get: defineEndpoint({ method: 'GET', url: '/customer/api/addr/:id', auth: 'required', params: AddrIdParams, response: Address }),
}
