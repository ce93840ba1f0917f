// The recharge module's routes: each endpoint record bound to one service call.
import type { FastifyInstance } from 'fastify'
import { RechargeApi } from '../../../../types/recharge.js'
import { idempotencyKey, route } from '../../core/route.js'
import * as svc from './recharge.service.js'

const tags = ['recharge']

/** The recharge area's endpoints: one endpoint record, one service call each. */
export async function rechargeRoutes(app: FastifyInstance) {
  route(app, RechargeApi.options, (c) => svc.options(c), { tags })
  route(app, RechargeApi.create, (c, { body }, req) => svc.create(c, body, idempotencyKey(req)), { tags })
  route(app, RechargeApi.check, (c, { params }) => svc.check(c, params.id), { tags })
  route(app, RechargeApi.desk, (c) => svc.desk(c), { tags })
  route(app, RechargeApi.addPackage, (c, { body }) => svc.addPackage(c, body), { tags })
  route(app, RechargeApi.editPackage, (c, { params, body }) => svc.editPackage(c, params.id, body), { tags })
  route(app, RechargeApi.saveTerms, (c, { body }) => svc.saveTerms(c, body), { tags })
}
