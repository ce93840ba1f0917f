import type { RequestCtx } from '../../core/context.js'
import { t } from '../../i18n/index.js'
import { gatewayAct, gatewayPayment } from './payment.service.js'

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
const money = (amount: number, currency: string) => `${currency} ${(amount / 100).toFixed(2)}`

function page(lang: RequestCtx['lang'], title: string, body: string) {
  return `<!doctype html><html lang="${esc(lang.replace('_', '-'))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#222}main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px}h1{font-size:18px}p.amount{font-size:28px;font-weight:600}
button{width:100%;padding:12px;font-size:16px;border:0;border-radius:8px;margin-top:12px}.pay{background:#e93b3d;color:#fff}.fail{background:#eee}a{display:block;text-align:center;margin-top:16px;color:#666}</style></head><body><main>${body}</main></body></html>`
}

/** The local gateway's hosted pay page: amount, subject, and three ways out (pay, fail, leave). */
export async function gatewayPage(c: RequestCtx, channel: string, token: string): Promise<string> {
  const L = c.lang
  const found = await gatewayPayment(c, channel, token)
  if (!found) return page(L, t(L, 'payment.pageNotFound'), `<h1>${esc(t(L, 'payment.pageNotFound'))}</h1>`)
  const { p, subject } = found
  const title = t(L, 'payment.pageTitle', { channel })
  if (p.status !== 'pending')
    return page(
      L,
      title,
      `<h1>${esc(title)}</h1><p>${esc(t(L, p.status === 'paid' ? 'payment.pagePaid' : 'payment.pageClosed'))}</p><a href="javascript:history.back()">${esc(t(L, 'payment.pageLeave'))}</a>`,
    )
  return page(
    L,
    title,
    `<h1>${esc(title)}</h1><p>${esc(subject)}</p><p class="amount" data-testid="amount">${esc(money(p.amount, p.currency))}</p>
<form method="post"><input type="hidden" name="action" value="pay"><button class="pay" type="submit" data-testid="pay">${esc(t(L, 'payment.pagePay'))}</button></form>
<form method="post"><input type="hidden" name="action" value="fail"><button class="fail" type="submit" data-testid="fail">${esc(t(L, 'payment.pageFail'))}</button></form>
<a href="javascript:history.back()" data-testid="leave">${esc(t(L, 'payment.pageLeave'))}</a>`,
  )
}

/** After a button: the gateway accepted the answer; our server hears about it by the notification. */
export async function gatewayResult(c: RequestCtx, channel: string, token: string, action: 'pay' | 'fail'): Promise<string> {
  const L = c.lang
  const p = await gatewayAct(c, channel, token, action)
  if (!p) return page(L, t(L, 'payment.pageNotFound'), `<h1>${esc(t(L, 'payment.pageNotFound'))}</h1>`)
  // nothing was submitted for a payment that is no longer pending (paid, failed, closed): say what it is
  const text = t(
    L,
    p.status !== 'pending'
      ? p.status === 'paid'
        ? 'payment.pagePaid'
        : 'payment.pageClosed'
      : action === 'pay'
        ? 'payment.pageSubmitted'
        : 'payment.pageFailed',
  )
  return page(L, text, `<h1 data-testid="result">${esc(text)}</h1><a href="javascript:history.back()">${esc(t(L, 'payment.pageLeave'))}</a>`)
}
