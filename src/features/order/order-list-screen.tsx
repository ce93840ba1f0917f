import { useReachBottom } from '@tarojs/taro'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { OrderCount, OrderTab } from '~types/order'
import { keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { PagingLine, Screen } from '@/core/ui'
import { usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { TABS, tabOf, useStateLabel } from './order-state'
import { OrderCard } from './order-card'
import { runAction } from './order-actions'
import './texts'
import './order.scss'
import './order-web'

const COUNT_OF: Partial<Record<OrderTab, keyof OrderCount>> = {
  to_pay: 'pendingOrderCount',
  to_ship: 'deliverOrderCount',
  to_receive: 'receivingOrderCount',
  to_review: 'evaluateOrderCount',
  refund: 'refundOrderCount',
}

/** My orders (`order/index?tab=`): tabs with the counts, search by product name, pull to refresh, pages of 10. */
export function OrderListScreen() {
  const { t } = useT('order')
  const params = usePageParams('order/index')
  const [tab, setTab] = useState<OrderTab>(tabOf(params.tab))
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const counts = useQuery(keyOf('order.count'), () => api.order.count(undefined, { silent: true }), { staleMs: 5_000 })
  const q = useInfiniteQuery(keyOf('order.list', tab, keyword), (pageNum) => api.order.list({ query: { tab, keyword, pageNum, pageSize: 10 } }), {
    staleMs: 5_000,
  })
  const label = useStateLabel()
  useReachBottom(q.loadMore)
  const act = useSubmit(runAction)
  usePullRefresh(q.reload, counts.reload)
  return (
    <View className='ol' data-testid='order-list'>
      <View className='ol-search'>
        <Input
          className='ol-search__input'
          data-testid='ol-search'
          value={typed}
          placeholder={t('searchHint')}
          confirmType='search'
          onInput={(e) => setTyped(e.detail.value)}
          onConfirm={() => setKeyword(typed.trim())}
        />
        <Text className='ol-search__go' data-testid='ol-search-go' onClick={() => setKeyword(typed.trim())}>
          {t('search')}
        </Text>
      </View>
      {/* six tabs, one line each: they share the width, and scroll sideways when the words need more */}
      <ScrollView className='ol-tabs' scrollX scrollIntoView={`ol-tab-${tab}`} scrollWithAnimation>
        <View className='ol-tabs__row'>
          {TABS.map((k) => {
            const n = COUNT_OF[k] && counts.data ? counts.data[COUNT_OF[k]!] : 0
            return (
              <View key={k} id={`ol-tab-${k}`} className={k === tab ? 'ol-tab ol-tab--on' : 'ol-tab'} data-testid={`ol-tab-${k}`} onClick={() => setTab(k)}>
                <Text className='ol-tab__text'>{t(`tab.${k}`)}</Text>
                {n > 0 && (
                  <Text className='ol-tab__count' data-testid={`ol-count-${k}`}>
                    {n > 99 ? '99+' : String(n)}
                  </Text>
                )}
              </View>
            )
          })}
        </View>
      </ScrollView>
      <Screen query={q} empty={!q.rows.length} emptyText={t('noOrders')}>
        {q.rows.map((o) => (
          <OrderCard key={o.id} o={o} label={label(o)} onAction={act.run} />
        ))}
        {q.rows.length > 0 && <PagingLine query={q} endText={t('noMore')} />}
      </Screen>
    </View>
  )
}
