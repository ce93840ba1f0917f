// Team orders (`teamOrder/index` {orderNo?}): my team's paid orders, all or by level, newest first, the buyer masked,
// amounts only (no address); `orderNo` (from the search page) narrows to numbers containing it. Paged.
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { TeamLevel } from '~types/invite-codes'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { PagingLine, Screen } from '@/core/ui'
import { day, PAGE_SIZE, STATES } from './api'
import './texts'
import './invite.scss'
import './invite-web'

export function TeamOrdersScreen() {
  const { t } = useT('invite')
  const orderNo = (usePageParams('teamOrder/index').orderNo ?? '').trim()
  const [level, setLevel] = useState<TeamLevel | 0>(0)
  const q = useInfiniteQuery(
    keyOf('invite.orders', level, orderNo),
    (pageNum) => api.invite.orders({ query: { ...(level ? { level } : {}), ...(orderNo ? { orderNo } : {}), pageNum, pageSize: PAGE_SIZE } }),
    { rowKey: (o) => o.orderNo },
  )
  useReachBottom(q.loadMore)
  const stateText = (state: string) => (STATES.includes(state as (typeof STATES)[number]) ? t(`states.${state as (typeof STATES)[number]}`) : state)
  usePullRefresh(q.reload)
  return (
    <View className='inv' data-testid='team-orders'>
      <View className='inv-tabs'>
        {([0, 1, 2] as const).map((l) => (
          <View key={l} className={l === level ? 'inv-tab inv-tab--on' : 'inv-tab'} data-testid={`team-orders-level-${l}`} onClick={() => setLevel(l)}>
            <Text className={l === level ? 'inv-tab__text inv-tab__text--on' : 'inv-tab__text'}>{l ? t('levelN', { n: l }) : t('all')}</Text>
          </View>
        ))}
        <View className='inv-tab' data-testid='team-orders-search' onClick={() => void nav.to('teamOrder/search')}>
          <Text className='inv-tab__text'>{t('search')}</Text>
        </View>
      </View>
      {orderNo ? <Text className='inv-hint inv-hint--pad'>{`${t('orderNo')}: ${orderNo}`}</Text> : null}
      <Screen query={q} empty={!q.rows.length} emptyText={t('noOrders')}>
        {q.rows.map((o) => (
          <View key={o.orderNo} className='inv-row' data-testid='team-order' onClick={() => void nav.to('teamOrder/detail', { orderNo: o.orderNo })}>
            <View className='inv-row__main'>
              <Text className='inv-row__title'>{`${t('buyer')} ${o.buyer}`}</Text>
              <Text className='inv-row__sub'>{o.orderNo}</Text>
              <Text className='inv-row__sub'>{`${t('levelN', { n: o.level })} · ${day(o.createdAt)} · ${stateText(o.state)}`}</Text>
            </View>
            <View className='inv-row__side'>
              <Text className='inv-row__amount' data-testid='team-order-amount'>
                {price(o.amount, o.currency)}
              </Text>
              <Text className='inv-row__sub'>{t('items', { n: o.itemCount })}</Text>
            </View>
          </View>
        ))}
        <PagingLine query={q} />
      </Screen>
    </View>
  )
}
