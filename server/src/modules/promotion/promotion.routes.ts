import type { FastifyInstance } from 'fastify'
import { PromotionApi } from '../../../../types/promotion.js'
import { route } from '../../core/route.js'
import * as svc from './promotion.service.js'

const tags = ['promotion']

/** The coupon centre, the user's coupons, and the merchant's and staff's coupon management. */
export async function promotionRoutes(app: FastifyInstance) {
  route(app, PromotionApi.center, (ctx, { query }) => svc.center(ctx, query), { tags })
  route(app, PromotionApi.available, (ctx, { query }) => svc.available(ctx, query), { tags })
  route(app, PromotionApi.claim, (ctx, { params }) => svc.claim(ctx, params.id), { tags })
  route(app, PromotionApi.mine, (ctx, { query }) => svc.mine(ctx, query), { tags })

  const mtags = ['promotion-merchant']
  route(app, PromotionApi.merchantList, (ctx, { query }) => svc.manageList(ctx, 'merchant', query), { tags: mtags })
  route(app, PromotionApi.merchantCreate, (ctx, { body }) => svc.manageCreate(ctx, 'merchant', body), { tags: mtags })
  route(app, PromotionApi.merchantStatus, (ctx, { params, body }) => svc.manageStatus(ctx, 'merchant', params.id, body.status), { tags: mtags })
  const stags = ['promotion-staff']
  route(app, PromotionApi.staffList, (ctx, { query }) => svc.manageList(ctx, 'staff', query), { tags: stags })
  route(app, PromotionApi.staffCreate, (ctx, { body }) => svc.manageCreate(ctx, 'staff', body), { tags: stags })
  route(app, PromotionApi.staffStatus, (ctx, { params, body }) => svc.manageStatus(ctx, 'staff', params.id, body.status), { tags: stags })
}
