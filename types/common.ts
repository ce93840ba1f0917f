import { Type, type Static, type TSchema } from '@sinclair/typebox'

/** Success envelope: `{code: 200, msg, ok: true, data}`. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ code: Type.Integer(), msg: Type.String(), ok: Type.Boolean(), data })

/** Page envelope: `{code: 200, msg, ok: true, rows, total}`. */
export const PageEnvelope = <T extends TSchema>(row: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), ok: Type.Boolean(), rows: Type.Array(row), total: Type.Integer() })

/** Largest value of a PostgreSQL `integer` (serial ids, tenant ids, counts). */
export const PG_INT_MAX = 2_147_483_647
/** Largest `bigint` id a JS number carries exactly (bigserial ids stay far below it). */
const BIGINT_ID_MAX = Number.MAX_SAFE_INTEGER
/** Page size bound and the page number bound that keeps (pageNum - 1) * pageSize inside PG_INT_MAX. */
export const PAGE_SIZE_MAX = 100
const PAGE_NUM_MAX = 10_000
/** RFC 4122 text form only (no `urn:uuid:` prefix, no braces). */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'

type IntOpts = { minimum?: number; maximum?: number; default?: number; description?: string }
/** Id of a `serial`/`integer` column: 1..2^31-1. */
export const IntId = (o: IntOpts = {}) => Type.Integer({ minimum: 1, maximum: PG_INT_MAX, ...o })
/** Id of a `bigserial`/`bigint` column: 1..2^53-1 (what a JS number holds exactly). */
export const BigId = (o: IntOpts = {}) => Type.Integer({ minimum: 1, maximum: BIGINT_ID_MAX, ...o })
/** A bounded integer (both ends stated; the bound of the rule or column behind it). */
export const BoundedInt = (minimum: number, maximum: number, o: Omit<IntOpts, 'minimum' | 'maximum'> = {}) => Type.Integer({ minimum, maximum, ...o })
/** 1-based page number: 1..PAGE_NUM_MAX. */
export const PageNum = () => Type.Integer({ minimum: 1, maximum: PAGE_NUM_MAX, default: 1 })
/** Page size: 1..PAGE_SIZE_MAX (default 10). */
export const PageSize = () => Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 10 })
/** A uuid in its plain text form. */
export const Uuid = () => Type.String({ pattern: UUID_PATTERN, minLength: 36, maxLength: 36 })

/** Paging query: pageNum 1..10000, pageSize 1..100 (default 10). */
export const PageQuery = Type.Object({
  pageNum: Type.Optional(PageNum()),
  pageSize: Type.Optional(PageSize()),
})
export type PageQuery = Static<typeof PageQuery>

export interface Page<T> {
  rows: T[]
  total: number
}

export { Codes, DEFAULT_LOCALE, LOCALES, SKINS, type Code, type Locale, type Skin } from './constants.js'
