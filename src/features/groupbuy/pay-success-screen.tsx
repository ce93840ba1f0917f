// After paying into a group (`spellGroup/pay-success/index` {groupId}): the group's state for the shopper (waiting
// for more, succeeded: the order goes on to be shipped, failed: refunded), invite friends, my order, my groups.
import { Text, View } from '@tarojs/components'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, Screen } from '@/core/ui'
import { GroupCard } from './group-card'
import './texts'
import './groupbuy.scss'
import './groupbuy-web'

export function GroupPaySuccessScreen() {
  const { t } = useT('groupbuy')
  const groupId = Number(usePageParams('spellGroup/pay-success/index').groupId) || 0
  const q = useQuery(keyOf('groupbuy.group', groupId), () => api.groupbuy.group({ params: { id: groupId } }), { staleMs: 0 })
  usePullRefresh(q.reload)
  const g = q.data
  const note = !g
    ? ''
    : g.mine?.state === 'joined'
      ? t('waitingPay')
      : g.mine?.state === 'late' || g.state === 'failed'
        ? t('paidFailed')
        : g.state === 'success'
          ? t('paidSuccess')
          : t('paidWait', { left: g.left })
  return (
    <View className='gb' data-testid='gb-paid'>
      <Screen query={q} skeleton='detail'>
        {g && (
          <View className='gb__body'>
            <View className='gb-done'>
              <Text className='gb-done__title'>{t('paidTitle')}</Text>
              <Text className='gb-done__note' data-testid='gb-paid-note'>
                {note}
              </Text>
            </View>
            <GroupCard g={g} />
            {g.state === 'forming' && (
              <Button type='primary' block data-testid='gb-invite' onClick={() => void nav.to('spellGroup/invitation/index', { groupId })}>
                {t('invite')}
              </Button>
            )}
            {g.mine && (
              <View className='gb-btn gb-btn--ghost' data-testid='gb-order' onClick={() => void nav.to('order/form/info', { id: g.mine!.orderId })}>
                <Text className='gb-btn__text gb-btn__text--ghost'>{t('myOrder')}</Text>
              </View>
            )}
            <View className='gb-btn gb-btn--ghost' onClick={() => void nav.to('spellGroup/mine')}>
              <Text className='gb-btn__text gb-btn__text--ghost'>{t('myGroups')}</Text>
            </View>
          </View>
        )}
      </Screen>
    </View>
  )
}
