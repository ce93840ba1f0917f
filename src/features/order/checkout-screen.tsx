import Taro from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useMemo, useRef, useState } from 'react'
import type { Address } from '~types/addr'
import { OFFER_KINDS, type OfferKindName } from '~types/offer-codes'
import type { CheckoutBody, CheckoutShop, CouponOption, PickupPoint, ShopChoice } from '~types/order'
import { areaKey, invalidate, previewKey, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api, newIdempotencyKey } from '@/core/request'
import { Button, chooseAction, Screen } from '@/core/ui'
import { invalidateOrders, invalidateProducts } from './api'
import { LineRow, price, Row } from './parts'
import './texts'
import './order.scss'
import './order-web'

/**
 * What is ordered, from the page's query: the cart's `ids=3,5` or "buy now" `skuId=&count=`, with `offer=flash:12` when
 * bought under an offer (ADR 0157: a flash sale, a group buy, a newcomer offer; the server prices it).
 */
export function sourceOf(params: Record<string, string | undefined>): Pick<CheckoutBody, 'basketIds' | 'skuId' | 'count' | 'offer'> {
  if (params.ids)
    return {
      basketIds: params.ids
        .split(',')
        .map(Number)
        .filter((n) => n > 0),
    }
  const [kind, id] = (params.offer ?? '').split(':')
  const offer = (OFFER_KINDS as readonly string[]).includes(kind) && Number(id) > 0 ? { kind: kind as OfferKindName, id: Number(id) } : undefined
  return { skuId: Number(params.skuId), count: Number(params.count) || 1, ...(offer ? { offer } : {}) }
}

/**
 * Checkout (`systemPay/goods/previewOrder`): address, per shop delivery or self pickup, coupons and remark;
 * every amount is the server's preview; submit (one Idempotency-Key per body) opens the cashier.
 */
export function CheckoutScreen() {
  const { t } = useT('order')
  const params = usePageParams('systemPay/goods/previewOrder')
  const source = useMemo(() => sourceOf(params), [params])
  const [addressId, setAddressId] = useState<number | undefined>(undefined)
  const [choices, setChoices] = useState<Record<number, ShopChoice>>({})
  const [platformCouponId, setPlatformCouponId] = useState<number | undefined>(undefined)
  const body: CheckoutBody = { ...source, addressId, choices: Object.values(choices), platformCouponId }
  const bodyText = JSON.stringify(body)
  // a `previewKey`, not under the order's or the cart's prefix: placing the order invalidates those, and this preview's baskets are
  // gone then (asked again, the server would refuse them while the page leaves for the cashier)
  const q = useQuery(previewKey('order.preview', bodyText), () => api.order.preview({ body }, { json: true, silent: true }), { staleMs: 0 })
  // one key per body: a double tap or a retry of the same order sends the same key; a changed order a new one
  const key = useMemo(() => newIdempotencyKey(), [bodyText])
  // a changed choice is a new key: keep showing the last answer until the new one comes
  const last = useRef(q.data)
  if (q.data) last.current = q.data
  const p = q.data ?? last.current

  const choose1 = (shopId: number, patch: Partial<ShopChoice>) => setChoices((c) => ({ ...c, [shopId]: { ...c[shopId], shopId, ...patch } }))

  const pickAddress = async () => {
    const a = await nav.pick<Address>('user/receivingAddress/index', { selected: p?.address?.id })
    if (a) setAddressId(a.id)
    else await q.reload()
  }
  // the address added here is the one this checkout uses
  const addAddress = async () => {
    const a = await nav.pick<Address>('user/receivingAddress/binding')
    if (a) setAddressId(a.id)
    else await q.reload()
  }
  const pickPoint = async (s: CheckoutShop) => {
    const point = await nav.pick<PickupPoint>('classify/self-point', { shopId: s.shopId, selected: s.pickupPointId ?? undefined })
    if (point) choose1(s.shopId, { mode: 'pickup', pickupPointId: point.id })
  }
  const pickCoupon = async (s: CheckoutShop) => {
    const usable = s.coupons.filter((c) => c.usable)
    const i = await chooseAction([t('noCoupon'), ...usable.map((c) => `${c.title} -${price(c.discount, p!.currency)}`)])
    if (i !== undefined) choose1(s.shopId, { couponId: i === 0 ? 0 : usable[i - 1].id })
  }
  // the coupon the server applied (its best one unless the shopper picked another or none): title and what it takes off
  const chosenText = (list: CouponOption[], id: number | null) => {
    const c = id ? list.find((x) => x.id === id) : undefined
    return c ? `${c.title} -${price(c.discount, p!.currency)}` : undefined
  }
  const pickPlatformCoupon = async () => {
    const usable = p!.platformCoupons.filter((c) => c.usable)
    const i = await chooseAction([t('noCoupon'), ...usable.map((c) => `${c.title} -${price(c.discount, p!.currency)}`)])
    if (i !== undefined) setPlatformCouponId(i === 0 ? 0 : usable[i - 1].id)
  }

  const { busy, run: submit } = useSubmit(async () => {
    if (!p) return
    if (!p.address && p.shops.some((s) => s.mode === 'delivery')) return void Taro.showToast({ title: t('addressFirst'), icon: 'none' })
    try {
      const r = await api.order.submit({ body }, { json: true, idempotencyKey: key })
      void invalidate(areaKey('cart'))
      void invalidateOrders()
      void invalidateProducts(p.shops.flatMap((s) => s.lines))
      await nav.redirect('systemPay/order/details/index', { payNo: r.payNo })
    } catch {
      // the request client showed the server's message; the preview tells what changed
      void q.reload()
    }
  })

  const needsAddress = !!p && p.shops.some((s) => s.mode === 'delivery')
  return (
    <View className='co' data-testid='checkout'>
      <Screen loading={!p && q.loading} error={p ? null : q.error} onRetry={() => void q.reload()} className='co__body'>
        {p && (
          <View>
            {needsAddress &&
              (p.address ? (
                <View className='co-addr' data-testid='co-address' onClick={() => void pickAddress()}>
                  <View className='co-addr__head'>
                    <Text className='co-addr__name'>{p.address.name}</Text>
                    <Text className='co-addr__phone'>{p.address.phone}</Text>
                  </View>
                  <Text className='co-addr__text'>{`${p.address.region} ${p.address.detail}`}</Text>
                  <View className='co-addr__change'>
                    <Text className='co-addr__change-text'>{t('changeAddress')}</Text>
                    <Text className='co-addr__chevron'>›</Text>
                  </View>
                </View>
              ) : (
                <View className='co-addr co-addr--none' data-testid='co-no-address' onClick={() => void addAddress()}>
                  <Text className='co-addr__add'>{t('addressFirst')}</Text>
                  <Text className='co-addr__plus'>{t('addAddress')}</Text>
                </View>
              ))}
            {p.shops.map((s) => (
              <View key={s.shopId} className='co-shop' data-testid={`co-shop-${s.shopId}`}>
                <Text className='co-shop__name'>{s.shopName}</Text>
                {s.lines.map((l) => (
                  <LineRow key={l.skuId} line={l} currency={p.currency} />
                ))}
                {s.modes.length > 1 && (
                  <View className='co-modes'>
                    {s.modes.map((m) => (
                      <Text
                        key={m}
                        className={m === s.mode ? 'co-mode co-mode--on' : 'co-mode'}
                        data-testid={`co-mode-${s.shopId}-${m}`}
                        onClick={() => (m === 'pickup' && !s.pickupPointId ? void pickPoint(s) : choose1(s.shopId, { mode: m }))}
                      >
                        {t(`mode.${m}`)}
                      </Text>
                    ))}
                  </View>
                )}
                {s.mode === 'pickup' && (
                  <View className='co-point' data-testid={`co-point-${s.shopId}`} onClick={() => void pickPoint(s)}>
                    <Text className='co-point__label'>{t('pickupPoint')}</Text>
                    <Text className='co-point__value'>{s.pickupPoints.find((x) => x.id === s.pickupPointId)?.name ?? t('choosePoint')}</Text>
                  </View>
                )}
                <Row label={t('goodsAmount')} value={price(s.goodsAmount, p.currency)} />
                {s.mode === 'delivery' && <Row label={t('shippingFee')} value={price(s.shippingFee, p.currency)} testId={`co-fee-${s.shopId}`} />}
                {s.coupons.length > 0 && (
                  <View className='od-row' data-testid={`co-coupon-${s.shopId}`} onClick={() => void pickCoupon(s)}>
                    <Text className='od-row__label'>{t('storeCoupon')}</Text>
                    <Text className='od-row__value'>
                      {chosenText(s.coupons, s.couponId) ?? t('couponsUsable', { count: s.coupons.filter((c) => c.usable).length })}
                    </Text>
                  </View>
                )}
                <View className='co-remark'>
                  <Text className='co-remark__label'>{t('remark')}</Text>
                  <Input
                    className='co-remark__input'
                    value={choices[s.shopId]?.remark ?? s.remark}
                    maxlength={100}
                    placeholder={t('remarkHint')}
                    onBlur={(e) => choose1(s.shopId, { remark: e.detail.value })}
                  />
                </View>
                {s.problems.map((pr) => (
                  <Text key={pr} className='co-problem' data-testid={`co-problem-${s.shopId}-${pr}`}>
                    {pr === 'deliveryMinimum' ? t('problem.deliveryMinimum', { amount: price(s.minDeliveryAmount, p.currency) }) : t(`problem.${pr}`)}
                  </Text>
                ))}
                <Row label={t('shopTotal')} value={price(s.payAmount, p.currency)} strong />
              </View>
            ))}
            {p.platformCoupons.length > 0 && (
              <View className='co-shop od-row' data-testid='co-platform-coupon' onClick={() => void pickPlatformCoupon()}>
                <Text className='od-row__label'>{t('platformCoupon')}</Text>
                <Text className='od-row__value'>
                  {chosenText(p.platformCoupons, p.platformCouponId) ?? t('couponsUsable', { count: p.platformCoupons.filter((c) => c.usable).length })}
                </Text>
              </View>
            )}
            <View className='co-shop'>
              <Row label={t('goodsAmount')} value={price(p.goodsAmount, p.currency)} testId='co-goods' />
              <Row label={t('shippingFee')} value={price(p.shippingFee, p.currency)} testId='co-shipping' />
              <Row label={t('discount')} value={`-${price(p.discount, p.currency)}`} testId='co-discount' />
            </View>
          </View>
        )}
      </Screen>
      {p && (
        <View className='co-bar'>
          <Text className='co-bar__label'>{t('toPay')}</Text>
          <Text className='co-bar__total' data-testid='co-total'>
            {price(p.payAmount, p.currency)}
          </Text>
          <Button type='primary' size='small' data-testid='co-submit' disabled={busy || !p.ok} loading={busy} onClick={() => void submit()}>
            {t('submit')}
          </Button>
        </View>
      )}
    </View>
  )
}
