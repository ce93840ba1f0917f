import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Codes } from '../../../types/common.js'
import { AppError } from '../core/errors.js'
import type { Locale } from '../../../types/common.js'
import { hasMessage, normalizeLang, t } from '../i18n/index.js'

interface AjvError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

/** Which field broke which rule, from Ajv's first error. */
function describe(v: AjvError, context: string | undefined) {
  const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.')
  let field = path || context || 'body'
  let limit: string | number = ''
  if (v.keyword === 'required') field = path ? `${path}.${v.params.missingProperty}` : String(v.params.missingProperty)
  else if (v.keyword === 'additionalProperties') field = path ? `${path}.${v.params.additionalProperty}` : String(v.params.additionalProperty)
  if ('limit' in v.params) limit = v.params.limit as number
  const known = ['required', 'type', 'minLength', 'maxLength', 'minimum', 'maximum', 'pattern', 'format', 'enum', 'additionalProperties']
  const rule = v.keyword === 'const' || v.keyword === 'anyOf' ? 'enum' : v.keyword
  return { field, rule, key: known.includes(rule) ? `validation.${rule}` : 'validation.invalid', limit }
}

/**
 * A field as people read it in a message: `basketIds.0` -> "Cart items" (`validation.fields.<name>` of the
 * last named segment), else a word for "a value". The message never shows the contract's field names; the
 * answer's `field` keeps the path for the client's forms and the log.
 */
export function fieldLabel(lang: Locale, field: string): string {
  const name =
    field
      .split('.')
      .filter((s) => s && !/^\d+$/.test(s))
      .pop() ?? ''
  return t(lang, /^[A-Za-z0-9]+$/.test(name) && hasMessage(`validation.fields.${name}`) ? `validation.fields.${name}` : 'validation.fields._')
}

/** Errors of reading a multipart body (busboy's and @fastify/multipart's): the client's body, not ours. */
const MULTIPART_CODES = /^(FST_(INVALID_MULTIPART|PROTO_VIOLATION|INVALID_JSON_FIELD)|ERR_STREAM_PREMATURE_CLOSE$)/
const MULTIPART_TEXT = /multipart|boundary|part header|end of form|unexpected end/i
function multipartFault(req: FastifyRequest, e: FastifyError): boolean {
  const type = String(req.headers['content-type'] ?? '')
  if (!/^multipart\//i.test(type) || 'routine' in e || 'severity' in e) return false
  return MULTIPART_CODES.test(e.code ?? '') || MULTIPART_TEXT.test(e.message ?? '')
}

/** Our rule name for a 4xx that Fastify or Node raised (their internal codes never reach clients). */
export function ruleForStatus(status: number): string {
  return status === 413
    ? 'maxSize'
    : status === 414 || status === 431
      ? 'maxLength'
      : status === 415
        ? 'contentType'
        : status === 404
          ? 'exists'
          : status === 405
            ? 'method'
            : 'invalid'
}

function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.code(status).type('application/json; charset=utf-8').send(body)
}

/**
 * Every failure leaves as `{code, msg, ok: false, field?, rule?}` with a status agreeing with the code,
 * its message in the request's language, and never a stack trace.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'zh_CN')
  app.addHook('onRequest', async (req) => {
    req.lang = normalizeLang((req.headers.lang as string) || req.headers['accept-language'])
  })

  app.setErrorHandler((err: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = req.lang ?? 'zh_CN'
    if (err instanceof AppError) {
      if (err.status === 429 && err.params.seconds) reply.header('retry-after', String(err.params.seconds))
      const params = err.field && err.params.field === err.field ? { ...err.params, field: fieldLabel(lang, err.field) } : err.params
      const body: Record<string, unknown> = { code: err.code, msg: t(lang, err.key, params), ok: false }
      if (err.field) body.field = err.field
      if (err.rule) body.rule = err.rule
      return send(reply, err.status, body)
    }
    const fe = err as FastifyError & { validation?: AjvError[]; validationContext?: string }
    if (fe.validation?.length) {
      const d = describe(fe.validation[0], fe.validationContext)
      // the message names the field as people read it; the log keeps the contract's name
      req.log.info({ field: d.field, rule: d.rule }, 'bad input')
      return send(reply, 400, {
        code: Codes.BAD_REQUEST,
        msg: t(lang, d.key, { field: fieldLabel(lang, d.field), limit: d.limit }),
        ok: false,
        field: d.field,
        rule: d.rule,
      })
    }
    const code = fe.code ?? ''
    if (
      code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      fe.statusCode === 413 ||
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_PARTS_LIMIT'
    ) {
      return send(reply, 413, { code: Codes.TOO_LARGE, msg: t(lang, 'common.tooLarge'), ok: false })
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fe.statusCode === 415) {
      return send(reply, 415, { code: Codes.UNSUPPORTED_TYPE, msg: t(lang, 'common.unsupportedType'), ok: false })
    }
    if (multipartFault(req, fe)) {
      return send(reply, 400, { code: Codes.BAD_REQUEST, msg: t(lang, 'validation.multipart'), ok: false, field: 'body', rule: 'multipart' })
    }
    if (code.startsWith('FST_ERR_CTP') || (fe instanceof SyntaxError && fe.statusCode === 400)) {
      return send(reply, 400, { code: Codes.BAD_REQUEST, msg: t(lang, 'validation.json'), ok: false, field: 'body', rule: 'json' })
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return send(reply, fe.statusCode, {
        code: fe.statusCode,
        msg: t(lang, 'validation.invalid', { field: fieldLabel(lang, 'request') }),
        ok: false,
        rule: ruleForStatus(fe.statusCode),
      })
    }
    req.log.error({ err }, 'unhandled error')
    return send(reply, 500, { code: Codes.INTERNAL, msg: t(lang, 'common.internal'), ok: false })
  })
})

/** Unknown API routes answer in the envelope too. */
export function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
  const path = req.url.split('?')[0]
  return send(reply, 404, { code: Codes.NOT_FOUND, msg: t(req.lang ?? 'zh_CN', 'common.routeNotFound', { path }), ok: false })
}
