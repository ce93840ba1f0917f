import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { Screen } from '@/core/ui'
import { RefundDetailView } from './detail-view'
import './texts'

/** A request to one of my shops (`merchant/refund?id=`): agree, reject with a reason, confirm the return arrived, record a payback. */
export function MerchantRefundScreen() {
  const { t } = useT('refund')
  const params = usePageParams('merchant/refund')
  // refused before asking: the server's 403 would log the account out (spec section 8)
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  if (!allowed) return <Screen error={t('refusedMerchant')} />
  return <RefundDetailView viewer='merchant' id={Number(params.id)} />
}
