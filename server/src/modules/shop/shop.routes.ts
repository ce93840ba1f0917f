import type { FastifyInstance } from 'fastify'
import { OrderApi } from '../../../../types/order.js'
import { locationOf } from '../../core/context.js'
import { route } from '../../core/route.js'
import * as svc from './shop.service.js'

/** A shop's pickup points (the record stays in the order contract: its URL is the checkout's). */
export async function shopRoutes(app: FastifyInstance) {
  route(app, OrderApi.pickupPoints, (c, { params }, req) => svc.pickupPointsOf(c, [params.id], locationOf(req)), { tags: ['order'] })
}
