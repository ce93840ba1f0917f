// The transfer module's routes: each endpoint record bound to one service call.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { PAY_PWD_PATTERN } from '../../../../types/payment-codes.js'
import { PAY_PASSWORD_HEADER, TransferApi } from '../../../../types/transfer.js'
import { fail } from '../../core/errors.js'
import { idempotencyKey, route } from '../../core/route.js'
import * as svc from './transfer.service.js'

const tags = ['transfer']
const PAY_PWD = new RegExp(PAY_PWD_PATTERN)

/** The pay password of `do/turn` and `do/convert` (header `Pay-Password`: a GET has no body, a URL is logged); 6 digits when sent. */
function payPassword(req: FastifyRequest): string | undefined {
  const v = req.headers[PAY_PASSWORD_HEADER.toLowerCase()]
  if (v === undefined || v === '') return undefined
  if (typeof v !== 'string' || !PAY_PWD.test(v)) throw fail.invalid(PAY_PASSWORD_HEADER, 'pattern')
  return v
}

/** What a money GET carries: its key, the pay password, the quote. */
const moveInput = (req: FastifyRequest, quoteId: string | undefined) => ({ key: idempotencyKey(req), payPassword: payPassword(req), quoteId })

/** Transfers, conversions and the desk's exchange rates: one endpoint record, one service call each. */
export async function transferRoutes(app: FastifyInstance) {
  // every answer here is personal and the two GETs move money: never stored by a browser, a proxy or a prefetch cache
  app.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'))
  route(app, TransferApi.turnRule, (c, { params, query }) => svc.turnRule(c, params.id, query), { tags })
  route(app, TransferApi.doTurn, (c, { query }, req) => svc.doTurn(c, moveInput(req, query.quoteId)), { tags })
  route(app, TransferApi.convertRule, (c, { params, query }) => svc.convertRule(c, params.id, query), { tags })
  route(app, TransferApi.doConvert, (c, { query }, req) => svc.doConvert(c, moveInput(req, query.quoteId)), { tags })
  route(app, TransferApi.rates, (c) => svc.rates(c), { tags: ['transfer-platform'] })
  route(app, TransferApi.setRate, (c, { body }) => svc.setRate(c, body), { tags: ['transfer-platform'] })
}
