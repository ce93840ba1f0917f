import { Text, View } from '@tarojs/components'
import type { CenterCoupon } from '~types/promotion'
import { areaKey, keyOf, useQuery } from '../data'
import { useSubmit } from '../form/use-form'
import { money } from '../format/money'
import { useT } from '../i18n'
import { nav } from '../navigation'
import { api } from '../request'
import { useSessionStore } from '../stores'
import { toast } from './toast'
import './coupon-strip.scss'
import './coupon-strip-web'

const SYMBOLS: Record<string, string> = { CNY: '¥', USD: '$', EUR: '€', JPY: '¥', KRW: '₩', PHP: '₱', HKD: 'HK$', TWD: 'NT$' }
const amount = (minor: number, currency: string) => money(minor, SYMBOLS[currency] ?? `${currency} `)

/** claim / claimed (the per-person limit reached) / gone (no stock left): the server's numbers decide. */
const stateOf = (c: CenterCoupon) => (c.claimable ? 'claim' : c.left <= 0 ? 'gone' : 'claimed')

/**
 * The claimable coupons of a product's or shop's page (its shop's and the platform's, from the promotion
 * module): one chip each with claim / claimed / gone, and "more" to the coupon centre. Shared here (not in
 * the coupon area) because a feature does not import another; nothing is shown while loading, on error or
 * when there are none. A guest's tap on claim goes to login.
 */
export function CouponStrip(props: { shopId?: number; productId?: number }) {
  const { t } = useT()
  const query = props.productId ? { productId: props.productId } : { shopId: props.shopId }
  const q = useQuery(keyOf('promotion.available', props.productId ?? 0, props.shopId ?? 0), () => api.promotion.available({ query }, { silent: true }), {
    enabled: !!(props.productId || props.shopId),
  })
  const loggedIn = useSessionStore((s) => !!s.token)
  const claim = useSubmit(
    async (c: CenterCoupon) => {
      if (!loggedIn) return nav.toLogin()
      await api.promotion.claim({ params: { id: c.couponId } })
      toast(t('couponStrip.done'))
    },
    { invalidate: [areaKey('promotion')] },
  )
  const rows = q.data ?? []
  if (!rows.length) return null
  return (
    <View className='cps' data-testid='coupon-strip'>
      <View className='cps__head'>
        <Text className='cps__title'>{t('couponStrip.title')}</Text>
        <Text className='cps__more' data-testid='coupon-strip-more' onClick={() => void nav.to('user/coupon/center')}>
          {t('couponStrip.more')} ›
        </Text>
      </View>
      <View className='cps__row'>
        {rows.slice(0, 4).map((c) => {
          const state = stateOf(c)
          const value = c.type === 'amount' ? amount(c.discount, c.currency) : t('couponStrip.percentOff', { n: c.discount })
          const cond = c.threshold > 0 ? t('couponStrip.over', { amount: amount(c.threshold, c.currency) }) : t('couponStrip.noMinimum')
          return (
            <View
              key={c.couponId}
              className={state === 'claim' ? 'cps__chip' : 'cps__chip cps__chip--off'}
              data-testid={`strip-${c.couponId}`}
              onClick={() => (state === 'claim' ? void claim.run(c) : undefined)}
            >
              <Text className={state === 'claim' ? 'cps__text' : 'cps__text cps__text--off'}>{`${value} · ${cond}`}</Text>
              <Text className={state === 'claim' ? 'cps__act' : 'cps__act cps__act--off'}>{t(`couponStrip.${state}`)}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}
