import { Image, Text, View } from '@tarojs/components'
import { keyOf, useQuery, usePullRefresh } from '@/core/data'
import { useSubmit } from '@/core/form'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, confirm, Screen, toast } from '@/core/ui'
import { qrDataUrl, when } from './api'
import './texts'
import './booking.scss'
import './booking-web'

/**
 * A booking (`order/reservation/details?id=B...`): the state as the server says, the code as text and QR while it
 * waits for the store, pay (unpaid), cancel while the server allows it, the refund's state, the comment.
 */
export function BookingDetailScreen() {
  const { t } = useT('booking')
  const id = usePageParams('order/reservation/details').id ?? ''
  const q = useQuery(keyOf('booking.detail', id), () => api.booking.detail({ params: { id } }))
  usePullRefresh(q.reload)
  const cancel = useSubmit(
    async () => {
      if (!(await confirm(t('cancelConfirm')))) return
      await api.booking.cancel({ params: { id }, body: {} })
      toast(t('cancelled'))
    },
    { invalidate: [keyOf('booking.detail', id), keyOf('booking.list'), keyOf('booking.slots'), keyOf('timecard.list')] },
  )
  const b = q.data
  return (
    <View className='bk' data-testid='bk-detail'>
      <Screen query={q} skeleton='detail'>
        {b && (
          <>
            <View className='bk-state'>
              <Text className='bk-state__text' data-testid='bk-detail-state'>
                {t(`state.${b.state}`)}
              </Text>
              {b.state === 'unpaid' && b.expiresAt && <Text className='bk-state__sub'>{t('payUntil', { time: when(b.expiresAt) })}</Text>}
              {b.refund && (
                <Text className='bk-state__sub' data-testid='bk-refund'>
                  {t(`refund.${b.refund}`)}
                </Text>
              )}
              {b.canCancel && b.cancelUntil && <Text className='bk-state__sub'>{t('cancelUntil', { time: when(b.cancelUntil) })}</Text>}
            </View>
            {b.code && (
              <View className='bk-box'>
                <View className='bk-code'>
                  <Text className='bk-box__sub'>{t('codeHint')}</Text>
                  <Image className='bk-code__qr' src={qrDataUrl(b.code)} />
                  <Text className='bk-code__text' data-testid='bk-code'>
                    {b.code}
                  </Text>
                </View>
              </View>
            )}
            <View className='bk-box' onClick={() => void nav.to('order/reservation/info', { id })}>
              <View className='bk-row'>
                <Text className='bk-row__label'>{t('store')}</Text>
                <Text className='bk-row__value'>{b.shopName}</Text>
              </View>
              <View className='bk-row'>
                <Text className='bk-row__label'>{t('service')}</Text>
                <Text className='bk-row__value'>{b.serviceName}</Text>
              </View>
              <View className='bk-row'>
                <Text className='bk-row__label'>{t('when')}</Text>
                <Text className='bk-row__value'>{b.when}</Text>
              </View>
              {b.address && (
                <View className='bk-row' data-testid='bk-detail-address'>
                  <Text className='bk-row__label'>{t('homeAddress')}</Text>
                  <Text className='bk-row__value'>{`${b.address.name} ${b.address.phone} · ${b.address.region} ${b.address.detail}`}</Text>
                </View>
              )}
              <View className='bk-row'>
                <Text className='bk-row__label'>{t('paidBy')}</Text>
                <Text className='bk-row__value'>{b.card ? t('byCard', { name: b.card.name }) : price(b.amount, b.currency)}</Text>
              </View>
              <Text className='bk-link'>{t('details')}</Text>
            </View>
            {b.comment && (
              <View className='bk-box'>
                <Text className='bk-box__title'>{`${t('content')} ${'★'.repeat(b.comment.rating)}`}</Text>
                <Text className='bk-hint'>{b.comment.content}</Text>
              </View>
            )}
            <View className='bk-bar'>
              {b.canCancel && (
                <Button size='small' loading={cancel.busy} data-testid='bk-cancel' onClick={() => void cancel.run()}>
                  {t('cancel')}
                </Button>
              )}
              {b.canComment && (
                <Button size='small' data-testid='bk-comment' onClick={() => void nav.to('order/reservation/comment', { id })}>
                  {t('writeReview')}
                </Button>
              )}
              {b.canPay && (
                <Button type='primary' size='small' data-testid='bk-pay' onClick={() => void nav.to('systemPay/order/details/index', { payNo: id })}>
                  {t('pay')}
                </Button>
              )}
            </View>
          </>
        )}
      </Screen>
    </View>
  )
}
