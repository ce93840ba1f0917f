import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { areaKey, keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Screen, toast } from '@/core/ui'
import type { CenterCoupon } from '~types/promotion'
import { CENTER_TABS, type CenterTab } from '~types/promotion-codes'
import { CouponCard, claimState } from './coupon-card'
import './texts'
import './coupon.scss'
import './coupon-web'

const PAGE = 10

/**
 * The coupon centre (`user/coupon/center`): store and platform coupons open for claiming, paged, with the
 * stock left and the per-person limit; claim (a guest logs in first); claimed and gone come from the server.
 */
export function CouponCenterScreen() {
  const { t } = useT('coupon')
  const [tab, setTab] = useState<CenterTab>('store')
  const q = useInfiniteQuery(keyOf('promotion.center', tab), (pageNum) => api.promotion.center({ query: { tab, pageNum, pageSize: PAGE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  const loggedIn = useSessionStore((s) => !!s.token)
  const claim = useSubmit(
    async (c: CenterCoupon) => {
      if (!loggedIn) return nav.toLogin()
      await api.promotion.claim({ params: { id: c.couponId } })
      toast(t('claimedToast'))
    },
    { invalidate: [areaKey('promotion')] },
  )
  return (
    <View className='cpn' data-testid='coupon-center'>
      <View className='cpn-tabs'>
        {CENTER_TABS.map((s) => (
          <Text key={s} className={s === tab ? 'cpn-tab cpn-tab--on' : 'cpn-tab'} data-testid={`tab-${s}`} onClick={() => setTab(s)}>
            {t(`tab.${s}`)}
          </Text>
        ))}
      </View>
      <Screen query={q} empty={!q.rows.length} emptyText={t('noCenter')}>
        {q.rows.map((c) => {
          const state = claimState(c)
          return (
            <CouponCard
              key={c.couponId}
              c={c}
              testId={`coupon-${c.couponId}`}
              meta={`${t('left', { left: c.left })} · ${t('perPerson', { n: c.perPerson })}`}
              action={
                <Text
                  className={state === 'claim' ? 'cpn-btn' : 'cpn-btn cpn-btn--off'}
                  data-testid={`claim-${c.couponId}`}
                  onClick={() => (state === 'claim' ? void claim.run(c) : undefined)}
                >
                  {t(state)}
                </Text>
              }
            />
          )
        })}
        {q.rows.length > 0 && q.done && <Text className='cpn-end'>{t('end')}</Text>}
      </Screen>
    </View>
  )
}
