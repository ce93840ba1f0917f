// Recharge (`systemPay/wallet/recharge`): a package or an amount, the cashier, then the recharge polled to success or "reload failed".
import { Input, Text, View } from '@tarojs/components'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { RechargeCheck, RechargePackage } from '~types/recharge'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api, newIdempotencyKey } from '@/core/request'
import { Button, Screen, toast } from '@/core/ui'
import { CHECK_MAX_POLLS, CHECK_POLL_MS, isFinal, toMinor } from './api'
import './texts'
import './recharge.scss'
import './recharge-web'

/** The page: the form without `id`; a recharge's state with it (after the cashier). */
export function RechargeScreen() {
  const params = usePageParams('systemPay/wallet/recharge')
  return params.id ? <RechargeState id={params.id} failed={params.failed === '1'} reason={params.reason} /> : <RechargeForm />
}

/** A package or a typed amount in one of the enabled currencies; the server's numbers (amount, bonus, limits); then the cashier. */
function RechargeForm() {
  const { t } = useT('recharge')
  const q = useQuery(keyOf('recharge.options'), () => api.recharge.options(), { staleMs: 0 })
  usePullRefresh(q.reload)
  const o = q.data
  const [currency, setCurrency] = useState<string | null>(null)
  const [picked, setPicked] = useState<number | null>(null)
  const [typed, setTyped] = useState('')
  // one key per choice: a double tap makes one recharge, another choice another
  const keys = useRef(new Map<string, string>())
  const cur = currency ?? o?.currencies[0] ?? ''
  const limit = o?.limits.find((l) => l.currency === cur)
  const packages = useMemo(() => (o?.packages ?? []).filter((p) => p.currency === cur), [o, cur])
  const pkg = packages.find((p) => p.id === picked)
  const amount = pkg ? pkg.amount : toMinor(typed)
  const bonus = pkg ? pkg.bonus : 0

  const { busy, run } = useSubmit(async () => {
    if (!o || !limit) return
    if (!pkg) {
      if (typed.trim() === '') return void toast(t('choose'))
      if (Number.isNaN(amount)) return void toast(t('needNumber'))
      if (amount < limit.min) return void toast(t('belowMin', { min: price(limit.min, cur) }))
      if (amount > limit.max) return void toast(t('aboveMax', { max: price(limit.max, cur) }))
    }
    const body = pkg ? { packageId: pkg.id } : { amount, currency: cur }
    const what = JSON.stringify(body)
    if (!keys.current.has(what)) keys.current.set(what, newIdempotencyKey())
    const r = await api.recharge.create({ body }, { idempotencyKey: keys.current.get(what) })
    await nav.to('systemPay/order/details/index', { payNo: r.id })
  })

  const choose = (p: RechargePackage) => {
    setPicked(p.id === picked ? null : p.id)
    setTyped('')
  }
  const ready = !!pkg || (typed.trim() !== '' && !Number.isNaN(amount))
  return (
    <View className='rc' data-testid='recharge-form'>
      <Screen query={q}>
        {o && (
          <View className='rc__body'>
            {o.currencies.length > 1 && (
              <View className='rc-card'>
                <Text className='rc-label'>{t('currency')}</Text>
                <View className='rc-chips'>
                  {o.currencies.map((c) => (
                    <Text
                      key={c}
                      className={c === cur ? 'rc-chip rc-chip--on' : 'rc-chip'}
                      data-testid={`rc-cur-${c}`}
                      onClick={() => {
                        setCurrency(c)
                        setPicked(null)
                      }}
                    >
                      {c}
                    </Text>
                  ))}
                </View>
              </View>
            )}
            <View className='rc-card'>
              <Text className='rc-label'>{t('packages')}</Text>
              <View className='rc-grid'>
                {packages.map((p) => (
                  <View key={p.id} className={p.id === picked ? 'rc-pkg rc-pkg--on' : 'rc-pkg'} data-testid={`rc-pkg-${p.id}`} onClick={() => choose(p)}>
                    <Text className={p.id === picked ? 'rc-pkg__amount rc-pkg__amount--on' : 'rc-pkg__amount'}>{price(p.amount, p.currency)}</Text>
                    <Text className={p.bonus > 0 ? 'rc-pkg__bonus' : 'rc-pkg__bonus rc-pkg__bonus--none'}>
                      {p.bonus > 0 ? t('bonus', { amount: price(p.bonus, p.currency) }) : t('noBonus')}
                    </Text>
                  </View>
                ))}
              </View>
              {!packages.length && <Text className='rc-hint'>{t('noPackages')}</Text>}
            </View>
            <View className='rc-card'>
              <Text className='rc-label'>{t('otherAmount')}</Text>
              <View className='rc-amount'>
                <Text className='rc-amount__cur'>{cur}</Text>
                <Input
                  className='rc-amount__input'
                  data-testid='rc-amount'
                  type='digit'
                  maxlength={12}
                  placeholder={t('amountPlaceholder')}
                  value={typed}
                  onInput={(e) => {
                    setTyped(e.detail.value)
                    setPicked(null)
                  }}
                />
              </View>
              {limit && (
                <Text className='rc-hint' data-testid='rc-limits'>
                  {t('limits', { min: price(limit.min, cur), max: price(limit.max, cur) })}
                </Text>
              )}
            </View>
            {ready && (
              <View className='rc-card' data-testid='rc-summary'>
                <View className='rc-sum'>
                  <Text className='rc-sum__label'>{t('youPay')}</Text>
                  <Text className='rc-sum__value'>{price(amount, cur)}</Text>
                </View>
                <View className='rc-sum'>
                  <Text className='rc-sum__label'>{t('youGet')}</Text>
                  <Text className='rc-sum__value rc-sum__value--strong' data-testid='rc-gets'>
                    {price(amount + bonus, cur)}
                  </Text>
                </View>
              </View>
            )}
            <Text className='rc-link' data-testid='rc-to-wallet' onClick={() => void nav.redirect('user/wallet/index')}>
              {t('toWallet')}
            </Text>
          </View>
        )}
      </Screen>
      {o && (
        <View className='rc-bar'>
          <Button type='primary' block data-testid='rc-submit' disabled={busy || !ready} loading={busy} onClick={() => void run()}>
            {ready ? t('submit', { amount: price(amount, cur) }) : t('choose')}
          </Button>
        </View>
      )}
    </View>
  )
}

/**
 * One recharge after the cashier: polled (`check/{id}`) until paid (success: what was added and the balance now)
 * or cancelled ("reload failed"); a failed payment (`failed=1`) of a still unpaid recharge is "reload failed" with
 * pay again; an offline proof waits for staff. Polling stops after a while ("check again").
 */
function RechargeState(props: { id: string; failed: boolean; reason?: string }) {
  const { t } = useT('recharge')
  const q = useQuery(keyOf('recharge.check', props.id), () => api.recharge.check({ params: { id: props.id } }), { staleMs: 0 })
  usePullRefresh(q.reload)
  const r = q.data
  const [polls, setPolls] = useState(0)
  const reload = useRef(q.reload)
  reload.current = q.reload
  const waiting = !!r && !isFinal(r) && !(props.failed && r.state === 'unpaid')
  useEffect(() => {
    if (!waiting || polls >= CHECK_MAX_POLLS) return
    const h = setTimeout(() => void reload.current().finally(() => setPolls((n) => n + 1)), CHECK_POLL_MS)
    return () => clearTimeout(h)
  }, [waiting, polls])
  const toWallet = () => void nav.redirect('user/wallet/index')
  const pay = () => void nav.redirect('systemPay/order/details/index', { payNo: props.id })
  return (
    <View className='rc' data-testid='recharge-state'>
      <Screen query={q}>{r && <StateBody r={r} failed={props.failed} reason={props.reason} gaveUp={polls >= CHECK_MAX_POLLS} />}</Screen>
      {r && (
        <View className='rc-res__actions'>
          {(r.state === 'paid' || r.state === 'cancelled') && (
            <Button type='primary' size='small' data-testid='rc-again' onClick={() => void nav.redirect('systemPay/wallet/recharge')}>
              {t('again')}
            </Button>
          )}
          {r.state === 'unpaid' && (
            <Button type='primary' size='small' data-testid='rc-pay' onClick={pay}>
              {props.failed ? t('payAgain') : t('pay')}
            </Button>
          )}
          {waiting && polls >= CHECK_MAX_POLLS && (
            <Button size='small' data-testid='rc-check' onClick={() => setPolls(0)}>
              {t('checkAgain')}
            </Button>
          )}
          <Button size='small' data-testid='rc-wallet' onClick={toWallet}>
            {t('toWallet')}
          </Button>
        </View>
      )}
    </View>
  )
}

function StateBody({ r, failed, reason, gaveUp }: { r: RechargeCheck; failed: boolean; reason?: string; gaveUp: boolean }) {
  const { t } = useT('recharge')
  const no = <Text className='rc-res__no'>{t('no', { no: r.id })}</Text>
  if (r.state === 'paid')
    return (
      <View className='rc-res' data-testid='rc-success'>
        <Text className='rc-res__icon rc-res__icon--ok'>✓</Text>
        <Text className='rc-res__title'>{t('okTitle')}</Text>
        <Text className='rc-res__text' data-testid='rc-total'>
          {t('okText', { total: price(r.total, r.currency) })}
        </Text>
        {r.bonus > 0 && <Text className='rc-res__text'>{t('okSplit', { amount: price(r.amount, r.currency), bonus: price(r.bonus, r.currency) })}</Text>}
        <Text className='rc-res__strong' data-testid='rc-balance'>
          {t('balanceNow', { balance: price(r.balance, r.currency) })}
        </Text>
        {no}
      </View>
    )
  if (r.state === 'cancelled' || (failed && r.state === 'unpaid'))
    return (
      <View className='rc-res' data-testid='rc-failed'>
        <Text className='rc-res__icon rc-res__icon--bad'>✕</Text>
        <Text className='rc-res__title'>{t('failTitle')}</Text>
        <Text className='rc-res__text'>{r.state === 'cancelled' ? t('failExpired') : t('failPayment')}</Text>
        {!!reason && r.state === 'unpaid' && <Text className='rc-res__text'>{t('reason', { reason })}</Text>}
        {no}
      </View>
    )
  if (r.state === 'awaiting')
    return (
      <View className='rc-res' data-testid='rc-awaiting'>
        <Text className='rc-res__icon rc-res__icon--wait'>…</Text>
        <Text className='rc-res__title'>{t('awaitingTitle')}</Text>
        <Text className='rc-res__text'>{t('awaitingText')}</Text>
        <Text className='rc-res__strong'>{price(r.total, r.currency)}</Text>
        {no}
      </View>
    )
  return (
    <View className='rc-res' data-testid='rc-checking'>
      <Text className='rc-res__icon rc-res__icon--wait'>…</Text>
      <Text className='rc-res__title'>{t('checkingTitle')}</Text>
      <Text className='rc-res__text'>{gaveUp ? t('stillWaiting') : t('checkingText')}</Text>
      <Text className='rc-res__strong'>{price(r.amount, r.currency)}</Text>
      {no}
    </View>
  )
}
