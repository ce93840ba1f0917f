import { Text, View } from '@tarojs/components'
import { useRef, useState } from 'react'
import type { Address } from '~types/addr'
import { keyOf, previewKey, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api, newIdempotencyKey } from '@/core/request'
import { Button, Screen } from '@/core/ui'
import './texts'
import './booking.scss'
import './booking-web'

/**
 * The booking's check (`systemPay/nearby/reservation/previewOrder`): the server's quote (price, payable: 0 with a
 * card, the cancel rule); confirm books (one Idempotency-Key for the page: a double tap books once) and goes to
 * the cashier with the `B...` number, or, paid by card, to the booking. A home service (ADR 0160) shows the address it
 * comes to (the default, changed through the address book's picker); without one it cannot be booked.
 */
export function PreviewScreen() {
  const { t } = useT('booking')
  const p = usePageParams('systemPay/nearby/reservation/previewOrder')
  const [addressId, setAddressId] = useState<number | undefined>(undefined)
  const body = {
    serviceId: Number(p.serviceId),
    slotId: Number(p.slotId),
    ...(p.remark ? { remark: p.remark } : {}),
    ...(p.cardId ? { cardId: Number(p.cardId) } : {}),
    ...(addressId ? { addressId } : {}),
  }
  const q = useQuery(previewKey('booking.quote', JSON.stringify(body)), () => api.booking.quote({ body }, { json: true }))
  const pickAddress = async () => {
    const a = await nav.pick<Address>('user/receivingAddress/index', { selected: q.data?.address?.id })
    if (a) setAddressId(a.id)
    else await q.reload()
  }
  const key = useRef(newIdempotencyKey())
  const { busy, run } = useSubmit(
    async () => {
      const b = await api.booking.submit({ body }, { json: true, idempotencyKey: key.current })
      if (b.canPay) await nav.redirect('systemPay/order/details/index', { payNo: b.id })
      else await nav.redirect('order/reservation/details', { id: b.id })
    },
    { invalidate: [keyOf('booking.slots'), keyOf('booking.list'), keyOf('timecard.list')] },
  )
  const d = q.data
  return (
    <View className='bk' data-testid='bk-preview'>
      <Screen query={q} skeleton='detail'>
        {d && (
          <>
            <View className='bk-box'>
              <View className='bk-row'>
                <Text className='bk-row__label'>{t('store')}</Text>
                <Text className='bk-row__value'>{d.shopName}</Text>
              </View>
              <View className='bk-row'>
                <Text className='bk-row__label'>{t('service')}</Text>
                <Text className='bk-row__value'>{d.service.name}</Text>
              </View>
              <View className='bk-row'>
                <Text className='bk-row__label'>{t('when')}</Text>
                <Text className='bk-row__value' data-testid='bk-preview-when'>{`${d.date} ${d.slot.time}`}</Text>
              </View>
              {d.atHome && (
                <View className='bk-row' data-testid='bk-address' onClick={() => void pickAddress()}>
                  <Text className='bk-row__label'>{t('homeAddress')}</Text>
                  <Text className='bk-row__value'>
                    {d.address ? `${d.address.name} ${d.address.phone} · ${d.address.region} ${d.address.detail}` : t('homeAddressNone')}
                  </Text>
                </View>
              )}
              {p.remark && (
                <View className='bk-row'>
                  <Text className='bk-row__label'>{t('remark')}</Text>
                  <Text className='bk-row__value'>{p.remark}</Text>
                </View>
              )}
              <View className='bk-row'>
                <Text className='bk-row__label'>{t('amount')}</Text>
                <Text className='bk-row__value'>{price(d.amount, d.currency)}</Text>
              </View>
              {d.card && (
                <View className='bk-row'>
                  <Text className='bk-row__label'>{t('card')}</Text>
                  <Text className='bk-row__value'>{t('cardChosen', { name: d.card.name, n: d.card.usesLeft })}</Text>
                </View>
              )}
              <View className='bk-row'>
                <Text className='bk-row__label'>{t('payable')}</Text>
                <Text className='bk-row__value bk-row__value--strong' data-testid='bk-payable'>
                  {price(d.payable, d.currency)}
                </Text>
              </View>
              <Text className='bk-hint'>{t('cancelRule', { hours: d.cancelBeforeHours })}</Text>
            </View>
            <View className='bk-bar'>
              <Text className='bk-bar__total'>{price(d.payable, d.currency)}</Text>
              <Button type='primary' loading={busy} disabled={d.atHome && !d.address} data-testid='bk-submit' onClick={() => void run()}>
                {d.card ? t('confirmCard') : t('confirmPay')}
              </Button>
            </View>
          </>
        )}
      </Screen>
    </View>
  )
}
