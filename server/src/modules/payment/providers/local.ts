import crypto from 'node:crypto'

/**
 * The LOCAL gateway: what every online channel uses unless real credentials are configured. It behaves
 * like a gateway: `create` gives a hosted page on our server (`/pay/gateway/<CHANNEL>/<token>`: pay, fail,
 * or leave); the page's answer becomes an asynchronous notification, signed with the channel's secret,
 * delivered to our notify handler by a job with retries and backoff until it is acknowledged.
 *
 * Signature (ours, like Stripe's): headers `x-pay-timestamp` (unix seconds) and `x-pay-signature` = hex
 * HMAC-SHA256(secret, "<timestamp>.<raw body>"): the bytes as sent, as real gateways sign, so no re-serialising
 * on either side can make two texts agree or differ (#28 item 9). A timestamp more than NOTIFY_TOLERANCE_SEC away
 * from now is refused (replay).
 */
export const NOTIFY_TOLERANCE_SEC = 300

export interface Notice {
  /** the gateway's id of this notification (duplicates share it) */
  notifyId: string
  /** our payment id as the out-trade-no: `P<id>` */
  outTradeNo: string
  amount: number
  currency: string
  status: 'SUCCESS' | 'FAILED'
  gatewayRef: string
  /** 'refund' for a refund's notification (absent: a payment's) */
  kind?: 'refund'
  /** a refund's id at the gateway's caller: `R<payment_refunds.id>` */
  outRefundNo?: string
}

/** The signature of a notification's raw body at `ts`. */
export function signNotice(secret: string, ts: number, raw: string) {
  return crypto.createHmac('sha256', secret).update(`${ts}.${raw}`).digest('hex')
}

export function verifyNotice(
  secret: string,
  headers: Record<string, unknown>,
  raw: string | undefined,
  body: unknown,
  now = Date.now(),
): { ok: true; notice: Notice } | { ok: false; why: string } {
  const ts = Number(headers['x-pay-timestamp'])
  const sig = String(headers['x-pay-signature'] ?? '')
  if (!Number.isInteger(ts) || !/^[0-9a-f]{64}$/.test(sig)) return { ok: false, why: 'signature missing' }
  if (Math.abs(now / 1000 - ts) > NOTIFY_TOLERANCE_SEC) return { ok: false, why: 'timestamp outside tolerance' }
  if (typeof raw !== 'string' || !body || typeof body !== 'object') return { ok: false, why: 'body' }
  const want = Buffer.from(signNotice(secret, ts, raw), 'hex')
  if (!crypto.timingSafeEqual(want, Buffer.from(sig, 'hex'))) return { ok: false, why: 'bad signature' }
  const b = body as Record<string, unknown>
  if (
    typeof b.notifyId !== 'string' ||
    typeof b.outTradeNo !== 'string' ||
    !Number.isSafeInteger(b.amount) ||
    typeof b.currency !== 'string' ||
    (b.status !== 'SUCCESS' && b.status !== 'FAILED')
  )
    return { ok: false, why: 'fields' }
  return {
    ok: true,
    notice: {
      notifyId: b.notifyId,
      outTradeNo: b.outTradeNo,
      amount: b.amount as number,
      currency: b.currency,
      status: b.status,
      gatewayRef: String(b.gatewayRef ?? ''),
      ...(b.kind === 'refund' && typeof b.outRefundNo === 'string' ? { kind: 'refund' as const, outRefundNo: b.outRefundNo } : {}),
    },
  }
}

/**
 * The local gateway's refund: it accepts a refund of part of a payment at once and tells us later, by the
 * same kind of signed notification as a payment's (delivered by the `payment:notify` job with retries):
 * `kind: 'refund'`, `outRefundNo` = our refund's id (`R<id>`), the amount refunded.
 */
export function refundNotice(p: { id: number; token: string | null; currency: string }, r: { id: number; amount: number }) {
  return {
    notifyId: crypto.randomUUID(),
    kind: 'refund',
    outTradeNo: `P${p.id}`,
    outRefundNo: `R${r.id}`,
    amount: r.amount,
    currency: p.currency,
    status: 'SUCCESS',
    gatewayRef: `LOCAL-RF-${r.id}-${(p.token ?? '').slice(0, 8)}`,
  }
}

/** Headers of a signed notification (what the local gateway sends; tests sign their own with it). */
/** Headers of a notification whose body is sent as `JSON.stringify(body)` (or as the text `body` itself). */
export function signedHeaders(secret: string, body: Record<string, unknown> | string, ts = Math.floor(Date.now() / 1000)) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body)
  return { 'content-type': 'application/json', 'x-pay-timestamp': String(ts), 'x-pay-signature': signNotice(secret, ts, raw) }
}

/** WX on mini-programs: the parameters of `Taro.requestPayment`, signed (the local gateway signs with its HMAC secret instead of the merchant's RSA key). */
export function wxParams(secret: string, appId: string, prepayId: string) {
  const timeStamp = String(Math.floor(Date.now() / 1000))
  const nonceStr = crypto.randomBytes(16).toString('hex')
  const pkg = `prepay_id=${prepayId}`
  const paySign = crypto.createHmac('sha256', secret).update(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`).digest('base64')
  return { timeStamp, nonceStr, package: pkg, signType: 'RSA' as const, paySign }
}
