import type { FastifyInstance } from 'fastify'
import { OrderApi } from '../../../../types/order.js'
import { route } from '../../core/route.js'
import * as merchant from './order.merchant.js'
import * as svc from './order.service.js'

const tags = ['order']

/** The shopper's and the merchant's order endpoints; checkout and cancel are the flows' (server/src/flows/). */
export async function orderRoutes(app: FastifyInstance) {
  route(app, OrderApi.list, (ctx, { query }) => svc.list(ctx, query), { tags })
  route(app, OrderApi.count, (ctx) => svc.count(ctx), { tags })
  route(app, OrderApi.main, (ctx, { query }) => svc.main(ctx, query.payNo), { tags })
  route(app, OrderApi.deputyList, (ctx, { query }) => svc.deputyList(ctx, query.payNo), { tags })
  route(app, OrderApi.carriers, (ctx) => svc.carrierList(ctx), { tags })
  route(app, OrderApi.detail, (ctx, { params }) => svc.detail(ctx, params.id), { tags })
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
