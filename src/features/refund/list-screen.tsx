import { SHOPPER_TABS } from './api'
import { RefundListView } from './list-view'
import './texts'

/** My refund requests (`order/refund/index`): all, in progress, refunded, closed. */
export function RefundListScreen() {
  return <RefundListView viewer='buyer' tabs={SHOPPER_TABS} />
}
