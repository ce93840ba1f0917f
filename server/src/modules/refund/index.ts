import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import { refundRoutes } from './refund.routes.js'
import { merchantMayView } from './refund.service.js'
import { accountService } from '../account/index.js'
import { refundRepo } from './refund.repository.js'

// the public face: the flows import only this file
export { refundService, type NewRefund, type Viewer } from './refund.service.js'
export type { RefundRow, RefundLineRow } from './refund.repository.js'

// a refund's proof pictures are private uploads of the shopper; the merchant of the request's shop may view them
hooks.provide('upload.mayView', (c, userId, fileId) => merchantMayView(c, userId, fileId))

// no log off while money may still come back to the user (ADR 0091)
hooks.on('user.closed', async (c, { userId }) => {
  const n = await refundRepo.openCountOf(c.db, c.tenantId, userId)
  if (n) throw accountService.errors.logOffRefunds({ n })
})

/**
 * After-sales requests (refund only, or refund and return): one machine (refund.machine.ts) with its
 * history, the shopper's, merchant's and staff's reads and the moves without money. Applying, agreeing,
 * receiving, forcing and paying back span the order, payment and inventory modules: the refund flow
 * (server/src/flows/refund.ts).
 */
export default defineModule({ name: 'refund', routes: refundRoutes })
