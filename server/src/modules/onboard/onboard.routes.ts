// The onboard module's routes: each endpoint record bound to one service call.
import type { FastifyInstance } from 'fastify'
import { OnboardApi } from '../../../../types/onboard.js'
import { route } from '../../core/route.js'
import * as svc from './onboard.service.js'

const tags = ['onboard']

/** The onboard area's endpoints: one endpoint record, one service call each. */
export async function onboardRoutes(app: FastifyInstance) {
  route(app, OnboardApi.shopMine, (c) => svc.shopMine(c), { tags })
  route(app, OnboardApi.shopDraft, (c, { body }) => svc.shopDraft(c, body), { tags })
  route(app, OnboardApi.shopSubmit, (c) => svc.shopSubmit(c), { tags })
  route(app, OnboardApi.branches, (c, { query }) => svc.branchList(c, query), { tags })
  route(app, OnboardApi.joinAgent, (c, { params }) => svc.joinAgent(c, params.code), { tags })
  route(app, OnboardApi.agencyMine, (c) => svc.agencyMine(c), { tags })
  route(app, OnboardApi.agencyApply, (c, { body }) => svc.agencyApply(c, body), { tags })
  route(app, OnboardApi.agent, (c) => svc.agent(c), { tags })
  route(app, OnboardApi.agentShops, (c, { query }) => svc.agentShops(c, query), { tags })
}
