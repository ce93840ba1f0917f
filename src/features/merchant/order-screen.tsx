import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { OrderDetail } from '~types/order'
import { invalidate, keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { Button, Screen, toast } from '@/core/ui'
import { api } from '@/core/request'
import { amount, when } from './format'
import './texts'
import './merchant.scss'
import './merchant-web'

const TRACKING = /^[0-9A-Za-z-]{6,32}$/
const PICKUP_CODE = /^[0-9]{6}$/

/**
 * One order of the merchant's shops (`merchant/order?id=`): items, address or pickup point, amounts,
 * history; and what the merchant can do now: ship (carrier + tracking number), mark a pickup order
 * ready, verify the shopper's pickup code. Another shop's order is the server's 404.
 */
/** A history line's note: the pay channel's name for a payment (the server records its code), else as written (carrier and tracking number, a reason). */
function historyNote(h: OrderDetail['history'][number], t: (k: string, o?: Record<string, unknown>) => string) {
  if (!h.note) return ''
  if (h.event === 'pay') return ` (${t('paidBy', { channel: t(`channel.${h.note}`, { defaultValue: h.note }) })})`
  return ` (${h.note})`
}

export function MerchantOrderScreen() {
  const { t } = useT('merchant')
  const params = usePageParams('merchant/order')
  const id = Number(params.id)
  const q = useQuery(keyOf('order.merchantDetail', id), () => api.order.merchantDetail({ params: { id } }))
  const o = q.data
  const needsCarriers = o?.state === 'to_ship' && o.mode === 'delivery'
  // the choices while shipping; the shipped carrier's name afterwards
  const carriers = useQuery(keyOf('order.carriers'), () => api.order.carriers(), { enabled: needsCarriers || !!o?.carrier, staleMs: 3_600_000 })
  usePullRefresh(q.reload)
  const [carrier, setCarrier] = useState('')
  const [trackingNo, setTrackingNo] = useState('')
  const [code, setCode] = useState('')

  const done = async (text: string) => {
    toast(text, 'success')
    // the workbench's numbers, lists and this order
    await invalidate(keyOf('order.merchantToday'), keyOf('order.merchantList'), keyOf('order.merchantDetail'))
  }
  const ship = useSubmit(async () => {
    if (!carrier) return toast(t('carrierRequired'))
    if (!TRACKING.test(trackingNo.trim())) return toast(t('trackingRule'))
    await api.order.ship({ params: { id }, body: { carrier, trackingNo: trackingNo.trim() } })
    await done(t('shipped'))
  })
  const ready = useSubmit(async () => {
    await api.order.ready({ params: { id } })
    await done(t('readyDone'))
  })
  const verify = useSubmit(async () => {
    if (!PICKUP_CODE.test(code.trim())) return toast(t('codeRule'))
    await api.order.verifyPickup({ params: { id }, body: { code: code.trim() } })
    setCode('')
    await done(t('verified'))
  })

  return (
    <View className='mch' data-testid='merchant-order'>
      <Screen query={q}>
        {o && (
          <>
            <View className='mch-state'>
              <Text className='mch-state__text' data-testid='order-state'>
                {t(`state.${o.state}`)}
              </Text>
              <Text className='mch-state__sub'>
                {o.orderNo} · {t(`mode.${o.mode}`)}
              </Text>
            </View>
            <View className='mch-box'>
              {o.address && (
                <>
                  <Text className='mch-box__title'>
                    {o.address.name} {o.address.phone}
                  </Text>
                  <Text className='mch-box__text'>
                    {o.address.region} {o.address.detail}
                  </Text>
                </>
              )}
              {o.pickupPoint && (
                <>
                  <Text className='mch-box__title'>{o.pickupPoint.name}</Text>
                  <Text className='mch-box__text'>{o.pickupPoint.address}</Text>
                </>
              )}
              {o.carrier && (
                <Text className='mch-box__text' data-testid='order-tracking'>
                  {t('tracking')}: {carriers.data?.find((c) => c.value === o.carrier)?.label ?? o.carrier} {o.trackingNo}
                </Text>
              )}
            </View>
            <View className='mch-box'>
              {o.lines.map((l) => (
                <View key={l.skuId} className='mch-line'>
                  <Text className='mch-line__title'>{l.title}</Text>
                  <Text className='mch-line__meta'>
                    {l.specText} ×{l.count}
                  </Text>
                  <Text className='mch-line__amount'>{amount(l.amount, o.currency)}</Text>
                </View>
              ))}
              <View className='mch-sum'>
                <Text className='mch-sum__label'>{t('goods')}</Text>
                <Text className='mch-sum__value'>{amount(o.goodsAmount, o.currency)}</Text>
              </View>
              <View className='mch-sum'>
                <Text className='mch-sum__label'>{t('shipping')}</Text>
                <Text className='mch-sum__value'>{amount(o.shippingFee, o.currency)}</Text>
              </View>
              <View className='mch-sum'>
                <Text className='mch-sum__label'>{t('discount')}</Text>
                <Text className='mch-sum__value'>-{amount(o.discount, o.currency)}</Text>
              </View>
              <View className='mch-sum'>
                <Text className='mch-sum__label'>{t('paid')}</Text>
                <Text className='mch-sum__total' data-testid='order-pay-amount'>
                  {amount(o.payAmount, o.currency)}
                </Text>
              </View>
              {!!o.remark && (
                <Text className='mch-box__text'>
                  {t('remark')}: {o.remark}
                </Text>
              )}
            </View>

            {o.state === 'to_ship' && o.mode === 'delivery' && (
              <View className='mch-box' data-testid='ship-form'>
                <Text className='mch-box__title'>{t('ship')}</Text>
                <View className='mch-chips'>
                  {(carriers.data ?? []).map((c) => (
                    <Text
                      key={c.value}
                      className={c.value === carrier ? 'mch-chip mch-chip--on' : 'mch-chip'}
                      data-testid={`carrier-${c.value}`}
                      onClick={() => setCarrier(c.value)}
                    >
                      {c.label}
                    </Text>
                  ))}
                </View>
                <Input
                  className='mch-input'
                  data-testid='tracking-input'
                  value={trackingNo}
                  maxlength={32}
                  placeholder={t('trackingPlaceholder')}
                  onInput={(e) => setTrackingNo(e.detail.value)}
                />
                <Button type='primary' block loading={ship.busy} onClick={() => void ship.run()}>
                  {t('ship')}
                </Button>
              </View>
            )}
            {o.state === 'to_ship' && o.mode === 'pickup' && (
              <View className='mch-box'>
                <Button type='primary' block loading={ready.busy} onClick={() => void ready.run()}>
                  {t('ready')}
                </Button>
              </View>
            )}
            {o.state === 'to_receive' && o.mode === 'pickup' && (
              <View className='mch-box' data-testid='verify-form'>
                <Text className='mch-box__title'>{t('verify')}</Text>
                <Input
                  className='mch-input'
                  data-testid='code-input'
                  type='number'
                  value={code}
                  maxlength={6}
                  placeholder={t('codePlaceholder')}
                  onInput={(e) => setCode(e.detail.value)}
                />
                <Button type='primary' block loading={verify.busy} onClick={() => void verify.run()}>
                  {t('verify')}
                </Button>
              </View>
            )}
            {o.state === 'waiting_merchant_confirmation' && (
              <View className='mch-box'>
                <Button type='primary' block onClick={() => void nav.to('merchant/cash')}>
                  {t('toConfirm')}
                </Button>
              </View>
            )}

            <View className='mch-box'>
              <Text className='mch-box__text'>
                {t('created')}: {when(o.createTime)}
              </Text>
              {o.payTime && (
                <Text className='mch-box__text'>
                  {t('payTime')}: {when(o.payTime)}
                </Text>
              )}
              {o.shipTime && (
                <Text className='mch-box__text'>
                  {t('shipTime')}: {when(o.shipTime)}
                </Text>
              )}
              {o.history.map((h, i) => (
                <Text key={i} className='mch-history' data-testid='mch-history'>
                  {when(h.time)} {t(`state.${h.to}`, { defaultValue: h.to })} · {t(`actor.${h.actor}`, { defaultValue: '' })}
                  {historyNote(h, t)}
                </Text>
              ))}
            </View>
          </>
        )}
      </Screen>
    </View>
  )
}
