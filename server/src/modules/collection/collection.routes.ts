import type { FastifyInstance } from 'fastify'
import { CollectionApi } from '../../../../types/collection.js'
import { route } from '../../core/route.js'
import * as svc from './collection.service.js'

const tags = ['collection']

/** Favourites (spec section 7 `customer/api/collection`): one endpoint record, one service call each. */
export async function collectionRoutes(app: FastifyInstance) {
  route(app, CollectionApi.list, (c, { params, query }) => svc.list(c, params.type, query), { tags })
  route(app, CollectionApi.add, (c, { params, query }) => svc.add(c, query.type ?? 1, params.id), { tags })
  route(app, CollectionApi.remove, (c, { params, query }) => svc.remove(c, query.type ?? 1, params.id), { tags })
  route(app, CollectionApi.removeMany, (c, { query }) => svc.removeMany(c, query.type ?? 1, query.ids), { tags })
  route(app, CollectionApi.check, async (c, { params, query }) => ({ favourite: await svc.isFavourite(c, query.type ?? 1, params.id) }), { tags })
}
