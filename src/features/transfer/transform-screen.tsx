// user/wallet/transform: convert between two enabled currencies at the desk's rate, through a quote that expires.
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { ConvertQuote, ConvertResult } from '~types/transfer'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { mmss, useSecondsLeft } from '@/core/format/clock'
import { price, toMinor } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api, newIdempotencyKey } from '@/core/request'
import { Screen, toast } from '@/core/ui'
import { afterRefusal, deadlineOf, doConvert, invalidateMoney, when } from './api'
import { CurrencyChips, Row } from './parts'
import { PaySheet } from './pay-sheet'
import './texts'
import './transfer.scss'
import './transfer-web'

/**
 * `user/wallet/transform?from=&to=`: the currency the money leaves (an account) and the one it goes to (the enabled
 * currencies with a rate), an amount; "get quote" asks the server for a quote at the current rate: what you pay,
 * what you get rounded DOWN to 0.01, the exact result and what was rounded off, and a countdown to its end (then
 * "refresh"). "Convert now" asks the pay password and converts by the quote with one Idempotency-Key.
 */
export function TransformScreen() {
  const { t } = useT('transfer')
  const params = usePageParams('user/wallet/transform')
  const accounts = useQuery(keyOf('ledger.accounts'), () => api.ledger.accounts({}))
  const [pickedFrom, setFrom] = useState(params.from)
  const from = pickedFrom ?? accounts.data?.[0]?.currency
  const rule = useQuery(keyOf('transfer.convertRule', from ?? ''), () => api.transfer.convertRule({ params: { id: from! }, query: {} }), {
    enabled: !!from,
    staleMs: 0,
  })
  usePullRefresh(accounts.reload, rule.reload)
  const [pickedTo, setTo] = useState(params.to)
  const convertible = rule.data?.targets.filter((x) => x.rate !== null) ?? []
  const to = convertible.find((x) => x.currency === pickedTo)?.currency ?? convertible[0]?.currency
  const target = rule.data?.targets.find((x) => x.currency === to)
  const [amountText, setAmountText] = useState('')
  const [quote, setQuote] = useState<(ConvertQuote & { deadline: string; key: string }) | null>(null)
  const [sheet, setSheet] = useState(false)
  const [pwd, setPwd] = useState('')
  const [result, setResult] = useState<ConvertResult | null>(null)
  const left = useSecondsLeft(quote?.deadline)

  const ask = useSubmit(async () => {
    const amount = toMinor(amountText)
    if (!to) return toast(t('noTargets'))
    if (!amount) return toast(t('badAmount'))
    const r = await api.transfer.convertRule({ params: { id: from! }, query: { to, amount } })
    if (r.quote) setQuote({ ...r.quote, deadline: deadlineOf(r.quote.expiresIn), key: newIdempotencyKey() })
  })
  const send = useSubmit(async (password: string) => {
    if (!quote) return
    try {
      const r = await doConvert(quote.quoteId, quote.key, password)
      setSheet(false)
      setResult(r)
      toast(t('converted'), 'success')
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
  const pick = (set: (c: string) => void) => (c: string) => {
    set(c)
    setQuote(null)
  }

  if (result)
    return (
      <View className='tf' data-testid='convert-result'>
        <View className='tf-result'>
          <Text className='tf-result__icon'>✓</Text>
          <Text className='tf-result__title'>{t('converted')}</Text>
          <Text className='tf-result__text' data-testid='result-text'>
            {t('convertedText', { from: price(result.amount, result.from), to: price(result.toAmount, result.to) })}
          </Text>
        </View>
        <View className='tf-card'>
          <Row label={t('rate')} value={t('rateLine', { from: result.from, rate: result.rate, to: result.to })} />
          <Row label={t('exact')} value={`${result.exact} ${result.to}`} />
          <Text className='tf-note tf-note--round' data-testid='result-rounding'>
            {result.rounded ? t('roundNote', { roundedOff: result.roundedOff, currency: result.to }) : t('noRounding')}
          </Text>
          <Row label={t('balanceOf', { currency: result.from })} value={price(result.fromBalance, result.from)} testId='result-from' />
          <Row label={t('balanceOf', { currency: result.to })} value={price(result.toBalance, result.to)} testId='result-to' strong />
        </View>
        <View className='tf-actions'>
          <View
            className='tf-btn tf-btn--ghost tf-btn--half'
            data-testid='another'
            onClick={() => {
              setResult(null)
              setQuote(null)
              setAmountText('')
            }}
          >
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
    <View className='tf' data-testid='transform'>
      <Screen query={from ? rule : accounts} empty={!!accounts.data && !accounts.data.length} emptyText={t('noAccounts')}>
        {accounts.data && from && (
          <CurrencyChips label={t('from')} list={accounts.data.map((a) => a.currency)} value={from} testId='from' onPick={pick(setFrom)} />
        )}
        {r && (
          <CurrencyChips
            label={t('into')}
            list={r.targets.map((x) => x.currency)}
            value={to}
            testId='to'
            disabled={r.targets.filter((x) => x.rate === null).map((x) => x.currency)}
            note={(c) => (r.targets.find((x) => x.currency === c)?.rate === null ? t('noRate') : undefined)}
            onPick={pick(setTo)}
          />
        )}
        {r && !r.targets.length && <Text className='tf-note'>{t('noTargets')}</Text>}
        {r && (
          <View className='tf-card' data-testid='rule'>
            <Row label={t('available')} value={price(r.available, r.from)} testId='available' strong />
            {target?.rate && <Row label={t('rate')} value={t('rateLine', { from: r.from, rate: target.rate, to: target.currency })} testId='rate' />}
            {target?.updatedAt && <Text className='tf-note'>{t('rateUpdated', { time: when(target.updatedAt) })}</Text>}
          </View>
        )}
        {r && !quote && !!convertible.length && (
          <View className='tf-card'>
            <Text className='tf-label'>{t('amountOf', { currency: r.from })}</Text>
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
            <Text className='tf-card__title'>{t('convertQuote')}</Text>
            <Row label={t('pay')} value={price(quote.amount, quote.from)} testId='quote-pay' />
            <Row label={t('get')} value={price(quote.toAmount, quote.to)} testId='quote-get' strong />
            <Row label={t('rate')} value={t('rateLine', { from: quote.from, rate: quote.rate, to: quote.to })} testId='quote-rate' />
            <Row label={t('exact')} value={`${quote.exact} ${quote.to}`} testId='quote-exact' />
            <Text className='tf-note tf-note--round' data-testid='quote-rounding'>
              {quote.rounded ? t('roundNote', { roundedOff: quote.roundedOff, currency: quote.to }) : t('noRounding')}
            </Text>
            <Text className={left ? 'tf-note' : 'tf-note tf-note--bad'} data-testid='quote-left'>
              {left ? t('validFor', { time: mmss(left) }) : t('expired')}
            </Text>
            <View className='tf-actions'>
              <View className='tf-btn tf-btn--ghost tf-btn--half' data-testid='refresh' onClick={() => void ask.run()}>
                <Text className='tf-btn__text tf-btn__text--ghost'>{t('refresh')}</Text>
              </View>
              {left > 0 && (
                <View
                  className='tf-btn tf-btn--half'
                  data-testid='confirm'
                  onClick={() => {
                    setPwd('')
                    setSheet(true)
                  }}
                >
                  <Text className='tf-btn__text'>{t('convertNow')}</Text>
                </View>
              )}
            </View>
            <Text className='tf-link' data-testid='change' onClick={() => setQuote(null)}>
              {t('change')}
            </Text>
          </View>
        )}
      </Screen>
      {sheet && quote && (
        <PaySheet title={t('enterPayPwd')} value={pwd} busy={send.busy} onInput={setPwd} onPassword={(v) => void send.run(v)} onClose={() => setSheet(false)} />
      )}
    </View>
  )
}
