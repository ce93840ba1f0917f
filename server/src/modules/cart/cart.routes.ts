import type { FastifyInstance } from 'fastify'
import { CartApi } from '../../../../types/cart.js'
import { route } from '../../core/route.js'
import * as svc from './cart.service.js'

const tags = ['cart']

/** The cart (spec section 7 `customer/api/basket`): one endpoint record, one service call each. */
export async function cartRoutes(app: FastifyInstance) {
  route(app, CartApi.add, (c, { body }) => svc.add(c, body), { tags })
  route(app, CartApi.update, (c, { params, body }) => svc.update(c, params.id, body), { tags })
  route(app, CartApi.remove, (c, { params }) => svc.remove(c, params.id), { tags })
  route(app, CartApi.removeMany, (c, { query }) => svc.removeMany(c, query.ids), { tags })
  route(app, CartApi.clearInvalid, (c) => svc.clearInvalid(c), { tags })
  route(app, CartApi.list, (c) => svc.list(c), { tags })
  route(app, CartApi.count, (c) => svc.count(c), { tags })
  route(app, CartApi.settlePreview, (c, { body }) => svc.settlePreview(c, body.ids), { tags })
  route(app, CartApi.moveToCollection, (c, { body }) => svc.moveToCollection(c, body.ids), { tags })
}
