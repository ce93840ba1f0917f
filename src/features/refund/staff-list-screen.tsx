import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { Screen } from '@/core/ui'
import { STAFF_TABS } from './api'
import { RefundListView } from './list-view'
import './texts'

/** The desk's refund requests (`platform/refunds?state=`): disputed by default, or in progress, or all. */
export function StaffRefundsScreen() {
  const { t } = useT('refund')
  const params = usePageParams('platform/refunds')
  // refused before asking: the server's 403 would log the account out (spec section 8)
  const allowed = useSessionStore((s) => !!s.userInfo?.roles?.includes('staff'))
  if (!allowed) return <Screen error={t('refused')} />
  return <RefundListView viewer='staff' tabs={STAFF_TABS} first={params.state} />
}
