// user/wallet/details: one line of my history in full (kind, signed amount, account, balance after, time, number, note).
import { Text, View } from '@tarojs/components'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { amountOf, kindKey, signedAmount, whenFull } from './api'
import './texts'
import './wallet.scss'
import './wallet-web'

/** `user/wallet/details?id=`: another user's line is the server's "not found", shown as the error state. */
export function WalletDetailsScreen() {
  const { t } = useT('wallet')
  const id = Number(usePageParams('user/wallet/details').id)
  const q = useQuery(keyOf('wallet.line', id), () => api.wallet.line({ params: { id } }), { enabled: id > 0 })
  usePullRefresh(q.reload)
  const d = q.data
  const rows: Array<[string, string, string]> = d
    ? [
        ['detail.currency', d.currency, 'currency'],
        ['detail.account', t(d.account === 'held' ? 'account.held' : 'account.available'), 'account'],
        ['detail.balanceAfter', amountOf(d.balanceAfter, d), 'balance-after'],
        ['detail.time', whenFull(d.createTime), 'time'],
        ['detail.transactionNo', String(d.transactionId), 'transaction'],
        ...(d.memo ? [['detail.memo', d.memo, 'memo'] as [string, string, string]] : []),
      ]
    : []
  return (
    <View className='wallet' data-testid='wallet-details'>
      <Screen query={q} skeleton='detail'>
        {d && (
          <View className='wallet-detail'>
            <Text className='wallet-detail__kind' data-testid='kind'>
              {t(kindKey(d.kind))}
            </Text>
            <Text className={d.amount > 0 ? 'wallet-detail__amount wallet-detail__amount--in' : 'wallet-detail__amount'} data-testid='amount'>
              {signedAmount(d.amount, d)}
            </Text>
            <View className='wallet-detail__rows'>
              {rows.map(([label, value, tid]) => (
                <View key={tid} className='wallet-row'>
                  <Text className='wallet-row__label'>{t(label)}</Text>
                  <Text className='wallet-row__value' data-testid={tid}>
                    {value}
                  </Text>
                </View>
              ))}
            </View>
          </View>
        )}
      </Screen>
    </View>
  )
}
