import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, Screen } from '@/core/ui'
import { FINAL, RETURNED, when } from './api'
import './texts'
import './withdraw.scss'
import './withdraw-web'

/** How often an unfinished withdrawal is asked again while its page is open. */
const POLL_MS = 4000

/**
 * A withdrawal (`user/wallet/extract/success?id=`): where it stands (under review, paying out, completed), the
 * amount, fee and card, and its progress. Asked again every few seconds until it is final; a rejected or
 * failed one goes to the wallet's failure page.
 */
export function WithdrawSuccessScreen() {
  const { t } = useT('withdraw')
  const id = Number(usePageParams('user/wallet/extract/success').id)
  const q = useQuery(keyOf('withdraw.detail', id), () => api.withdraw.detail({ params: { id } }), { enabled: id > 0, staleMs: 0 })
  usePullRefresh(q.reload)
  const w = q.data
  const final = !!w && FINAL.includes(w.state)
  useEffect(() => {
    if (!w || final) return
    const timer = setInterval(() => void q.reload(), POLL_MS)
    return () => clearInterval(timer)
  }, [w, final, q])
  useEffect(() => {
    if (w && RETURNED.includes(w.state)) void nav.redirect('user/wallet/error/error', { id: w.id, kind: 'withdraw' })
    else if (w) void Taro.setNavigationBarTitle({ title: t(`headline.${w.state}`) }).catch(() => undefined)
  }, [w, t])
  return (
    <View className='wd' data-testid='withdraw-detail'>
      <Screen query={q} error={id > 0 ? undefined : t('headline.failed')}>
        {w && (
          <View>
            <View className='wd-result'>
              <Text className={w.state === 'paid' ? 'wd-result__mark wd-result__mark--done' : 'wd-result__mark'}>{w.state === 'paid' ? '✓' : '…'}</Text>
              <Text className='wd-result__title' data-testid='wd-headline'>
                {t(`headline.${w.state}`)}
              </Text>
              <Text className='wd-result__amount' data-testid='wd-detail-amount'>
                {price(w.amount, w.currency)}
              </Text>
              <Text className='wd-result__note'>{t(`note.${w.state}`)}</Text>
            </View>
            <View className='wd-box'>
              <Line label={t('withdrawNo')} value={w.withdrawNo} />
              {!!w.shopName && <Line label={t('shop')} value={w.shopName} />}
              <Line label={t('card')} value={`${w.bankName} ${w.cardMasked}`} />
              <Line label={t('fee')} value={price(w.fee, w.currency)} testid='wd-detail-fee' />
              <Line label={t('total')} value={price(w.total, w.currency)} testid='wd-detail-total' />
              <Line label={t('createdAt')} value={when(w.createdAt)} />
              {w.finishedAt && <Line label={t('finishedAt')} value={when(w.finishedAt)} />}
            </View>
            <View className='wd-box'>
              <Text className='wd-box__title'>{t('progress')}</Text>
              {w.history.map((h, i) => (
                <View key={i} className='wd-step'>
                  <View className={i === w.history.length - 1 ? 'wd-step__dot wd-step__dot--on' : 'wd-step__dot'} />
                  <View className='wd-step__body'>
                    <Text className='wd-step__event'>{t(`event.${h.event}`, { defaultValue: h.event })}</Text>
                    <Text className='wd-step__at'>{when(h.at)}</Text>
                  </View>
                </View>
              ))}
            </View>
            <View className='wd-submit'>
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

function Line({ label, value, testid }: { label: string; value: string; testid?: string }) {
  return (
    <View className='wd-line'>
      <Text className='wd-line__label'>{label}</Text>
      <Text className='wd-line__value' data-testid={testid}>
        {value}
      </Text>
    </View>
  )
}
