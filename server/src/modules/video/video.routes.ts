import type { FastifyInstance } from 'fastify'
import { VideoApi } from '../../../../types/video.js'
import { route } from '../../core/route.js'
import * as svc from './video.service.js'

const tags = ['video']

/** The short-video feed, likes, and the merchant's videos. */
export async function videoRoutes(app: FastifyInstance) {
  route(app, VideoApi.feed, (c, { query }) => svc.feed(c, query), { tags })
  route(app, VideoApi.like, (c, { params }) => svc.like(c, params.id), { tags })
  route(app, VideoApi.unlike, (c, { params }) => svc.unlike(c, params.id), { tags })
  route(app, VideoApi.merchantList, (c, { query }) => svc.merchantList(c, query), { tags })
  route(app, VideoApi.merchantShops, (c) => svc.merchantShops(c), { tags })
  route(app, VideoApi.merchantCreate, (c, { body }) => svc.merchantCreate(c, body), { tags })
  route(app, VideoApi.merchantDelete, (c, { params }) => svc.merchantDelete(c, params.id), { tags })
}
