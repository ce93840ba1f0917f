import type { FastifyInstance } from 'fastify'
import { EsignApi, esignNotifyPath } from '../../../../types/esign.js'
import { route } from '../../core/route.js'
import { esignErrors as E } from './esign.errors.js'
import { PAGE_SCRIPT, signAct, signedDocument, signPage } from './esign.page.js'
import { receiveCallback } from './esign.service.js'
import { setCallbackDelivery } from './providers/local.js'

const tags = ['esign']
const html = 'text/html; charset=utf-8'

/** The local e-sign provider's hosted page and signed copy, and the provider's callback to us (none for the app's request client). */
export async function esignRoutes(app: FastifyInstance) {
  route(
    app,
    EsignApi.page,
    async (c, { params }, _req, reply) =>
      reply
        .type(html)
        .header('cache-control', 'no-store')
        .send(await signPage(c, params.token)),
    {
      tags,
      raw: true,
      hide: true,
    },
  )
  route(
    app,
    EsignApi.script,
    async (_c, _in, _req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(PAGE_SCRIPT),
    {
      tags,
      raw: true,
      hide: true,
    },
  )
  route(
    app,
    EsignApi.act,
    async (c, { params, body }, _req, reply) =>
      reply
        .type(html)
        .header('cache-control', 'no-store')
        .send(await signAct(c, params.token, body.action, body.agree)),
    { tags, raw: true, hide: true },
  )
  route(
    app,
    EsignApi.document,
    async (c, { params }, _req, reply) => {
      const doc = await signedDocument(c, params.token)
      if (doc === undefined) throw E.notFound()
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(doc)
    },
    { tags, raw: true, hide: true },
  )
  route(
    app,
    EsignApi.notify,
    async (c, _in, req, reply) => {
      await receiveCallback(c, req.headers, req.body)
      return reply.type('text/plain').send('success')
    },
    { tags, raw: true, config: { tenantFromPath: true } },
  )
  // the local provider calls back over this app's own route, as a provider would
  setCallbackDelivery(async (tenant, headers, body) => {
    const r = await app.inject({ method: 'POST', url: `${app.config.apiPrefix}${esignNotifyPath(tenant)}`, headers, payload: body })
    return r.statusCode === 200 && r.body === 'success'
  })
}
