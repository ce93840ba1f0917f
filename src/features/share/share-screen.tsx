// advanceShare/index: what sharing is, my held vouchers (each with "share"), and the ways to my shares and records.
import { Text, View } from '@tarojs/components'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { VoucherCard } from './voucher-card'
import './texts'
import './share.scss'
import './share-web'

/** `advanceShare/index`: the intro, my shareable vouchers (tap one: pick its quota), my shares and records. */
export function ShareScreen() {
  const { t } = useT('share')
  const q = useQuery(keyOf('share.coupons'), () => api.share.coupons({}))
  usePullRefresh(q.reload)
  return (
    <View className='share' data-testid='share-home'>
      <View className='share-intro'>
        <Text className='share-intro__text'>{t('intro')}</Text>
        <View className='share-links'>
          <View className='share-link' data-testid='to-list' onClick={() => void nav.to('advanceShare/list')}>
            <Text className='share-link__text'>{t('myShares')}</Text>
          </View>
          <View className='share-link' data-testid='to-record' onClick={() => void nav.to('advanceShare/record')}>
            <Text className='share-link__text'>{t('records')}</Text>
          </View>
        </View>
      </View>
      <Text className='share__section'>{t('myVouchers')}</Text>
      <Screen query={q} empty={!!q.data && !q.data.length} emptyText={t('noVouchers')}>
        {q.data?.map((v) => (
          <VoucherCard key={v.id} {...v} testId={`voucher-${v.id}`} onClick={() => void nav.to('advanceShare/selectCoupon', { id: v.id })}>
            <View className='voucher__action'>
              <Text className='voucher__action-text'>{t('share')}</Text>
            </View>
          </VoucherCard>
        ))}
      </Screen>
    </View>
  )
}
