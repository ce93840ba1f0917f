// The store payment's landings (`nearby/order/success` {payNo, awaiting?}, `nearby/order/error` {payNo, reason?}),
// where the cashier lands a payment of kind 'store': the payment as the server has it now.
import { Text, View } from '@tarojs/components'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, Screen } from '@/core/ui'
import './texts'
import './storepay.scss'
import './storepay-web'

function Result({ payNo, failed, reason }: { payNo: string; failed: boolean; reason?: string }) {
  const { t } = useT('storepay')
  const q = useQuery(keyOf('storepay.get', payNo), () => api.storepay.get({ params: { payNo } }), { staleMs: 0 })
  usePullRefresh(q.reload)
  const p = q.data
  const ok = p?.state === 'paid'
  const title = ok
    ? t('success')
    : p?.state === 'awaiting'
      ? t('awaiting')
      : failed || p?.state === 'cancelled'
        ? t('failed')
        : t(`state.${p?.state ?? 'unpaid'}`)
  return (
    <View className='sp' data-testid={failed ? 'storepay-error' : 'storepay-success'}>
      <Screen query={q} skeleton='detail'>
        {p && (
          <View className='sp__body'>
            <View className='sp-result'>
              <Text className={ok ? 'sp-result__mark' : 'sp-result__mark sp-result__mark--bad'}>{ok ? '✓' : '!'}</Text>
              <Text className='sp-result__title' data-testid='sp-result-title'>
                {title}
              </Text>
              <Text className='sp-result__amount' data-testid='sp-result-payable'>
                {price(p.payable, p.currency)}
              </Text>
              {!ok && reason && <Text className='sp-hint'>{reason}</Text>}
            </View>
            <View className='sp-card'>
              <View className='sp-row'>
                <Text className='sp-row__label'>{t('store')}</Text>
                <Text className='sp-row__value'>{p.shopName}</Text>
              </View>
              <View className='sp-row'>
                <Text className='sp-row__label'>{t('amount')}</Text>
                <Text className='sp-row__value'>{price(p.amount, p.currency)}</Text>
              </View>
              {p.discount > 0 && (
                <View className='sp-row'>
                  <Text className='sp-row__label'>{t('discount')}</Text>
                  <Text className='sp-row__value'>-{price(p.discount, p.currency)}</Text>
                </View>
              )}
              <View className='sp-row'>
                <Text className='sp-row__label'>{t('payNo')}</Text>
                <Text className='sp-row__value sp-row__value--mono'>{p.payNo}</Text>
              </View>
              {p.channel && (
                <View className='sp-row'>
                  <Text className='sp-row__label'>{t('channel')}</Text>
                  <Text className='sp-row__value'>{p.channel}</Text>
                </View>
              )}
              {p.paidAt && (
                <View className='sp-row'>
                  <Text className='sp-row__label'>{t('paidAt')}</Text>
                  <Text className='sp-row__value'>{new Date(p.paidAt).toLocaleString()}</Text>
                </View>
              )}
            </View>
            <View className='sp-actions'>
              {p.state === 'unpaid' && (
                <Button type='primary' block data-testid='sp-retry' onClick={() => void nav.redirect('systemPay/order/details/index', { payNo })}>
                  {t('retry')}
                </Button>
              )}
              {p.state !== 'unpaid' && (
                <Button type='primary' block data-testid='sp-again' onClick={() => void nav.redirect('nearby/pay', { shopId: p.shopId })}>
                  {t('again')}
                </Button>
              )}
              <Button block data-testid='sp-home' onClick={() => void nav.relaunch('tabbar/index')}>
                {t('home')}
              </Button>
            </View>
          </View>
        )}
      </Screen>
    </View>
  )
}

export function StorePaySuccessScreen() {
  const p = usePageParams('nearby/order/success')
  return <Result payNo={p.payNo ?? ''} failed={false} />
}

export function StorePayErrorScreen() {
  const p = usePageParams('nearby/order/error')
  return <Result payNo={p.payNo ?? ''} failed reason={p.reason} />
}
