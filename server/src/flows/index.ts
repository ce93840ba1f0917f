import type { FastifyInstance, FastifyRequest } from 'fastify'
import { OrderApi } from '../../../types/order.js'
import { RefundApi } from '../../../types/refund.js'
import { locationOf } from '../core/context.js'
import { idempotent } from '../core/idempotency.js'
import { idempotencyKey, route } from '../core/route.js'
import { cancelByUser } from './cancel.js'
import * as checkout from './checkout.js'
import './pay.js'
import * as refund from './refund.js'
import './refund-demo.js'
import './settle.js'
import './group-buy.js'
import './onboard.js'
import './newcomer.js'
import './invite-demo.js'
import { submitReview } from './review.js'
import { ReviewApi } from '../../../types/review.js'
import { AccountApi } from '../../../types/account.js'
import { submitRealName } from './real-name.js'
import * as editor from './editor.js'
import { EditorApi } from '../../../types/editor.js'
import { BookingApi } from '../../../types/booking.js'
import * as booking from './booking.js'
import { seckillRoutes } from './seckill.js'

/**
 * Work that spans modules (ADR 0067): one file per flow, its steps in one transaction, calling only the
 * modules' faces (`../modules/<area>/index.js`). Modules never import a flow. Importing this file wires
 * the flows' hook providers and job handlers; `flowRoutes` is registered by app.ts in the tenant scope,
 * after the modules. The endpoints keep their records (and URLs) in the contract of the area they serve.
 */

/** The request's Idempotency-Key (its shape checked by `route`: a malformed one never gets here). */
const idemKey = (req: FastifyRequest) => idempotencyKey(req)

export async function flowRoutes(app: FastifyInstance) {
  const tags = ['order']
  route(app, OrderApi.preview, (ctx, { body }, req) => checkout.preview({ ...ctx, location: locationOf(req) }, body), { tags })
  // the same key with another body is refused (core/idempotency.ts); the order's own key stays the last guard
  route(
    app,
    OrderApi.submit,
    (ctx, { body }, req) => idempotent(ctx, 'checkout', idemKey(req), body, () => checkout.submit({ ...ctx, location: locationOf(req) }, body, idemKey(req))),
    { tags },
  )
  route(app, OrderApi.cancel, (ctx, { params, body }) => cancelByUser(ctx, params.id, body.reason), { tags })
  // after-sales: the steps that read the order or move money, stock and the order (flows/refund.ts)
  const rtags = ['refund']
  route(app, RefundApi.preview, (ctx, { query }) => refund.preview(ctx, query.orderId), { tags: rtags })
  route(app, RefundApi.quote, (ctx, { body }) => refund.quote(ctx, body), { tags: rtags })
  route(app, RefundApi.apply, (ctx, { body }, req) => idempotent(ctx, 'refund:apply', idemKey(req), body, () => refund.apply(ctx, body, idemKey(req))), {
    tags: rtags,
  })
  route(app, RefundApi.agree, (ctx, { params }) => refund.agree(ctx, params.id), { tags: ['refund-merchant'] })
  route(app, RefundApi.receive, (ctx, { params }) => refund.receive(ctx, params.id), { tags: ['refund-merchant'] })
  route(app, RefundApi.paidBack, (ctx, { params, body }) => refund.paidBack(ctx, params.id, body.note), { tags: ['refund-merchant'] })
  route(app, RefundApi.force, (ctx, { params, body }) => refund.force(ctx, params.id, body.reason), { tags: ['refund-platform'] })
  route(app, RefundApi.staffPaidBack, (ctx, { params, body }) => refund.staffPaidBack(ctx, params.id, body.note), { tags: ['refund-platform'] })
  route(app, ReviewApi.submit, (ctx, { params, body }) => submitReview(ctx, params.id, body), { tags: ['review'] })
  route(app, AccountApi.requestAuthen, (ctx, { body }) => submitRealName(ctx, body), { tags: ['account'] })
  // the merchant's editor: a product with its SKUs and stock; the delivery rule checked against the region tree
  route(app, EditorApi.createProduct, (ctx, { body }) => editor.createProduct(ctx, body), { tags: ['editor'] })
  route(app, EditorApi.saveProduct, (ctx, { params, body }) => editor.saveProduct(ctx, params.id, body), { tags: ['editor'] })
  route(app, EditorApi.saveDelivery, (ctx, { params, body }) => editor.saveDelivery(ctx, params.id, body), { tags: ['editor'] })
  // service booking: the slot's place with the card's use or the cashier; cancel with the money back; the store credited (flows/booking.ts)
  const btags = ['booking']
  route(app, BookingApi.quote, (ctx, { body }) => booking.quote(ctx, body), { tags: btags })
  route(app, BookingApi.submit, (ctx, { body }, req) => booking.submit(ctx, body, idemKey(req)), { tags: btags })
  route(app, BookingApi.cancel, (ctx, { params }) => booking.cancelByUser(ctx, params.id), { tags: btags })
  route(app, BookingApi.refuse, (ctx, { params }) => booking.refuseByMerchant(ctx, params.id), { tags: btags })
  route(app, BookingApi.complete, (ctx, { params }) => booking.complete(ctx, params.id), { tags: btags })
  // flash sales: buying through the admission gate and the checkout, the merchant's item set aside from stock (flows/seckill.ts)
  await seckillRoutes(app)
}
