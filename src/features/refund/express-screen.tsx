import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { keyOf, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, Screen, toast } from '@/core/ui'
import { invalidateRefunds } from './api'
import './texts'
import './refund.scss'
import './refund-web'

/** The contract's rule for a tracking number (types/refund.ts RefundShipBody), checked here for comfort. */
export const TRACKING = /^[0-9A-Za-z-]{6,32}$/

/** The return shipment (`order/refund/expressInfo?id=`): a carrier of the server's list and the tracking number. */
export function RefundExpressScreen() {
  const { t } = useT('refund')
  const params = usePageParams('order/refund/expressInfo')
  const id = Number(params.id)
  const q = useQuery(keyOf('order.carriers'), () => api.order.carriers(), { staleMs: 10 * 60_000 })
  const [carrier, setCarrier] = useState('')
  const [trackingNo, setTrackingNo] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const send = useSubmit(async () => {
    await api.refund.ship({ params: { id }, body: { carrier, trackingNo: trackingNo.trim() } })
    toast(t('shipped'), 'success')
    await invalidateRefunds()
    await nav.back()
  })
  const submit = () => {
    if (!carrier) return toast(t('noCarrier'))
    if (!TRACKING.test(trackingNo.trim())) return (setProblem(t('trackingInvalid')), toast(t('trackingInvalid')))
    setProblem(null)
    void send.run()
  }
  return (
    <View className='rf' data-testid='refund-express'>
      <Screen query={q} empty={!!q.data && !q.data.length} className='rf__body'>
        {q.data && (
          <View>
            <View className='rf-box'>
              <Text className='rf-box__title'>{t('pickCarrier')}</Text>
              <View className='rf-chips'>
                {q.data.map((c) => (
                  <Text
                    key={c.value}
                    className={carrier === c.value ? 'rf-chip rf-chip--on' : 'rf-chip'}
                    data-testid={`rf-carrier-${c.value}`}
                    onClick={() => setCarrier(c.value)}
                  >
                    {c.label}
                  </Text>
                ))}
              </View>
            </View>
            <View className='rf-box'>
              <Text className='rf-box__title'>{t('trackingNo')}</Text>
              <Input
                className='rf-input'
                data-testid='rf-tracking-input'
                value={trackingNo}
                maxlength={32}
                placeholder={t('trackingHint')}
                onInput={(e) => (setTrackingNo(e.detail.value), setProblem(null))}
              />
              {problem && (
                <Text className='rf-error' data-testid='rf-error-tracking'>
                  {problem}
                </Text>
              )}
            </View>
          </View>
        )}
      </Screen>
      <View className='rf-bar'>
        <Button type='primary' block data-testid='rf-ship-submit' disabled={send.busy} loading={send.busy} onClick={submit}>
          {t('submit')}
        </Button>
      </View>
    </View>
  )
}
