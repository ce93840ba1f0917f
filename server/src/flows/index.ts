import type { FastifyInstance, FastifyRequest } from 'fastify'
import { OrderApi } from '../../../types/order.js'
import { locationOf } from '../core/context.js'
import { route } from '../core/route.js'
import { cancelByUser } from './cancel.js'
import * as checkout from './checkout.js'
import './pay.js'
import { submitReview } from './review.js'
import { ReviewApi } from '../../../types/review.js'

/**
 * Work that spans modules (ADR 0067): one file per flow, its steps in one transaction, calling only the
 * modules' faces (`../modules/<area>/index.js`). Modules never import a flow. Importing this file wires
 * the flows' hook providers and job handlers; `flowRoutes` is registered by app.ts in the tenant scope,
 * after the modules. The endpoints keep their records (and URLs) in the contract of the area they serve.
 */

function idemKey(req: FastifyRequest) {
  const k = req.headers['idempotency-key']
  return typeof k === 'string' && k.length > 0 && k.length <= 64 ? k : undefined
}

export async function flowRoutes(app: FastifyInstance) {
  const tags = ['order']
  route(app, OrderApi.preview, (ctx, { body }, req) => checkout.preview({ ...ctx, location: locationOf(req) }, body), { tags })
  route(app, OrderApi.submit, (ctx, { body }, req) => checkout.submit({ ...ctx, location: locationOf(req) }, body, idemKey(req)), { tags })
  route(app, OrderApi.cancel, (ctx, { params, body }) => cancelByUser(ctx, params.id, body.reason), { tags })
  route(app, ReviewApi.submit, (ctx, { params, body }) => submitReview(ctx, params.id, body), { tags: ['review'] })
}
