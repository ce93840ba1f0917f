import { ScrollView, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import { keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { FORUM_PAGE_SIZE } from './api'
import { PostCard } from './post-card'
import './texts'
import './forum.scss'
import './forum-web'

/** `user/discuss/index`: class tabs (all, each class, mine), posts newest first, paged, pull to refresh, a button to post. */
export function ForumListScreen() {
  const { t } = useT('forum')
  const [tab, setTab] = useState<number | 'all' | 'mine'>('all')
  const classes = useQuery(keyOf('forum.classes'), () => api.forum.classes())
  const q = useInfiniteQuery(keyOf(tab === 'mine' ? 'forum.mine' : 'forum.list', tab), (pageNum) =>
    tab === 'mine'
      ? api.forum.mine({ query: { pageNum, pageSize: FORUM_PAGE_SIZE } })
      : api.forum.list({ query: { ...(tab === 'all' ? {} : { classId: tab }), pageNum, pageSize: FORUM_PAGE_SIZE } }),
  )
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload, classes.reload)
  const tabs: Array<{ key: number | 'all' | 'mine'; name: string }> = [
    { key: 'all', name: t('all') },
    ...(classes.data ?? []).map((c) => ({ key: c.id, name: c.name })),
    { key: 'mine', name: t('mine') },
  ]
  return (
    <View className='fm' data-testid='forum-list'>
      <ScrollView className='fm-tabs' scrollX>
        <View className='fm-tabs__row'>
          {tabs.map((c) => (
            <Text key={c.key} className={c.key === tab ? 'fm-tab fm-tab--on' : 'fm-tab'} data-testid={`forum-tab-${c.key}`} onClick={() => setTab(c.key)}>
              {c.name}
            </Text>
          ))}
        </View>
      </ScrollView>
      <Screen query={q} empty={!q.rows.length} emptyText={t('empty')}>
        {q.rows.map((p) => (
          <PostCard key={p.id} p={p} />
        ))}
        {q.done && q.rows.length > 0 && <Text className='fm-end'>{t('end')}</Text>}
      </Screen>
      <View className='fm-fab' data-testid='forum-new' onClick={() => void nav.to('user/discuss/add')}>
        <Text className='fm-fab__text'>{t('newPost')}</Text>
      </View>
    </View>
  )
}
