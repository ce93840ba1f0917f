import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useT } from '@/core/i18n'
import type { CenterCoupon } from '~types/promotion'
import { conditionOf, day, scopeOf, valueOf } from './format'
import './texts'
import './coupon.scss'
import './coupon-web'

type Terms = Pick<CenterCoupon, 'title' | 'type' | 'discount' | 'maxOff' | 'threshold' | 'currency' | 'shopId' | 'shopName' | 'validTo'>

/** One coupon as a ticket: the value and its condition on the left, title, scope, validity, a line and an action on the right. */
export function CouponCard(props: { c: Terms; meta?: string; action?: ReactNode; off?: boolean; testId?: string }) {
  const { t } = useT('coupon')
  const { c } = props
  return (
    <View className={props.off ? 'cpn-card cpn-card--off' : 'cpn-card'} data-testid={props.testId}>
      <View className='cpn-value'>
        <Text className='cpn-value__main'>{valueOf(c, t)}</Text>
        <Text className='cpn-value__sub'>{conditionOf(c, t)}</Text>
      </View>
      <View className='cpn-body'>
        <Text className='cpn-body__title'>{c.title}</Text>
        <Text className='cpn-body__scope'>{scopeOf(c, t)}</Text>
        <View className='cpn-body__foot'>
          <View className='cpn-body__info'>
            <Text className='cpn-body__meta'>{t('until', { date: day(c.validTo) })}</Text>
            {props.meta ? <Text className='cpn-body__meta'>{props.meta}</Text> : null}
          </View>
          {props.action}
        </View>
      </View>
    </View>
  )
}

/** The claim button's face: claim, claimed (at the per-person limit) or all gone. */
export function claimState(c: Pick<CenterCoupon, 'claimable' | 'left' | 'mine'>): 'claim' | 'claimed' | 'gone' {
  if (c.claimable) return 'claim'
  return c.left <= 0 ? 'gone' : 'claimed'
}
