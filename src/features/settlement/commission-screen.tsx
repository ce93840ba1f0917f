import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { useSessionStore } from '@/core/stores'
import { Screen } from '@/core/ui'
import { api } from '@/core/request'
import { PAGE_SIZE } from './api'
import { amount } from './format'
import { LineCard } from './settlement-line'
import './texts'
import './settlement.scss'
import './settlement-web'

/** The platform's commission income (`platform/commission`, staff only): per currency, and every settlement line (paged). */
export function CommissionScreen() {
  const { t } = useT('settlement')
  const allowed = useSessionStore((s) => !!s.userInfo?.roles?.includes('staff'))
  const sum = useQuery(keyOf('settlement.commissionSummary'), () => api.settlement.commissionSummary(undefined, { silent: true }), { enabled: allowed })
  const lines = useInfiniteQuery(
    keyOf('settlement.commissionLines'),
    (pageNum) => api.settlement.commissionLines({ query: { pageNum, pageSize: PAGE_SIZE } }),
    {
      enabled: allowed,
    },
  )
  useReachBottom(lines.loadMore)
  usePullRefresh(async () => {
    await Promise.all([sum.reload(), lines.reload()])
  })
  const s = sum.data
  const totals = s?.totals.length ? s.totals : [{ currency: 'CNY', income: 0, orders: 0, gross: 0 }]
  return (
    <View className='stl' data-testid='commission'>
      <Screen query={allowed ? sum : undefined} error={allowed ? undefined : t('staffRefused')}>
        {s && (
          <>
            {totals.map((m) => (
              <View key={m.currency} className='stl-head' data-testid={`income-${m.currency}`}>
                <Text className='stl-head__label'>{t('income')}</Text>
                <Text className='stl-head__value' data-testid='income'>
                  {amount(m.income, m.currency)}
                </Text>
                <View className='stl-head__row'>
                  <View className='stl-head__cell'>
                    <Text className='stl-head__small'>{t('orders')}</Text>
                    <Text className='stl-head__num'>{m.orders}</Text>
                  </View>
                  <View className='stl-head__cell'>
                    <Text className='stl-head__small'>{t('turnover')}</Text>
                    <Text className='stl-head__num'>{amount(m.gross, m.currency)}</Text>
                  </View>
                </View>
              </View>
            ))}
            <Text className='stl-title'>{t('allLines')}</Text>
            <Screen query={lines} empty={!lines.rows.length} emptyText={t('noLines')}>
              {lines.rows.map((l) => (
                <LineCard key={l.id} line={l} showShop />
              ))}
              {lines.rows.length > 0 && lines.done && <Text className='stl-end'>{t('end')}</Text>}
            </Screen>
          </>
        )}
      </Screen>
    </View>
  )
}
