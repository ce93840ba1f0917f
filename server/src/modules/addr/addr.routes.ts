import type { FastifyInstance } from 'fastify'
import { AddrApi } from '../../../../types/addr.js'
import { route } from '../../core/route.js'
import * as svc from './addr.service.js'

const tags = ['addr']

/** Receiving addresses (spec section 7 `customer/api/addr`): one endpoint record, one service call each. */
export async function addrRoutes(app: FastifyInstance) {
  route(app, AddrApi.list, (c) => svc.list(c), { tags })
  route(app, AddrApi.add, (c, { body }) => svc.add(c, body), { tags })
  route(app, AddrApi.edit, (c, { body }) => svc.edit(c, body), { tags })
  route(app, AddrApi.setDefault, (c, { params }) => svc.setDefault(c, params.id), { tags })
  route(app, AddrApi.remove, (c, { params }) => svc.remove(c, params.id), { tags })
  route(app, AddrApi.getDefault, (c) => svc.getDefaultOne(c), { tags })
  route(app, AddrApi.get, (c, { params }) => svc.getOne(c, params.id), { tags })
}
