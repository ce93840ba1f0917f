import type { Order, OrderTab } from '~types/order'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'

export const TABS: OrderTab[] = ['all', 'to_pay', 'to_ship', 'to_receive', 'to_review', 'refund']

/** The list's tab from the page's query: a name, or the user tab's number (1 to pay ... 4 to review). */
export function tabOf(v: string | undefined): OrderTab {
  if (!v) return 'all'
  if ((TABS as string[]).includes(v)) return v as OrderTab
  const n = Number(v)
  return Number.isInteger(n) && n >= 0 && n < TABS.length ? TABS[n] : 'all'
}

/** The status label: the dictionary's when loaded, ours otherwise. */
export function useStateLabel() {
  const { t } = useT('order')
  const dict = useQuery(
    keyOf('system.dict', 'order_receiving_status'),
    () => api.system.dict({ params: { type: 'order_receiving_status' } }, { silent: true }),
    { staleMs: 10 * 60_000 },
  )
  return (o: Pick<Order, 'state' | 'status'>) => dict.data?.find((d) => d.dictValue === o.status)?.dictLabel ?? t(`state.${o.state}`)
}
