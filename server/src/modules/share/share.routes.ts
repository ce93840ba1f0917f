// The share module's routes: each endpoint record bound to one service call.
import type { FastifyInstance } from 'fastify'
import { ShareApi } from '../../../../types/share.js'
import { route } from '../../core/route.js'
import * as svc from './share.service.js'

const tags = ['share']

/** The share area's endpoints (voucher sharing): one endpoint record, one service call each. */
export async function shareRoutes(app: FastifyInstance) {
  route(app, ShareApi.coupons, (c) => svc.coupons(c), { tags })
  route(app, ShareApi.create, (c, { body }) => svc.create(c, body), { tags })
  route(app, ShareApi.detail, (c, { query }) => svc.detail(c, query.code), { tags })
  route(app, ShareApi.claim, (c, { body }) => svc.claim(c, body.code), { tags })
  route(app, ShareApi.list, (c, { query }) => svc.list(c, query), { tags })
  route(app, ShareApi.records, (c, { query }) => svc.records(c, query), { tags })
  route(app, ShareApi.claimed, (c, { query }) => svc.claimed(c, query), { tags })
}
