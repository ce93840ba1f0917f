import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { Slot } from '~types/booking'
import { keyOf, useQuery, usePullRefresh } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, RemoteImage, Screen, toast } from '@/core/ui'
import { BOOKING_REMARK_MAX, chars } from './api'
import './texts'
import './booking.scss'
import './booking-web'

interface PickedCard {
  id: number
  name: string
  usesLeft: number
}

/**
 * Book a store's service (`classify/reservation/index?shopId=&serviceId=`): the services, the next days, the day's
 * slots with places left as the server counts them, a remark of at most 20 characters, pay or use a time card.
 */
export function ReserveScreen() {
  const { t } = useT('booking')
  const p = usePageParams('classify/reservation/index')
  const shopId = Number(p.shopId)
  const q = useQuery(keyOf('booking.services', shopId), () => api.booking.services({ query: { shopId } }))
  const data = q.data
  const [serviceId, setServiceId] = useState<number | undefined>(p.serviceId ? Number(p.serviceId) : undefined)
  const [date, setDate] = useState<string | undefined>()
  const [slotId, setSlotId] = useState<number | undefined>()
  const [remark, setRemark] = useState('')
  const [card, setCard] = useState<PickedCard | undefined>()
  useEffect(() => {
    if (!data) return
    if (!serviceId || !data.services.some((s) => s.id === serviceId)) setServiceId(data.services[0]?.id)
    if (!date) setDate(data.days[0]?.date)
  }, [data])
  const slots = useQuery(keyOf('booking.slots', serviceId ?? 0, date ?? ''), () => api.booking.slots({ query: { serviceId: serviceId!, date: date! } }), {
    enabled: !!serviceId && !!date,
  })
  usePullRefresh(q.reload, slots.reload)
  const service = data?.services.find((s) => s.id === serviceId)

  const chooseService = (id: number) => {
    setServiceId(id)
    setSlotId(undefined)
    setCard(undefined)
  }
  const chooseDay = (d: string) => {
    setDate(d)
    setSlotId(undefined)
  }
  const chooseSlot = (s: Slot) => {
    if (s.past || s.left <= 0) return
    setSlotId(s.id)
  }
  const pickCard = async () => {
    if (!serviceId) return
    const c = await nav.pick<PickedCard>('classify/reservation/cardList', { serviceId })
    if (c) setCard(c)
  }
  const next = () => {
    if (!serviceId || !slotId) return void toast(t('chooseSlot'))
    void nav.to('systemPay/nearby/reservation/previewOrder', {
      serviceId,
      slotId,
      ...(remark.trim() ? { remark: remark.trim() } : {}),
      ...(card ? { cardId: card.id } : {}),
    })
  }

  return (
    <View className='bk' data-testid='reserve'>
      <Screen query={q} empty={!!data && !data.services.length} emptyText={t('noServices')}>
        {data && (
          <View className='bk-box'>
            <View className='bk-head'>
              <RemoteImage className='bk-head__logo' src={data.shopLogo} />
              <Text className='bk-head__name'>{data.shopName}</Text>
            </View>
          </View>
        )}
        <View className='bk-box'>
          <Text className='bk-box__title'>{t('services')}</Text>
          {data?.services.map((s) => (
            <View key={s.id} className={s.id === serviceId ? 'bk-svc bk-svc--on' : 'bk-svc'} data-testid={`bk-svc-${s.id}`} onClick={() => chooseService(s.id)}>
              <RemoteImage className='bk-svc__img' src={s.image} />
              <View className='bk-svc__body'>
                <Text className='bk-svc__name'>{s.name}</Text>
                <Text className='bk-svc__desc'>{`${t('minutes', { n: s.durationMin })}${s.description ? ` · ${s.description}` : ''}`}</Text>
              </View>
              <Text className='bk-svc__price'>{price(s.price, data.currency)}</Text>
            </View>
          ))}
        </View>
        <View className='bk-box'>
          <View className='bk-days'>
            {data?.days.map((d, i) => (
              <View key={d.date} className={d.date === date ? 'bk-day bk-day--on' : 'bk-day'} data-testid={`bk-day-${i}`} onClick={() => chooseDay(d.date)}>
                <Text className='bk-day__wd'>{i === 0 ? t('today') : t(`wd.${d.weekday}` as 'wd.0')}</Text>
                <Text className='bk-day__date'>{d.date.slice(5)}</Text>
              </View>
            ))}
          </View>
          <Text className='bk-box__title'>{t('slots')}</Text>
          <Screen query={slots} empty={!!slots.data && !slots.data.length} emptyText={t('noSlots')}>
            <View className='bk-slots'>
              {slots.data?.map((s) => {
                const off = s.past || s.left <= 0
                return (
                  <View
                    key={s.id}
                    className={s.id === slotId ? 'bk-slot bk-slot--on' : off ? 'bk-slot bk-slot--off' : 'bk-slot'}
                    data-testid={`bk-slot-${s.id}`}
                    onClick={() => chooseSlot(s)}
                  >
                    <Text className='bk-slot__time'>{s.time}</Text>
                    <Text className='bk-slot__left'>{s.past ? t('started') : s.left <= 0 ? t('full') : t('left', { n: s.left })}</Text>
                  </View>
                )
              })}
            </View>
          </Screen>
        </View>
        <View className='bk-box'>
          <Text className='bk-box__title'>{t('remark')}</Text>
          <Input
            className='bk-input'
            data-testid='bk-remark'
            value={remark}
            maxlength={BOOKING_REMARK_MAX}
            placeholder={t('remarkHint', { max: BOOKING_REMARK_MAX })}
            onInput={(e) => setRemark(e.detail.value)}
          />
          {chars(remark) > BOOKING_REMARK_MAX && <Text className='bk-error'>{t('remarkHint', { max: BOOKING_REMARK_MAX })}</Text>}
          <View className='bk-row' onClick={() => void pickCard()} data-testid='bk-use-card'>
            <Text className='bk-row__label'>{t('useCard')}</Text>
            <Text className='bk-row__value'>{card ? t('cardChosen', { name: card.name, n: card.usesLeft }) : t('noCard')}</Text>
          </View>
          {card && (
            <Text className='bk-link' onClick={() => setCard(undefined)}>
              {t('noCard')}
            </Text>
          )}
        </View>
        <View className='bk-bar'>
          <Text className='bk-bar__total'>{service && data ? (card ? t('card') : price(service.price, data.currency)) : ''}</Text>
          <Button type='primary' data-testid='bk-next' disabled={!slotId} onClick={next}>
            {t('next')}
          </Button>
        </View>
      </Screen>
    </View>
  )
}
