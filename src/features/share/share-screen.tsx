// The share area's first screen.
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { PAGE_SIZE } from './api'
import './texts'
import './share.scss'
import './share-web'

/** `advanceShare/index`: the user's items, newest first, paged (loading, error with retry and empty through Screen). */
export function ShareScreen() {
  const { t } = useT('share')
  const q = useInfiniteQuery(keyOf('share.list'), (pageNum) => api.share.list({ query: { pageNum, pageSize: PAGE_SIZE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='share' data-testid='share'>
      <Screen query={q} empty={!q.rows.length} emptyText={t('empty')}>
        {q.rows.map((r) => (
          <View key={r.id} className='share-item' data-testid={`share-${r.id}`}>
            <Text className='share-item__title'>{r.title}</Text>
          </View>
        ))}
        {q.done && q.rows.length > 0 && <Text className='share__end'>{t('end')}</Text>}
      </Screen>
    </View>
  )
}
