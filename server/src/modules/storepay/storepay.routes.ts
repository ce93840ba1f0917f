// The store payment module's routes: each endpoint record bound to one service call.
import type { FastifyInstance } from 'fastify'
import { StorepayApi } from '../../../../types/storepay.js'
import { idempotencyKey, route } from '../../core/route.js'
import * as svc from './storepay.service.js'

const tags = ['storepay']

/** Paying at a store: one endpoint record, one service call each. */
export async function storepayRoutes(app: FastifyInstance) {
  route(app, StorepayApi.store, (c, { params }) => svc.store(c, params.shopId), { tags })
  route(app, StorepayApi.quote, (c, { body }) => svc.quote(c, body), { tags })
  route(app, StorepayApi.create, (c, { body }, req) => svc.create(c, body, idempotencyKey(req)), { tags })
  route(app, StorepayApi.get, (c, { params }) => svc.get(c, params.payNo), { tags })
  route(app, StorepayApi.stores, (c) => svc.stores(c), { tags })
  route(app, StorepayApi.taken, (c, { query }) => svc.taken(c, query), { tags })
  route(app, StorepayApi.saveTerms, (c, { params, body }) => svc.saveTerms(c, params.shopId, body), { tags })
}
