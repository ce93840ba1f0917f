import { Text, View } from '@tarojs/components'
import { keyOf, useQuery, usePullRefresh } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Screen } from '@/core/ui'
import { when } from './api'
import { MerchantActions } from './merchant-actions'
import './texts'
import './booking.scss'
import './booking-web'

/** One booking of the store (`merchant/booking?id=`): customer, service, time, remark, money, code, the steps it allows. */
export function MerchantBookingScreen() {
  const { t } = useT('booking')
  const id = usePageParams('merchant/booking').id ?? ''
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  const q = useQuery(keyOf('booking.merchantDetail', id), () => api.booking.merchantDetail({ params: { id } }), { enabled: allowed })
  usePullRefresh(q.reload)
  if (!allowed) return <Screen error={t('refusedMerchant')} />
  const b = q.data
  const rows: Array<[string, string]> = b
    ? [
        [t('number'), b.id],
        [t('customer'), b.customer ?? ''],
        [t('service'), b.serviceName],
        [t('when'), b.when],
        [t('remark'), b.remark || '-'],
        // a home service: where to go (ADR 0160)
        ...(b.address ? [[t('homeAddress'), `${b.address.name} ${b.address.phone} · ${b.address.region} ${b.address.detail}`] as [string, string]] : []),
        [t('paidBy'), b.card ? t('byCard', { name: b.card.name }) : `${price(b.amount, b.currency)} ${b.payChannel ?? ''}`],
        [t('created'), when(b.createdAt)],
      ]
    : []
  return (
    <View className='bk' data-testid='merchant-booking'>
      <Screen query={q} skeleton='detail'>
        {b && (
          <>
            <View className='bk-state'>
              <Text className='bk-state__text' data-testid='mb-state'>
                {t(`state.${b.state}`)}
              </Text>
              {b.refund && <Text className='bk-state__sub'>{t(`refund.${b.refund}`)}</Text>}
            </View>
            <View className='bk-box'>
              {rows.map(([k, v]) => (
                <View key={k} className='bk-row'>
                  <Text className='bk-row__label'>{k}</Text>
                  <Text className='bk-row__value'>{v}</Text>
                </View>
              ))}
              {b.comment && <Text className='bk-hint'>{`${'★'.repeat(b.comment.rating)} ${b.comment.content}`}</Text>}
              <MerchantActions b={b} />
            </View>
          </>
        )}
      </Screen>
    </View>
  )
}
