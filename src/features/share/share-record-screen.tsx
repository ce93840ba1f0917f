// advanceShare/record: who claimed from one of my shares (with `code`), and the vouchers I claimed from friends.
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { PAGE_SIZE, when } from './api'
import './texts'
import './share.scss'
import './share-web'

/** `advanceShare/record?code=`: two tabs, the share's claims (when a code came) and mine; each paged. */
export function ShareRecordScreen() {
  const { t } = useT('share')
  const code = usePageParams('advanceShare/record').code ?? ''
  const [tab, setTab] = useState<'share' | 'mine'>(code ? 'share' : 'mine')
  const claims = useInfiniteQuery(keyOf('share.records', code), (pageNum) => api.share.records({ query: { code, pageNum, pageSize: PAGE_SIZE } }), {
    enabled: !!code && tab === 'share',
  })
  const mine = useInfiniteQuery(keyOf('share.claimed'), (pageNum) => api.share.claimed({ query: { pageNum, pageSize: PAGE_SIZE } }), {
    enabled: tab === 'mine',
  })
  const q = tab === 'share' ? claims : mine
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='share' data-testid='share-record'>
      {code !== '' && (
        <View className='share-tabs'>
          {(['share', 'mine'] as const).map((k) => (
            <View key={k} className={tab === k ? 'share-tab share-tab--on' : 'share-tab'} data-testid={`tab-${k}`} onClick={() => setTab(k)}>
              <Text className={tab === k ? 'share-tab__text share-tab__text--on' : 'share-tab__text'}>{k === 'share' ? t('shareClaims') : t('myClaims')}</Text>
            </View>
          ))}
        </View>
      )}
      {code === '' && <Text className='share__section'>{t('myClaims')}</Text>}
      {tab === 'share' ? (
        <Screen query={claims} empty={!claims.rows.length} emptyText={t('noRecords')}>
          {claims.rows.map((r) => (
            <View key={r.id} className='share-item share-item--line' data-testid={`claim-${r.id}`}>
              <Text className='share-item__title'>{r.user}</Text>
              <Text className='share-item__time'>{when(r.createTime)}</Text>
            </View>
          ))}
          {claims.done && claims.rows.length > 0 && <Text className='share__end'>{t('end')}</Text>}
        </Screen>
      ) : (
        <Screen query={mine} empty={!mine.rows.length} emptyText={t('noRecords')}>
          {mine.rows.map((r) => (
            <View key={r.id} className='share-item' data-testid={`mine-${r.id}`}>
              <Text className='share-item__title'>{r.title}</Text>
              <View className='share-item__row'>
                <Text className='share-item__count'>{t('claimedFrom', { name: r.sharer })}</Text>
                <Text className='share-item__time'>{when(r.createTime)}</Text>
              </View>
            </View>
          ))}
          {mine.done && mine.rows.length > 0 && <Text className='share__end'>{t('end')}</Text>}
        </Screen>
      )}
    </View>
  )
}
