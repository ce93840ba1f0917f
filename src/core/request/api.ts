/**
 * THE API client: one call per contract record, built from the generated endpoint table (types/api-table.ts,
 * `npm run gen:api`) and typed by the records themselves (`import type`: no TypeBox in the app).
 * `api.order.submit({ body }, { idempotencyKey })` is `OrderApi.submit`: method, path, login and the
 * Idempotency-Key come from the record, the input and the answer are typed by its schemas. No screen or
 * feature writes a URL; query keys come from the same names (`keyOf('order.detail', id)`, @/core/data).
 */
import { API_TABLE, type ApiRecords } from '~types/api-table'
import type { EndpointData, EndpointDef } from '~types/endpoint'
import { callEndpoint, type CallInput, type CallOptions, type EndpointRow } from './client'

/** An area of the contracts (`order` for `OrderApi`). */
export type ApiArea = keyof ApiRecords
/** A record by its name: `'order.submit'`. */
export type EndpointName = { [A in ApiArea]: `${A}.${keyof ApiRecords[A] & string}` }[ApiArea]
/** The record of a name: `RecordOf<'order.submit'>` is `typeof OrderApi.submit`. */
export type RecordOf<N extends EndpointName> = N extends `${infer A extends ApiArea}.${infer R}`
  ? R extends keyof ApiRecords[A]
    ? ApiRecords[A][R] extends EndpointDef
      ? ApiRecords[A][R]
      : never
    : never
  : never

/** One record's call: the input it declares (none: no argument), options, the typed answer. */
export type EndpointCall<E extends EndpointDef> = keyof CallInput<E> extends never
  ? (input?: Record<string, never>, o?: CallOptions<E>) => Promise<EndpointData<E>>
  : (input: CallInput<E>, o?: CallOptions<E>) => Promise<EndpointData<E>>

export type Api = { [A in ApiArea]: { [R in keyof ApiRecords[A]]: ApiRecords[A][R] extends EndpointDef ? EndpointCall<ApiRecords[A][R]> : never } }

function build(): Api {
  const out: Record<string, Record<string, unknown>> = {}
  for (const area of Object.keys(API_TABLE) as ApiArea[]) {
    const calls: Record<string, unknown> = (out[area] = {})
    const rows = API_TABLE[area] as Record<string, EndpointRow>
    for (const name of Object.keys(rows)) calls[name] = (input?: object, o?: object) => callEndpoint(rows[name], input, o)
  }
  return out as unknown as Api
}

export const api: Api = build()
