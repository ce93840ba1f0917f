// My group buys (`spellGroup/mine`): the groups I opened or joined, newest first, with their state and mine; a forming
// one opens its invitation, a decided one its page after paying.
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { PagingLine, Screen } from '@/core/ui'
import { PAGE_SIZE } from './api'
import { GroupCard, OfferHead } from './group-card'
import './texts'
import './groupbuy.scss'
import './groupbuy-web'

export function MyGroupsScreen() {
  const { t } = useT('groupbuy')
  const q = useInfiniteQuery(keyOf('groupbuy.mine'), (pageNum) => api.groupbuy.mine({ query: { pageNum, pageSize: PAGE_SIZE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='gb' data-testid='gb-mine'>
      <Screen query={q} empty={!q.rows.length} emptyText={t('mineEmpty')}>
        {q.rows.map((g) => (
          <View
            key={g.id}
            className='gb-card'
            data-testid={`gb-mine-${g.id}`}
            onClick={() => void nav.to(g.state === 'forming' ? 'spellGroup/invitation/index' : 'spellGroup/pay-success/index', { groupId: g.id })}
          >
            <OfferHead o={g.offer} />
            <GroupCard g={g} />
          </View>
        ))}
        <PagingLine query={q} endText={t('mineEnd')} />
      </Screen>
    </View>
  )
}
