import { View } from '@tarojs/components'
import type { Booking } from '~types/booking'
import { areaKey } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { Button, confirm } from '@/core/ui'
import './texts'

type Step = 'confirm' | 'complete' | 'refuse'

/** The store's steps on a booking, as its state allows: confirm, complete, refuse (the server decides). */
export function MerchantActions({ b }: { b: Booking }) {
  const { t } = useT('booking')
  const { busy, run } = useSubmit(
    async (step: Step) => {
      if (step === 'refuse' && !(await confirm(t('refuseConfirm')))) return
      const params = { id: b.id }
      if (step === 'confirm') await api.booking.confirm({ params })
      else if (step === 'complete') await api.booking.complete({ params })
      else await api.booking.refuse({ params, body: {} })
    },
    { invalidate: [areaKey('booking')] },
  )
  const can = {
    confirm: b.state === 'to_confirm',
    complete: b.state === 'in_service',
    refuse: b.state === 'to_confirm' || b.state === 'booked',
  }
  if (!can.confirm && !can.complete && !can.refuse) return null
  return (
    <View className='bk-card__actions'>
      {can.refuse && (
        <Button size='small' disabled={busy} data-testid={`bk-refuse-${b.id}`} onClick={() => void run('refuse')}>
          {t('refuse')}
        </Button>
      )}
      {can.confirm && (
        <Button size='small' type='primary' disabled={busy} data-testid={`bk-confirm-${b.id}`} onClick={() => void run('confirm')}>
          {t('confirm')}
        </Button>
      )}
      {can.complete && (
        <Button size='small' type='primary' disabled={busy} data-testid={`bk-complete-${b.id}`} onClick={() => void run('complete')}>
          {t('complete')}
        </Button>
      )}
    </View>
  )
}
