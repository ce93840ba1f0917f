// The recharge area's first screen.
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { PAGE_SIZE } from './api'
import './texts'
import './recharge.scss'
import './recharge-web'

/** `systemPay/wallet/recharge`: the user's items, newest first, paged (loading, error with retry and empty through Screen). */
export function RechargeScreen() {
  const { t } = useT('recharge')
  const q = useInfiniteQuery(keyOf('recharge.list'), (pageNum) => api.recharge.list({ query: { pageNum, pageSize: PAGE_SIZE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='recharge' data-testid='recharge'>
      <Screen query={q} empty={!q.rows.length} emptyText={t('empty')}>
        {q.rows.map((r) => (
          <View key={r.id} className='recharge-item' data-testid={`recharge-${r.id}`}>
            <Text className='recharge-item__title'>{r.title}</Text>
          </View>
        ))}
        {q.done && q.rows.length > 0 && <Text className='recharge__end'>{t('end')}</Text>}
      </Screen>
    </View>
  )
}
