import type { FastifyInstance } from 'fastify'
import { EditorApi } from '../../../../types/editor.js'
import { NearbyApi } from '../../../../types/nearby.js'
import { OrderApi } from '../../../../types/order.js'
import { locationOf } from '../../core/context.js'
import { route } from '../../core/route.js'
import * as editor from './shop.editor.js'
import * as nearby from './shop.nearby.js'
import * as svc from './shop.service.js'

/** A shop's pickup points (the record stays in the order contract: its URL is the checkout's); the merchant's shop editor; the nearby stores. */
export async function shopRoutes(app: FastifyInstance) {
  route(app, OrderApi.pickupPoints, (c, { params }, req) => svc.pickupPointsOf(c, [params.id], locationOf(req)), { tags: ['order'] })
  const tags = ['editor']
  route(app, EditorApi.myShops, (c) => editor.myShops(c), { tags })
  route(app, EditorApi.shop, (c, { params }) => editor.shopEdit(c, params.id), { tags })
  route(app, EditorApi.saveShop, (c, { params, body }) => editor.saveShop(c, params.id, body), { tags })
  route(app, EditorApi.addPickup, (c, { params, body }) => editor.addPickup(c, params.id, body), { tags })
  route(app, EditorApi.savePickup, (c, { params, body }) => editor.savePickup(c, params.id, body), { tags })
  route(app, EditorApi.removePickup, (c, { params }) => editor.removePickup(c, params.id), { tags })
  const near = { tags: ['nearby'] }
  route(app, NearbyApi.list, (c, { query }, req) => nearby.nearbyStores(c, query, locationOf(req)), near)
  route(app, NearbyApi.info, (c, { params, query }, req) => nearby.nearbyStore(c, params.id, query, locationOf(req)), near)
  route(app, NearbyApi.photos, (c, { query }) => nearby.storePhotos(c, query.ids), near)
  route(app, NearbyApi.hot, (c, { query }, req) => nearby.nearbyHot(c, query, locationOf(req)), near)
}
