import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { Button } from '@/core/ui'
import './texts'
import './order.scss'
import './order-web'

/** Payment failed (`order/error?payNo=&reason=`): retry opens the cashier of the same main order again. */
export function PayErrorScreen() {
  const { t } = useT('order')
  const params = usePageParams('order/error')
  const payNo = params.payNo ?? ''
  return (
    <View className='res' data-testid='pay-error'>
      <Text className='res__icon res__icon--bad'>!</Text>
      <Text className='res__title'>{t('payFailed')}</Text>
      {params.reason && <Text className='res__text'>{params.reason}</Text>}
      <View className='res__actions'>
        {payNo && (
          <Button type='primary' size='small' data-testid='res-retry' onClick={() => void nav.redirect('systemPay/order/details/index', { payNo })}>
            {t('retry')}
          </Button>
        )}
        <Button size='small' onClick={() => void nav.redirect('order/index', { tab: 'to_pay' })}>
          {t('viewOrders')}
        </Button>
      </View>
    </View>
  )
}
