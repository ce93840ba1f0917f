// My team (`invite/team`, GET customer/api/my/team): members by level (1: invited by me, 2: invited by them), masked
// nicknames and phones, when they joined and how many they invited; paged, pull to refresh.
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { TeamLevel } from '~types/invite-codes'
import { keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { PagingLine, Screen } from '@/core/ui'
import { day, PAGE_SIZE } from './api'
import './texts'
import './invite.scss'
import './invite-web'

export function TeamScreen() {
  const { t } = useT('invite')
  const [level, setLevel] = useState<TeamLevel>(1)
  const info = useQuery(keyOf('invite.info'), () => api.invite.info(undefined, { silent: true }))
  const q = useInfiniteQuery(keyOf('invite.team', level), (pageNum) => api.invite.team({ query: { level, pageNum, pageSize: PAGE_SIZE } }), {
    rowKey: (m) => `${m.phone}-${m.joinedAt}`,
  })
  useReachBottom(q.loadMore)
  usePullRefresh(async () => {
    await Promise.all([q.reload(), info.reload()])
  })
  const counts = { 1: info.data?.level1, 2: info.data?.level2 }
  return (
    <View className='inv' data-testid='team'>
      <View className='inv-tabs'>
        {([1, 2] as const).map((l) => (
          <View key={l} className={l === level ? 'inv-tab inv-tab--on' : 'inv-tab'} data-testid={`team-level-${l}`} onClick={() => setLevel(l)}>
            <Text className={l === level ? 'inv-tab__text inv-tab__text--on' : 'inv-tab__text'}>
              {t(l === 1 ? 'level1' : 'level2')}
              {counts[l] !== undefined ? ` (${counts[l]})` : ''}
            </Text>
          </View>
        ))}
      </View>
      <Screen query={q} empty={!q.rows.length} emptyText={t('noMembers')}>
        {q.rows.map((m) => (
          <View key={`${m.phone}-${m.joinedAt}`} className='inv-row' data-testid='team-member'>
            <View className='inv-row__main'>
              <Text className='inv-row__title'>{m.nickname}</Text>
              <Text className='inv-row__sub' data-testid='team-phone'>
                {m.phone}
              </Text>
            </View>
            <View className='inv-row__side'>
              <Text className='inv-row__sub'>{t('joined', { date: day(m.joinedAt) })}</Text>
              <Text className='inv-row__sub'>{t('invitedN', { n: m.invited })}</Text>
            </View>
          </View>
        ))}
        <PagingLine query={q} />
      </Screen>
    </View>
  )
}
