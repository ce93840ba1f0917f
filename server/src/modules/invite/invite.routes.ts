// The invitation area's routes: each endpoint record bound to one service call.
import type { FastifyInstance } from 'fastify'
import { InviteApi } from '../../../../types/invite.js'
import { route } from '../../core/route.js'
import * as svc from './invite.service.js'

const tags = ['invite']

/** Invitations and teams: one endpoint record, one service call each. */
export async function inviteRoutes(app: FastifyInstance) {
  route(app, InviteApi.info, (c) => svc.info(c), { tags })
  route(app, InviteApi.check, (c, { params }) => svc.check(c, params.code), { tags })
  route(app, InviteApi.bind, (c, { body }) => svc.bind(c, body.inviteCode), { tags })
  route(app, InviteApi.team, (c, { query }) => svc.team(c, query), { tags })
  route(app, InviteApi.orders, (c, { query }) => svc.orders(c, query), { tags })
  route(app, InviteApi.order, (c, { params }) => svc.order(c, params.orderNo), { tags })
}
