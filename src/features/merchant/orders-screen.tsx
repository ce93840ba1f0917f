import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { Screen } from '@/core/ui'
import { api } from '@/core/request'
import { MERCHANT_TABS, PAGE_SIZE, type MerchantTab } from './api'
import { amount, when } from './format'
import './texts'
import './merchant.scss'
import './merchant-web'

/** The shop's orders by state (`merchant/orders?state=`), paged; a tap opens the order. */
export function MerchantOrdersScreen() {
  const { t } = useT('merchant')
  const params = usePageParams('merchant/orders')
  const first = (MERCHANT_TABS as string[]).includes(params.state ?? '') ? (params.state as MerchantTab) : 'to_ship'
  const [tab, setTab] = useState<MerchantTab>(first)
  const q = useInfiniteQuery(keyOf('order.merchantList', tab), (pageNum) => api.order.merchantList({ query: { state: tab, pageNum, pageSize: PAGE_SIZE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='mch' data-testid='merchant-orders'>
      <View className='mch-tabs'>
        {MERCHANT_TABS.map((s) => (
          <Text key={s} className={s === tab ? 'mch-tab mch-tab--on' : 'mch-tab'} data-testid={`tab-${s}`} onClick={() => setTab(s)}>
            {t(`tab.${s}`)}
          </Text>
        ))}
      </View>
      <Screen query={q} empty={!q.rows.length} emptyText={t('noOrders')}>
        {q.rows.map((o) => (
          <View key={o.id} className='mch-card' data-testid={`order-${o.id}`} onClick={() => void nav.to('merchant/order', { id: o.id })}>
            <View className='mch-card__top'>
              <Text className='mch-card__no'>{o.orderNo}</Text>
              <Text className='mch-card__state'>{t(`state.${o.state}`)}</Text>
            </View>
            <Text className='mch-card__lines'>{o.lines.map((l) => `${l.title} ×${l.count}`).join('，')}</Text>
            <View className='mch-card__foot'>
              <Text className='mch-card__meta'>
                {t(`mode.${o.mode}`)} · {when(o.createTime)}
              </Text>
              <Text className='mch-card__amount'>{amount(o.payAmount, o.currency)}</Text>
            </View>
          </View>
        ))}
        {q.rows.length > 0 && q.done && <Text className='mch-end'>{t('end')}</Text>}
      </Screen>
    </View>
  )
}
