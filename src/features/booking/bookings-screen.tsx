import { useReachBottom } from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { Booking } from '~types/booking'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { RemoteImage, Screen } from '@/core/ui'
import { BOOKING_TABS, type BookingTab, MERCHANT_TABS, PAGE_SIZE } from './api'
import './texts'
import './booking.scss'
import './booking-web'

/** One booking in a list: store (or customer), state, service picture, name, time, amount. */
export function BookingCard({ b, viewer, onOpen, children }: { b: Booking; viewer: 'user' | 'merchant'; onOpen: () => void; children?: React.ReactNode }) {
  const { t } = useT('booking')
  return (
    <View className='bk-card' data-testid={`bk-${b.id}`}>
      <View className='bk-card__head' onClick={onOpen}>
        <Text className='bk-card__shop'>{viewer === 'user' ? b.shopName : `${t('customer')} ${b.customer ?? ''}`}</Text>
        <Text className='bk-card__state' data-testid={`bk-state-${b.id}`}>
          {t(`state.${b.state}`)}
        </Text>
      </View>
      <View className='bk-svc' onClick={onOpen}>
        <RemoteImage className='bk-svc__img' src={b.serviceImage} />
        <View className='bk-svc__body'>
          <Text className='bk-svc__name'>{b.serviceName}</Text>
          <Text className='bk-svc__desc'>{b.when}</Text>
          {b.remark ? <Text className='bk-svc__desc'>{b.remark}</Text> : null}
        </View>
        <Text className='bk-svc__price'>{b.card ? t('card') : price(b.amount, b.currency)}</Text>
      </View>
      {children}
    </View>
  )
}

/** The tabs and the paged list of bookings (the shopper's or the store's). */
export function BookingList({ viewer, first, actions }: { viewer: 'user' | 'merchant'; first?: string; actions?: (b: Booking) => React.ReactNode }) {
  const { t } = useT('booking')
  const tabs = viewer === 'user' ? BOOKING_TABS : MERCHANT_TABS
  const [tab, setTab] = useState<BookingTab>((tabs as readonly string[]).includes(first ?? '') ? (first as BookingTab) : tabs[0])
  const q = useInfiniteQuery(viewer === 'user' ? keyOf('booking.list', tab) : keyOf('booking.merchantList', tab), (pageNum) =>
    viewer === 'user'
      ? api.booking.list({ query: { tab, pageNum, pageSize: PAGE_SIZE } })
      : api.booking.merchantList({ query: { tab, pageNum, pageSize: PAGE_SIZE } }),
  )
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  const open = (b: Booking) => void (viewer === 'user' ? nav.to('order/reservation/details', { id: b.id }) : nav.to('merchant/booking', { id: b.id }))
  return (
    <View className='bk'>
      <ScrollView scrollX className='bk-tabs'>
        <View className='bk-tabs__row'>
          {tabs.map((s) => (
            <Text key={s} className={s === tab ? 'bk-tab bk-tab--on' : 'bk-tab'} data-testid={`bk-tab-${s}`} onClick={() => setTab(s)}>
              {t(`tab.${s}`)}
            </Text>
          ))}
        </View>
      </ScrollView>
      <Screen query={q} empty={!q.rows.length} emptyText={t('empty')}>
        {q.rows.map((b) => (
          <BookingCard key={b.id} b={b} viewer={viewer} onOpen={() => open(b)}>
            {actions?.(b)}
          </BookingCard>
        ))}
        {q.rows.length > 0 && q.done && <Text className='bk-end'>{t('end')}</Text>}
      </Screen>
    </View>
  )
}

/** My bookings by state (`order/reservation/index`), paged, pull to refresh. */
export function BookingsScreen() {
  return (
    <View data-testid='bookings'>
      <BookingList viewer='user' />
    </View>
  )
}
