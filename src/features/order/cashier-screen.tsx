import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { ChannelItem } from '~types/payment'
import { areaKey, keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api, newIdempotencyKey, RequestError } from '@/core/request'
import { Button, Icon, PayPasswordInput, Screen, toast } from '@/core/ui'
import { createPayment, PLATFORM } from './api'
import { CHANNEL_ICONS } from './channel-icons'
import { land, payOnline } from './pay-flow'
import { price } from './parts'
import { mmss, useSecondsLeft } from '@/core/format/clock'
import './texts'
import './order.scss'
import './order-web'

/**
 * Cashier (`systemPay/order/details/index?payNo=`) of whatever a payment pays, a checkout's main order or a
 * recharge (the server's `targetKind`): its amount, the countdown to automatic cancellation, the channels the
 * server enables for this tenant and platform and this target (a recharge is never paid from the balance nor in
 * cash); balance with the pay password, offline proof, cash at the store, online gateways (polled until they
 * end); then it lands where the target's kind says.
 */
export function CashierScreen() {
  const { t } = useT('order')
  const params = usePageParams('systemPay/order/details/index')
  const payNo = params.payNo ?? ''
  const ch = useQuery(keyOf('payment.channels', payNo), () => api.payment.channels({ query: { platform: PLATFORM, payNo } }), { staleMs: 0 })
  usePullRefresh(ch.reload)
  const [picked, setPicked] = useState<ChannelItem['code'] | null>(null)
  const [pwdOpen, setPwdOpen] = useState(false)
  const [pwd, setPwd] = useState('')
  const alive = useRef(true)
  useEffect(() => () => void (alive.current = false), [])
  // one key per channel chosen on this screen: a double tap or a retry pays once
  const keys = useMemo(() => new Map<string, string>(), [])
  const keyFor = (what: string) => keys.get(what) ?? (keys.set(what, newIdempotencyKey()), keys.get(what)!)
  const c = ch.data
  const target = c?.targetKind ?? 'order'
  const left = useSecondsLeft(c?.expiresAt)
  const channel = c?.channels.find((x) => x.code === (picked ?? c.channels[0]?.code))

  const { busy, run } = useSubmit((fn: () => Promise<unknown>) => fn(), { invalidate: [areaKey('order'), areaKey('payment')] })

  const payBalance = (password: string) =>
    run(async () => {
      try {
        const p = await api.payment.balance({ body: { payNo, payPassword: password } }, { idempotencyKey: newIdempotencyKey(), silent: true })
        setPwdOpen(false)
        await land(p, payNo, target)
      } catch (e) {
        setPwd('')
        if (e instanceof RequestError) toast(e.message)
        throw e
      }
    })

  const pay = () => {
    if (!channel || !c) return
    if (channel.kind === 'balance') {
      if (!c!.hasPayPassword) return void nav.to('public/setting/pay-pwd')
      setPwd('')
      return setPwdOpen(true)
    }
    const forRecharge = target === 'recharge' ? { target } : {}
    if (channel.billing) return void nav.to('systemPay/cybersource/index', { payNo, ...forRecharge })
    if (channel.kind === 'cash')
      return void run(async () => land(await api.payment.cash({ body: { payNo, platform: PLATFORM } }, { idempotencyKey: keyFor('CASH') }), payNo, target))
    if (channel.kind === 'offline')
      return void run(async () => {
        const p = await createPayment(payNo, 'OFFLINE', keyFor('OFFLINE'))
        await nav.to('offlinePay', { paymentId: p.id, payNo, ...forRecharge })
      })
    return void run(async () => payOnline(await createPayment(payNo, channel.code, keyFor(channel.code)), () => alive.current, target))
  }

  const payable = c?.state === 'unpaid'
  return (
    <View className='cs' data-testid='cashier'>
      <Screen query={ch}>
        {c && c.amount !== undefined && (
          <View>
            <View className='cs-head'>
              <Text className='cs-head__amount' data-testid='cs-amount'>
                {price(c.amount, c.currency)}
              </Text>
              {payable && c.expiresAt && (
                <Text className='cs-head__left' data-testid='cs-countdown'>
                  {left > 0 ? t('payWithin', { time: mmss(left) }) : t('expired')}
                </Text>
              )}
              {!payable && c.state && (
                <Text className='cs-head__left' data-testid='cs-state'>
                  {t(`mainState.${c.state}`)}
                </Text>
              )}
              <Text className='cs-head__no' data-testid='cs-no'>
                {t(target === 'recharge' ? 'rechargeNo' : 'payNo', { no: payNo })}
              </Text>
            </View>
            {payable && (
              <View className='cs-list'>
                {c.channels.map((x) => (
                  <View
                    key={x.code}
                    className={x.code === channel?.code ? 'cs-ch cs-ch--on' : 'cs-ch'}
                    data-testid={`ch-${x.code}`}
                    onClick={() => setPicked(x.code)}
                  >
                    <Icon className='cs-ch__icon' svg={CHANNEL_ICONS[x.code]} size={28} data-testid={`ch-icon-${x.code}`} />
                    <View className='cs-ch__body'>
                      <Text className='cs-ch__name'>{t(`channel.${x.code}`)}</Text>
                      {x.kind === 'balance' && <Text className='cs-ch__sub'>{t('balance', { amount: price(c.balance, c.currency) })}</Text>}
                      {x.kind === 'balance' && !c.hasPayPassword && (
                        <Text className='cs-ch__link' data-testid='cs-set-pwd' onClick={() => void nav.to('public/setting/pay-pwd')}>
                          {t('setPayPwd')}
                        </Text>
                      )}
                    </View>
                    <View
                      className={x.code === channel?.code ? 'cs-radio cs-radio--on' : 'cs-radio'}
                      data-testid={x.code === channel?.code ? 'cs-radio-on' : undefined}
                    >
                      {x.code === channel?.code && <View className='cs-radio__dot' />}
                    </View>
                  </View>
                ))}
                {!c.channels.length && <Text className='cs-ch__sub'>{t('noChannels')}</Text>}
              </View>
            )}
          </View>
        )}
      </Screen>
      {payable && channel && (
        <View className='co-bar'>
          <Button type='primary' block data-testid='cs-pay' disabled={busy || left === 0} loading={busy} onClick={pay}>
            {t('payNow', { amount: price(c!.amount ?? 0, c!.currency) })}
          </Button>
        </View>
      )}
      {pwdOpen && (
        <View className='cs-mask' data-testid='cs-pwd'>
          <View className='cs-sheet'>
            <View className='cs-sheet__head'>
              <Text className='cs-sheet__title'>{t('enterPayPwd')}</Text>
              <Text className='cs-sheet__close' onClick={() => setPwdOpen(false)}>
                ×
              </Text>
            </View>
            <PayPasswordInput
              value={pwd}
              onInput={(v) => {
                setPwd(v)
                if (v.length === 6) void payBalance(v)
              }}
            />
            <Text className='cs-ch__link' onClick={() => void nav.to('public/setting/pay-pwd')}>
              {t('forgotPayPwd')}
            </Text>
          </View>
        </View>
      )}
    </View>
  )
}
