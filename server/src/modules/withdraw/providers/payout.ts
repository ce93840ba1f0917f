import type { RequestCtx } from '../../../core/context.js'

/** One payout to a bank card, as we hand it to the bank. */
export interface PayoutOrder {
  /** our withdrawal's number: the bank names it in its notification; the same number is paid once */
  payoutNo: string
  amount: number
  currency: string
  cardNumber: string
  holder: string
  bankCode: string
}

/** The bank's signed notification once verified. */
export interface PayoutNotice {
  notifyId: string
  payoutNo: string
  amount: number
  currency: string
  status: 'SUCCESS' | 'FAILED'
  providerRef: string
  reason: string | null
}

/**
 * A bank-payout service (ADR 0099): it accepts a payout at once and tells our server later, by a signed
 * notification that it retries until acknowledged, whether the money reached the card. The local provider
 * (providers/payout-local.ts) is what runs until a bank's API is configured.
 */
export interface PayoutProvider {
  readonly name: string
  /** hand a payout over; `accepted: false` when the bank refuses it at once */
  submit(c: RequestCtx, o: PayoutOrder): Promise<{ accepted: true; providerRef: string } | { accepted: false; reason: string }>
  /** a notification's headers and body checked (signature, timestamp, fields) */
  verify(
    c: Pick<RequestCtx, 'db' | 'tenantId'>,
    headers: Record<string, unknown>,
    body: unknown,
  ): Promise<{ ok: true; notice: PayoutNotice } | { ok: false; why: string }>
}
