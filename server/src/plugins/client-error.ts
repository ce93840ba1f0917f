import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { DEFAULT_LOCALE } from '../../../types/common.js'
import { t } from '../i18n/index.js'
import { ruleForStatus } from './errors.js'

/**
 * Fastify's `clientErrorHandler` (app.ts): requests Node's HTTP parser refuses (malformed, headers too
 * large) never reach Fastify; they still get the `{code, msg, ok}` envelope, with our own rule names.
 */
export function clientError(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) return socket.destroy()
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const rule = status === 408 ? 'timeout' : ruleForStatus(status)
  const body = JSON.stringify({ code: status, msg: t(DEFAULT_LOCALE, 'validation.invalid', { field: 'request' }), ok: false, rule })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}
