import type { RequestCtx } from '../core/context.js'
import * as payment from '../modules/payment/index.js'

/**
 * The refund flow: money that goes back. Today one case: a payment whose target was no longer payable
 * when its money arrived (cancelled meanwhile, or paid by another payment) is logged as late and
 * refunded through the payment interface (ledger reversal + the provider's refund), in the caller's
 * transaction. After-sales refunds of paid orders (order -> refund -> payment) come here too.
 */
export async function refundLate(tc: RequestCtx, p: payment.PaymentRow, targetState: string): Promise<payment.PaymentRow> {
  await payment.logPayment(tc, p, 'late', { targetState })
  return payment.refundPayment(tc, p, 'late payment: the target was no longer payable')
}
