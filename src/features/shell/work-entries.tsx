import { Text, View } from '@tarojs/components'
import type { OrderApi } from '~types/order'
import type { PaymentApi } from '~types/payment'
import { useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { http } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import './shell.scss'

/**
 * Whether the account may open the merchant workbench (it owns a shop: `order/merchant/today` answers)
 * and the platform desk (staff: the offline list answers); the server refuses the others with 403, so
 * the same calls decide the entries. Asked once per session (5 minutes), silently.
 */
export async function workRoles(): Promise<{ merchant: boolean; staff: boolean }> {
  const [m, s] = await Promise.allSettled([
    http.call<typeof OrderApi.merchantToday>('GET /order/merchant/today', {}, { silent: true }),
    http.call<typeof PaymentApi.staffOfflineList>('GET /platform/api/pay/offline/list', { query: { pageNum: 1, pageSize: 1 } }, { silent: true }),
  ])
  return { merchant: m.status === 'fulfilled', staff: s.status === 'fulfilled' }
}

/** The user tab's ways to the merchant workbench and the platform desk, for the accounts that have them. */
export function WorkEntries() {
  const { t } = useT('shell')
  const token = useSessionStore((s) => s.token)
  const q = useQuery(['shell', 'work-roles', token ?? ''], workRoles, { enabled: !!token, staleMs: 300_000 })
  if (!token || !q.data || (!q.data.merchant && !q.data.staff)) return null
  return (
    <View className='user__section'>
      {q.data.merchant && (
        <View className='user__row' data-testid='entry-merchant' onClick={() => void nav.to('merchant/index')}>
          <Text className='user__row-title'>{t('user.workbench')}</Text>
        </View>
      )}
      {q.data.staff && (
        <View className='user__row' data-testid='entry-platform' onClick={() => void nav.to('platform/index')}>
          <Text className='user__row-title'>{t('user.desk')}</Text>
        </View>
      )}
    </View>
  )
}
