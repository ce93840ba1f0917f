import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { PG_INT_MAX } from '../../../types/common.js'
import { fail } from '../core/errors.js'

/**
 * Form-encoded bodies (the client's default). Repeated keys become arrays; a value that is JSON text
 * of an array or object (the client sends arrays that way) is parsed.
 */
export function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, raw] of new URLSearchParams(text)) {
    let v: unknown = raw
    const s = raw.trim()
    if ((s.startsWith('[') && s.endsWith(']')) || (s.startsWith('{') && s.endsWith('}'))) {
      try {
        v = JSON.parse(s)
      } catch {
        v = raw
      }
    }
    if (k in out) out[k] = Array.isArray(out[k]) ? [...(out[k] as unknown[]), v] : [out[k], v]
    else out[k] = v
  }
  return out
}

const MAX_DEPTH = 32

type Schema = {
  type?: string | string[]
  properties?: Record<string, Schema>
  items?: Schema | Schema[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  maximum?: number
  minimum?: number
  additionalProperties?: boolean | Schema
}

const isNumeric = (s: Schema | undefined): boolean =>
  !!s &&
  ((Array.isArray(s.type) ? s.type : [s.type]).some((t) => t === 'integer' || t === 'number') || !!s.anyOf?.some(isNumeric) || !!s.oneOf?.some(isNumeric))
const isInteger = (s: Schema) => (Array.isArray(s.type) ? s.type : [s.type]).includes('integer')
const typesOf = (s: Schema): string[] =>
  [...(Array.isArray(s.type) ? s.type : [s.type]), ...(s.anyOf ?? s.oneOf ?? []).flatMap(typesOf)].filter(Boolean) as string[]
/** A number written as people write one in a form or URL: digits, a sign, a decimal point (no hex, no exponent). */
const DECIMAL = { integer: /^[+-]?\d+$/, number: /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/ }

/** What the schema checker would make of `v` as a number: a non-finite result is refused before it coerces. */
function nonFinite(v: unknown): boolean {
  if (typeof v === 'number') return !Number.isFinite(v)
  if (typeof v !== 'string') return false
  const s = v.trim()
  if (/^[+-]?(infinity|nan)$/i.test(s)) return true
  return s !== '' && !Number.isNaN(Number(s)) && !Number.isFinite(Number(s))
}

/**
 * The checks the schema checker cannot make, over one request part, before it runs: no NUL anywhere
 * (PostgreSQL refuses 0x00 in text), no non-finite number (`Infinity`, `1e400`) where the schema wants
 * a number, nothing the checker would coerce into a number that a person did not write as one (`true`,
 * `"0x3"`, `"2e0"`, `[1]`), and no integer above PostgreSQL's `integer` where the schema states no maximum
 * of its own.
 * Throws a 400 naming the field.
 */
export function screen(value: unknown, schema: Schema | undefined, field: string, depth = 0): void {
  // no contract nests this deep: refuse before any recursion (here or in the schema checker) can overflow
  if (depth > MAX_DEPTH) throw fail.invalid(field || 'body', 'depth', {}, 'validation.invalid')
  if (typeof value === 'string') {
    if (value.includes('\0')) throw fail.invalid(field || 'body', 'nul')
  } else if (Array.isArray(value)) {
    const items = schema && !Array.isArray(schema.items) ? schema.items : undefined
    // one number where an array is sent (`[1]` for a quantity): the checker would unwrap it; refuse
    if (schema && isNumeric(schema) && !typesOf(schema).includes('array')) throw fail.invalid(field || 'body', 'type')
    value.forEach((v, i) => screen(v, items, `${field}.${i}`, depth + 1))
    return
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\0')) throw fail.invalid(field || 'body', 'nul')
      const sub =
        schema?.properties?.[k] ??
        (typeof schema?.additionalProperties === 'object' ? schema.additionalProperties : undefined) ??
        schema?.anyOf?.find((s) => s.properties?.[k])?.properties?.[k]
      screen(v, sub, field ? `${field}.${k}` : k, depth + 1)
    }
    return
  }
  if (!schema || !isNumeric(schema)) return
  if (nonFinite(value)) throw fail.invalid(field, 'finite')
  // the checker coerces `true`, "0x3" and "2e0" into numbers: a number is a number or decimal digits
  const types = typesOf(schema)
  if (typeof value === 'boolean' && !types.includes('boolean')) throw fail.invalid(field, 'type')
  if (typeof value === 'string' && !types.includes('string') && !(types.includes('number') ? DECIMAL.number : DECIMAL.integer).test(value.trim()))
    throw fail.invalid(field, 'type')
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  const bound = (schema.anyOf ?? schema.oneOf ?? [schema]).find(isNumeric) ?? schema
  if (typeof n === 'number' && bound.maximum === undefined && isInteger(bound) && Math.abs(n) > PG_INT_MAX) {
    throw fail.invalid(field, n > 0 ? 'maximum' : 'minimum', { limit: n > 0 ? PG_INT_MAX : -PG_INT_MAX })
  }
}

/** Screens params, query and body of every request against its route's schema (see `screen`). */
export async function screenRequest(req: FastifyRequest) {
  const schema = (req.routeOptions.schema ?? {}) as { params?: Schema; querystring?: Schema; body?: Schema }
  screen(req.params, schema.params, '')
  screen(req.query, schema.querystring, '')
  screen(req.body, schema.body, '')
}

export const bodyPlugin = fp(async (app: FastifyInstance) => {
  // a POST/PUT/DELETE sent with no body at all reads as an empty form, so validation names the
  // missing fields (and optional bodies pass) instead of refusing "the body"
  app.addHook('preValidation', async (req) => {
    if (req.body === undefined && req.method !== 'GET' && req.method !== 'HEAD') req.body = {}
  })
  app.addHook('preValidation', screenRequest)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseForm(body as string))
    } catch (e) {
      done(e as Error, undefined)
    }
  })
})
