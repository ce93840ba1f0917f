import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

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

export const bodyPlugin = fp(async (app: FastifyInstance) => {
  // a POST/PUT/DELETE sent with no body at all reads as an empty form, so validation names the
  // missing fields (and optional bodies pass) instead of refusing "the body"
  app.addHook('preValidation', async (req) => {
    if (req.body === undefined && req.method !== 'GET' && req.method !== 'HEAD') req.body = {}
  })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseForm(body as string))
    } catch (e) {
      done(e as Error, undefined)
    }
  })
})
