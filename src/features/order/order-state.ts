import type { OrderTab } from '~types/order'

export const TABS: OrderTab[] = ['all', 'to_pay', 'to_ship', 'to_receive', 'to_review', 'refund']

/** The list's tab from the page's query: a name, or the user tab's number (1 to pay ... 4 to review). */
export function tabOf(v: string | undefined): OrderTab {
  if (!v) return 'all'
  if ((TABS as string[]).includes(v)) return v as OrderTab
  const n = Number(v)
  return Number.isInteger(n) && n >= 0 && n < TABS.length ? TABS[n] : 'all'
}
