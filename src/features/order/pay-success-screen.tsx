import { Text, View } from '@tarojs/components'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button } from '@/core/ui'
import './texts'
import './order.scss'
import './order-web'

/** Payment done (`order/success?payNo=`), or handed to a person (`awaiting=1`: offline proof, cash). */
export function PaySuccessScreen() {
  const { t } = useT('order')
  const params = usePageParams('order/success')
  const awaiting = params.awaiting === '1'
  const payNo = params.payNo ?? ''
  // a group buy's checkout (issue 27): its group's page after paying
  const group = useQuery(keyOf('groupbuy.byPayNo', payNo), () => api.groupbuy.byPayNo({ query: { payNo } }, { silent: true }), { enabled: !!payNo })
  const groupId = group.data?.groupId ?? null
  return (
    <View className='res' data-testid='pay-success'>
      <Text className='res__icon res__icon--ok'>✓</Text>
      <Text className='res__title'>{awaiting ? t('awaitingTitle') : t('paidTitle')}</Text>
      <Text className='res__text'>{awaiting ? t('awaitingText') : t('paidText')}</Text>
      <View className='res__actions'>
        {groupId !== null && (
          <Button type='primary' size='small' data-testid='res-group' onClick={() => void nav.redirect('spellGroup/pay-success/index', { groupId })}>
            {t('viewGroup')}
          </Button>
        )}
        <Button type='primary' size='small' data-testid='res-orders' onClick={() => void nav.redirect('order/index', { tab: awaiting ? 'all' : 'to_ship' })}>
          {t('viewOrders')}
        </Button>
        {params.payNo && (
          <Button size='small' data-testid='res-checkout' onClick={() => void nav.redirect('order/form/index', { payNo: params.payNo ?? '' })}>
            {t('paidTogether')}
          </Button>
        )}
        <Button size='small' onClick={() => void nav.switchTab('tabbar/index')}>
          {t('home')}
        </Button>
      </View>
    </View>
  )
}
