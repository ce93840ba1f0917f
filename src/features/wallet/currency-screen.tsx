// user/wallet/currency: choose the default (displayed) currency among those the tenant offers.
// user/wallet/currencyStatus: every currency with its state for me (in use, not opened, not offered) and what I hold.
import { Text, View } from '@tarojs/components'
import { areaKey, keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen, toast } from '@/core/ui'
import { amountOf } from './api'
import './texts'
import './wallet.scss'
import './wallet-web'

const useCurrencies = () => useQuery(keyOf('wallet.currencies'), () => api.wallet.currencies(), { staleMs: 5_000 })

/** `user/wallet/currency`: the offered currencies; tapping one makes it the default (the wallet shows it first). */
export function WalletCurrencyScreen() {
  const { t } = useT('wallet')
  const q = useCurrencies()
  usePullRefresh(q.reload)
  const offered = (q.data ?? []).filter((c) => c.enabled)
  const { run: choose } = useSubmit(
    async (currency: string) => {
      await api.wallet.setDefault({ body: { currency } })
      toast(t('defaultSet'), 'success')
    },
    { invalidate: [areaKey('wallet')] },
  )
  return (
    <View className='wallet' data-testid='wallet-currency'>
      <Text className='wallet-hint'>{t('currencyHint')}</Text>
      <Screen query={q} empty={!offered.length} emptyText={t('noCurrency')}>
        {offered.map((c) => (
          <View
            key={c.currency}
            className={c.isDefault ? 'wallet-option wallet-option--on' : 'wallet-option'}
            data-testid={`option-${c.currency}`}
            onClick={() => {
              if (!c.isDefault) void choose(c.currency)
            }}
          >
            <View className='wallet-option__main'>
              <Text className='wallet-option__title'>{`${c.currency} (${c.symbol.trim()})`}</Text>
              <Text className='wallet-option__sub'>{amountOf(c.total, c)}</Text>
            </View>
            <Text className={c.isDefault ? 'wallet-option__mark' : 'wallet-option__action'}>{t(c.isDefault ? 'default' : 'setDefault')}</Text>
          </View>
        ))}
        <Text className='wallet-link' data-testid='to-status' onClick={() => void nav.to('user/wallet/currencyStatus')}>
          {t('pages:user/wallet/currencyStatus')}
        </Text>
      </Screen>
    </View>
  )
}

const STATE_CLASS = {
  active: 'wallet-state wallet-state--active',
  notOpened: 'wallet-state wallet-state--not-opened',
  disabled: 'wallet-state wallet-state--disabled',
}

/** `user/wallet/currencyStatus`: each currency the tenant lists (and any I hold money in), its state and my total there. */
export function WalletCurrencyStatusScreen() {
  const { t } = useT('wallet')
  const q = useCurrencies()
  usePullRefresh(q.reload)
  const list = q.data ?? []
  return (
    <View className='wallet' data-testid='wallet-currency-status'>
      <Screen query={q} empty={!list.length} emptyText={t('noCurrency')}>
        {list.map((c) => (
          <View key={c.currency} className='wallet-option' data-testid={`status-${c.currency}`}>
            <View className='wallet-option__main'>
              <Text className='wallet-option__title'>{`${c.currency} · ${amountOf(c.total, c)}${c.isDefault ? ` · ${t('default')}` : ''}`}</Text>
              <Text className='wallet-option__sub'>{t(`stateHint.${c.state}`)}</Text>
            </View>
            <Text className={STATE_CLASS[c.state]} data-testid={`state-${c.currency}`}>
              {t(`state.${c.state}`)}
            </Text>
          </View>
        ))}
      </Screen>
    </View>
  )
}
