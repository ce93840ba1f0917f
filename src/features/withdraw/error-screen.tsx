import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, Screen } from '@/core/ui'
import { RETURNED } from './api'
import './texts'
import './withdraw.scss'
import './withdraw-web'

/**
 * The wallet's failure page (`user/wallet/error/error`): a withdrawal that did not go through (`kind=withdraw&id=`:
 * rejected by staff or failed at the bank, with the reason and the money back in the balance), else a reload
 * that failed (`reason` when the caller knows it). Ways on: try again, back to the wallet.
 */
export function WalletErrorScreen() {
  const { t } = useT('withdraw')
  const p = usePageParams('user/wallet/error/error')
  const id = Number(p.id)
  const isWithdraw = p.kind === 'withdraw' && id > 0
  const q = useQuery(keyOf('withdraw.detail', id), () => api.withdraw.detail({ params: { id } }), { enabled: isWithdraw })
  usePullRefresh(q.reload)
  useEffect(() => {
    if (isWithdraw) void Taro.setNavigationBarTitle({ title: t('errorTitle.withdraw') }).catch(() => undefined)
  }, [isWithdraw, t])
  if (!isWithdraw)
    return (
      <View className='wd' data-testid='wallet-error'>
        <View className='wd-result'>
          <Text className='wd-result__mark wd-result__mark--bad'>!</Text>
          <Text className='wd-result__title'>{t('errorTitle.recharge')}</Text>
          <Text className='wd-result__note'>{p.reason || t('rechargeFailed')}</Text>
        </View>
        <View className='wd-submit'>
          <Button type='primary' block data-testid='wd-retry' onClick={() => void nav.redirect('systemPay/wallet/recharge')}>
            {t('retry')}
          </Button>
          <Button block data-testid='wd-back-wallet' onClick={() => void nav.to('user/wallet/index')}>
            {t('backWallet')}
          </Button>
        </View>
      </View>
    )
  const w = q.data
  const reason = w?.reason ? t(`bankReason.${w.reason}`, { defaultValue: w.reason }) : ''
  return (
    <View className='wd' data-testid='wallet-error'>
      <Screen query={q}>
        {w && (
          <View>
            <View className='wd-result'>
              <Text className='wd-result__mark wd-result__mark--bad'>!</Text>
              <Text className='wd-result__title' data-testid='wd-error-title'>
                {t(`headline.${w.state}`)}
              </Text>
              <Text className='wd-result__amount'>{price(w.amount, w.currency)}</Text>
              {w.state === 'rejected' && (
                <Text className='wd-result__note' data-testid='wd-error-reason'>
                  {t('rejectedBecause', { reason: w.reason ?? '' })}
                </Text>
              )}
              {w.state === 'failed' && (
                <Text className='wd-result__note' data-testid='wd-error-reason'>
                  {t('failedBecause', { reason })}
                </Text>
              )}
              {RETURNED.includes(w.state) && (
                <Text className='wd-result__note' data-testid='wd-error-returned'>
                  {t('returned', { amount: price(w.total, w.currency) })}
                </Text>
              )}
            </View>
            <View className='wd-submit'>
              <Button
                type='primary'
                block
                data-testid='wd-again'
                onClick={() => void (w.shopId !== null ? nav.redirect('merchant/withdraw', { shopId: w.shopId }) : nav.redirect('user/wallet/extract/index'))}
              >
                {t('again')}
              </Button>
              <Button block data-testid='wd-back-wallet' onClick={() => void nav.to('user/wallet/index')}>
                {t('backWallet')}
              </Button>
            </View>
          </View>
        )}
      </Screen>
    </View>
  )
}
