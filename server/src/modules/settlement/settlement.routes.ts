import type { FastifyInstance } from 'fastify'
import { SettlementApi } from '../../../../types/settlement.js'
import { route } from '../../core/route.js'
import * as svc from './settlement.service.js'

const tags = ['settlement']

/** The merchant's money and the platform's commission. */
export async function settlementRoutes(app: FastifyInstance) {
  route(app, SettlementApi.merchantSummary, (ctx) => svc.merchantSummary(ctx), { tags })
  route(app, SettlementApi.merchantLines, (ctx, { query }) => svc.merchantLines(ctx, query), { tags })
  route(app, SettlementApi.commissionSummary, (ctx) => svc.commissionSummary(ctx), { tags })
  route(app, SettlementApi.commissionLines, (ctx, { query }) => svc.commissionLines(ctx, query), { tags })
}
