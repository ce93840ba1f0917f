import { Type, type Static, type TSchema } from '@sinclair/typebox'

/** Success envelope: `{code: 200, msg, ok: true, data}`. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), ok: Type.Boolean(), data })

/** Page envelope: `{code: 200, msg, ok: true, rows, total}`. */
export const PageEnvelope = <T extends TSchema>(row: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), ok: Type.Boolean(), rows: Type.Array(row), total: Type.Integer() })

export const ErrorBody = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  ok: Type.Literal(false),
  field: Type.Optional(Type.String()),
  rule: Type.Optional(Type.String()),
})
export type ErrorBody = Static<typeof ErrorBody>

/** Paging query: pageNum from 1, pageSize 1..100 (default 10). */
export const PageQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
})
export type PageQuery = Static<typeof PageQuery>

export interface Page<T> { rows: T[]; total: number }

export { Codes, DEFAULT_LOCALE, LOCALES, SKINS, type Code, type Locale, type Skin } from './constants.js'
