import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { LiveRoom } from '~types/live'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { PagingLine, RemoteImage, Screen } from '@/core/ui'
import { badge, PAGE_SIZE, when } from './api'
import './texts'
import './live.scss'
import './live-web'

/** The page's own header: back and the title. */
export function LiveHead({ title, dark }: { title: string; dark?: boolean }) {
  return (
    <View className={dark ? 'lv-head lv-head--dark' : 'lv-head'}>
      <View className='lv-head__back' data-testid='lv-back' onClick={() => void nav.back()}>
        <Text className={dark ? 'lv-head__back-text lv-head__back-text--dark' : 'lv-head__back-text'}>‹</Text>
      </View>
      <Text className={dark ? 'lv-head__title lv-head__title--dark' : 'lv-head__title'} numberOfLines={1}>
        {title}
      </Text>
      <View className='lv-head__side' />
    </View>
  )
}

function RoomCard({ r }: { r: LiveRoom }) {
  const { t } = useT('live')
  return (
    <View className='lv-card' data-testid={`lv-room-${r.id}`} onClick={() => void nav.to('liveBroadcast/index', { id: r.id })}>
      <View className='lv-card__pic'>
        <RemoteImage className='lv-card__img' src={r.cover} mode='aspectFill' size='card' />
        <View className={badge(r.status)}>
          <Text className='lv-badge__text' data-testid={`lv-status-${r.id}`}>
            {t(`status.${r.status}`)}
          </Text>
        </View>
      </View>
      <View className='lv-card__body'>
        <Text className='lv-card__title' numberOfLines={2}>
          {r.title}
        </Text>
        <Text className='lv-card__shop'>{r.shopName}</Text>
        <Text className='lv-card__meta'>
          {r.status === 'scheduled'
            ? t('startsAt', { time: when(r.startAt) })
            : r.status === 'live'
              ? t('viewers', { count: r.viewers })
              : t('endedAt', { time: when(r.endedAt) })}
        </Text>
      </View>
    </View>
  )
}

/** The rooms, paged: live first, then scheduled by start, then ended; pull to refresh. */
export function LiveList() {
  const { t } = useT('live')
  const q = useInfiniteQuery(keyOf('live.list'), (pageNum) => api.live.list({ query: { pageNum, pageSize: PAGE_SIZE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='lv-page' data-testid='lv-list'>
      <LiveHead title={t('pages:liveBroadcast/index')} />
      <Screen query={q} empty={!q.rows.length} emptyText={t('empty')}>
        <View className='lv-grid'>
          {q.rows.map((r) => (
            <RoomCard key={r.id} r={r} />
          ))}
        </View>
        {q.rows.length > 0 && <PagingLine query={q} endText={t('listEnd')} />}
      </Screen>
    </View>
  )
}
