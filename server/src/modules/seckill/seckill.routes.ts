// The flash-sale module's routes: each endpoint record bound to one service call (buying and the merchant's new
// item span modules: flows/seckill.ts).
import type { FastifyInstance } from 'fastify'
import { SeckillApi } from '../../../../types/seckill.js'
import { route } from '../../core/route.js'
import * as svc from './seckill.service.js'

const tags = ['seckill']

export async function seckillRoutes(app: FastifyInstance) {
  route(app, SeckillApi.today, (c) => svc.today(c), { tags })
  route(app, SeckillApi.openSessions, (c) => svc.openSessions(c), { tags })
  route(app, SeckillApi.items, (c, { query }) => svc.items(c, query), { tags })
  route(app, SeckillApi.sessions, (c, { query }) => svc.sessions(c, query), { tags })
  route(app, SeckillApi.createSession, (c, { body }) => svc.createSession(c, body), { tags })
}
