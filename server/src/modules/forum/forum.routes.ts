// The forum module's routes: each endpoint record bound to one service call.
import type { FastifyInstance } from 'fastify'
import { ForumApi } from '../../../../types/forum.js'
import { route } from '../../core/route.js'
import * as svc from './forum.service.js'

const tags = ['forum']

/** The forum's endpoints (spec section 7 "Forum" and ADR 0122's four more). */
export async function forumRoutes(app: FastifyInstance) {
  route(app, ForumApi.classes, (c) => svc.classes(c), { tags })
  route(app, ForumApi.info, (c, { params }) => svc.info(c, params.id), { tags })
  route(app, ForumApi.add, (c, { body }) => svc.add(c, body), { tags })
  route(app, ForumApi.like, (c, { params }) => svc.like(c, params.id), { tags })
  route(app, ForumApi.unlike, (c, { params }) => svc.unlike(c, params.id), { tags })
  route(app, ForumApi.comments, (c, { params, query }) => svc.comments(c, params.id, query), { tags })
  route(app, ForumApi.comment, (c, { body }) => svc.comment(c, body), { tags })
  route(app, ForumApi.commentLike, (c, { params }) => svc.commentLike(c, params.id), { tags })
  route(app, ForumApi.commentUnlike, (c, { params }) => svc.commentUnlike(c, params.id), { tags })
  route(app, ForumApi.list, (c, { query }) => svc.list(c, query), { tags })
  route(app, ForumApi.mine, (c, { query }) => svc.mine(c, query), { tags })
  route(app, ForumApi.report, (c, { body }) => svc.report(c, body), { tags })
  route(app, ForumApi.remove, (c, { params }) => svc.remove(c, params.id), { tags })
}
