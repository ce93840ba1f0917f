// The chat module's routes: each `ChatApi` record bound to one service call; the socket in chat.socket.ts.
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { CHAT_LIMITS, ChatApi } from '../../../../types/chat.js'
import { route } from '../../core/route.js'
import * as svc from './chat.service.js'

export { chatSocket } from './chat.socket.js'

const tags = ['chat']

/** Where the request reached the server (the socket is on the same host and port). */
const reached = (req: FastifyRequest) => ({ ssl: req.protocol === 'https', host: req.hostname, port: req.port ?? undefined })

/** The `mytio/*` endpoints (tenant resolved, login required). */
export async function chatRoutes(app: FastifyInstance) {
  route(app, ChatApi.imServer, (c, _in, req) => svc.imServer(c, reached(req)), { tags })
  route(app, ChatApi.viewModel, (c, _in, req) => svc.viewModel(c, reached(req)), { tags })
  route(app, ChatApi.login, (c, { body }) => svc.login(c, body), { tags })
  route(app, ChatApi.current, (c) => svc.current(c), { tags })
  route(app, ChatApi.list, (c, { query }) => svc.list(c, query), { tags })
  route(app, ChatApi.history, (c, { params, query }) => svc.history(c, params.conversationId, query), { tags })
  route(app, ChatApi.addMerchant, (c, { body }) => svc.addMerchant(c, body), { tags })
  // the picture in a scope of its own: only this route reads multipart (the others refuse it as any unknown body)
  await app.register(async (scope) => {
    // one picture a request, a byte over the limit stops the read (1904)
    await scope.register(multipart, { limits: { fileSize: CHAT_LIMITS.imageBytes, files: 1, fields: 5, fieldSize: 1024 }, throwFileSizeLimit: true })
    route(scope, ChatApi.image, (c, _in, req) => svc.image(c, req.isMultipart() ? req.parts() : null), { tags, consumes: ['multipart/form-data'] })
  })
  route(app, ChatApi.logout, (c) => svc.logout(c), { tags })
}
