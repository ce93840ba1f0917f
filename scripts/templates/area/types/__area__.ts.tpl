// The __area__ area's contract: its schemas and endpoint records, shared by the server, the client and the fake API.
import { Type, type Static } from '@sinclair/typebox'
import { PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'

export { __AREA___MAX, __Area__Codes } from './__area__-codes.js'

const strict = { additionalProperties: false } as const

/** One item of the __area__ area (the generated skeleton's example: replace with the real contract). */
export const __Area__Item = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  createTime: Type.String(),
})
export type __Area__Item = Static<typeof __Area__Item>

export const __Area__ListQuery = Type.Object({ pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)

/** Endpoints of the __area__ area. */
export const __Area__Api = {
  /** The user's items, newest first, paged. */
  list: defineEndpoint({ method: 'GET', url: '/customer/api/__area__/list', auth: 'required', querystring: __Area__ListQuery, response: __Area__Item, paged: true }),
}
