import { Text, View } from '@tarojs/components'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { Button, Screen } from '@/core/ui'
import { api } from '@/core/request'
import { OrderCard } from './order-card'
import { runAction } from './order-actions'
import { useStateLabel } from './order-state'
import { price } from './parts'
import { mmss, useSecondsLeft } from '@/core/format/clock'
import './texts'
import './order.scss'
import './order-web'

/**
 * The orders of one checkout (`order/form/index?payNo=`, `order/api/main`): what was paid together,
 * its total and state (with the time left to pay while unpaid), and one card per shop's order.
 */
export function CheckoutOrdersScreen() {
  const { t } = useT('order')
  const params = usePageParams('order/form/index')
  const payNo = params.payNo ?? ''
  const q = useQuery(keyOf('order.main', payNo), () => api.order.main({ query: { payNo } }), { staleMs: 5_000 })
  usePullRefresh(q.reload)
  const label = useStateLabel()
  const act = useSubmit(runAction)
  const m = q.data
  const left = useSecondsLeft(m?.state === 'unpaid' ? m.expiresAt : null)
  return (
    <View className='cko' data-testid='checkout-orders'>
      <Screen query={q} empty={!!m && !m.orders.length} emptyText={t('noOrders')}>
        {m && (
          <View>
            <View className='cs-head'>
              <Text className='cs-head__amount' data-testid='co-amount'>
                {price(m.amount, m.currency)}
              </Text>
              <Text className='cs-head__left' data-testid='co-state'>
                {m.state === 'unpaid' && m.expiresAt ? (left > 0 ? t('payWithin', { time: mmss(left) }) : t('expired')) : t(`mainState.${m.state}`)}
              </Text>
              <Text className='cs-head__no'>{t('payNo', { no: m.payNo })}</Text>
              <Text className='cs-head__no' data-testid='co-count'>
                {t('checkoutShops', { count: m.orders.length })}
              </Text>
              {m.state === 'unpaid' && left > 0 && (
                <View className='cko-pay'>
                  <Button type='primary' size='small' data-testid='co-pay' onClick={() => void nav.to('systemPay/order/details/index', { payNo: m.payNo })}>
                    {t('continuePay')}
                  </Button>
                </View>
              )}
            </View>
            {m.orders.map((o) => (
              <OrderCard key={o.id} o={o} label={label(o)} onAction={act.run} />
            ))}
          </View>
        )}
      </Screen>
    </View>
  )
}
