import type { FastifyInstance, FastifyRequest } from 'fastify'
import { OrderApi } from '../../../../types/order.js'
import { route } from '../../core/route.js'
import * as checkout from './order.checkout.js'
import * as merchant from './order.merchant.js'
import * as svc from './order.service.js'

const tags = ['order']

/** The request's location (headers `latitude`, `longitude`), when both are sane numbers. */
function locationOf(req: FastifyRequest) {
  const lat = Number(req.headers.latitude)
  const lng = Number(req.headers.longitude)
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && (lat !== 0 || lng !== 0) && req.headers.latitude !== undefined ? { lat, lng } : undefined
}
function idemKey(req: FastifyRequest) {
  const k = req.headers['idempotency-key']
  return typeof k === 'string' && k.length > 0 && k.length <= 64 ? k : undefined
}

export async function orderRoutes(app: FastifyInstance) {
  route(app, OrderApi.preview, (ctx, { body }, req) => checkout.preview({ ...ctx, location: locationOf(req) }, body), { tags })
  route(app, OrderApi.submit, (ctx, { body }, req) => checkout.submit({ ...ctx, location: locationOf(req) }, body, idemKey(req)), { tags })
  route(app, OrderApi.pickupPoints, (ctx, { params }, req) => checkout.pickupPointsOf(ctx, [params.id], locationOf(req)), { tags })
  route(app, OrderApi.list, (ctx, { query }) => svc.list(ctx, query), { tags })
  route(app, OrderApi.count, (ctx) => svc.count(ctx), { tags })
  route(app, OrderApi.main, (ctx, { query }) => svc.main(ctx, query.payNo), { tags })
  route(app, OrderApi.deputyList, (ctx, { query }) => svc.deputyList(ctx, query.payNo), { tags })
  route(app, OrderApi.carriers, (ctx) => svc.carrierList(ctx), { tags })
  route(app, OrderApi.detail, (ctx, { params }) => svc.detail(ctx, params.id), { tags })
  route(app, OrderApi.cancel, (ctx, { params, body }) => svc.cancel(ctx, params.id, body.reason), { tags })
  route(app, OrderApi.remind, (ctx, { params }) => svc.remind(ctx, params.id), { tags })
  route(app, OrderApi.confirm, (ctx, { params }) => svc.confirm(ctx, params.id), { tags })
  route(app, OrderApi.remove, (ctx, { params }) => svc.remove(ctx, params.id), { tags })
  route(app, OrderApi.logistics, (ctx, { params }) => svc.logistics(ctx, params.id), { tags })

  const mtags = ['order-merchant']
  route(app, OrderApi.merchantToday, (ctx) => merchant.today(ctx), { tags: mtags })
  route(app, OrderApi.merchantList, (ctx, { query }) => merchant.list(ctx, query), { tags: mtags })
  route(app, OrderApi.merchantDetail, (ctx, { params }) => merchant.detail(ctx, params.id), { tags: mtags })
  route(app, OrderApi.ship, (ctx, { params, body }) => merchant.ship(ctx, params.id, body), { tags: mtags })
  route(app, OrderApi.ready, (ctx, { params }) => merchant.ready(ctx, params.id), { tags: mtags })
  route(app, OrderApi.verifyPickup, (ctx, { params, body }) => merchant.verifyPickup(ctx, params.id, body.code), { tags: mtags })
}
