// The __area__ module's routes: each endpoint record bound to one service call.
import type { FastifyInstance } from 'fastify'
import { __Area__Api } from '../../../../types/__area__.js'
import { route } from '../../core/route.js'
import * as svc from './__area__.service.js'

const tags = ['__area__']

/** The __area__ area's endpoints: one endpoint record, one service call each. */
export async function __area__Routes(app: FastifyInstance) {
  route(app, __Area__Api.list, (c, { query }) => svc.list(c, query), { tags })
}
