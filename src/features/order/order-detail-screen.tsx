import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import type { OrderDetail } from '~types/order'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { Button, Screen } from '@/core/ui'
import { api } from '@/core/request'
import { runAction } from './order-actions'
import { useStateLabel } from './order-state'
import { LineRefund } from './line-refund'
import { LineRow, price, Row } from './parts'
import { PickupQr } from './pickup-qr'
import { mmss, useSecondsLeft } from '@/core/format/clock'
import './texts'
import './order.scss'
import './order-web'

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '')
/** Buttons in the order they show; the server says which apply (`detail.actions`). */
const ACTIONS: Array<OrderDetail['actions'][number]> = ['delete', 'cancel', 'buyAgain', 'remind', 'refund', 'review', 'confirm', 'payOther', 'pay']

/** Order detail (`order/form/info?id=`): state, address or pickup point and code, items, amounts, times, tracking, actions. */
export function OrderDetailScreen() {
  const { t } = useT('order')
  const params = usePageParams('order/form/info')
  const id = Number(params.id)
  const q = useQuery(keyOf('order.detail', id), () => api.order.detail({ params: { id } }), { enabled: id > 0, staleMs: 0 })
  const o = q.data
  const showTrack = !!o && o.actions.includes('logistics')
  const track = useQuery(keyOf('order.logistics', id), () => api.order.logistics({ params: { id } }, { silent: true }), { enabled: showTrack, staleMs: 30_000 })
  const label = useStateLabel()
  const left = useSecondsLeft(o?.state === 'to_pay' ? o.expiresAt : null)
  usePullRefresh(q.reload, track.reload)
  // one action at a time: a double tap must not add the lines to the cart twice or ask twice
  const act = useSubmit(async (a: OrderDetail['actions'][number], of: OrderDetail) => {
    await runAction(a, of)
    await q.reload()
  })
  return (
    <View className='od' data-testid='order-detail'>
      <Screen query={q} className='co__body'>
        {o && (
          <View>
            <View className='od-state'>
              <Text className='od-state__text' data-testid='od-state'>
                {label(o)}
              </Text>
              {o.state === 'to_pay' && left > 0 && <Text className='od-state__sub'>{t('payWithin', { time: mmss(left) })}</Text>}
              {o.cancelReason && <Text className='od-state__sub'>{t('cancelReason', { reason: o.cancelReason })}</Text>}
            </View>
            {o.mode === 'pickup' && o.pickupPoint && (
              <View className='co-shop' data-testid='od-pickup'>
                <Text className='co-shop__name'>{t('pickupPoint')}</Text>
                <Text className='sp-item__name'>{o.pickupPoint.name}</Text>
                <Text className='sp-item__text'>{o.pickupPoint.address}</Text>
                <Text className='sp-item__text'>{t('hours', { hours: o.pickupPoint.hours })}</Text>
                {o.pickupCode && (
                  <View className='od-code'>
                    <PickupQr className='od-code__qr' text={o.pickupCode} />
                    <Text className='od-code__text' data-testid='od-pickup-code'>
                      {t('pickupCode', { code: o.pickupCode })}
                    </Text>
                  </View>
                )}
              </View>
            )}
            {o.mode === 'delivery' && o.address && (
              <View className='co-addr' data-testid='od-address'>
                <View className='co-addr__head'>
                  <Text className='co-addr__name'>{o.address.name}</Text>
                  <Text className='co-addr__phone'>{o.address.phone}</Text>
                </View>
                <Text className='co-addr__text'>{`${o.address.region} ${o.address.detail}`}</Text>
              </View>
            )}
            {showTrack && track.data && (
              <View className='co-shop' data-testid='od-tracking'>
                <Text className='co-shop__name'>{`${track.data.carrierName} ${track.data.trackingNo}`}</Text>
                {track.data.events.map((ev, i) => (
                  <View key={`${ev.time}-${i}`} className={i === 0 ? 'od-ev od-ev--last' : 'od-ev'}>
                    <Text className='od-ev__text'>{ev.text}</Text>
                    <Text className='od-ev__time'>{when(ev.time)}</Text>
                  </View>
                ))}
              </View>
            )}
            <View className='co-shop'>
              <Text className='co-shop__name'>{o.shopName}</Text>
              <Row
                label={t('contactShop')}
                value='›'
                testId='od-contact'
                onClick={() => void nav.to('public/msg/chat', { shopId: o.shopId, ref: `order:${o.id}` })}
              />
              {o.lines.map((l) => (
                <LineRow key={l.itemId} line={l} currency={o.currency}>
                  <LineRefund line={l} orderId={o.id} refundable={o.actions.includes('refund')} />
                </LineRow>
              ))}
              <Row label={t('goodsAmount')} value={price(o.goodsAmount, o.currency)} />
              <Row label={t('shippingFee')} value={price(o.shippingFee, o.currency)} />
              <Row label={t('discount')} value={`-${price(o.discount, o.currency)}`} />
              <Row label={o.payTime ? t('paid') : t('toPay')} value={price(o.payAmount, o.currency)} strong testId='od-amount' />
            </View>
            <View className='co-shop'>
              <Row label={t('orderNo')} value={o.orderNo} testId='od-no' />
              <Row label={t('paidTogether')} value={`${o.payNo} ›`} testId='od-pay-no' onClick={() => void nav.to('order/form/index', { payNo: o.payNo })} />
              {o.remark && <Row label={t('remark')} value={o.remark} />}
              {o.payChannel && <Row label={t('payChannel')} value={t(`channel.${o.payChannel}`)} />}
              <Row label={t('time.created')} value={when(o.createTime)} />
              {o.payTime && <Row label={t('time.paid')} value={when(o.payTime)} />}
              {o.shipTime && <Row label={t('time.shipped')} value={when(o.shipTime)} />}
              {o.receiveTime && <Row label={t('time.received')} value={when(o.receiveTime)} />}
              {o.cancelTime && <Row label={t('time.cancelled')} value={when(o.cancelTime)} />}
            </View>
          </View>
        )}
      </Screen>
      {o && o.actions.some((a) => a !== 'logistics') && (
        <View className='co-bar od-actions'>
          {ACTIONS.filter((a) => o.actions.includes(a)).map((a) => (
            <Button
              key={a}
              size='small'
              type={a === 'pay' || a === 'confirm' ? 'primary' : 'default'}
              data-testid={`od-${a}`}
              onClick={() => void act.run(a, o)}
            >
              {t(`action.${a}`)}
            </Button>
          ))}
        </View>
      )}
    </View>
  )
}
