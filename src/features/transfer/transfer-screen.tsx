// user/wallet/transfer: money to another user of the tenant, by phone or user ID, through a one-time quote and the pay password.
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { TurnQuote, TurnResult } from '~types/transfer'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { mmss, useSecondsLeft } from '@/core/format/clock'
import { price, toMinor } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api, newIdempotencyKey } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Screen, toast } from '@/core/ui'
import { afterRefusal, deadlineOf, doTurn, invalidateMoney } from './api'
import { CurrencyChips, Row } from './parts'
import { PaySheet } from './pay-sheet'
import './texts'
import './transfer.scss'
import './transfer-web'

type Mode = 'phone' | 'id'

/**
 * `user/wallet/transfer?currency=`: the account (currency), the server's rule (available, fee, today's limit left),
 * the recipient by phone or user ID and an amount; "next" asks the server for a one-time quote (the recipient
 * masked, fee, what leaves, how long it holds); "transfer now" asks the pay password and moves the money with the
 * quote and one Idempotency-Key; the result. Every number is the server's.
 */
export function TransferScreen() {
  const { t } = useT('transfer')
  const params = usePageParams('user/wallet/transfer')
  const accounts = useQuery(keyOf('ledger.accounts'), () => api.ledger.accounts({}))
  const [picked, setPicked] = useState(params.currency)
  const currency = picked ?? accounts.data?.[0]?.currency
  const rule = useQuery(keyOf('transfer.turnRule', currency ?? ''), () => api.transfer.turnRule({ params: { id: currency! }, query: {} }), {
    enabled: !!currency,
    staleMs: 0,
  })
  usePullRefresh(accounts.reload, rule.reload)
  const [mode, setMode] = useState<Mode>('phone')
  const [to, setTo] = useState('')
  const [amountText, setAmountText] = useState('')
  const [quote, setQuote] = useState<(TurnQuote & { deadline: string; key: string }) | null>(null)
  const [sheet, setSheet] = useState(false)
  const [pwd, setPwd] = useState('')
  const [result, setResult] = useState<TurnResult | null>(null)
  const left = useSecondsLeft(quote?.deadline)

  const ask = useSubmit(async () => {
    const amount = toMinor(amountText)
    if (!to.trim()) return toast(t(mode === 'phone' ? 'badPhone' : 'badUserId'))
    if (mode === 'id' && !/^\d{1,15}$/.test(to.trim())) return toast(t('badUserId'))
    if (!amount) return toast(t('badAmount'))
    // a phone in the sender's own country area (the server's default 86 when unknown)
    const area = useSessionStore.getState().userInfo?.countryArea
    const who = mode === 'phone' ? { phone: to.trim(), ...(area ? { countryArea: area } : {}) } : { userId: Number(to.trim()) }
    const r = await api.transfer.turnRule({ params: { id: currency! }, query: { ...who, amount } })
    if (r.quote) setQuote({ ...r.quote, deadline: deadlineOf(r.quote.expiresIn), key: newIdempotencyKey() })
  })
  const send = useSubmit(async (password: string) => {
    if (!quote) return
    try {
      const r = await doTurn(quote.quoteId, quote.key, password)
      setSheet(false)
      setResult(r)
      toast(t('done'), 'success')
    } catch (e) {
      setPwd('')
      const next = afterRefusal(e)
      if (next === 'retryPassword') return
      setSheet(false)
      if (next === 'newQuote') setQuote(null)
      if (next === 'setPassword') await nav.to('public/setting/pay-pwd')
    } finally {
      await invalidateMoney()
    }
  })

  const reset = () => {
    setResult(null)
    setQuote(null)
    setTo('')
    setAmountText('')
  }

  if (result)
    return (
      <View className='tf' data-testid='transfer-result'>
        <View className='tf-result'>
          <Text className='tf-result__icon'>✓</Text>
          <Text className='tf-result__title'>{t('done')}</Text>
          <Text className='tf-result__text' data-testid='result-text'>
            {t('doneText', { amount: price(result.amount, result.currency), name: result.recipient.name })}
          </Text>
        </View>
        <View className='tf-card'>
          <Row label={t('to')} value={`${result.recipient.name} ${result.recipient.phone}`} />
          <Row label={t('fee')} value={price(result.fee, result.currency)} />
          <Row label={t('debit')} value={price(result.debit, result.currency)} />
          <Row label={t('balanceAfter')} value={price(result.balance, result.currency)} testId='result-balance' strong />
        </View>
        <View className='tf-actions'>
          <View className='tf-btn tf-btn--ghost tf-btn--half' data-testid='another' onClick={reset}>
            <Text className='tf-btn__text tf-btn__text--ghost'>{t('another')}</Text>
          </View>
          <View className='tf-btn tf-btn--half' data-testid='finish' onClick={() => void nav.back()}>
            <Text className='tf-btn__text'>{t('finish')}</Text>
          </View>
        </View>
      </View>
    )

  const r = rule.data
  return (
    <View className='tf' data-testid='transfer'>
      <Screen query={currency ? rule : accounts} empty={!!accounts.data && !accounts.data.length} emptyText={t('noAccounts')}>
        {accounts.data && currency && (
          <CurrencyChips
            label={t('currency')}
            list={accounts.data.map((a) => a.currency)}
            value={currency}
            testId='currency'
            onPick={(c) => {
              setPicked(c)
              setQuote(null)
            }}
          />
        )}
        {r && (
          <View className='tf-card' data-testid='rule'>
            <Row label={t('available')} value={price(r.available, r.currency)} testId='available' strong />
            <Row
              label={t('fee')}
              value={r.feePermille || r.feeMin ? t('feeRule', { permille: r.feePermille, min: price(r.feeMin, r.currency) }) : t('noFee')}
            />
            <Row
              label={t('dailyLimit')}
              value={t('dailyLeft', { left: price(r.dailyLeft, r.currency), limit: price(r.dailyLimit, r.currency) })}
              testId='daily'
            />
          </View>
        )}
        {r && !quote && (
          <View className='tf-card'>
            <View className='tf-tabs'>
              {(['phone', 'id'] as Mode[]).map((m) => (
                <View
                  key={m}
                  className={mode === m ? 'tf-tab tf-tab--on' : 'tf-tab'}
                  data-testid={`mode-${m}`}
                  onClick={() => {
                    setMode(m)
                    setTo('')
                  }}
                >
                  <Text className={mode === m ? 'tf-tab__text tf-tab__text--on' : 'tf-tab__text'}>{t(m === 'phone' ? 'byPhone' : 'byId')}</Text>
                </View>
              ))}
            </View>
            <Text className='tf-label'>{t(mode === 'phone' ? 'phone' : 'userId')}</Text>
            <Input
              className='tf-input'
              data-testid='to'
              type='number'
              maxlength={15}
              value={to}
              placeholder={t(mode === 'phone' ? 'phonePlaceholder' : 'userIdPlaceholder')}
              onInput={(e) => setTo(e.detail.value)}
            />
            <Text className='tf-label'>{t('amount')}</Text>
            <Input
              className='tf-input'
              data-testid='amount'
              type='digit'
              maxlength={13}
              value={amountText}
              placeholder='0.00'
              onInput={(e) => setAmountText(e.detail.value)}
            />
            <View className={ask.busy ? 'tf-btn tf-btn--off' : 'tf-btn'} data-testid='get-quote' onClick={() => void ask.run()}>
              <Text className='tf-btn__text'>{t('getQuote')}</Text>
            </View>
          </View>
        )}
        {quote && (
          <View className='tf-card' data-testid='quote'>
            <Text className='tf-card__title'>{t('quote')}</Text>
            <Row label={t('to')} value={`${quote.recipient.name} ${quote.recipient.phone}`} testId='recipient' strong />
            <Row label={t('recipientGets')} value={price(quote.amount, quote.currency)} testId='quote-amount' />
            <Row label={t('fee')} value={price(quote.fee, quote.currency)} testId='quote-fee' />
            <Row label={t('debit')} value={price(quote.debit, quote.currency)} testId='quote-debit' strong />
            <Row label={t('leftAfter')} value={price(quote.dailyLeftAfter, quote.currency)} />
            <Text className={left ? 'tf-note' : 'tf-note tf-note--bad'} data-testid='quote-left'>
              {left ? t('validFor', { time: mmss(left) }) : t('expired')}
            </Text>
            <View className='tf-actions'>
              <View className='tf-btn tf-btn--ghost tf-btn--half' data-testid='change' onClick={() => setQuote(null)}>
                <Text className='tf-btn__text tf-btn__text--ghost'>{t('change')}</Text>
              </View>
              {left ? (
                <View
                  className='tf-btn tf-btn--half'
                  data-testid='confirm'
                  onClick={() => {
                    setPwd('')
                    setSheet(true)
                  }}
                >
                  <Text className='tf-btn__text'>{t('confirm')}</Text>
                </View>
              ) : (
                <View className='tf-btn tf-btn--half' data-testid='refresh' onClick={() => void ask.run()}>
                  <Text className='tf-btn__text'>{t('refresh')}</Text>
                </View>
              )}
            </View>
          </View>
        )}
      </Screen>
      {sheet && quote && (
        <PaySheet title={t('enterPayPwd')} value={pwd} busy={send.busy} onInput={setPwd} onPassword={(v) => void send.run(v)} onClose={() => setSheet(false)} />
      )}
    </View>
  )
}
