import { Input, Text, View } from '@tarojs/components'
import { useRef, useState } from 'react'
import type { CardDetail } from '~types/timecard'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api, newIdempotencyKey } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, Screen, toast } from '@/core/ui'
import { dayOnly } from './api'
import './texts'
import './booking.scss'
import './booking-web'

/**
 * Check a customer's time card (`merchant/time-cards`): type its code, look it up, take one use. One
 * Idempotency-Key per looked-up card and visit: a double tap or a retry takes one use.
 */
export function MerchantCardsScreen() {
  const { t } = useT('booking')
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  const [code, setCode] = useState('')
  const [card, setCard] = useState<CardDetail | undefined>()
  const key = useRef(newIdempotencyKey())
  const lookup = useSubmit(async () => {
    const c = code.trim()
    if (!/^\d+$/.test(c)) return void toast(t('cardCodeHint'))
    setCard(await api.timecard.lookup({ query: { code: c } }))
    key.current = newIdempotencyKey()
  })
  const use = useSubmit(async () => {
    if (!card) return
    const after = await api.timecard.verify({ body: { code: card.code } }, { idempotencyKey: key.current })
    key.current = newIdempotencyKey()
    setCard(after)
    toast(t('usedOne', { n: after.usesLeft }))
  })
  if (!allowed) return <Screen error={t('refusedMerchant')} />
  return (
    <View className='bk' data-testid='merchant-cards'>
      <View className='bk-box'>
        <Text className='bk-box__title'>{t('myCards')}</Text>
        <View className='bk-row'>
          <Input
            className='bk-input bk-input--grow'
            type='number'
            data-testid='mc-code'
            value={code}
            placeholder={t('cardCodeHint')}
            onInput={(e) => setCode(e.detail.value)}
          />
          <Button size='small' type='primary' loading={lookup.busy} data-testid='mc-lookup' onClick={() => void lookup.run()}>
            {t('lookup')}
          </Button>
        </View>
      </View>
      {card && (
        <View className={card.state === 'active' ? 'bk-tcard' : 'bk-tcard bk-tcard--off'} data-testid='mc-card'>
          <Text className='bk-tcard__name'>{card.name}</Text>
          <Text className='bk-tcard__line'>{card.shopName}</Text>
          <Text className='bk-tcard__uses' data-testid='mc-uses'>
            {t('usesLeft', { n: card.usesLeft, total: card.usesTotal })}
          </Text>
          <Text className='bk-tcard__line'>{`${t(`cardState.${card.state}`)} · ${t('expires', { date: dayOnly(card.expiresAt) })}`}</Text>
          <Text className='bk-tcard__line'>{card.services.map((s) => s.name).join(' · ')}</Text>
          {card.state === 'active' && (
            <View className='bk-card__actions'>
              <Button type='primary' size='small' loading={use.busy} data-testid='mc-use' onClick={() => void use.run()}>
                {t('useOne')}
              </Button>
            </View>
          )}
        </View>
      )}
    </View>
  )
}
