import { Text, View } from '@tarojs/components'
import type { Order, OrderDetail } from '~types/order'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { Button } from '@/core/ui'
import { LineRefund } from './line-refund'
import { LineRow, price } from './parts'

/** One shop's order as a card (my orders, the orders of one checkout): tap opens its detail; pay and cancel go to `onAction` (the screen's single-flight `useSubmit(runAction)`). */
export function OrderCard({ o, label, onAction }: { o: Order; label: string; onAction(a: OrderDetail['actions'][number], o: Order): unknown }) {
  const { t } = useT('order')
  return (
    <View className='ol-card' data-testid={`order-${o.id}`} onClick={() => void nav.to('order/form/info', { id: o.id })}>
      <View className='ol-card__head'>
        <Text className='ol-card__shop'>{o.shopName}</Text>
        <Text className='ol-card__state' data-testid={`order-state-${o.id}`}>
          {label}
        </Text>
      </View>
      {o.lines.slice(0, 3).map((l) => (
        <LineRow key={l.itemId} line={l} currency={o.currency}>
          <LineRefund line={l} orderId={o.id} refundable={false} />
        </LineRow>
      ))}
      <Text className='ol-card__sum'>{t('orderSum', { count: o.count, amount: price(o.payAmount, o.currency) })}</Text>
      {o.state === 'to_pay' && (
        <View className='ol-card__actions'>
          <Button size='small' data-testid={`ol-cancel-${o.id}`} onClick={(e) => (e.stopPropagation(), void onAction('cancel', o))}>
            {t('action.cancel')}
          </Button>
          <Button size='small' type='primary' data-testid={`ol-pay-${o.id}`} onClick={(e) => (e.stopPropagation(), void onAction('pay', o))}>
            {t('action.pay')}
          </Button>
        </View>
      )}
    </View>
  )
}
