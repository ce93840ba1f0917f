// The timecard module's routes: each endpoint record bound to one service call.
import type { FastifyInstance } from 'fastify'
import { TimecardApi } from '../../../../types/timecard.js'
import { idempotencyKey, route } from '../../core/route.js'
import * as svc from './timecard.service.js'

const tags = ['timecard']

export async function timecardRoutes(app: FastifyInstance) {
  route(app, TimecardApi.list, (c, { query }) => svc.list(c, query), { tags })
  route(app, TimecardApi.card, (c, { query }) => svc.card(c, query.id), { tags })
  route(app, TimecardApi.lookup, (c, { query }) => svc.lookup(c, query.code), { tags })
  route(app, TimecardApi.verify, (c, { body }, req) => svc.verify(c, body.code, idempotencyKey(req)), { tags })
}
