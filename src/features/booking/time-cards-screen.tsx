import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { dayOnly, PAGE_SIZE } from './api'
import './texts'
import './booking.scss'
import './booking-web'

/** My time cards (`user/timeCard/index`, spec `seqcard/list`): uses left, expiry, state, code; a tap lists the services it covers. */
export function TimeCardsScreen() {
  const { t } = useT('booking')
  const q = useInfiniteQuery(keyOf('timecard.list', 'mine'), (pageNum) => api.timecard.list({ query: { pageNum, pageSize: PAGE_SIZE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='bk' data-testid='time-cards'>
      <Screen query={q} empty={!q.rows.length} emptyText={t('myCardsEmpty')}>
        {q.rows.map((c) => (
          <View
            key={c.id}
            className={c.state === 'active' ? 'bk-tcard' : 'bk-tcard bk-tcard--off'}
            data-testid={`tc-${c.id}`}
            onClick={() => void nav.to('user/timeCard/serviceList', { id: c.id })}
          >
            <View className='bk-card__head'>
              <Text className='bk-tcard__name'>{c.name}</Text>
              <Text className='bk-card__state' data-testid={`tc-state-${c.id}`}>
                {t(`cardState.${c.state}`)}
              </Text>
            </View>
            <Text className='bk-tcard__line'>{c.shopName}</Text>
            <Text className='bk-tcard__uses' data-testid={`tc-uses-${c.id}`}>
              {t('usesLeft', { n: c.usesLeft, total: c.usesTotal })}
            </Text>
            <Text className='bk-tcard__line'>{t('expires', { date: dayOnly(c.expiresAt) })}</Text>
            <Text className='bk-tcard__line'>{`${t('cardCode')} ${c.code}`}</Text>
          </View>
        ))}
        {q.rows.length > 0 && q.done && <Text className='bk-end'>{t('end')}</Text>}
      </Screen>
    </View>
  )
}
