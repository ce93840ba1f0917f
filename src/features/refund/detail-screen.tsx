import { usePageParams } from '@/core/navigation'
import { RefundDetailView } from './detail-view'
import './texts'

/** One of my refund requests (`order/refund/details?id=`): withdraw, ship, apply again, ask the platform (as the server allows). */
export function RefundDetailScreen() {
  const params = usePageParams('order/refund/details')
  return <RefundDetailView viewer='buyer' id={Number(params.id)} />
}
