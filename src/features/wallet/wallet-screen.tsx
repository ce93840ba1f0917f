// user/wallet/index: my balance per currency the tenant enables (total, available, frozen), the money pages, the
// wallet's web pages. The page does not scroll (route flag): its body is a scroll view under its own header.
import { ScrollView, Text, View } from '@tarojs/components'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { WALLET_WEB_KEYS } from '~types/wallet-codes'
import { amountOf } from './api'
import './texts'
import './wallet.scss'
import './wallet-web'

/** The money pages the wallet opens (built by their own areas; opened by page name). */
const ACTIONS = [
  ['actions.recharge', 'systemPay/wallet/recharge'],
  ['actions.withdraw', 'user/wallet/extract/index'],
  ['actions.transfer', 'user/wallet/transfer'],
  ['actions.convert', 'user/wallet/transform'],
  ['actions.bankCards', 'user/bankCard/index'],
  ['actions.history', 'user/wallet/history'],
  ['actions.currency', 'user/wallet/currency'],
  ['actions.currencyStatus', 'user/wallet/currencyStatus'],
] as const

/** `user/wallet/index`: balances per enabled currency (default first), then actions and web pages. */
export function WalletScreen() {
  const { t } = useT('wallet')
  // fresh whenever the page shows again after a few seconds (a top-up, a withdrawal, a transfer came back here)
  const q = useQuery(keyOf('wallet.balances'), () => api.wallet.balances(), { staleMs: 3_000 })
  const list = q.data ?? []
  return (
    <View className='wallet wallet--screen' data-testid='wallet'>
      <View className='wallet-head'>
        <View className='wallet-head__bar'>
          <View className='wallet-head__back' data-testid='wallet-back' onClick={() => void nav.back()}>
            <Text className='wallet-head__back-text'>‹</Text>
          </View>
          <Text className='wallet-head__title'>{t('pages:user/wallet/index')}</Text>
          <View className='wallet-head__side' />
        </View>
      </View>
      <ScrollView scrollY className='wallet__body'>
        <View className='wallet__inner'>
          <View className='wallet-band' />
          <View className='wallet-cards'>
            <Screen query={q} empty={!list.length} emptyText={t('noCurrency')}>
              {list.map((b) => (
                <View
                  key={b.currency}
                  className={b.isDefault ? 'wallet-card wallet-card--default' : 'wallet-card'}
                  data-testid={`balance-${b.currency}`}
                  onClick={() => void nav.to('user/wallet/history', { currency: b.currency })}
                >
                  <View className='wallet-card__top'>
                    <Text className='wallet-card__currency'>{b.currency}</Text>
                    {b.isDefault && <Text className='wallet-card__badge'>{t('default')}</Text>}
                  </View>
                  <Text className='wallet-card__label'>{t('total')}</Text>
                  <Text className='wallet-card__total' data-testid={`total-${b.currency}`}>
                    {amountOf(b.total, b)}
                  </Text>
                  <View className='wallet-card__row'>
                    <View className='wallet-card__cell'>
                      <Text className='wallet-card__cell-label'>{t('available')}</Text>
                      <Text className='wallet-card__cell-value' data-testid={`available-${b.currency}`}>
                        {amountOf(b.available, b)}
                      </Text>
                    </View>
                    <View
                      className='wallet-card__cell'
                      data-testid={`held-${b.currency}`}
                      onClick={(e) => {
                        e.stopPropagation()
                        void nav.to('user/wallet/history', { currency: b.currency, frozen: 1 })
                      }}
                    >
                      <Text className='wallet-card__cell-label'>{t('held')}</Text>
                      <Text className='wallet-card__cell-value'>{amountOf(b.held, b)}</Text>
                    </View>
                  </View>
                </View>
              ))}
            </Screen>
          </View>
          <View className='wallet-grid'>
            {ACTIONS.map(([k, page]) => (
              <Tile key={page} id={`action-${page}`} text={t(k)} onClick={() => void nav.to(page)} />
            ))}
          </View>
          <Text className='wallet__section'>{t('services')}</Text>
          <View className='wallet-grid'>
            {WALLET_WEB_KEYS.map((k) => (
              <Tile key={k} id={`web-${k}`} text={t(`pages:user/wallet/${k}`)} onClick={() => void nav.to(`user/wallet/${k}`)} />
            ))}
          </View>
        </View>
      </ScrollView>
    </View>
  )
}

/** One entry of a grid: a round mark with the first letter and the name under it. */
function Tile({ id, text, onClick }: { id: string; text: string; onClick: () => void }) {
  return (
    <View className='wallet-tile' data-testid={id} onClick={onClick}>
      <View className='wallet-tile__dot'>
        <Text className='wallet-tile__dot-text'>{[...text][0] ?? ''}</Text>
      </View>
      <Text className='wallet-tile__text'>{text}</Text>
    </View>
  )
}
