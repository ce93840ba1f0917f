import type { FastifyInstance } from 'fastify'
import { LiveApi } from '../../../../types/live.js'
import { route } from '../../core/route.js'
import * as svc from './live.service.js'

const tags = ['live']

/** Live rooms: the public list and room, entering, the merchant's rooms, staff ending one. */
export async function liveRoutes(app: FastifyInstance) {
  route(app, LiveApi.list, (c, { query }) => svc.list(c, query), { tags })
  route(app, LiveApi.detail, (c, { params }) => svc.detail(c, params.id), { tags })
  route(app, LiveApi.enter, (c, { params }) => svc.enter(c, params.id), { tags })
  route(app, LiveApi.mine, (c, { query }) => svc.mine(c, query), { tags })
  route(app, LiveApi.mineDetail, (c, { params }) => svc.mineDetail(c, params.id), { tags })
  route(app, LiveApi.create, (c, { body }) => svc.create(c, body), { tags })
  route(app, LiveApi.start, (c, { params }) => svc.start(c, params.id), { tags })
  route(app, LiveApi.end, (c, { params }) => svc.end(c, params.id), { tags })
  route(app, LiveApi.pin, (c, { params, body }) => svc.pin(c, params.id, body.productId), { tags })
  route(app, LiveApi.unpin, (c, { params }) => svc.unpin(c, params.id, params.productId), { tags })
  route(app, LiveApi.staffEnd, (c, { params }) => svc.staffEnd(c, params.id), { tags })
}
