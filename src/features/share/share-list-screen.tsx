// advanceShare/list: my shares, newest first, with how many of each were claimed.
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { PAGE_SIZE, when } from './api'
import './texts'
import './share.scss'
import './share-web'

/** `advanceShare/list`: my shares (title, claimed/quota, time), paged; a share opens its page, "records" its claims. */
export function ShareListScreen() {
  const { t } = useT('share')
  const q = useInfiniteQuery(keyOf('share.list'), (pageNum) => api.share.list({ query: { pageNum, pageSize: PAGE_SIZE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='share' data-testid='share-list'>
      <Screen query={q} empty={!q.rows.length} emptyText={t('noShares')}>
        {q.rows.map((r) => (
          <View key={r.id} className='share-item' data-testid={`share-${r.id}`} onClick={() => void nav.to('advanceShare/detail', { code: r.code })}>
            <Text className='share-item__title'>{r.title}</Text>
            <View className='share-item__row'>
              <Text className='share-item__count'>{t('claimedOf', { claimed: r.claimed, quota: r.quota })}</Text>
              <Text className='share-item__time'>{when(r.createTime)}</Text>
            </View>
            <View
              className='share-item__records'
              data-testid={`records-${r.id}`}
              onClick={(e) => {
                e.stopPropagation()
                void nav.to('advanceShare/record', { code: r.code })
              }}
            >
              <Text className='share-item__records-text'>{t('records')}</Text>
            </View>
          </View>
        ))}
        {q.done && q.rows.length > 0 && <Text className='share__end'>{t('end')}</Text>}
      </Screen>
    </View>
  )
}
