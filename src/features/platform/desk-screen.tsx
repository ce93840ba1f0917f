import { Text, View } from '@tarojs/components'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { Screen } from '@/core/ui'
import { api } from '@/core/request'
import './texts'
import './platform.scss'
import './platform-web'

/** The platform desk (`platform/index`, staff only: others are refused here, and by the server): what waits for staff. */
export function DeskScreen() {
  const { t } = useT('platform')
  // refused before asking: the server's 403 would log the account out (spec section 8)
  const allowed = useSessionStore((s) => !!s.userInfo?.roles?.includes('staff'))
  const q = useQuery(keyOf('payment.staffOfflineList', 'count'), () => api.payment.staffOfflineList({ query: { pageNum: 1, pageSize: 1 } }, { silent: true }), {
    staleMs: 10_000,
    enabled: allowed,
  })
  const refunds = useQuery(
    keyOf('refund.staffList', 'count'),
    () => api.refund.staffList({ query: { state: 'disputed', pageNum: 1, pageSize: 1 } }, { silent: true }),
    { staleMs: 10_000, enabled: allowed },
  )
  const reviews = useQuery(
    keyOf('approval.list', 'all', 'pending', 'count'),
    () => api.approval.list({ query: { state: 'pending', pageNum: 1, pageSize: 1 } }, { silent: true }),
    { staleMs: 10_000, enabled: allowed },
  )
  usePullRefresh(q.reload, refunds.reload, reviews.reload)
  return (
    <View className='plt' data-testid='desk'>
      <Screen query={allowed ? q : undefined} error={allowed ? undefined : t('refused')}>
        {q.data && (
          <>
            <View className='plt-tile' data-testid='tile-offline' onClick={() => void nav.to('platform/offline')}>
              <Text className='plt-tile__count'>{q.data.total}</Text>
              <Text className='plt-tile__label'>{t('offlineWaiting')}</Text>
            </View>
            <View className='plt-tile' data-testid='tile-commission' onClick={() => void nav.to('platform/commission')}>
              <Text className='plt-tile__count'>›</Text>
              <Text className='plt-tile__label'>{t('commission')}</Text>
            </View>
          </>
        )}
        {q.data && (
          <View className='plt-tile' data-testid='tile-refunds' onClick={() => void nav.to('platform/refunds', { state: 'disputed' })}>
            <Text className='plt-tile__count'>{refunds.data ? refunds.data.total : '›'}</Text>
            <Text className='plt-tile__label'>{t('refundsDisputed')}</Text>
          </View>
        )}
        {q.data && (
          <View className='plt-tile' data-testid='tile-reviews' onClick={() => void nav.to('platform/reviews')}>
            <Text className='plt-tile__count'>{reviews.data ? reviews.data.total : '›'}</Text>
            <Text className='plt-tile__label'>{t('pages:platform/reviews')}</Text>
          </View>
        )}
        {q.data && (
          <View className='plt-tile' data-testid='tile-coupons' onClick={() => void nav.to('platform/coupons')}>
            <Text className='plt-tile__count'>›</Text>
            <Text className='plt-tile__label'>{t('pages:platform/coupons')}</Text>
          </View>
        )}
        {q.data && (
          <View className='plt-tile' data-testid='tile-rates' onClick={() => void nav.to('platform/rates')}>
            <Text className='plt-tile__count'>›</Text>
            <Text className='plt-tile__label'>{t('pages:platform/rates')}</Text>
          </View>
        )}
        {q.data && (
          <View className='plt-tile' data-testid='tile-recharge' onClick={() => void nav.to('platform/recharge')}>
            <Text className='plt-tile__count'>›</Text>
            <Text className='plt-tile__label'>{t('pages:platform/recharge')}</Text>
          </View>
        )}
        {q.data && (
          <View className='plt-tile' data-testid='tile-feedback' onClick={() => void nav.to('platform/feedback')}>
            <Text className='plt-tile__count'>›</Text>
            <Text className='plt-tile__label'>{t('pages:platform/feedback')}</Text>
          </View>
        )}
        {q.data && (
          <View className='plt-tile' data-testid='tile-articles' onClick={() => void nav.to('platform/articles')}>
            <Text className='plt-tile__count'>›</Text>
            <Text className='plt-tile__label'>{t('pages:platform/articles')}</Text>
          </View>
        )}
        {q.data && (
          <View className='plt-tile' data-testid='tile-forms' onClick={() => void nav.to('platform/forms')}>
            <Text className='plt-tile__count'>›</Text>
            <Text className='plt-tile__label'>{t('pages:platform/forms')}</Text>
          </View>
        )}
        {q.data && (
          <View className='plt-tile' data-testid='tile-newcomers' onClick={() => void nav.to('platform/newcomers')}>
            <Text className='plt-tile__count'>›</Text>
            <Text className='plt-tile__label'>{t('pages:platform/newcomers')}</Text>
          </View>
        )}
        {q.data && (
          <View className='plt-tile' data-testid='tile-app-links' onClick={() => void nav.to('platform/app-links')}>
            <Text className='plt-tile__count'>›</Text>
            <Text className='plt-tile__label'>{t('pages:platform/app-links')}</Text>
          </View>
        )}
      </Screen>
    </View>
  )
}
