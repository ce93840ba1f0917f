import { useReachBottom, useUnload } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { TimeCard } from '~types/timecard'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, Screen } from '@/core/ui'
import { dayOnly, PAGE_SIZE } from './api'
import './texts'
import './booking.scss'
import './booking-web'

/** A time card for a booking (`classify/reservation/cardList?serviceId=`): the user's cards usable now that cover the service; a tap answers the pick. */
export function CardListScreen() {
  const { t } = useT('booking')
  const p = usePageParams('classify/reservation/cardList')
  const serviceId = Number(p.serviceId)
  const q = useInfiniteQuery(keyOf('timecard.list', 'for', serviceId), (pageNum) => api.timecard.list({ query: { serviceId, pageNum, pageSize: PAGE_SIZE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  useUnload(() => {
    if (p.pick) nav.pickCancel(p.pick)
  })
  const choose = (c: TimeCard) => {
    if (p.pick) void nav.pickDone(p.pick, { id: c.id, name: c.name, usesLeft: c.usesLeft })
  }
  return (
    <View className='bk' data-testid='card-list'>
      <Screen query={q} empty={!q.rows.length} emptyText={t('cardsEmpty')}>
        {q.rows.map((c) => (
          <View key={c.id} className='bk-tcard' data-testid={`bk-card-${c.id}`}>
            <Text className='bk-tcard__name'>{c.name}</Text>
            <Text className='bk-tcard__line'>{c.shopName}</Text>
            <Text className='bk-tcard__uses'>{t('usesLeft', { n: c.usesLeft, total: c.usesTotal })}</Text>
            <Text className='bk-tcard__line'>{t('expires', { date: dayOnly(c.expiresAt) })}</Text>
            <View className='bk-card__actions'>
              <Button type='primary' size='small' data-testid={`bk-card-use-${c.id}`} onClick={() => choose(c)}>
                {t('chooseThis')}
              </Button>
            </View>
          </View>
        ))}
      </Screen>
    </View>
  )
}
