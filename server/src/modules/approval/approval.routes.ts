// The approval module's routes: each endpoint record bound to one service call.
import type { FastifyInstance } from 'fastify'
import { ApprovalApi } from '../../../../types/approval.js'
import { route } from '../../core/route.js'
import * as svc from './approval.service.js'

const tags = ['approval']

/** The desk's review queue (staff only). */
export async function approvalRoutes(app: FastifyInstance) {
  route(app, ApprovalApi.list, (c, { query }) => svc.list(c, query), { tags })
  route(app, ApprovalApi.detail, (c, { params }) => svc.detail(c, params.id), { tags })
  route(app, ApprovalApi.decide, (c, { params, body }) => svc.decide(c, params.id, body), { tags })
}
