import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import { Envelope, PageEnvelope } from '../../../types/common.js'
import type { EndpointDef, EndpointInput } from '../../../types/endpoint.js'
import { optionalAuth, requireAuth } from './auth.js'
import type { RequestCtx, UserCtx } from './context.js'
import { ok, page } from './envelope.js'
import { fail } from './errors.js'

/** A success envelope with a message of its own (`{code: 200, msg, ok: true, data}`). */
export class WithMsg<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}
export const withMsg = <T>(data: T, msg: string) => new WithMsg(data, msg)

/** What a handler returns for `E`: the envelope's data, or `{rows, total}` for a paged endpoint. */
type Result<E extends EndpointDef> = E extends { paged: true } ? { rows: unknown[]; total: number } : unknown
type CtxOf<E extends EndpointDef> = E['auth'] extends 'required' ? UserCtx : RequestCtx

export type Handler<E extends EndpointDef> = (
  ctx: CtxOf<E>,
  input: EndpointInput<E>,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<Result<E> | WithMsg<unknown>>

/** The documented shape of an Idempotency-Key: 1-64 visible ASCII characters (a UUID, 32 hex digits...). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,64}$/

/**
 * The Idempotency-Key of a request to an `idempotent` record: undefined when none was sent; a key outside the
 * documented shape is a 400 naming the header, never dropped (a dropped key would let two submits make two orders).
 */
export function idempotencyKey(req: FastifyRequest): string | undefined {
  const k = req.headers['idempotency-key']
  if (k === undefined) return undefined
  if (typeof k !== 'string' || !IDEMPOTENCY_KEY.test(k)) throw fail.invalid('Idempotency-Key', 'pattern')
  return k
}

export interface RouteOptions {
  tags?: string[]
  /** left out of the OpenAPI document */
  hide?: boolean
  consumes?: string[]
  /** the handler sends the reply itself (a file): no envelope, `response` describes the body */
  raw?: boolean
  /** Fastify route config, e.g. `{ rateLimit: {max, timeWindow, keyGenerator} }` (plugins/rate-limit.ts) */
  config?: Record<string, unknown>
}

/**
 * Register one endpoint record: its schemas, the auth preHandler its `auth` asks for, the success
 * envelope as the 200 response schema, OpenAPI security, and the handler, which gets the request
 * context and the validated input and returns the envelope's data.
 */
export function route<const E extends EndpointDef>(app: FastifyInstance, ep: E, handler: Handler<E>, o: RouteOptions = {}) {
  const response = o.raw ? ep.response : ep.paged ? PageEnvelope(ep.response) : Envelope(ep.response)
  const security: Array<Record<string, string[]>> | undefined =
    ep.auth === 'required' ? [{ bearer: [] }] : ep.auth === 'optional' ? [{ bearer: [] }, {}] : undefined
  // only the parts the record has: Fastify warns about a schema key that is present but undefined
  const schema = Object.fromEntries(
    Object.entries({
      tags: o.tags,
      summary: ep.summary,
      hide: o.hide,
      consumes: o.consumes,
      security,
      params: ep.params,
      querystring: ep.querystring,
      body: ep.body,
    }).filter(([, v]) => v !== undefined),
  )
  const opts: RouteShorthandOptions = {
    preHandler: ep.auth === 'required' ? requireAuth : ep.auth === 'optional' ? optionalAuth : undefined,
    schema: { ...schema, response: { 200: response } },
  }
  app.route({
    method: ep.method,
    url: ep.url,
    ...opts,
    // `idempotent` puts the Idempotency-Key header into the OpenAPI document (app.ts documentRoute)
    config: { ...o.config, idempotent: ep.idempotent === true },
    handler: async (req, reply) => {
      // checked before the handler runs: a malformed key is refused even where the handler would not read it
      if (ep.idempotent) idempotencyKey(req)
      const input = { params: req.params, query: req.query, body: req.body } as EndpointInput<E>
      const out = await handler(req.ctx as CtxOf<E>, input, req, reply)
      if (o.raw) return out
      if (out instanceof WithMsg) return ok(out.data, out.msg)
      if (ep.paged) {
        const p = out as { rows: unknown[]; total: number }
        return page(p.rows, p.total)
      }
      return ok(out)
    },
  })
}
