import type { FastifyInstance } from 'fastify'
import { FootprintApi } from '../../../../types/footprint.js'
import { route } from '../../core/route.js'
import * as svc from './footprint.service.js'

const tags = ['footprint']

/** Footprints (spec section 7 `customer/api/footprint`): one endpoint record, one service call each. */
export async function footprintRoutes(app: FastifyInstance) {
  route(app, FootprintApi.list, (c, { query }) => svc.list(c, query), { tags })
  route(app, FootprintApi.clear, (c) => svc.clear(c), { tags })
  route(app, FootprintApi.remove, (c, { params }) => svc.remove(c, params.id), { tags })
  route(app, FootprintApi.record, (c, { params }) => svc.recordChecked(c, params.productId), { tags })
}
