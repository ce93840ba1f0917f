import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { areaKey } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, Screen, toast } from '@/core/ui'
import { BookingList } from './bookings-screen'
import { MerchantActions } from './merchant-actions'
import './texts'
import './booking.scss'
import './booking-web'

/** The store's bookings (`merchant/bookings?tab=`): verify a customer's code, then the list by state with confirm, complete, refuse. */
export function MerchantBookingsScreen() {
  const { t } = useT('booking')
  const p = usePageParams('merchant/bookings')
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  const [code, setCode] = useState('')
  const { busy, run } = useSubmit(
    async () => {
      const c = code.trim()
      if (!/^\d+$/.test(c)) return void toast(t('codePlaceholder'))
      const b = await api.booking.verify({ body: { code: c } })
      toast(t('verified', { name: b.serviceName }))
      setCode('')
    },
    { invalidate: [areaKey('booking')] },
  )
  // refused before asking: the server's 403 would log the account out (spec section 8)
  if (!allowed) return <Screen error={t('refusedMerchant')} />
  return (
    <View className='bk' data-testid='merchant-bookings'>
      <View className='bk-box'>
        <Text className='bk-box__title'>{t('verifyTitle')}</Text>
        <View className='bk-row'>
          <Input
            className='bk-input bk-input--grow'
            type='number'
            data-testid='bk-verify-code'
            value={code}
            placeholder={t('codePlaceholder')}
            onInput={(e) => setCode(e.detail.value)}
          />
          <Button type='primary' size='small' loading={busy} data-testid='bk-verify' onClick={() => void run()}>
            {t('verify')}
          </Button>
        </View>
      </View>
      <BookingList viewer='merchant' first={p.tab} actions={(b) => <MerchantActions b={b} />} />
    </View>
  )
}
