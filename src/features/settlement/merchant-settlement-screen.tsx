import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { useSessionStore } from '@/core/stores'
import { Screen } from '@/core/ui'
import { api } from '@/core/request'
import { PAGE_SIZE } from './api'
import { amount, percent } from './format'
import { LineCard } from './settlement-line'
import './texts'
import './settlement.scss'
import './settlement-web'

/**
 * The merchant's money (`merchant/settlement`): the shops' balance, what is still to settle and what was
 * settled, per currency, and the settlement lines (paged). Every number is the server's. An account
 * without a shop is refused here without asking (the server answers 403 as well).
 */
export function MerchantSettlementScreen() {
  const { t } = useT('settlement')
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  const sum = useQuery(keyOf('settlement.merchantSummary'), () => api.settlement.merchantSummary(undefined, { silent: true }), { enabled: allowed })
  const lines = useInfiniteQuery(keyOf('settlement.merchantLines'), (pageNum) => api.settlement.merchantLines({ query: { pageNum, pageSize: PAGE_SIZE } }), {
    enabled: allowed,
  })
  useReachBottom(lines.loadMore)
  usePullRefresh(async () => {
    await Promise.all([sum.reload(), lines.reload()])
  })
  const s = sum.data
  const totals = s?.totals.length ? s.totals : [{ currency: 'CNY', balance: 0, pending: 0, settled: 0 }]
  return (
    <View className='stl' data-testid='merchant-settlement'>
      <Screen query={allowed ? sum : undefined} error={allowed ? undefined : t('refused')}>
        {s && (
          <>
            {totals.map((m) => (
              <View key={m.currency} className='stl-head' data-testid={`money-${m.currency}`}>
                <Text className='stl-head__label'>{t('balance')}</Text>
                <Text className='stl-head__value' data-testid='balance'>
                  {amount(m.balance, m.currency)}
                </Text>
                <View className='stl-head__row'>
                  <View className='stl-head__cell'>
                    <Text className='stl-head__small'>{t('pending')}</Text>
                    <Text className='stl-head__num' data-testid='pending'>
                      {amount(m.pending, m.currency)}
                    </Text>
                  </View>
                  <View className='stl-head__cell'>
                    <Text className='stl-head__small'>{t('settled')}</Text>
                    <Text className='stl-head__num'>{amount(m.settled, m.currency)}</Text>
                  </View>
                </View>
              </View>
            ))}
            <View className='stl-note'>
              <Text className='stl-note__text'>{t('window', { days: s.windowDays })}</Text>
              {s.shops.map((sh) => (
                <Text key={sh.shopId} className='stl-note__text'>
                  {sh.shopName} · {t('rate', { rate: percent(sh.rateBp) })}
                </Text>
              ))}
            </View>
            <Text className='stl-title'>{t('lines')}</Text>
            <Screen query={lines} empty={!lines.rows.length} emptyText={t('noLines')}>
              {lines.rows.map((l) => (
                <LineCard key={l.id} line={l} showShop={s.shops.length > 1} />
              ))}
              {lines.rows.length > 0 && lines.done && <Text className='stl-end'>{t('end')}</Text>}
            </Screen>
          </>
        )}
      </Screen>
    </View>
  )
}
