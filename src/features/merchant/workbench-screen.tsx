import { Text, View } from '@tarojs/components'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { Screen } from '@/core/ui'
import { api } from '@/core/request'
import { amount } from './format'
import './texts'
import './merchant.scss'
import './merchant-web'

/**
 * The merchant workbench (`merchant/index`): today's numbers over the shops the account owns, and the
 * ways to the orders to ship, the pickups, the cash to confirm. An account without a shop (user info
 * `merchant` false) is refused here without asking; the server refuses it as well (403).
 */
export function WorkbenchScreen() {
  const { t } = useT('merchant')
  // refused before asking: the server's 403 would log the account out (spec section 8)
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  const q = useQuery(keyOf('order.merchantToday'), () => api.order.merchantToday(undefined, { silent: true }), { staleMs: 10_000, enabled: allowed })
  const refunds = useQuery(
    keyOf('refund.merchantList', 'count'),
    () => api.refund.merchantList({ query: { state: 'open', pageNum: 1, pageSize: 1 } }, { silent: true }),
    { staleMs: 10_000, enabled: allowed },
  )
  // the shops' balance (settlement area): its own request, so a failure there leaves the day's numbers shown
  const money = useQuery(keyOf('settlement.merchantSummary'), () => api.settlement.merchantSummary(undefined, { silent: true }), { enabled: allowed })
  usePullRefresh(q.reload, refunds.reload, money.reload)
  const d = q.data
  const balance = money.data?.totals[0]
  return (
    <View className='mch' data-testid='workbench'>
      <Screen query={allowed ? q : undefined} error={allowed ? undefined : t('refused')}>
        {d && (
          <>
            <View className='mch-today'>
              <Text className='mch-today__title'>{t('today')}</Text>
              <View className='mch-today__row'>
                <View className='mch-stat'>
                  <Text className='mch-stat__value' data-testid='today-sales'>
                    {amount(d.sales, d.currency)}
                  </Text>
                  <Text className='mch-stat__label'>{t('sales')}</Text>
                </View>
                <View className='mch-stat'>
                  <Text className='mch-stat__value' data-testid='today-orders'>
                    {d.orders}
                  </Text>
                  <Text className='mch-stat__label'>{t('orders')}</Text>
                </View>
              </View>
            </View>
            <View className='mch-tiles'>
              <View className='mch-tile' data-testid='tile-ship' onClick={() => void nav.to('merchant/orders', { state: 'to_ship' })}>
                <Text className='mch-tile__count'>{d.toShip}</Text>
                <Text className='mch-tile__label'>{t('toShip')}</Text>
              </View>
              <View className='mch-tile' data-testid='tile-cash' onClick={() => void nav.to('merchant/cash')}>
                <Text className='mch-tile__count'>{d.toConfirm}</Text>
                <Text className='mch-tile__label'>{t('toConfirm')}</Text>
              </View>
              <View className='mch-tile' data-testid='tile-refunds' onClick={() => void nav.to('merchant/refunds', { state: 'open' })}>
                <Text className='mch-tile__count'>{refunds.data ? refunds.data.total : '›'}</Text>
                <Text className='mch-tile__label'>{t('refunds')}</Text>
              </View>
              <View className='mch-tile' data-testid='tile-pickup' onClick={() => void nav.to('merchant/orders', { state: 'to_receive' })}>
                <Text className='mch-tile__count'>›</Text>
                <Text className='mch-tile__label'>{t('toReceive')}</Text>
              </View>
              <View className='mch-tile' data-testid='tile-all' onClick={() => void nav.to('merchant/orders', { state: 'all' })}>
                <Text className='mch-tile__count'>›</Text>
                <Text className='mch-tile__label'>{t('allOrders')}</Text>
              </View>
              <View className='mch-tile' data-testid='tile-balance' onClick={() => void nav.to('merchant/settlement')}>
                <Text className='mch-tile__count' data-testid='tile-balance-value'>
                  {balance ? amount(balance.balance, balance.currency) : money.error ? '—' : '…'}
                </Text>
                <Text className='mch-tile__label'>{t('balance')}</Text>
              </View>
              <View className='mch-tile' data-testid='tile-withdraw' onClick={() => void nav.to('merchant/withdraw')}>
                <Text className='mch-tile__count'>›</Text>
                <Text className='mch-tile__label'>{t('withdrawTile')}</Text>
              </View>
              <View className='mch-tile' data-testid='tile-reviews' onClick={() => void nav.to('merchant/reviews')}>
                <Text className='mch-tile__count'>›</Text>
                <Text className='mch-tile__label'>{t('reviewsTile')}</Text>
              </View>
              <View className='mch-tile' data-testid='tile-coupons' onClick={() => void nav.to('merchant/coupons')}>
                <Text className='mch-tile__count'>›</Text>
                <Text className='mch-tile__label'>{t('pages:merchant/coupons')}</Text>
              </View>
            </View>
          </>
        )}
      </Screen>
    </View>
  )
}
