// user/wallet/history: the lines of one of my accounts, newest first: a currency (chips), the available account or the
// frozen (hold) one, all / income / expense; paged, pull to refresh; a line opens its detail.
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { HISTORY_FLOWS, type HistoryFlow } from '~types/wallet-codes'
import { keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { formatIn, kindKey, PAGE_SIZE, signedAmount, when } from './api'
import './texts'
import './wallet.scss'
import './wallet-web'

/** `user/wallet/history?currency=&frozen=1`: without a currency, my default one. */
export function WalletHistoryScreen() {
  const { t } = useT('wallet')
  const p = usePageParams('user/wallet/history')
  const balances = useQuery(keyOf('wallet.balances'), () => api.wallet.balances(), { staleMs: 10_000 })
  const [picked, setPicked] = useState(p.currency ?? '')
  const [held, setHeld] = useState(p.frozen === '1')
  const [flow, setFlow] = useState<HistoryFlow>('all')
  const currency = picked || balances.data?.find((b) => b.isDefault)?.currency || ''
  const fetchPage = (pageNum: number) => {
    const input = { params: { strategy: currency }, query: { flow, pageNum, pageSize: PAGE_SIZE } }
    return held ? api.wallet.frozenHistory(input) : api.wallet.history(input)
  }
  const q = useInfiniteQuery(keyOf(held ? 'wallet.frozenHistory' : 'wallet.history', currency, flow), fetchPage, { enabled: currency !== '' })
  useReachBottom(q.loadMore)
  usePullRefresh(() => Promise.all([q.reload(), balances.reload()]))
  const fmt = formatIn(balances.data, currency)
  // the currencies to choose from: those the wallet shows, and the one asked for when it is not among them
  const currencies = [...new Set([...(balances.data ?? []).map((b) => b.currency), ...(currency ? [currency] : [])])]
  return (
    <View className='wallet' data-testid='wallet-history'>
      <View className='wallet-tabs'>
        {([false, true] as const).map((h) => (
          <View
            key={String(h)}
            className={held === h ? 'wallet-tab wallet-tab--on' : 'wallet-tab'}
            data-testid={h ? 'account-held' : 'account-available'}
            onClick={() => setHeld(h)}
          >
            <Text className={held === h ? 'wallet-tab__text wallet-tab__text--on' : 'wallet-tab__text'}>{t(h ? 'account.held' : 'account.available')}</Text>
          </View>
        ))}
      </View>
      {currencies.length > 1 && (
        <View className='wallet-chips'>
          {currencies.map((c) => (
            <View key={c} className={c === currency ? 'wallet-chip wallet-chip--on' : 'wallet-chip'} data-testid={`currency-${c}`} onClick={() => setPicked(c)}>
              <Text className={c === currency ? 'wallet-chip__text wallet-chip__text--on' : 'wallet-chip__text'}>{c}</Text>
            </View>
          ))}
        </View>
      )}
      <View className='wallet-tabs'>
        {HISTORY_FLOWS.map((f) => (
          <View key={f} className={flow === f ? 'wallet-tab wallet-tab--on' : 'wallet-tab'} data-testid={`flow-${f}`} onClick={() => setFlow(f)}>
            <Text className={flow === f ? 'wallet-tab__text wallet-tab__text--on' : 'wallet-tab__text'}>{t(`flow.${f}`)}</Text>
          </View>
        ))}
      </View>
      <Screen query={currency ? q : balances} empty={!q.rows.length} emptyText={t('noLines')}>
        {q.rows.map((r) => (
          <View key={r.id} className='wallet-line' data-testid={`line-${r.id}`} onClick={() => void nav.to('user/wallet/details', { id: r.id })}>
            <View className='wallet-line__main'>
              <Text className='wallet-line__kind'>{t(kindKey(r.kind))}</Text>
              <Text className='wallet-line__time'>{when(r.createTime)}</Text>
            </View>
            <Text className={r.amount > 0 ? 'wallet-line__amount wallet-line__amount--in' : 'wallet-line__amount'} data-testid={`amount-${r.id}`}>
              {signedAmount(r.amount, fmt)}
            </Text>
          </View>
        ))}
        {q.done && q.rows.length > 0 && <Text className='wallet__end'>{t('end')}</Text>}
      </Screen>
    </View>
  )
}
