// advanceShare/selectCoupon: pick one of my held vouchers and how many friends may claim it, then create the share.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { SHARE_QUOTA_MAX } from '~types/share-codes'
import { areaKey, keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen, toast } from '@/core/ui'
import { VoucherCard } from './voucher-card'
import './texts'
import './share.scss'
import './share-web'

/** `advanceShare/selectCoupon?id=`: my vouchers (the one opened with ticked), a quota 1..SHARE_QUOTA_MAX, "create share". */
export function SelectCouponScreen() {
  const { t } = useT('share')
  const params = usePageParams('advanceShare/selectCoupon')
  const q = useQuery(keyOf('share.coupons'), () => api.share.coupons({}))
  usePullRefresh(q.reload)
  const [picked, setPicked] = useState<number | undefined>(params.id ? Number(params.id) : undefined)
  const [quota, setQuota] = useState(3)
  const chosen = q.data?.find((v) => v.id === picked) ?? (q.data?.length === 1 ? q.data[0] : undefined)
  const { busy, run } = useSubmit(
    async () => {
      if (!chosen) return toast(t('pickVoucher'))
      const s = await api.share.create({ body: { userCouponId: chosen.id, quota } })
      toast(t('created'), 'success')
      await nav.redirect('advanceShare/detail', { code: s.code })
    },
    { invalidate: [areaKey('share')] },
  )
  const step = (d: number) => setQuota((n) => Math.min(SHARE_QUOTA_MAX, Math.max(1, n + d)))
  return (
    <View className='share' data-testid='select-coupon'>
      <Text className='share__section'>{t('pickVoucher')}</Text>
      <Screen query={q} empty={!!q.data && !q.data.length} emptyText={t('noVouchers')}>
        {q.data?.map((v) => (
          <VoucherCard key={v.id} {...v} selected={chosen?.id === v.id} testId={`pick-${v.id}`} onClick={() => setPicked(v.id)} />
        ))}
        {!!q.data?.length && (
          <View className='share-form'>
            <View className='share-form__row'>
              <View className='share-form__label'>
                <Text className='share-form__label-text'>{t('quota')}</Text>
                <Text className='share-form__hint'>{t('quotaHint', { max: SHARE_QUOTA_MAX })}</Text>
              </View>
              <View className='stepper'>
                <View className={quota <= 1 ? 'stepper__btn stepper__btn--off' : 'stepper__btn'} data-testid='quota-minus' onClick={() => step(-1)}>
                  <Text className='stepper__sign'>-</Text>
                </View>
                <Text className='stepper__value' data-testid='quota'>
                  {quota}
                </Text>
                <View className={quota >= SHARE_QUOTA_MAX ? 'stepper__btn stepper__btn--off' : 'stepper__btn'} data-testid='quota-plus' onClick={() => step(1)}>
                  <Text className='stepper__sign'>+</Text>
                </View>
              </View>
            </View>
            <View className={busy || !chosen ? 'share-btn share-btn--off' : 'share-btn'} data-testid='create' onClick={() => void run()}>
              <Text className='share-btn__text'>{t('create')}</Text>
            </View>
          </View>
        )}
      </Screen>
    </View>
  )
}
