import type { OrderState, OrderTab } from '~types/order'

/** The dictionary `order_receiving_status` keys its labels by number; the server's states by name. */
export const DICT_VALUE: Record<OrderState, string> = {
  to_pay: '0',
  to_ship: '1',
  to_receive: '2',
  to_review: '3',
  completed: '4',
  closed: '5',
  cancelled: '6',
  pending_platform_review: '8',
  waiting_merchant_confirmation: '9',
}

export const TABS: OrderTab[] = ['all', 'to_pay', 'to_ship', 'to_receive', 'to_review', 'refund']

/** The list's tab from the page's query: a name, or the user tab's number (1 to pay ... 4 to review). */
export function tabOf(v: string | undefined): OrderTab {
  if (!v) return 'all'
  if ((TABS as string[]).includes(v)) return v as OrderTab
  const n = Number(v)
  return Number.isInteger(n) && n >= 0 && n < TABS.length ? TABS[n] : 'all'
}
