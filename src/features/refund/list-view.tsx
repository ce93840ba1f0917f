import { useReachBottom } from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { RefundListQuery, RefundSummary } from '~types/refund'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { RemoteImage, Screen } from '@/core/ui'
import { api } from '@/core/request'
import { PAGE_SIZE, type RefundTab } from './api'
import type { Viewer } from './detail-view'
import { when } from './detail-view'
import './texts'
import './refund.scss'
import './refund-web'

const listOf = (viewer: Viewer, query: RefundListQuery) =>
  viewer === 'merchant' ? api.refund.merchantList({ query }) : viewer === 'staff' ? api.refund.staffList({ query }) : api.refund.list({ query })
const keyFor = (viewer: Viewer, tab: string) =>
  viewer === 'merchant' ? keyOf('refund.merchantList', tab) : viewer === 'staff' ? keyOf('refund.staffList', tab) : keyOf('refund.list', tab)
const open = (viewer: Viewer, id: number) =>
  void (viewer === 'merchant'
    ? nav.to('merchant/refund', { id })
    : viewer === 'staff'
      ? nav.to('platform/refund', { id })
      : nav.to('order/refund/details', { id }))

/** Refund requests by tab (paged, pull to refresh): picture, title, count, amount, state; a tap opens the request. */
export function RefundListView({ viewer, tabs, first }: { viewer: Viewer; tabs: readonly RefundTab[]; first?: string }) {
  const { t } = useT('refund')
  const [tab, setTab] = useState<RefundTab>((tabs as readonly string[]).includes(first ?? '') ? (first as RefundTab) : tabs[0])
  const q = useInfiniteQuery(keyFor(viewer, tab), (pageNum) => listOf(viewer, { state: tab as RefundListQuery['state'], pageNum, pageSize: PAGE_SIZE }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='rf' data-testid='refund-list'>
      <ScrollView scrollX className='rf-tabs'>
        <View className='rf-tabs__row'>
          {tabs.map((s) => (
            <Text key={s} className={s === tab ? 'rf-tab rf-tab--on' : 'rf-tab'} data-testid={`rf-tab-${s}`} onClick={() => setTab(s)}>
              {t(`tab.${s}`)}
            </Text>
          ))}
        </View>
      </ScrollView>
      <Screen query={q} empty={!q.rows.length} emptyText={t('empty')}>
        {q.rows.map((r: RefundSummary) => (
          <View key={r.id} className='rf-card' data-testid={`refund-${r.id}`} onClick={() => open(viewer, r.id)}>
            <View className='rf-card__head'>
              <Text className='rf-card__shop'>{viewer === 'buyer' ? r.shopName : r.refundNo}</Text>
              <Text className='rf-card__state' data-testid={`refund-state-${r.id}`}>
                {t(`state.${r.state}`)}
              </Text>
            </View>
            <View className='rf-line'>
              <RemoteImage className='rf-line__img' src={r.image} />
              <View className='rf-line__body'>
                <Text className='rf-line__title'>{r.title}</Text>
                <Text className='rf-line__spec'>{`${t(`type.${r.type}`)} · ${t('qty', { n: r.count })}`}</Text>
                <Text className='rf-line__spec'>{when(r.createTime)}</Text>
              </View>
              <View className='rf-line__side'>
                <Text className='rf-card__amount' data-testid={`refund-amount-${r.id}`}>
                  {price(r.amount, r.currency)}
                </Text>
              </View>
            </View>
          </View>
        ))}
        {q.rows.length > 0 && q.done && <Text className='rf-end'>{t('end')}</Text>}
      </Screen>
    </View>
  )
}
