import Taro, { useDidShow } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useEffect, useMemo, useRef, useState } from 'react'
import { WithdrawCodes } from '~types/withdraw-codes'
import { keyOf, previewKey, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { absoluteUrl, api, newIdempotencyKey, RequestError } from '@/core/request'
import { Button, Screen, toast } from '@/core/ui'
import { fromMinor, invalidateWithdrawals, signing, toMinor, when } from './api'
import { CardChoice } from './card-choice'
import './texts'
import './withdraw.scss'
import './withdraw-web'

type Field = 'amount' | 'cardId' | 'currency'
const POLL_MS = 1500

/**
 * The withdraw form, for a shopper's own balance or (with `shopId`) a shop's settled money: what is available
 * and held, the real name and the agreement first (each a way to do it), the currency, the amount with the
 * server's fee and what leaves the balance, the card, the rules. Every number is the server's.
 */
export function WithdrawForm({ shopId, onDone }: { shopId?: number; onDone?: (id: number) => void }) {
  const { t } = useT('withdraw')
  const [currency, setCurrency] = useState<string | undefined>(undefined)
  const status = useQuery(keyOf('withdraw.status', shopId ?? 0, currency ?? ''), () => api.withdraw.status({ query: { currency, shopId } }, { silent: true }), {
    staleMs: 0,
  })
  const s = status.data
  const rule = useQuery(keyOf('withdraw.rule', 1), () => api.withdraw.rule({ params: { id: 1 } }, { silent: true }))
  const [text, setText] = useState('')
  const [cardId, setCardId] = useState<number | null>(null)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [waiting, setWaiting] = useState(false)
  const alive = useRef(true)
  useEffect(
    () => () => {
      alive.current = false
    },
    [],
  )

  const amount = toMinor(text)
  const cur = s?.currency ?? 'CNY'
  const problem =
    !text || !s
      ? undefined
      : amount === null || amount < 1
        ? t('amountInvalid')
        : amount < s.setting.minAmount
          ? t('belowMin', { amount: price(s.setting.minAmount, cur) })
          : amount > s.maxNow
            ? t('aboveMax', { amount: price(s.maxNow, cur) })
            : undefined
  const quote = useQuery(
    previewKey('withdraw.fee', amount ?? 0, cur),
    () => api.withdraw.fee({ query: { amount: amount!, currency: cur } }, { silent: true }),
    { enabled: !!s && amount !== null && amount > 0, staleMs: 60_000, refetchOnShow: false },
  )
  const body = { amount: amount ?? 0, currency: cur, cardId: cardId ?? 0, shopId }
  // one key per intent: a retry of the same form is the same request, a changed form a new one
  const sig = JSON.stringify(body)
  const key = useMemo(() => newIdempotencyKey(), [sig])

  // back from the provider's signing page: wait for its callback to reach the server
  const waitForSignature = async () => {
    if (!signing.pending()) return
    setWaiting(true)
    try {
      for (let i = 0; i < 20 && alive.current; i++) {
        const a = await api.withdraw.agreement(undefined, { silent: true }).catch(() => undefined)
        if (a?.signed) {
          signing.done()
          break
        }
        await new Promise((r) => setTimeout(r, POLL_MS))
      }
    } finally {
      if (alive.current) setWaiting(false)
      await status.reload()
    }
  }
  useDidShow(() => void waitForSignature())

  const sign = useSubmit(async () => {
    const r = await api.withdraw.sign()
    if (r.signed || !r.url) return void status.reload()
    signing.start()
    await nav.to('web', { url: absoluteUrl(r.url) })
  })
  const send = useSubmit(async () => {
    try {
      const w = await api.withdraw.create({ body }, { idempotencyKey: key })
      toast(t('submitted'), 'success')
      setText('')
      void invalidateWithdrawals()
      if (onDone) onDone(w.id)
      else await nav.to('user/wallet/extract/success', { id: w.id })
    } catch (e) {
      // the request client showed the server's message; it stays under the field it names
      if (e instanceof RequestError) {
        const f = e.field === 'cardId' || e.field === 'currency' || e.field === 'amount' ? e.field : e.code === WithdrawCodes.DAILY_MAX ? 'amount' : null
        if (f) setErrors((x) => ({ ...x, [f]: e.message }))
        void status.reload()
      }
    }
  })
  const busy = send.busy || sign.busy
  const ready = !!s && s.realName && s.signed
  const submit = async () => {
    if (busy || !s) return
    const p: Partial<Record<Field, string>> = {}
    if (!text || problem) p.amount = problem ?? t('amountHint')
    if (!cardId) p.cardId = t('chooseCard')
    setErrors(p)
    const first = p.amount ?? p.cardId
    if (first) return toast(first)
    await send.run()
  }
  const all = () => {
    if (!s?.maxNow) return
    setText(fromMinor(s.maxNow))
    setErrors((x) => ({ ...x, amount: undefined }))
  }
  const copyRule = () => void Taro.setClipboardData({ data: rule.data?.content ?? '' }).catch(() => undefined)

  return (
    <Screen query={status} className='wd-form'>
      {s && (
        <View>
          <View className='wd-head'>
            <Text className='wd-head__label'>{t('available')}</Text>
            <Text className='wd-head__value' data-testid='wd-available'>
              {price(s.available, s.currency)}
            </Text>
            <Text className='wd-head__small' data-testid='wd-held'>{`${t('held')} ${price(s.held, s.currency)}`}</Text>
          </View>

          {!s.realName ? (
            <View className='wd-gate' data-testid='wd-gate-realname'>
              <Text className='wd-gate__text'>{t('realNameNeeded')}</Text>
              <Button type='primary' size='small' data-testid='wd-verify' onClick={() => void nav.to('public/realName/index')}>
                {t('verify')}
              </Button>
            </View>
          ) : !s.signed ? (
            <View className='wd-gate' data-testid='wd-gate-sign'>
              <Text className='wd-gate__text'>{waiting ? t('signing') : t('signNeeded')}</Text>
              <Button
                type='primary'
                size='small'
                data-testid='wd-sign'
                disabled={busy || waiting}
                loading={sign.busy || waiting}
                onClick={() => void sign.run()}
              >
                {t('sign')}
              </Button>
            </View>
          ) : null}

          <View className='wd-box'>
            {s.setting.currencies.length > 1 && (
              <View className='wd-chips'>
                {s.setting.currencies.map((c) => (
                  <Text
                    key={c}
                    className={c === s.currency ? 'wd-chip wd-chip--on' : 'wd-chip'}
                    data-testid={`wd-currency-${c}`}
                    onClick={() => (setCurrency(c), setText(''), setErrors({}))}
                  >
                    {c}
                  </Text>
                ))}
              </View>
            )}
            <Text className='wd-box__title'>{t('amount')}</Text>
            <View className='wd-amount'>
              <Text className='wd-amount__cur'>{s.currency}</Text>
              <Input
                className='wd-amount__input'
                data-testid='wd-amount'
                type='digit'
                value={text}
                placeholder={t('amountHint')}
                disabled={!ready}
                onInput={(e) => (setText(e.detail.value), setErrors((x) => ({ ...x, amount: undefined })))}
              />
              <Text className='wd-amount__all' data-testid='wd-all' onClick={all}>
                {t('all')}
              </Text>
            </View>
            <Text className='wd-hint' data-testid='wd-limits'>
              {t('limits', { min: price(s.setting.minAmount, s.currency), max: price(s.setting.maxAmount, s.currency), left: price(s.dailyLeft, s.currency) })}
            </Text>
            <Text className='wd-hint' data-testid='wd-max-now'>
              {t('maxNow', { amount: price(s.maxNow, s.currency) })}
            </Text>
            {quote.data && amount !== null && !problem && (
              <View className='wd-fee'>
                <View className='wd-fee__row'>
                  <Text className='wd-fee__label'>{t('fee')}</Text>
                  <Text className='wd-fee__value' data-testid='wd-fee'>
                    {price(quote.data.fee, quote.data.currency)}
                  </Text>
                </View>
                <View className='wd-fee__row'>
                  <Text className='wd-fee__label'>{t('total')}</Text>
                  <Text className='wd-fee__value wd-fee__value--total' data-testid='wd-total'>
                    {price(quote.data.total, quote.data.currency)}
                  </Text>
                </View>
              </View>
            )}
            {(problem || errors.amount || errors.currency) && (
              <Text className='wd-error' data-testid='wd-error-amount'>
                {problem ?? errors.amount ?? errors.currency}
              </Text>
            )}
          </View>

          <View className='wd-box'>
            <Text className='wd-box__title'>{t('card')}</Text>
            <CardChoice value={cardId} onChange={(id) => (setCardId(id), setErrors((x) => ({ ...x, cardId: undefined })))} />
            {errors.cardId && (
              <Text className='wd-error' data-testid='wd-error-card'>
                {errors.cardId}
              </Text>
            )}
          </View>

          <View className='wd-submit'>
            <Button type='primary' block data-testid='wd-submit' disabled={busy || !ready} loading={send.busy} onClick={() => void submit()}>
              {t('submit')}
            </Button>
          </View>

          {rule.data && (
            <View className='wd-rules' onLongPress={copyRule}>
              <Text className='wd-rules__title'>{t('rules')}</Text>
              <Text className='wd-rules__text' data-testid='wd-rules'>
                {rule.data.content}
              </Text>
            </View>
          )}
          {s.signed && <SignedLine />}
        </View>
      )}
    </Screen>
  )
}

/** When the agreement was signed (its own request: the page's status says only whether). */
function SignedLine() {
  const { t } = useT('withdraw')
  const a = useQuery(keyOf('withdraw.agreement'), () => api.withdraw.agreement(undefined, { silent: true }))
  if (!a.data?.signedAt) return null
  return (
    <Text className='wd-signed' data-testid='wd-signed'>
      {t('signedOn', { date: when(a.data.signedAt) })}
    </Text>
  )
}
