// The message module's routes: each endpoint record bound to one service call.
import type { FastifyInstance } from 'fastify'
import { MessageApi } from '../../../../types/message.js'
import { route } from '../../core/route.js'
import * as svc from './message.service.js'

const tags = ['message']

/** The signed-in user's message centre. */
export async function messageRoutes(app: FastifyInstance) {
  route(app, MessageApi.groupCount, (c) => svc.groupCount(c), { tags })
  route(app, MessageApi.list, (c, { params, query }) => svc.list(c, params.group, query), { tags })
  route(app, MessageApi.detail, (c, { params }) => svc.detail(c, params.id), { tags })
  route(app, MessageApi.read, (c, { params }) => svc.read(c, params.id), { tags })
  route(app, MessageApi.readGroup, (c, { params }) => svc.readGroup(c, params.group), { tags })
}
