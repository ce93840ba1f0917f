import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { Service, Slot } from '~types/booking'
import { keyOf, useQuery, usePullRefresh } from '@/core/data'
import { useSubmit } from '@/core/form'
import { price, toMinor } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, confirm, Screen, toast } from '@/core/ui'
import './texts'
import './booking.scss'
import './booking-web'

interface Draft {
  id?: number
  shopId: number
  name: string
  price: string
  minutes: string
  description: string
}
const draftOf = (s: Service): Draft => ({
  id: s.id,
  shopId: s.shopId,
  name: s.name,
  price: (s.price / 100).toFixed(2),
  minutes: String(s.durationMin),
  description: s.description,
})
const TIME = /^\d{2}:\d{2}$/

/**
 * The store's services and slots (`merchant/slots`): add or edit a service (on offer or off), then a day's slots:
 * open some at start times with a number of places, change a slot's places (not below those booked), remove one
 * no booking took. The server checks every rule.
 */
export function MerchantSlotsScreen() {
  const { t } = useT('booking')
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  const q = useQuery(keyOf('booking.myServices'), () => api.booking.myServices(), { enabled: allowed })
  const data = q.data
  const [serviceId, setServiceId] = useState<number | undefined>()
  const [date, setDate] = useState<string | undefined>()
  const [draft, setDraft] = useState<Draft | undefined>()
  const [times, setTimes] = useState('10:00, 14:00')
  const [capacity, setCapacity] = useState('2')
  useEffect(() => {
    if (!data) return
    if (!serviceId || !data.services.some((s) => s.id === serviceId)) setServiceId(data.services[0]?.id)
    if (!date) setDate(data.days[0]?.date)
  }, [data])
  const slots = useQuery(keyOf('booking.mySlots', serviceId ?? 0, date ?? ''), () => api.booking.mySlots({ query: { serviceId: serviceId!, date: date! } }), {
    enabled: allowed && !!serviceId && !!date,
  })
  usePullRefresh(q.reload, slots.reload)

  const save = useSubmit(
    async () => {
      if (!draft) return
      const minor = toMinor(draft.price)
      const minutes = Number(draft.minutes)
      if (minor === null || !Number.isInteger(minutes) || minutes <= 0) return void toast(t('badNumber'))
      const s = await api.booking.saveService({
        body: {
          ...(draft.id ? { id: draft.id } : {}),
          shopId: draft.shopId,
          name: draft.name.trim(),
          description: draft.description.trim(),
          price: minor,
          durationMin: minutes,
        },
      })
      toast(t('saved'))
      setDraft(undefined)
      setServiceId(s.id)
    },
    { invalidate: [keyOf('booking.myServices'), keyOf('booking.services')] },
  )
  const toggle = useSubmit(
    async (s: Service) => {
      await api.booking.saveService({
        body: { id: s.id, shopId: s.shopId, name: s.name, description: s.description, price: s.price, durationMin: s.durationMin, on: !s.on },
      })
    },
    { invalidate: [keyOf('booking.myServices'), keyOf('booking.services')] },
  )
  const open = useSubmit(
    async () => {
      const list = times
        .split(/[,，\s]+/)
        .map((x) => x.trim())
        .filter(Boolean)
      const cap = Number(capacity)
      if (!list.length || !list.every((x) => TIME.test(x))) return void toast(t('badTimes'))
      if (!Number.isInteger(cap) || cap <= 0) return void toast(t('badNumber'))
      await api.booking.openSlots({ body: { serviceId: serviceId!, date: date!, times: list, capacity: cap } })
    },
    { invalidate: [keyOf('booking.mySlots'), keyOf('booking.slots')] },
  )
  const change = useSubmit(
    async (s: Slot, to: number) => {
      if (to <= 0) {
        if (!(await confirm(t('removeConfirm')))) return
        await api.booking.removeSlot({ params: { id: s.id } })
      } else await api.booking.setCapacity({ params: { id: s.id }, body: { capacity: to } })
    },
    { invalidate: [keyOf('booking.mySlots'), keyOf('booking.slots')] },
  )

  if (!allowed) return <Screen error={t('refusedMerchant')} />
  const field = (k: keyof Omit<Draft, 'id' | 'shopId'>, label: string, type: 'text' | 'digit' | 'number' = 'text') => (
    <View className='bk-row'>
      <Text className='bk-row__label'>{label}</Text>
      <Input
        className='bk-input bk-input--grow'
        type={type}
        data-testid={`sv-${k}`}
        value={draft?.[k] ?? ''}
        onInput={(e) => setDraft((d) => d && { ...d, [k]: e.detail.value })}
      />
    </View>
  )
  return (
    <View className='bk' data-testid='merchant-slots'>
      <Screen query={q}>
        <View className='bk-box'>
          <Text className='bk-box__title'>{t('services')}</Text>
          {data && !data.services.length && <Text className='bk-hint'>{t('noServicesYet')}</Text>}
          {data?.services.map((s) => (
            <View key={s.id} className={s.id === serviceId ? 'bk-svc bk-svc--on' : 'bk-svc'} data-testid={`sv-${s.id}`} onClick={() => setServiceId(s.id)}>
              <View className='bk-svc__body'>
                <Text className='bk-svc__name'>{s.name}</Text>
                <Text className='bk-svc__desc'>{`${price(s.price)} · ${t('minutes', { n: s.durationMin })} · ${s.on ? t('onOffer') : t('offOffer')}`}</Text>
              </View>
              <Text className='bk-link' onClick={() => setDraft(draftOf(s))}>
                {t('edit')}
              </Text>
              <Text className='bk-link' onClick={() => void toggle.run(s)}>
                {s.on ? t('offOffer') : t('onOffer')}
              </Text>
            </View>
          ))}
          {!draft && data?.shops[0] && (
            <Button
              size='small'
              data-testid='sv-add'
              onClick={() => setDraft({ shopId: data.shops[0].id, name: '', price: '', minutes: '60', description: '' })}
            >
              {t('addService')}
            </Button>
          )}
          {draft && (
            <View className='bk-box__sub'>
              {data && data.shops.length > 1 && (
                <View className='bk-days'>
                  {data.shops.map((sh) => (
                    <Text key={sh.id} className={sh.id === draft.shopId ? 'bk-day bk-day--on' : 'bk-day'} onClick={() => setDraft({ ...draft, shopId: sh.id })}>
                      {sh.name}
                    </Text>
                  ))}
                </View>
              )}
              {field('name', t('name'))}
              {field('price', t('price'), 'digit')}
              {field('minutes', t('duration'), 'number')}
              {field('description', t('description'))}
              <View className='bk-card__actions'>
                <Button size='small' onClick={() => setDraft(undefined)}>
                  {t('common:dialog.cancel')}
                </Button>
                <Button size='small' type='primary' loading={save.busy} data-testid='sv-save' onClick={() => void save.run()}>
                  {t('save')}
                </Button>
              </View>
            </View>
          )}
        </View>
        {serviceId && (
          <View className='bk-box'>
            <View className='bk-days'>
              {data?.days.map((d, i) => (
                <View key={d.date} className={d.date === date ? 'bk-day bk-day--on' : 'bk-day'} data-testid={`sl-day-${i}`} onClick={() => setDate(d.date)}>
                  <Text className='bk-day__wd'>{i === 0 ? t('today') : t(`wd.${d.weekday}` as 'wd.0')}</Text>
                  <Text className='bk-day__date'>{d.date.slice(5)}</Text>
                </View>
              ))}
            </View>
            <Screen query={slots} empty={!!slots.data && !slots.data.length} emptyText={t('noSlots')}>
              {slots.data?.map((s) => (
                <View key={s.id} className='bk-row' data-testid={`sl-${s.id}`}>
                  <Text className='bk-row__label'>{s.time}</Text>
                  <Text className='bk-row__value'>{t('booked', { booked: s.booked, capacity: s.capacity })}</Text>
                  <Button size='small' disabled={change.busy} onClick={() => void change.run(s, s.capacity - 1)}>
                    -
                  </Button>
                  <Button size='small' disabled={change.busy} onClick={() => void change.run(s, s.capacity + 1)}>
                    +
                  </Button>
                </View>
              ))}
            </Screen>
            <Text className='bk-box__title'>{t('openSlots')}</Text>
            <View className='bk-row'>
              <Text className='bk-row__label'>{t('times')}</Text>
            </View>
            <Input className='bk-input' data-testid='sl-times' value={times} onInput={(e) => setTimes(e.detail.value)} />
            <View className='bk-row'>
              <Text className='bk-row__label'>{t('capacity')}</Text>
              <Input
                className='bk-input bk-input--grow'
                type='number'
                data-testid='sl-capacity'
                value={capacity}
                onInput={(e) => setCapacity(e.detail.value)}
              />
            </View>
            <Button type='primary' size='small' loading={open.busy} data-testid='sl-open' onClick={() => void open.run()}>
              {t('open')}
            </Button>
          </View>
        )}
      </Screen>
    </View>
  )
}
