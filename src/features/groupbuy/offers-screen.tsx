// Group buys (`spellGroup/index`): the offers that are on, paged; with `offerId` one offer, its open groups to join
// and "start a group" (the server opens it: the shopper leads it; then the preview to order under it).
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, PagingLine, Screen } from '@/core/ui'
import { PAGE_SIZE } from './api'
import { GroupCard, OfferHead } from './group-card'
import './texts'
import './groupbuy.scss'
import './groupbuy-web'

function OfferList() {
  const { t } = useT('groupbuy')
  const q = useInfiniteQuery(keyOf('groupbuy.offers'), (pageNum) => api.groupbuy.offers({ query: { pageNum, pageSize: PAGE_SIZE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='gb' data-testid='gb-offers'>
      <Screen query={q} empty={!q.rows.length} emptyText={t('empty')}>
        {q.rows.map((o) => (
          <View key={o.id} className='gb-card' onClick={() => void nav.to('spellGroup/index', { offerId: o.id })}>
            <OfferHead o={o} />
            <View className='gb-btn' data-testid={`gb-go-${o.id}`}>
              <Text className='gb-btn__text'>{t('groupBuyFrom', { price: price(o.groupPrice, o.currency) })}</Text>
            </View>
          </View>
        ))}
        <PagingLine query={q} endText={t('end')} />
      </Screen>
    </View>
  )
}

function OfferDetail({ offerId }: { offerId: number }) {
  const { t } = useT('groupbuy')
  const q = useQuery(keyOf('groupbuy.offer', offerId), () => api.groupbuy.offer({ params: { id: offerId } }), { staleMs: 5_000 })
  usePullRefresh(q.reload)
  const { busy, run } = useSubmit(async () => {
    const g = await api.groupbuy.open({ body: { offerId } })
    await nav.to('systemPay/goods/previewGroupOrder', { groupId: g.id })
  })
  const d = q.data
  return (
    <View className='gb' data-testid='gb-offer-detail'>
      <Screen query={q} skeleton='detail'>
        {d && (
          <View className='gb__body'>
            <View className='gb-card'>
              <OfferHead o={d.offer} />
              <Button type='primary' block data-testid='gb-open' disabled={busy} loading={busy} onClick={() => void run()}>
                {t('open')}
              </Button>
            </View>
            <Text className='gb-section'>{t('openGroups')}</Text>
            {!d.groups.length && <Text className='gb-hint'>{t('noGroups')}</Text>}
            {d.groups.map((g) => (
              <GroupCard
                key={g.id}
                g={g}
                action={
                  g.joinable ? (
                    <View
                      className='gb-btn gb-btn--small'
                      data-testid={`gb-join-${g.id}`}
                      onClick={() => void nav.to('spellGroup/invitation/index', { groupId: g.id })}
                    >
                      <Text className='gb-btn__text'>{t('join')}</Text>
                    </View>
                  ) : undefined
                }
              />
            ))}
          </View>
        )}
      </Screen>
    </View>
  )
}

export function GroupOffersScreen() {
  const p = usePageParams('spellGroup/index')
  const offerId = Number(p.offerId) || 0
  return offerId ? <OfferDetail offerId={offerId} /> : <OfferList />
}
