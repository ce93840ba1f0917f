import { Text, View } from '@tarojs/components'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { Screen } from '@/core/ui'
import { api } from '@/core/request'
import { ChatTile } from './chat-tile'
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
  // an agent (shop or not) has the join link and the agent's shops
  const agent = useSessionStore((s) => !!s.userInfo?.roles?.includes('agent'))
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
  const agentTiles = agent && (
    <>
      <View className='mch-tile' data-testid='tile-join-link' onClick={() => void nav.to('merchant/join-link')}>
        <Text className='mch-tile__count'>›</Text>
        <Text className='mch-tile__label'>{t('pages:merchant/join-link')}</Text>
      </View>
      <View className='mch-tile' data-testid='tile-agent' onClick={() => void nav.to('merchant/agent')}>
        <Text className='mch-tile__count'>›</Text>
        <Text className='mch-tile__label'>{t('pages:merchant/agent')}</Text>
      </View>
    </>
  )
  if (!allowed && agent)
    return (
      <View className='mch' data-testid='workbench'>
        <View className='mch-tiles'>{agentTiles}</View>
      </View>
    )
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
              <ChatTile onClick={() => void nav.to('merchant/chat')} label={t('chatTile')} />
              <View className='mch-tile' data-testid='tile-coupons' onClick={() => void nav.to('merchant/coupons')}>
                <Text className='mch-tile__count'>›</Text>
                <Text className='mch-tile__label'>{t('pages:merchant/coupons')}</Text>
              </View>
              <View className='mch-tile' data-testid='tile-live' onClick={() => void nav.to('merchant/live')}>
                <Text className='mch-tile__count'>›</Text>
                <Text className='mch-tile__label'>{t('pages:merchant/live')}</Text>
              </View>
              <View className='mch-tile' data-testid='tile-videos' onClick={() => void nav.to('merchant/videos')}>
                <Text className='mch-tile__count'>›</Text>
                <Text className='mch-tile__label'>{t('pages:merchant/videos')}</Text>
              </View>
              <View className='mch-tile' data-testid='tile-shop' onClick={() => void nav.to('merchant/shop')}>
                <Text className='mch-tile__count'>›</Text>
                <Text className='mch-tile__label'>{t('pages:merchant/shop')}</Text>
              </View>
              <View className='mch-tile' data-testid='tile-products' onClick={() => void nav.to('merchant/products')}>
                <Text className='mch-tile__count'>›</Text>
                <Text className='mch-tile__label'>{t('pages:merchant/products')}</Text>
              </View>
              {/* issue 26: bookings, slots, time cards */}
              {(['merchant/bookings', 'merchant/slots', 'merchant/time-cards'] as const).map((page) => (
                <View key={page} className='mch-tile' data-testid={`tile-${page.slice(9)}`} onClick={() => void nav.to(page)}>
                  <Text className='mch-tile__count'>›</Text>
                  <Text className='mch-tile__label'>{t(`pages:${page}`)}</Text>
                </View>
              ))}
              {/* issue 27: group-buy offers */}
              <View className='mch-tile' data-testid='tile-group-buys' onClick={() => void nav.to('merchant/group-buys')}>
                <Text className='mch-tile__count'>›</Text>
                <Text className='mch-tile__label'>{t('pages:merchant/group-buys')}</Text>
              </View>
              {agentTiles}
            </View>
          </>
        )}
      </Screen>
    </View>
  )
}
