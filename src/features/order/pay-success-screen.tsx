import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { Button } from '@/core/ui'
import './texts'
import './order.scss'
import './order-web'

/** Payment done (`order/success?payNo=`), or handed to a person (`awaiting=1`: offline proof, cash). */
export function PaySuccessScreen() {
  const { t } = useT('order')
  const params = usePageParams('order/success')
  const awaiting = params.awaiting === '1'
  return (
    <View className='res' data-testid='pay-success'>
      <Text className='res__icon res__icon--ok'>✓</Text>
      <Text className='res__title'>{awaiting ? t('awaitingTitle') : t('paidTitle')}</Text>
      <Text className='res__text'>{awaiting ? t('awaitingText') : t('paidText')}</Text>
      <View className='res__actions'>
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
