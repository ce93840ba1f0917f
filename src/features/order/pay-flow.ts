import Taro from '@tarojs/taro'
import type { Channels, Payment, PaymentStatus } from '~types/payment'
import { nav } from '@/core/navigation'
import { absoluteUrl, api } from '@/core/request'
import { PLATFORM } from './api'

/** Poll interval and how long to wait for a gateway's answer before saying "still waiting". */
const POLL_MS = 1500
const POLL_MAX_MS = 10 * 60_000

const FINAL: PaymentStatus[] = ['paid', 'failed', 'rejected', 'cancelled', 'refunded']

/**
 * Wait for a payment to end (the gateway's notification reaches the server, the client only reads the
 * status): resolves with the last payment; `alive()` false stops it (the screen went away).
 */
export async function pollPayment(
  id: number,
  alive: () => boolean,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<Payment | undefined> {
  const start = Date.now()
  let last: Payment | undefined
  while (alive() && Date.now() - start < POLL_MAX_MS) {
    try {
      last = await api.payment.get({ params: { id } }, { silent: true })
      if (FINAL.includes(last.status as PaymentStatus)) return last
    } catch {
      // a failed poll is tried again
    }
    await wait(POLL_MS)
  }
  return last
}

/** What a payment pays, as the cashier's channels name it (`Channels.targetKind`): a checkout's main order or a recharge. */
export type PayTargetKind = NonNullable<Channels['targetKind']>

/**
 * Where a finished payment lands, per kind of target: an order on success (paid, or waiting for a person) or
 * error (with retry); a recharge on its own page, which polls the recharge and shows success or "reload failed".
 */
const LANDINGS: Record<PayTargetKind, (p: Payment, payNo: string) => Promise<unknown> | undefined> = {
  order(p, payNo) {
    if (p.status === 'paid') return nav.redirect('order/success', { payNo })
    if (p.status === 'awaiting') return nav.redirect('order/success', { payNo, awaiting: 1 })
    if (FINAL.includes(p.status as PaymentStatus)) return nav.redirect('order/error', { payNo, reason: p.reason })
  },
  recharge(p, payNo) {
    if (p.status === 'paid' || p.status === 'awaiting') return nav.redirect('systemPay/wallet/recharge', { id: payNo })
    if (FINAL.includes(p.status as PaymentStatus)) return nav.redirect('systemPay/wallet/recharge', { id: payNo, failed: 1, reason: p.reason })
  },
  // a paid form's submission (ADR 0117): its own result pages
  form(p, payNo) {
    if (p.status === 'paid' || p.status === 'awaiting') return nav.redirect('systemPay/layoutForm/success', { id: payNo })
    if (FINAL.includes(p.status as PaymentStatus)) return nav.redirect('systemPay/layoutForm/error', { id: payNo, reason: p.reason })
  },
  // a payment at a store (`S...`): the nearby result pages
  store(p, payNo) {
    if (p.status === 'paid') return nav.redirect('nearby/order/success', { payNo })
    if (p.status === 'awaiting') return nav.redirect('nearby/order/success', { payNo, awaiting: 1 })
    if (FINAL.includes(p.status as PaymentStatus)) return nav.redirect('nearby/order/error', { payNo, reason: p.reason })
  },
  // a service booking (`B...`): its details show paid or not as the server says
  booking(p, payNo) {
    if (p.status === 'paid' || p.status === 'awaiting' || FINAL.includes(p.status as PaymentStatus))
      return nav.redirect('order/reservation/details', { id: payNo })
  },
}

/** Where a finished payment of a `target` (an order unless said) lands. */
export async function land(p: Payment | undefined, payNo: string, target: PayTargetKind = 'order') {
  if (p) await LANDINGS[target](p, payNo)
}

/**
 * An online channel's created payment: WeChat mini-program -> `Taro.requestPayment` with the server's
 * signed parameters; anywhere else the gateway's hosted page opens in the web page. Then the status is
 * polled until it ends, and the app lands on success or error.
 */
export async function payOnline(p: Payment, alive: () => boolean, target: PayTargetKind = 'order') {
  if (p.wxParams && PLATFORM === 'weapp') {
    try {
      await Taro.requestPayment({ ...p.wxParams })
    } catch {
      // cancelled or failed at WeChat: the status says which
    }
  } else if (p.payUrl) {
    await nav.to('web', { url: absoluteUrl(p.payUrl) })
  }
  const end = await pollPayment(p.id, alive)
  await land(end, p.payNo, target)
}
