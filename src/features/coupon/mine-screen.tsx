import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import type { MyCoupon } from '~types/promotion'
import { MINE_TABS, type MineTab } from '~types/promotion-codes'
import { CouponCard } from './coupon-card'
import './texts'
import './coupon.scss'
import './coupon-web'

const PAGE = 10

/** Where "use" goes: a store coupon to its shop's page, a platform one to the home page (any shop). */
function use(c: MyCoupon) {
  if (c.shopId !== null) void nav.to('store/index', { id: c.shopId })
  else void nav.to('tabbar/index')
}

/** My coupons (`user/coupon/index`): to use, used, expired (the server marks unused ones past their end). */
export function MyCouponsScreen() {
  const { t } = useT('coupon')
  const [tab, setTab] = useState<MineTab>('unused')
  const q = useInfiniteQuery(keyOf('promotion.mine', tab), (pageNum) => api.promotion.mine({ query: { tab, pageNum, pageSize: PAGE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='cpn' data-testid='coupon-mine'>
      <View className='cpn-tabs'>
        {MINE_TABS.map((s) => (
          <Text key={s} className={s === tab ? 'cpn-tab cpn-tab--on' : 'cpn-tab'} data-testid={`tab-${s}`} onClick={() => setTab(s)}>
            {t(`tab.${s}`)}
          </Text>
        ))}
      </View>
      <Screen query={q} empty={!q.rows.length} emptyText={t('noMine')}>
        {q.rows.map((c) => (
          <CouponCard
            key={c.id}
            c={c}
            off={c.state !== 'unused'}
            testId={`mine-${c.id}`}
            action={
              c.state === 'unused' ? (
                <Text className='cpn-btn cpn-btn--ghost' data-testid={`use-${c.id}`} onClick={() => use(c)}>
                  {t('use')}
                </Text>
              ) : (
                <Text className='cpn-btn cpn-btn--off'>{t(c.state === 'used' ? 'usedMark' : 'expiredMark')}</Text>
              )
            }
          />
        ))}
        {q.rows.length > 0 && q.done && <Text className='cpn-end'>{t('end')}</Text>}
      </Screen>
      <Text className='cpn-link' data-testid='go-center' onClick={() => void nav.to('user/coupon/center')}>
        {t('goCenter')}
      </Text>
    </View>
  )
}
