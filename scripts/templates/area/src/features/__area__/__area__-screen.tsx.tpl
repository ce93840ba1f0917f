// The __area__ area's first screen.
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { Screen } from '@/core/ui'
import { __AREA___LIST_KEY, __area__Api } from './api'
import './texts'
import './__area__.scss'
import './__area__-web'

/** `__page__`: the user's items, newest first, paged (loading, error with retry and empty through Screen). */
export function __Area__Screen() {
  const { t } = useT('__area__')
  const q = useInfiniteQuery(__AREA___LIST_KEY, (pageNum) => __area__Api.list(pageNum))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='__area__' data-testid='__area__'>
      <Screen query={q} empty={!q.rows.length} emptyText={t('empty')}>
        {q.rows.map((r) => (
          <View key={r.id} className='__area__-item' data-testid={`__area__-${r.id}`}>
            <Text className='__area__-item__title'>{r.title}</Text>
          </View>
        ))}
        {q.done && q.rows.length > 0 && <Text className='__area____end'>{t('end')}</Text>}
      </Screen>
    </View>
  )
}
