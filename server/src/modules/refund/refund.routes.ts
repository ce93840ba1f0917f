import type { FastifyInstance } from 'fastify'
import { RefundApi } from '../../../../types/refund.js'
import { route } from '../../core/route.js'
import * as svc from './refund.service.js'

/**
 * The refund endpoints that read, or move a request without money, stock or the order (withdraw, ship,
 * dispute, reject, close). Apply, agree, receive, force and the paybacks are the refund flow's (server/src/flows/).
 */
export async function refundRoutes(app: FastifyInstance) {
  const tags = ['refund']
  route(app, RefundApi.list, (c, { query }) => svc.list(c, query, 'buyer'), { tags })
  route(app, RefundApi.detail, (c, { params }) => svc.detail(c, params.id, 'buyer'), { tags })
  route(app, RefundApi.withdraw, (c, { params }) => svc.withdraw(c, params.id), { tags })
  route(app, RefundApi.ship, (c, { params, body }) => svc.ship(c, params.id, body), { tags })
  route(app, RefundApi.dispute, (c, { params, body }) => svc.dispute(c, params.id, body.reason), { tags })
  const mtags = ['refund-merchant']
  route(app, RefundApi.merchantList, (c, { query }) => svc.list(c, query, 'merchant'), { tags: mtags })
  route(app, RefundApi.merchantDetail, (c, { params }) => svc.detail(c, params.id, 'merchant'), { tags: mtags })
  route(app, RefundApi.reject, (c, { params, body }) => svc.reject(c, params.id, body.reason), { tags: mtags })
  const stags = ['refund-platform']
  route(app, RefundApi.staffList, (c, { query }) => svc.list(c, query, 'staff'), { tags: stags })
  route(app, RefundApi.staffDetail, (c, { params }) => svc.detail(c, params.id, 'staff'), { tags: stags })
  route(app, RefundApi.close, (c, { params, body }) => svc.close(c, params.id, body.reason), { tags: stags })
}
