// Pay at a store (`nearby/pay` {shopId?}): the store's name and logo, the amount (money rules: more than zero, at
// most two decimals, within the store's limits) and a remark; or, without a store, scan its QR code first.
import { Image, Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { followCode, scanCode, storeOfCode } from '@/core/scan'
import { Button, Screen, toast } from '@/core/ui'
import { STORE_PAY_REMARK_MAX } from '~types/storepay-codes'
import { percent, toMinor } from './api'
import './texts'
import './storepay.scss'
import './storepay-web'

export function StorePayScreen() {
  const p = usePageParams('nearby/pay')
  const shopId = Number(p.shopId) || 0
  return shopId > 0 ? <PayForm shopId={shopId} /> : <ScanFirst />
}

/** No store given: scan its code (a store's code opens this page for it; any other code is followed or refused). */
function ScanFirst() {
  const { t } = useT('storepay')
  const scan = async () => {
    const text = await scanCode()
    if (text === null) return
    const shopId = storeOfCode(text)
    if (shopId) return nav.redirect('nearby/pay', { shopId })
    return followCode(text)
  }
  return (
    <View className='sp' data-testid='storepay-scan'>
      <View className='sp-card sp-card--center'>
        <Text className='sp-hint'>{t('noStore')}</Text>
        <Button type='primary' block data-testid='sp-scan' onClick={() => void scan()}>
          {t('scan')}
        </Button>
      </View>
    </View>
  )
}

/** The amount for a known store: checked here for the message, priced by the server on the next page. */
export function checkAmount(text: string, min: number, max: number): { amount: number } | { error: 'needAmount' | 'badAmount' | 'limits' } {
  if (!text.trim()) return { error: 'needAmount' }
  const amount = toMinor(text)
  if (amount === null) return { error: 'badAmount' }
  if (amount < min || amount > max) return { error: 'limits' }
  return { amount }
}

function PayForm({ shopId }: { shopId: number }) {
  const { t } = useT('storepay')
  const q = useQuery(keyOf('storepay.store', shopId), () => api.storepay.store({ params: { shopId } }))
  usePullRefresh(q.reload)
  const s = q.data
  const [typed, setTyped] = useState('')
  const [remark, setRemark] = useState('')
  const next = () => {
    if (!s) return
    const r = checkAmount(typed, s.min, s.max)
    if ('error' in r) return void toast(t(r.error, { min: price(s.min, s.currency), max: price(s.max, s.currency) }))
    const note = remark.trim()
    void nav.to('systemPay/nearby/pay', { shopId, amount: r.amount, ...(note ? { remark: note } : {}) })
  }
  return (
    <View className='sp' data-testid='storepay-form'>
      <Screen query={q} skeleton='detail'>
        {s && (
          <View className='sp__body'>
            <View className='sp-store'>
              {s.logo ? <Image className='sp-store__logo' src={s.logo} mode='aspectFill' /> : <View className='sp-store__logo' />}
              <View className='sp-store__text'>
                <Text className='sp-store__name' data-testid='sp-store-name'>
                  {s.name}
                </Text>
                <Text className={s.open ? 'sp-store__state' : 'sp-store__state sp-store__state--shut'}>{s.open ? t('open') : t('shut')}</Text>
              </View>
            </View>
            {s.memberRateBp > 0 && (
              <View className='sp-member' data-testid='sp-member'>
                <Text className='sp-member__text'>
                  {s.member ? t('memberYes', { rate: percent(s.memberRateBp) }) : t('memberOffer', { rate: percent(s.memberRateBp) })}
                </Text>
                {!s.member && <Text className='sp-member__small'>{t('memberAfter', { times: s.memberAfter })}</Text>}
              </View>
            )}
            <View className='sp-card'>
              <Text className='sp-label'>{t('amount')}</Text>
              <View className='sp-amount'>
                <Text className='sp-amount__cur'>{price(0, s.currency).replace(/[\d.,\s-]/g, '')}</Text>
                <Input
                  className='sp-amount__input'
                  data-testid='sp-amount'
                  type='digit'
                  maxlength={12}
                  placeholder={t('amountPlaceholder')}
                  value={typed}
                  onInput={(e) => setTyped(e.detail.value)}
                />
              </View>
              <Text className='sp-hint'>{t('limits', { min: price(s.min, s.currency), max: price(s.max, s.currency) })}</Text>
              <Text className='sp-label'>{t('remark')}</Text>
              <Input
                className='sp-input'
                data-testid='sp-remark'
                maxlength={STORE_PAY_REMARK_MAX}
                placeholder={t('remarkPlaceholder')}
                value={remark}
                onInput={(e) => setRemark(e.detail.value)}
              />
            </View>
            {!s.open && <Text className='sp-warn'>{t('closed')}</Text>}
          </View>
        )}
      </Screen>
      {s && (
        <View className='sp-bar'>
          <Button type='primary' block data-testid='sp-next' disabled={!s.open || !typed.trim()} onClick={next}>
            {t('next')}
          </Button>
        </View>
      )}
    </View>
  )
}
