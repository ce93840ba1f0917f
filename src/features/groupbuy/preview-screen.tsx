// The order preview of a group buy (`systemPay/goods/previewGroupOrder` {groupId}): whether the shopper starts the
// group or joins whose, the item at the server's group price, one piece; "continue" opens the checkout with the
// offer `group:<groupId>` (ADR 0149), which prices, places and takes the member.
import { Text, View } from '@tarojs/components'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, Screen } from '@/core/ui'
import { groupOfferParam } from './api'
import { GroupCard, OfferHead } from './group-card'
import './texts'
import './groupbuy.scss'
import './groupbuy-web'

export function GroupPreviewScreen() {
  const { t } = useT('groupbuy')
  const groupId = Number(usePageParams('systemPay/goods/previewGroupOrder').groupId) || 0
  const q = useQuery(keyOf('groupbuy.group', groupId), () => api.groupbuy.group({ params: { id: groupId } }), { staleMs: 0 })
  usePullRefresh(q.reload)
  const g = q.data
  const leading = !!g && g.paidCount === 0
  const open = !!g && g.state === 'forming' && (g.joinable || leading)
  return (
    <View className='gb' data-testid='gb-preview'>
      <Screen query={q} skeleton='detail'>
        {g && (
          <View className='gb__body'>
            <View className='gb-card'>
              <Text className='gb-lead' data-testid='gb-role'>
                {leading ? t('youOpen') : t('youJoin', { leader: g.leaderName })}
              </Text>
              <OfferHead o={g.offer} />
              <Text className='gb-hint'>{t('onePiece')}</Text>
              <Text className='gb-hint'>{t('serverNumbers')}</Text>
            </View>
            <GroupCard g={g} />
            {!open && <Text className='gb-hint gb-hint--warn'>{t('closed')}</Text>}
          </View>
        )}
      </Screen>
      {g && open && (
        <View className='gb-bar'>
          <Button
            type='primary'
            block
            data-testid='gb-continue'
            onClick={() => void nav.to('systemPay/goods/previewOrder', { skuId: g.offer.skuId, count: 1, offer: groupOfferParam(g.id) })}
          >
            {t('continue')}
          </Button>
        </View>
      )}
    </View>
  )
}
