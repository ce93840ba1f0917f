import type { Static, TSchema } from '@sinclair/typebox'

/**
 * One record per endpoint: the server registers it (schema, auth, envelope) and the client's call is
 * typed by it. The record is a runtime value on the server; the client imports it with `import type`
 * only (no TypeBox in the app bundle) and names the endpoint by its `method` and `url` literals, which
 * the compiler checks against the record.
 */
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface EndpointDef {
  method: HttpMethod
  /** Fastify-style path under the API prefix, with `:name` params: `/customer/api/addr/:id`. */
  url: string
  /** `required`: 401 without a session; `optional`: personalises when a valid token comes; `none`: public. */
  auth: 'required' | 'optional' | 'none'
  params?: TSchema
  querystring?: TSchema
  body?: TSchema
  /** The success envelope's `data` (or each row when `paged`). */
  response: TSchema
  /** A page envelope `{rows, total}` of `response` rows. */
  paged?: boolean
  /** Carries money or stock: takes an `Idempotency-Key` header. */
  idempotent?: boolean
  summary?: string
}

/** Identity at runtime; keeps the literal types of `method` and `url` for the client. */
export const defineEndpoint = <const E extends EndpointDef>(e: E): E => e

type StaticOr<S, Else> = S extends TSchema ? Static<S> : Else

/** What the client receives for `E`: the envelope's data, or `{rows, total}` for paged endpoints. */
export type EndpointData<E extends EndpointDef> = E['paged'] extends true ? { rows: Array<Static<E['response']>>; total: number } : Static<E['response']>

/** What the client sends for `E`: path params, query and body as declared (absent parts are `undefined`). */
export interface EndpointInput<E extends EndpointDef> {
  params: StaticOr<E['params'], undefined>
  query: StaticOr<E['querystring'], undefined>
  body: StaticOr<E['body'], undefined>
}

/** `'POST /auth/api/customer/login'`: how a client names an endpoint (checked against the record). */
export type EndpointKey<E extends EndpointDef> = `${E['method']} ${E['url']}`
