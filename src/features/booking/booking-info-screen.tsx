import { Text, View } from '@tarojs/components'
import { keyOf, useQuery, usePullRefresh } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, RemoteImage, Screen } from '@/core/ui'
import { when } from './api'
import './texts'
import './booking.scss'
import './booking-web'

/** A booking's service and store (`order/reservation/info?id=`): the service, the store, numbers and times; book again. */
export function BookingInfoScreen() {
  const { t } = useT('booking')
  const id = usePageParams('order/reservation/info').id ?? ''
  const q = useQuery(keyOf('booking.detail', id), () => api.booking.detail({ params: { id } }))
  usePullRefresh(q.reload)
  const b = q.data
  return (
    <View className='bk' data-testid='bk-info'>
      <Screen query={q} skeleton='detail'>
        {b && (
          <>
            <View className='bk-box'>
              <View className='bk-head'>
                <RemoteImage className='bk-head__logo' src={b.shopLogo} />
                <Text className='bk-head__name'>{b.shopName}</Text>
              </View>
              <View className='bk-svc'>
                <RemoteImage className='bk-svc__img' src={b.serviceImage} />
                <View className='bk-svc__body'>
                  <Text className='bk-svc__name'>{b.serviceName}</Text>
                  <Text className='bk-svc__desc'>{b.when}</Text>
                </View>
                <Text className='bk-svc__price'>{price(b.amount, b.currency)}</Text>
              </View>
            </View>
            <View className='bk-box'>
              <View className='bk-row'>
                <Text className='bk-row__label'>{t('number')}</Text>
                <Text className='bk-row__value'>{b.id}</Text>
              </View>
              <View className='bk-row'>
                <Text className='bk-row__label'>{t('created')}</Text>
                <Text className='bk-row__value'>{when(b.createdAt)}</Text>
              </View>
              <View className='bk-row'>
                <Text className='bk-row__label'>{t('remark')}</Text>
                <Text className='bk-row__value'>{b.remark || '-'}</Text>
              </View>
              <View className='bk-row'>
                <Text className='bk-row__label'>{t('paidBy')}</Text>
                <Text className='bk-row__value'>{b.card ? t('byCard', { name: b.card.name }) : (b.payChannel ?? '-')}</Text>
              </View>
            </View>
            <View className='bk-bar'>
              <Button type='primary' size='small' onClick={() => void nav.to('classify/reservation/index', { shopId: b.shopId, serviceId: b.serviceId })}>
                {t('bookWith')}
              </Button>
            </View>
          </>
        )}
      </Screen>
    </View>
  )
}
