import type { FastifyInstance, FastifyRequest } from 'fastify'
import { GatewayApi, notifyPath, PaymentApi } from '../../../../types/payment.js'
import { idempotencyKey, route } from '../../core/route.js'
import { gatewayPage, gatewayResult } from './gateway.page.js'
import { paymentErrors as E } from './payment.errors.js'
import * as svc from './payment.service.js'
import { rememberConfig } from './payment.settings.js'

const tags = ['payment']
const idem = (req: FastifyRequest) => idempotencyKey(req)

export async function paymentRoutes(app: FastifyInstance) {
  // channel secrets derive from the server secret: jobs run without a request's config use the app's
  rememberConfig(app.config)
  route(app, PaymentApi.channels, (c, { query }) => svc.channels(c, query), { tags })
  route(app, PaymentApi.create, (c, { body }, req) => svc.create(c, body, idem(req)), { tags })
  route(app, PaymentApi.get, (c, { params }) => svc.get(c, params.id), { tags })
  route(app, PaymentApi.balance, (c, { body }, req) => svc.payBalance(c, body, idem(req)), { tags })
  route(app, PaymentApi.cash, (c, { body }, req) => svc.chooseCash(c, body, idem(req)), { tags })
  route(app, PaymentApi.proof, (c, { body }, req) => svc.proof(c, body, idem(req)), { tags })
  route(app, PaymentApi.withdraw, (c, { body }) => svc.withdraw(c, body.payNo), { tags })
  route(app, PaymentApi.merchantCashList, (c, { query }) => svc.merchantCashList(c, query), { tags })
  route(app, PaymentApi.merchantCashConfirm, (c, { params }, req) => svc.merchantCashConfirm(c, params.id, idem(req)), { tags })
  route(app, PaymentApi.merchantCashReject, (c, { params, body }) => svc.merchantCashReject(c, params.id, body), { tags })
  route(app, PaymentApi.staffOfflineList, (c, { query }) => svc.staffOfflineList(c, query), { tags })
  route(app, PaymentApi.staffOfflineConfirm, (c, { params }, req) => svc.staffOfflineConfirm(c, params.id, idem(req)), { tags })
  route(app, PaymentApi.staffOfflineReject, (c, { params, body }) => svc.staffOfflineReject(c, params.id, body), { tags })
  route(app, PaymentApi.payPwdStatus, (c) => svc.payPwdStatus(c), { tags })
  route(app, PaymentApi.payPwdSet, (c, { body }) => svc.setPayPwd(c, body), { tags })

  // the local gateway: hosted page (HTML) and the notify endpoint (text), not for the app's request client
  route(
    app,
    GatewayApi.page,
    async (c, { params }, _req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await gatewayPage(c, params.channel, params.token)),
    { tags, raw: true, hide: true },
  )
  route(
    app,
    GatewayApi.act,
    async (c, { params, body }, _req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await gatewayResult(c, params.channel, params.token, body.action)),
    { tags, raw: true, hide: true },
  )
  // the notify route reads its JSON body as text first: the signature is over the bytes as sent (a scope of its own,
  // so no other route keeps a copy of its body)
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text, done) => {
      ;(req as FastifyRequest & { rawBody?: string }).rawBody = text as string
      try {
        done(null, JSON.parse(text as string))
      } catch {
        done(Object.assign(new Error('the body is not JSON'), { statusCode: 400 }), undefined)
      }
    })
    route(
      scope,
      GatewayApi.notify,
      async (c, { params, body }, req, reply) => {
        const raw = (req as FastifyRequest & { rawBody?: string }).rawBody
        // acknowledged: the text gateways expect; refused: the usual failure envelope (400), nothing changed
        if ((await svc.receiveNotification(c, params.channel, req.headers, body, raw)) !== 'ack') throw E.notifyRefused()
        return reply.type('text/plain').send('success')
      },
      { tags, raw: true, config: { tenantFromPath: true } },
    )
  })
  // the local gateway delivers its notifications over this app's own notify route, as a gateway calls it
  svc.setNotifyDelivery(async (tenant, channel, headers, body) => {
    const r = await app.inject({
      method: 'POST',
      url: `${app.config.apiPrefix}${notifyPath(tenant, channel)}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: body,
    })
    return r.statusCode === 200 && r.body === 'success'
  })
}
