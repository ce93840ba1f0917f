import type { FastifyInstance, FastifyRequest } from 'fastify'
import { OrderApi } from '../../../../types/order.js'
import { route } from '../../core/route.js'
import * as svc from './shop.service.js'

/** The request's location (headers `latitude`, `longitude`), when both are sane numbers. */
export function locationOf(req: FastifyRequest) {
  const lat = Number(req.headers.latitude)
  const lng = Number(req.headers.longitude)
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && (lat !== 0 || lng !== 0) && req.headers.latitude !== undefined ? { lat, lng } : undefined
}

/** A shop's pickup points (the record stays in the order contract: its URL is the checkout's). */
export async function shopRoutes(app: FastifyInstance) {
  route(app, OrderApi.pickupPoints, (c, { params }, req) => svc.pickupPointsOf(c, [params.id], locationOf(req)), { tags: ['order'] })
}
