import type { PayChannel } from '~types/payment-codes'

// The cashier's channel pictures: our own drawings (24x24), no brand artwork, nothing from another host.
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`

/** balance: a wallet */
const WALLET = svg(
  '<rect x="2" y="5" width="20" height="15" rx="3" fill="#f5a623"/><path d="M5 5l10-3 1.5 3z" fill="#d98a0b"/><rect x="14" y="10" width="8" height="5" rx="2" fill="#fff"/><circle cx="17" cy="12.5" r="1.2" fill="#f5a623"/>',
)
/** WeChat Pay: two speech bubbles on green */
const CHAT = svg(
  '<circle cx="12" cy="12" r="11" fill="#1aad19"/><ellipse cx="10" cy="10.5" rx="5.5" ry="4.3" fill="#fff"/><path d="M7 13.5l-1 2.5 3-1.5z" fill="#fff"/><ellipse cx="14.5" cy="14" rx="4.3" ry="3.4" fill="#fff" stroke="#1aad19" stroke-width="1"/><circle cx="8.2" cy="10" r=".8" fill="#1aad19"/><circle cx="11.8" cy="10" r=".8" fill="#1aad19"/>',
)
/** Alipay: a shield with a tick on blue */
const SHIELD = svg(
  '<rect x="1" y="1" width="22" height="22" rx="5" fill="#1677ff"/><path d="M12 4.5l6 2.3v4.6c0 3.9-2.6 6.6-6 8-3.4-1.4-6-4.1-6-8V6.8z" fill="#fff"/><path d="M9 12l2.2 2.2L15.2 10" stroke="#1677ff" stroke-width="1.8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
)
/** offline transfer: a bank */
const BANK = svg(
  '<path d="M12 2l10 5H2z" fill="#0f8b8d"/><rect x="4" y="9" width="2.5" height="8" fill="#0f8b8d"/><rect x="10.75" y="9" width="2.5" height="8" fill="#0f8b8d"/><rect x="17.5" y="9" width="2.5" height="8" fill="#0f8b8d"/><rect x="2" y="18.5" width="20" height="3" rx="1" fill="#0f8b8d"/>',
)
/** cash at the store: a banknote */
const NOTE = svg(
  '<rect x="1" y="5" width="22" height="14" rx="2" fill="#3aa655"/><circle cx="12" cy="12" r="3.6" fill="#fff"/><circle cx="5" cy="12" r="1.2" fill="#fff"/><circle cx="19" cy="12" r="1.2" fill="#fff"/>',
)
/** card gateways: a bank card */
const CARD = svg(
  '<rect x="1" y="4" width="22" height="16" rx="3" fill="#5b4cdb"/><rect x="1" y="8" width="22" height="3" fill="#2f2680"/><rect x="4" y="14" width="7" height="2" rx="1" fill="#fff"/>',
)
/** other online gateways: a globe */
const GLOBE = svg(
  '<circle cx="12" cy="12" r="11" fill="#2b6cb0"/><path d="M1.5 12h21M12 1.5c-3.5 3-3.5 18 0 21M12 1.5c3.5 3 3.5 18 0 21M3.5 6.5h17M3.5 17.5h17" stroke="#fff" stroke-width="1.3" fill="none"/>',
)

export const CHANNEL_ICONS: Record<PayChannel, string> = {
  SYS: WALLET,
  WX: CHAT,
  ZFB: SHIELD,
  OFFLINE: BANK,
  CASH: NOTE,
  STRIPE: CARD,
  CYBERSOURCE: CARD,
  YABAND: GLOBE,
  HM: GLOBE,
  SAND: GLOBE,
  HUIJU: GLOBE,
  UIPAY: GLOBE,
  JINQIANBA: GLOBE,
}
