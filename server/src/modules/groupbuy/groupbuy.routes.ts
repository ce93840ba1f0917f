// The group-buy module's routes: each endpoint record bound to one service call.
import type { FastifyInstance } from 'fastify'
import { GroupbuyApi } from '../../../../types/groupbuy.js'
import { route } from '../../core/route.js'
import * as svc from './groupbuy.service.js'

const tags = ['groupbuy']

/** Group buys: one endpoint record, one service call each. */
export async function groupbuyRoutes(app: FastifyInstance) {
  route(app, GroupbuyApi.offers, (c, { query }) => svc.offers(c, query), { tags })
  route(app, GroupbuyApi.offer, (c, { params }) => svc.offer(c, params.id), { tags })
  route(app, GroupbuyApi.open, (c, { body }) => svc.open(c, body), { tags })
  route(app, GroupbuyApi.byPayNo, (c, { query }) => svc.byPayNo(c, query.payNo), { tags })
  route(app, GroupbuyApi.mine, (c, { query }) => svc.mine(c, query), { tags })
  route(app, GroupbuyApi.group, (c, { params }) => svc.group(c, params.id), { tags })
  route(app, GroupbuyApi.merchantOffers, (c, { query }) => svc.merchantOffers(c, query), { tags })
  route(app, GroupbuyApi.create, (c, { body }) => svc.create(c, body), { tags })
  route(app, GroupbuyApi.stop, (c, { params }) => svc.stop(c, params.id), { tags })
  route(app, GroupbuyApi.groups, (c, { params, query }) => svc.groups(c, params.id, query), { tags })
}
