// The store payment's confirmation (`systemPay/nearby/pay` {shopId, amount, remark?}): the server's quote (amount,
// member discount, payable); confirm -> the payment is made (one Idempotency-Key per visit) -> the cashier.
import { Text, View } from '@tarojs/components'
import { useRef } from 'react'
import { previewKey, usePullRefresh, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api, newIdempotencyKey } from '@/core/request'
import { Button, Screen } from '@/core/ui'
import { percent } from './api'
import './texts'
import './storepay.scss'
import './storepay-web'

export function StorePayConfirmScreen() {
  const { t } = useT('storepay')
  const p = usePageParams('systemPay/nearby/pay')
  const shopId = Number(p.shopId) || 0
  const amount = Number(p.amount) || 0
  const remark = p.remark ?? ''
  const q = useQuery(previewKey('storepay.quote', shopId, amount), () => api.storepay.quote({ body: { shopId, amount } }), { staleMs: 0 })
  usePullRefresh(q.reload)
  const key = useRef(newIdempotencyKey())
  const { busy, run } = useSubmit(async () => {
    const r = await api.storepay.create({ body: { shopId, amount, ...(remark ? { remark } : {}) } }, { idempotencyKey: key.current })
    await nav.redirect('systemPay/order/details/index', { payNo: r.payNo })
  })
  const d = q.data
  return (
    <View className='sp' data-testid='storepay-confirm'>
      <Screen query={q} skeleton='detail'>
        {d && (
          <View className='sp__body'>
            <View className='sp-card'>
              <View className='sp-row'>
                <Text className='sp-row__label'>{t('store')}</Text>
                <Text className='sp-row__value'>{d.shopName}</Text>
              </View>
              <View className='sp-row'>
                <Text className='sp-row__label'>{t('amount')}</Text>
                <Text className='sp-row__value' data-testid='sp-q-amount'>
                  {price(d.amount, d.currency)}
                </Text>
              </View>
              <View className='sp-row'>
                <Text className='sp-row__label'>
                  {t('discount')}
                  {d.member && d.memberRateBp > 0 ? ` (${percent(d.memberRateBp)})` : ''}
                </Text>
                <Text className='sp-row__value' data-testid='sp-q-discount'>
                  -{price(d.discount, d.currency)}
                </Text>
              </View>
              {remark && (
                <View className='sp-row'>
                  <Text className='sp-row__label'>{t('remark')}</Text>
                  <Text className='sp-row__value'>{remark}</Text>
                </View>
              )}
              <View className='sp-row sp-row--total'>
                <Text className='sp-row__label'>{t('payable')}</Text>
                <Text className='sp-row__value sp-row__value--strong' data-testid='sp-q-payable'>
                  {price(d.payable, d.currency)}
                </Text>
              </View>
              <Text className='sp-hint'>{t('serverNumbers')}</Text>
            </View>
          </View>
        )}
      </Screen>
      {d && (
        <View className='sp-bar'>
          <Button type='primary' block data-testid='sp-confirm' disabled={busy} loading={busy} onClick={() => void run()}>
            {t('confirm', { amount: price(d.payable, d.currency) })}
          </Button>
        </View>
      )}
    </View>
  )
}
