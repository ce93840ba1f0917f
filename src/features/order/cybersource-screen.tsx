import { View } from '@tarojs/components'
import { useEffect, useMemo, useRef } from 'react'
import { Field, useFields, useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { newIdempotencyKey } from '@/core/request'
import { Button, toast } from '@/core/ui'
import { usePageParams } from '@/core/navigation'
import { createPayment } from './api'
import { payOnline } from './pay-flow'
import './texts'
import './order.scss'
import './order-web'

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address1', 'city', 'state', 'postalCode', 'country'] as const
const OPTIONAL = ['phone', 'state']

/** CYBERSOURCE billing details (`systemPay/cybersource/index?payNo=`), then the gateway's page and the status poll. */
export function CybersourceScreen() {
  const { t } = useT('order')
  const params = usePageParams('systemPay/cybersource/index')
  const payNo = params.payNo ?? ''
  const { f, set } = useFields({ firstName: '', lastName: '', email: '', phone: '', address1: '', city: '', state: '', postalCode: '', country: 'CN' })
  const key = useMemo(() => newIdempotencyKey(), [])
  const alive = useRef(true)
  useEffect(() => () => void (alive.current = false), [])
  const { busy, run } = useSubmit(async () => {
    const missing = FIELDS.find((k) => !OPTIONAL.includes(k) && !f[k].trim())
    if (missing) return toast(t('billingMissing', { field: t(`billing.${missing}`) }))
    const billing = { ...f, country: f.country.trim().toUpperCase(), phone: f.phone || undefined, state: f.state || undefined }
    await payOnline(await createPayment(payNo, 'CYBERSOURCE', key, billing), () => alive.current, params.target === 'recharge' ? 'recharge' : 'order')
  })
  return (
    <View className='cy' data-testid='cybersource'>
      {FIELDS.map((k) => (
        <Field key={k} label={t(`billing.${k}`)} value={f[k]} onInput={set(k)} maxlength={k === 'country' ? 2 : 120} />
      ))}
      <View className='co-bar'>
        <Button type='primary' block data-testid='cy-submit' disabled={busy} loading={busy} onClick={() => void run()}>
          {t('continuePay')}
        </Button>
      </View>
    </View>
  )
}
