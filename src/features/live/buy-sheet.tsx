import { Text, View } from '@tarojs/components'
import { useMemo, useRef, useState } from 'react'
import type { Address } from '~types/addr'
import type { ProductDetail } from '~types/catalog'
import type { CheckoutBody, SubmitResult } from '~types/order'
import { areaKey, invalidate, keyOf, previewKey, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api, newIdempotencyKey, RequestError } from '@/core/request'
import { Button, PayPasswordInput, Screen, SkuPanel, toast, useSkuPicker } from '@/core/ui'
import { invalidateLive, PLATFORM } from './api'
import './texts'
import './live.scss'
import './live-web'

type Step = 'pick' | 'confirm' | 'pay' | 'done'

/**
 * Buying a pinned product without leaving the room: the SKU and quantity (the catalogue's prices and stock), the
 * checkout's preview (address, delivery, the amount to pay: the server's), the order placed through the checkout
 * (one Idempotency-Key per body), then paid from the balance with the pay password in the sheet. Other channels
 * go to the cashier; adding an address or a pay password opens those pages and comes back.
 */
export function BuySheet({ productId, onClose }: { productId: number; onClose(): void }) {
  const { t } = useT('live')
  const q = useQuery(keyOf('catalog.productDetail', productId), () => api.catalog.productDetail({ params: { id: productId } }), { staleMs: 0 })
  return (
    <View className='lv-mask' data-testid='lv-buy'>
      <View className='lv-mask__top' onClick={onClose} />
      <View className='lv-sheet'>
        <View className='lv-sheet__head'>
          <Text className='lv-sheet__title' numberOfLines={1}>
            {q.data?.title ?? t('buy')}
          </Text>
          <Text className='lv-sheet__close' data-testid='lv-buy-close' onClick={onClose}>
            ×
          </Text>
        </View>
        <Screen query={q}>{q.data && <Buy d={q.data} onClose={onClose} />}</Screen>
      </View>
    </View>
  )
}

function Buy({ d, onClose }: { d: ProductDetail; onClose(): void }) {
  const { t } = useT('live')
  const picker = useSkuPicker(d)
  const [step, setStep] = useState<Step>('pick')
  const [addressId, setAddressId] = useState<number | undefined>(undefined)
  const [order, setOrder] = useState<SubmitResult | null>(null)
  const [pwd, setPwd] = useState('')
  const body: CheckoutBody | null = picker.sku ? { skuId: picker.sku.id, count: picker.count, addressId } : null
  const bodyText = JSON.stringify(body)
  const preview = useQuery(previewKey('order.preview', bodyText), () => api.order.preview({ body: body! }, { json: true, silent: true }), {
    staleMs: 0,
    enabled: step === 'confirm' && !!body,
  })
  // the last answer stays shown while a changed body is asked
  const last = useRef(preview.data)
  if (preview.data) last.current = preview.data
  const p = step === 'confirm' ? (preview.data ?? last.current) : undefined
  // one key per body: a double tap or a retry places one order
  const key = useMemo(() => newIdempotencyKey(), [bodyText])
  const payNo = order?.payNo ?? ''
  const ch = useQuery(keyOf('payment.channels', payNo), () => api.payment.channels({ query: { platform: PLATFORM, payNo } }), {
    staleMs: 0,
    enabled: step === 'pay' && !!payNo,
  })
  const balanceChannel = ch.data?.channels.some((x) => x.kind === 'balance') ?? false

  const toConfirm = () => {
    if (!d.buyable) return toast(t(`notBuyable.${d.notBuyableReason ?? 'offShelf'}`))
    if (picker.missing) return toast(t('chooseFirst', { name: picker.missing.name }))
    if (picker.problem || !picker.sku) return
    setStep('confirm')
  }
  const addAddress = async () => {
    const a = await nav.pick<Address>(
      p?.address ? 'user/receivingAddress/index' : 'user/receivingAddress/binding',
      p?.address ? { selected: p.address.id } : {},
    )
    if (a) setAddressId(a.id)
    else void preview.reload()
  }
  const place = useSubmit(async () => {
    if (!body || !p) return
    if (!p.address && p.shops.some((s) => s.mode === 'delivery')) return toast(t('addressFirst'))
    try {
      const r = await api.order.submit({ body }, { json: true, idempotencyKey: key })
      setOrder(r)
      setPwd('')
      setStep('pay')
      void invalidate(areaKey('order'), keyOf('catalog.productDetail', d.id))
    } catch {
      // the request client showed the server's message; the preview says what changed
      void preview.reload()
    }
  })
  const pay = useSubmit(async (password: string) => {
    // each password typed is its own attempt (a wrong one changes nothing); useSubmit drops a second while one runs
    try {
      const r = await api.payment.balance({ body: { payNo, payPassword: password } }, { idempotencyKey: newIdempotencyKey(), silent: true })
      if (r.status !== 'paid') return void nav.redirect('order/success', { payNo, awaiting: 1 })
      setStep('done')
      void invalidate(areaKey('order'), areaKey('payment'), areaKey('ledger'))
      void invalidateLive()
    } catch (e) {
      setPwd('')
      if (e instanceof RequestError) toast(e.message)
    }
  })

  if (step === 'done' && order)
    return (
      <View className='lv-done' data-testid='lv-paid'>
        <Text className='lv-done__title'>{t('paid')}</Text>
        <Text className='lv-done__amount'>{price(order.amount, order.currency)}</Text>
        <View className='lv-sheet__buttons'>
          <Button size='small' data-testid='lv-view-order' onClick={() => void nav.to('order/form/info', { id: order.orderIds[0] })}>
            {t('viewOrder')}
          </Button>
          <Button type='primary' size='small' data-testid='lv-keep-watching' onClick={onClose}>
            {t('keepWatching')}
          </Button>
        </View>
      </View>
    )

  if (step === 'pay' && order)
    return (
      <View className='lv-pay' data-testid='lv-pay'>
        <Text className='lv-pay__amount' data-testid='lv-pay-amount'>
          {price(order.amount, order.currency)}
        </Text>
        <Screen query={ch}>
          {ch.data &&
            (balanceChannel && ch.data.hasPayPassword && ch.data.balance >= order.amount ? (
              <View className='lv-pay__body'>
                <Text className='lv-pay__hint'>{t('payWithBalance', { balance: price(ch.data.balance, ch.data.currency) })}</Text>
                <PayPasswordInput
                  value={pwd}
                  onInput={(v) => {
                    setPwd(v)
                    if (v.length === 6) void pay.run(v)
                  }}
                />
              </View>
            ) : (
              <View className='lv-pay__body'>
                <Text className='lv-pay__hint' data-testid='lv-pay-why'>
                  {!balanceChannel
                    ? t('noBalanceChannel')
                    : !ch.data.hasPayPassword
                      ? t('setPayPwdFirst')
                      : t('balanceShort', { balance: price(ch.data.balance, ch.data.currency) })}
                </Text>
                {balanceChannel && !ch.data.hasPayPassword && (
                  <Button size='small' onClick={() => void nav.to('public/setting/pay-pwd')}>
                    {t('setPayPwd')}
                  </Button>
                )}
              </View>
            ))}
        </Screen>
        <Text className='lv-pay__other' data-testid='lv-pay-other' onClick={() => void nav.to('systemPay/order/details/index', { payNo })}>
          {t('otherWays')}
        </Text>
      </View>
    )

  if (step === 'confirm')
    return (
      <View className='lv-confirm' data-testid='lv-confirm'>
        <Screen loading={!p && preview.loading} error={p ? null : preview.error} onRetry={() => void preview.reload()}>
          {p && (
            <View>
              {p.shops.some((s) => s.mode === 'delivery') && (
                <View className='lv-row' data-testid='lv-address' onClick={() => void addAddress()}>
                  <Text className='lv-row__label'>{t('address')}</Text>
                  <Text className='lv-row__value' numberOfLines={2}>
                    {p.address ? `${p.address.name} ${p.address.region} ${p.address.detail}` : t('addAddress')}
                  </Text>
                </View>
              )}
              {p.shops
                .flatMap((s) => s.lines)
                .map((l) => (
                  <View key={l.skuId} className='lv-row'>
                    <Text className='lv-row__label' numberOfLines={1}>
                      {`${l.specText || l.title} × ${l.count}`}
                    </Text>
                    <Text className='lv-row__value'>{price(l.amount, p.currency)}</Text>
                  </View>
                ))}
              <View className='lv-row'>
                <Text className='lv-row__label'>{t('shipping')}</Text>
                <Text className='lv-row__value'>{price(p.shippingFee, p.currency)}</Text>
              </View>
              {p.discount > 0 && (
                <View className='lv-row'>
                  <Text className='lv-row__label'>{t('discount')}</Text>
                  <Text className='lv-row__value'>{`-${price(p.discount, p.currency)}`}</Text>
                </View>
              )}
              {p.shops
                .flatMap((s) => s.problems)
                .map((x) => (
                  <Text key={x} className='lv-problem' data-testid='lv-problem'>
                    {t(`problem.${x}`)}
                  </Text>
                ))}
              <View className='lv-sheet__buttons'>
                <Button size='small' onClick={() => setStep('pick')}>
                  {t('back')}
                </Button>
                <Button type='primary' size='small' data-testid='lv-place' disabled={!p.ok || place.busy} loading={place.busy} onClick={() => void place.run()}>
                  {t('payAmount', { amount: price(p.payAmount, p.currency) })}
                </Button>
              </View>
            </View>
          )}
        </Screen>
      </View>
    )

  return (
    <View className='lv-pick'>
      <SkuPanel detail={d} picker={picker} />
      <View className='lv-sheet__buttons'>
        <Button type='primary' block data-testid='lv-buy-next' disabled={!d.buyable} onClick={toConfirm}>
          {d.buyable ? t('buyNow') : t(`notBuyable.${d.notBuyableReason ?? 'offShelf'}`)}
        </Button>
      </View>
    </View>
  )
}
