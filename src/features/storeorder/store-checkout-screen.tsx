import { Input, Text, View } from '@tarojs/components'
import { useMemo, useRef, useState } from 'react'
import type { CheckoutBody, CouponOption, PickupPoint, ShopChoice } from '~types/order'
import { ORDER_REMARK_MAX } from '~types/order-codes'
import { areaKey, invalidate, keyOf, previewKey, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api, newIdempotencyKey } from '@/core/request'
import { Button, chooseAction, RemoteImage, Screen } from '@/core/ui'
import { linesOf, useSelectionStore } from './selection-store'
import './texts'
import './storeorder.scss'
import './storeorder-web'

const distanceText = (m: number) => (m < 1000 ? `${m} m` : `${(m / 1000).toFixed(1)} km`)

/**
 * The store's pickup checkout (`systemPay/nearby/store/previewOrder?shopId=&items=`): the checkout already built,
 * asked as a store order (`lines` + `storeId`, ADR 0142): picked up at one of the store's points (no address, no
 * delivery), its coupons, a remark, every amount the server's preview; submit (one Idempotency-Key per body) places
 * the order, empties this store's selection and opens the cashier (cash at the counter is offered there: one shop,
 * picked up, ADR 0126).
 */
export function StoreCheckoutScreen() {
  const { t } = useT('storeorder')
  const params = usePageParams('systemPay/nearby/store/previewOrder')
  const shopId = Number(params.shopId)
  const lines = useMemo(() => linesOf(params.items), [params.items])
  const [choice, setChoice] = useState<ShopChoice>({ shopId })
  const [platformCouponId, setPlatformCouponId] = useState<number | undefined>(undefined)
  // the remark as typed; sent with the next preview when the field is left
  const [remark, setRemark] = useState('')
  const clear = useSelectionStore((x) => x.clear)
  const body: CheckoutBody = { lines, storeId: shopId, choices: [choice], platformCouponId }
  const bodyText = JSON.stringify(body)
  const valid = shopId > 0 && lines.length > 0
  // a previewKey, not under the order's prefix: placing the order invalidates that, and this page leaves for the cashier then
  const q = useQuery(previewKey('order.preview', 'storeCheckout', bodyText), () => api.order.preview({ body }, { json: true, silent: true }), {
    staleMs: 0,
    enabled: valid,
  })
  // one key per body: a double tap or a retry places one order; a changed order gets a new one
  const key = useMemo(() => newIdempotencyKey(), [bodyText])
  const last = useRef(q.data)
  if (q.data) last.current = q.data
  const p = q.data ?? last.current
  const s = p?.shops[0]
  const choose = (patch: Partial<ShopChoice>) => setChoice((c) => ({ ...c, ...patch, shopId }))

  const pickPoint = async () => {
    const point = await nav.pick<PickupPoint>('classify/self-point', { shopId, selected: s?.pickupPointId ?? undefined })
    if (point) choose({ pickupPointId: point.id })
  }
  const couponText = (list: CouponOption[], id: number | null) => {
    const c = id ? list.find((x) => x.id === id) : undefined
    return c && p ? `${c.title} -${price(c.discount, p.currency)}` : undefined
  }
  const pickCoupon = async (list: CouponOption[], set: (id: number) => void) => {
    if (!p) return
    const usable = list.filter((c) => c.usable)
    const i = await chooseAction([t('noCoupon'), ...usable.map((c) => `${c.title} -${price(c.discount, p.currency)}`)])
    if (i !== undefined) set(i === 0 ? 0 : usable[i - 1].id)
  }

  const { busy, run: submit } = useSubmit(async () => {
    if (!p || !p.ok) return
    try {
      const r = await api.order.submit({ body }, { json: true, idempotencyKey: key })
      clear(shopId)
      void invalidate(areaKey('order'), keyOf('catalog.productSearch'))
      await nav.redirect('systemPay/order/details/index', { payNo: r.payNo })
    } catch {
      // the request client showed the server's message; the preview tells what changed
      void q.reload()
    }
  })

  if (!valid) return <Screen error={t('nothingToOrder')} onRetry={() => void nav.back()} />
  const point = s?.pickupPoints.find((x) => x.id === s.pickupPointId)
  return (
    <View className='sc' data-testid='store-checkout'>
      <Screen loading={!p && q.loading} error={p ? null : q.error} onRetry={() => void q.reload()} className='sc__body'>
        {p && s && (
          <View>
            <View className='sc-card'>
              <Text className='sc-card__title' data-testid='sc-store'>
                {s.shopName}
              </Text>
              <Text className='sc-card__hint'>{t('pickupHint')}</Text>
              <View className='sc-point' data-testid='sc-point' onClick={() => void pickPoint()}>
                <View className='sc-point__body'>
                  <Text className='sc-point__label'>{t('pickupPoint')}</Text>
                  <Text className='sc-point__name' data-testid='sc-point-name'>
                    {point?.name ?? t('choosePoint')}
                  </Text>
                  {point && <Text className='sc-point__meta'>{point.address}</Text>}
                  {point && (
                    <Text className='sc-point__meta'>
                      {point.distance !== null
                        ? `${t('pointHours', { hours: point.hours })} · ${distanceText(point.distance)}`
                        : t('pointHours', { hours: point.hours })}
                    </Text>
                  )}
                </View>
                <Text className='sc-point__chevron'>›</Text>
              </View>
            </View>
            <View className='sc-card'>
              {s.lines.map((l) => (
                <View key={l.skuId} className='sc-line' data-testid={`sc-line-${l.skuId}`}>
                  <RemoteImage className='sc-line__img' src={l.image} mode='aspectFill' size='thumb' />
                  <View className='sc-line__body'>
                    <Text className='sc-line__title'>{l.title}</Text>
                    {!!l.specText && <Text className='sc-line__spec'>{l.specText}</Text>}
                  </View>
                  <View className='sc-line__side'>
                    <Text className='sc-line__price'>{price(l.price, p.currency)}</Text>
                    <Text className='sc-line__count'>{`x${l.count}`}</Text>
                  </View>
                </View>
              ))}
              <Amount label={t('goodsAmount')} value={price(s.goodsAmount, p.currency)} testId='sc-goods' />
              {s.coupons.length > 0 && (
                <View className='sc-row' data-testid='sc-coupon' onClick={() => void pickCoupon(s.coupons, (id) => choose({ couponId: id }))}>
                  <Text className='sc-row__label'>{t('storeCoupon')}</Text>
                  <Text className='sc-row__value'>
                    {couponText(s.coupons, s.couponId) ?? t('couponsUsable', { count: s.coupons.filter((c) => c.usable).length })}
                  </Text>
                </View>
              )}
              {p.platformCoupons.length > 0 && (
                <View className='sc-row' data-testid='sc-platform-coupon' onClick={() => void pickCoupon(p.platformCoupons, setPlatformCouponId)}>
                  <Text className='sc-row__label'>{t('platformCoupon')}</Text>
                  <Text className='sc-row__value'>
                    {couponText(p.platformCoupons, p.platformCouponId) ?? t('couponsUsable', { count: p.platformCoupons.filter((c) => c.usable).length })}
                  </Text>
                </View>
              )}
              <Amount label={t('discount')} value={`-${price(p.discount, p.currency)}`} testId='sc-discount' />
              <View className='sc-remark'>
                <Text className='sc-remark__label'>{t('remark')}</Text>
                <Input
                  className='sc-remark__input'
                  value={remark}
                  maxlength={ORDER_REMARK_MAX}
                  placeholder={t('remarkHint')}
                  data-testid='sc-remark'
                  onInput={(e) => setRemark(e.detail.value)}
                  onBlur={() => remark !== (choice.remark ?? '') && choose({ remark })}
                />
              </View>
            </View>
            {s.problems.map((pr) => (
              <Text key={pr} className='sc-problem' data-testid={`sc-problem-${pr}`}>
                {t(`problem.${pr}`)}
              </Text>
            ))}
          </View>
        )}
      </Screen>
      {p && (
        <View className='sc-bar'>
          <Text className='sc-bar__label'>{t('toPay')}</Text>
          <Text className='sc-bar__total' data-testid='sc-total'>
            {price(p.payAmount, p.currency)}
          </Text>
          <Button type='primary' size='small' data-testid='sc-submit' disabled={busy || !p.ok} loading={busy} onClick={() => void submit()}>
            {t('submit')}
          </Button>
        </View>
      )}
    </View>
  )
}

function Amount({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <View className='sc-row'>
      <Text className='sc-row__label'>{label}</Text>
      <Text className='sc-row__value' data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}
