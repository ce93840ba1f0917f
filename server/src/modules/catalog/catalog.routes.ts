import type { FastifyInstance } from 'fastify'
import { CatalogApi } from '../../../../types/catalog.js'
import { route } from '../../core/route.js'
import * as svc from './catalog.service.js'

const tags = ['catalog']

/** Catalog reads for guests and users. */
export async function catalogRoutes(app: FastifyInstance) {
  route(app, CatalogApi.productList, (c, { params, query }) => svc.productList(c, params.type, query), { tags })
}
