// A team order (`teamOrder/detail` {orderNo}): number, buyer (masked), level, state, amounts and lines; no address.
import { Text, View } from '@tarojs/components'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { RemoteImage, Screen } from '@/core/ui'
import { day, STATES } from './api'
import './texts'
import './invite.scss'
import './invite-web'

export function TeamOrderDetailScreen() {
  const { t } = useT('invite')
  const orderNo = usePageParams('teamOrder/detail').orderNo ?? ''
  const q = useQuery(keyOf('invite.order', orderNo), () => api.invite.order({ params: { orderNo } }), { enabled: !!orderNo })
  usePullRefresh(q.reload)
  const o = q.data
  const stateText = (state: string) => (STATES.includes(state as (typeof STATES)[number]) ? t(`states.${state as (typeof STATES)[number]}`) : state)
  const row = (label: string, value: string, testid?: string) => (
    <View className='inv-line'>
      <Text className='inv-line__label'>{label}</Text>
      <Text className='inv-line__value' data-testid={testid}>
        {value}
      </Text>
    </View>
  )
  return (
    <View className='inv' data-testid='team-order-detail'>
      <Screen query={q} skeleton='detail'>
        {o && (
          <View className='inv__body'>
            <View className='inv-card'>
              {row(t('orderNo'), o.orderNo)}
              {row(t('buyer'), o.buyer)}
              {row(t('levelN', { n: o.level }), day(o.createdAt))}
              {row(t('state'), stateText(o.state))}
              {o.paidAt ? row(t('paidAt'), day(o.paidAt)) : null}
            </View>
            <View className='inv-card'>
              {o.items.map((i, k) => (
                <View key={k} className='inv-item'>
                  <RemoteImage className='inv-item__img' src={i.image} />
                  <View className='inv-item__text'>
                    <Text className='inv-item__title'>{i.title}</Text>
                    <Text className='inv-row__sub'>{`${price(i.price, o.currency)} × ${i.count}`}</Text>
                  </View>
                </View>
              ))}
            </View>
            <View className='inv-card'>
              {row(t('goods'), price(o.goodsAmount, o.currency))}
              {row(t('shipping'), price(o.shippingFee, o.currency))}
              {row(t('discount'), price(o.discount, o.currency))}
              {row(t('amount'), price(o.amount, o.currency), 'team-order-total')}
            </View>
          </View>
        )}
      </Screen>
    </View>
  )
}
