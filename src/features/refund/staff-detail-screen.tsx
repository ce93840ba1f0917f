import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { Screen } from '@/core/ui'
import { RefundDetailView } from './detail-view'
import './texts'

/** A request as the desk sees it (`platform/refund?id=`): force the refund, close it, record a payback (with a reason or note). */
export function StaffRefundScreen() {
  const { t } = useT('refund')
  const params = usePageParams('platform/refund')
  // refused before asking: the server's 403 would log the account out (spec section 8)
  const allowed = useSessionStore((s) => !!s.userInfo?.roles?.includes('staff'))
  if (!allowed) return <Screen error={t('refused')} />
  return <RefundDetailView viewer='staff' id={Number(params.id)} />
}
