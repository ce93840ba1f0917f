// The newcomer area's routes: each endpoint record bound to one service call.
import type { FastifyInstance } from 'fastify'
import { NewcomerApi } from '../../../../types/newcomer.js'
import { route } from '../../core/route.js'
import * as svc from './newcomer.service.js'

const tags = ['newcomer']

/** Newcomer offers and the pack: one endpoint record, one service call each. */
export async function newcomerRoutes(app: FastifyInstance) {
  route(app, NewcomerApi.page, (c) => svc.page(c), { tags })
  route(app, NewcomerApi.desk, (c) => svc.desk(c), { tags })
  route(app, NewcomerApi.create, (c, { body }) => svc.create(c, body), { tags })
  route(app, NewcomerApi.update, (c, { params, body }) => svc.update(c, params.id, body), { tags })
  route(app, NewcomerApi.pack, (c, { body }) => svc.setPack(c, body.couponIds), { tags })
}
