import crypto from 'node:crypto'
import type { RequestCtx } from '../../../core/context.js'
import { signCallback, verifyCallback } from '../../../core/crypto.js'
import { enqueueJob, registerJob } from '../../../core/jobs.js'
import { systemService } from '../../system/index.js'
import { withdrawRepo as repo, type PayoutOrderRow } from '../withdraw.repository.js'
import type { PayoutNotice, PayoutProvider } from './payout.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

/** A notification whose timestamp is further than this from now is refused (seconds). */
export const PAYOUT_TOLERANCE_SEC = 300

/**
 * Tenant setting `payout` (the local bank): its notification secret, how long it takes to answer, and which
 * test card numbers it fails (exact numbers, or endings): a card ending in 0002 fails by default.
 */
export interface PayoutSetting {
  secret?: string
  delaySec: number
  failCards: string[]
  failSuffixes: string[]
}
export const PAYOUT_DEFAULT: PayoutSetting = { delaySec: 3, failCards: [], failSuffixes: ['0002'] }
export const payoutSetting = (c: Scope) => systemService.getSetting<PayoutSetting>(c, 'payout', PAYOUT_DEFAULT)
/** The tenant's payout secret, else the local bank's development secret. */
export const payoutSecret = async (c: Scope) => (await payoutSetting(c)).secret || `local-payout-${c.tenantId}`

/**
 * The LOCAL bank-payout provider: behaves like a bank's payout API. `submit` records the order at the bank's side
 * (`payout_local_orders`, one per payout number: a second submit answers the first and sends nothing new),
 * decides its outcome (a test card of the `payout` setting fails, with the bank's reason), and queues its
 * notification after `delaySec`: signed with the payout secret (headers `x-payout-timestamp`,
 * `x-payout-signature` = hex HMAC-SHA256 of `<timestamp>.<canonical body>`), delivered to our notify route by a
 * job that retries with backoff until acknowledged.
 */
export const localPayout: PayoutProvider = {
  name: 'local',
  async submit(c, o) {
    const s = await payoutSetting(c)
    const digits = o.cardNumber.replace(/\D/g, '')
    if (digits.length < 12) return { accepted: false, reason: 'card number' }
    const fails = s.failCards.includes(digits) || s.failSuffixes.some((x) => x && digits.endsWith(x))
    const { row, created } = await repo.payoutOrder(c.db, {
      tenant_id: c.tenantId,
      payout_no: o.payoutNo,
      amount: o.amount,
      currency: o.currency,
      card_last4: digits.slice(-4),
      status: fails ? 'FAILED' : 'SUCCESS',
      reason: fails ? 'ACCOUNT_ABNORMAL' : null,
    })
    if (created)
      await enqueueJob(c.db, {
        tenantId: c.tenantId,
        kind: NOTIFY_JOB,
        payload: { orderId: row.id },
        runAt: new Date(Date.now() + Math.max(0, s.delaySec) * 1000),
        key: `payout:${row.id}`,
      })
    return { accepted: true, providerRef: providerRef(row) }
  },
  async verify(c, headers, body) {
    const v = verifyCallback(await payoutSecret(c), headers['x-payout-timestamp'], headers['x-payout-signature'], body, PAYOUT_TOLERANCE_SEC)
    if (!v.ok) return v
    const b = v.body
    if (
      typeof b.notifyId !== 'string' ||
      typeof b.payoutNo !== 'string' ||
      !Number.isSafeInteger(b.amount) ||
      typeof b.currency !== 'string' ||
      (b.status !== 'SUCCESS' && b.status !== 'FAILED') ||
      typeof b.providerRef !== 'string'
    )
      return { ok: false, why: 'fields' }
    return {
      ok: true,
      notice: {
        notifyId: b.notifyId,
        payoutNo: b.payoutNo,
        amount: b.amount as number,
        currency: b.currency,
        status: b.status,
        providerRef: b.providerRef,
        reason: typeof b.reason === 'string' ? b.reason.slice(0, 100) : null,
      } satisfies PayoutNotice,
    }
  },
}

const providerRef = (r: PayoutOrderRow) => `LOCAL-PAYOUT-${r.id}`

/** The bank's notification of an order (a fresh notification id each delivery). */
export function noticeBody(r: PayoutOrderRow): Record<string, unknown> {
  return {
    notifyId: crypto.randomUUID(),
    payoutNo: r.payout_no,
    amount: Number(r.amount),
    currency: r.currency,
    status: r.status,
    providerRef: providerRef(r),
    reason: r.reason,
  }
}

/** Headers of a signed notification (what the local bank sends; tests sign their own with it). */
export function noticeHeaders(secret: string, body: Record<string, unknown>, ts = Math.floor(Date.now() / 1000)) {
  return { 'content-type': 'application/json', 'x-payout-timestamp': String(ts), 'x-payout-signature': signCallback(secret, ts, body) }
}

/** How the bank reaches our notify route (set by withdraw.routes.ts to the app's own route). */
type Delivery = (tenant: string, headers: Record<string, string>, body: Record<string, unknown>) => Promise<boolean>
let deliver: Delivery | undefined
export const setPayoutDelivery = (d: Delivery) => {
  deliver = d
}

/** The bank's notification job: sign, POST to the tenant's notify path, throw (retry with backoff) until acknowledged. */
export const NOTIFY_JOB = 'payout:notify'
registerJob(
  NOTIFY_JOB,
  async (ctx, payload: { orderId: number }) => {
    const r = await repo.payoutOrderById(ctx.db, payload.orderId)
    if (!r) return
    if (!deliver) throw new Error('no payout delivery: the withdrawal routes are not registered in this process')
    const body = noticeBody(r)
    const scope = { db: ctx.db, tenantId: r.tenant_id }
    if (!(await deliver(await repo.tenantCode(ctx.db, r.tenant_id), noticeHeaders(await payoutSecret(scope), body), body)))
      throw new Error('payout notification not acknowledged')
  },
  { maxAttempts: 8, backoffMs: (n) => Math.min(2000 * 2 ** (n - 1), 30 * 60_000) },
)
