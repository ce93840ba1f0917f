import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { Screen } from '@/core/ui'
import { MERCHANT_TABS } from './api'
import { RefundListView } from './list-view'
import './texts'

/** Requests to my shops (`merchant/refunds?state=`, default in progress). */
export function MerchantRefundsScreen() {
  const { t } = useT('refund')
  const params = usePageParams('merchant/refunds')
  // refused before asking: the server's 403 would log the account out (spec section 8)
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  if (!allowed) return <Screen error={t('refusedMerchant')} />
  return <RefundListView viewer='merchant' tabs={MERCHANT_TABS} first={params.state} />
}
