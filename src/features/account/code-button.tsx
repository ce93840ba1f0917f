import { Text } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { toast } from '@/core/ui'
import * as v from '@/core/validators'
import { useCountdown } from './use-countdown'
import { api } from '@/core/request'
import type { SmsType } from './api'
import './texts'
import './account.scss'
import './account-web'

/** "Get code" with the 60 s countdown; validates the phone first. */
export function CodeButton({ type, phone, countryArea }: { type: SmsType; phone: string; countryArea: string }) {
  const { t } = useT(['account', 'validation'])
  const { left, start } = useCountdown()
  const send = async () => {
    if (left > 0) return
    const c = v.phone(phone, countryArea)
    if (!c.ok) return toast(t(`validation:${c.key}`))
    try {
      const r = await api.account.sendCode({ params: { type }, body: { phone, countryArea } })
      start(r.resendIn || 60)
      toast(t('account:codeSent'))
    } catch {
      /* the request client showed the message */
    }
  }
  return (
    <Text className={`acc-code ${left ? 'acc-code--wait' : ''}`} data-testid='get-code' onClick={() => void send()}>
      {left ? t('account:resendIn', { n: left }) : t('account:getCode')}
    </Text>
  )
}
