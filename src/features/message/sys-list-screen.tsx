import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { PAGE_SIZE, short, when } from './api'
import './texts'
import './message.scss'
import './message-web'

/** The platform's announcements (`public/msg/sys-msg-list`, `GET system/api/notice/list`), newest first; one opens in full. */
export function SysMsgListScreen() {
  const { t } = useT('message')
  const q = useInfiniteQuery(keyOf('system.notices'), (pageNum) => api.system.notices({ query: { pageNum, pageSize: PAGE_SIZE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='msg' data-testid='sys-msg-list'>
      <Screen query={q} empty={!q.rows.length} emptyText={t('empty')}>
        {q.rows.map((n) => (
          <View key={n.id} className='msg-card' data-testid={`sys-msg-${n.id}`} onClick={() => void nav.to('public/msg/sys-msg-detail', { id: n.id })}>
            <View className='msg-card__top'>
              <Text className='msg-card__title'>{n.title}</Text>
              <Text className='msg-card__time'>{when(n.createTime)}</Text>
            </View>
            <Text className='msg-card__text'>{short(n.content)}</Text>
          </View>
        ))}
      </Screen>
    </View>
  )
}
