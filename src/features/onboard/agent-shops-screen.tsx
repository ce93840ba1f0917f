import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Screen } from '@/core/ui'
import { money, PAGE_SIZE } from './api'
import './texts'
import './onboard.scss'
import './onboard-web'

/** `merchant/agent` (an approved agent): the shops that joined through the agent's link, newest first, with their sales. */
export function AgentShopsScreen() {
  const { t } = useT('onboard')
  const allowed = useSessionStore((s) => !!s.userInfo?.roles?.includes('agent'))
  const q = useInfiniteQuery(keyOf('onboard.agentShops'), (pageNum) => api.onboard.agentShops({ query: { pageNum, pageSize: PAGE_SIZE } }), {
    enabled: allowed,
  })
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='ob' data-testid='agent-shops'>
      <Screen query={allowed ? q : undefined} error={allowed ? undefined : t('notAgent')} empty={!q.rows.length} emptyText={t('noShops')}>
        {q.rows.map((s) => (
          <View key={s.shopId} className='ob-card' data-testid={`agent-shop-${s.shopId}`}>
            <Text className='ob-card__title'>{s.shopName}</Text>
            <Text className='ob-card__meta'>{t('joined', { date: dayjs(s.joinTime).format('YYYY-MM-DD') })}</Text>
            <View className='ob-stats'>
              <View className='ob-stat'>
                <Text className='ob-stat__value' data-testid={`agent-shop-orders-${s.shopId}`}>
                  {s.orders}
                </Text>
                <Text className='ob-stat__label'>{t('orders')}</Text>
              </View>
              <View className='ob-stat'>
                <Text className='ob-stat__value' data-testid={`agent-shop-sales-${s.shopId}`}>
                  {s.sales.length ? s.sales.map((x) => money(x.amount, x.currency)).join(' + ') : money(0, '')}
                </Text>
                <Text className='ob-stat__label'>{t('sales')}</Text>
              </View>
            </View>
          </View>
        ))}
        {q.done && q.rows.length > 0 && <Text className='ob-end'>{t('end')}</Text>}
      </Screen>
    </View>
  )
}
