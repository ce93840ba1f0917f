import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { CARD_TYPES, HOLDER_MAX } from '~types/bank-codes'
import { areaKey, invalidate, keyOf, useQuery } from '@/core/data'
import { Field, useFields, useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { Button, Screen, toast } from '@/core/ui'
import { api, RequestError } from '@/core/request'
import { cardDigits, cardProblems, fieldOf, type CardField, type CardType } from './api'
import './texts'
import './bank.scss'
import './bank-web'

/**
 * Bind a bank card (`user/bankCard/binding`): holder (the approved real name, filled in), ID number, bank
 * from the tenant's list, card number, phone, debit or credit. The form's problems and the server's
 * refusals (holder or ID number not the real name's, the bank's four-element answer) show under their
 * field. Without an approved real name the screen says so and leads to the real-name page instead.
 */
export function BankCardFormScreen() {
  const { t } = useT(['bank', 'validation'])
  const authen = useQuery(keyOf('account.authenLog'), () => api.account.authenLog())
  const banks = useQuery(keyOf('bank.types'), () => api.bank.types(), { staleMs: 300_000 })
  const { f, set } = useFields({ holder: '', idNumber: '', cardNumber: '', phone: '' })
  const [bankCode, setBankCode] = useState('')
  const [cardType, setCardType] = useState<CardType>('debit')
  const [choosing, setChoosing] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({})
  const approved = authen.data?.status === 'approved' ? authen.data : undefined

  useEffect(() => {
    if (approved && !f.holder) set('holder')(approved.realName)
  }, [approved?.realName])

  const edit = (k: 'holder' | 'idNumber' | 'cardNumber' | 'phone') => (value: string) => {
    set(k)(value)
    setErrors((e) => ({ ...e, [k]: undefined }))
  }

  const { busy, run: submit } = useSubmit(async () => {
    const problems = cardProblems({ ...f, bankCode, countryArea: '86', realName: approved?.realName })
    const shown = Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, t(p.key, p.params)]))
    setErrors(shown)
    const first = Object.values(shown)[0]
    if (first) return void toast(first)
    try {
      await api.bank.bind({
        body: {
          holder: f.holder.trim(),
          idNumber: f.idNumber.trim().toUpperCase(),
          bankCode,
          cardNumber: cardDigits(f.cardNumber),
          phone: f.phone.trim(),
          cardType,
        },
      })
    } catch (e) {
      // the request client showed the server's message; it stays under the field it names
      if (e instanceof RequestError) {
        const field = fieldOf(e.code, e.field)
        if (field) setErrors((x) => ({ ...x, [field]: e.message }))
      }
      throw e
    }
    await invalidate(areaKey('bank'))
    toast(t('form.bound'), 'success')
    await nav.back()
  })

  const error = (k: CardField) =>
    errors[k] ? (
      <Text className='bank-error' data-testid={`bank-error-${k}`}>
        {errors[k]}
      </Text>
    ) : null
  const bankName = banks.data?.find((b) => b.code === bankCode)?.name

  if (authen.data !== undefined && !approved) {
    const pending = authen.data?.status === 'pending'
    return (
      <View className='bank' data-testid='bank-form-needs-real-name'>
        <View className='bank-notice'>
          <Text className='bank-notice__text'>{pending ? t('form.realNamePending') : t('form.realNameNeeded')}</Text>
          <Button type='primary' block onClick={() => void nav.to('public/realName/index')}>
            {t('form.toRealName')}
          </Button>
        </View>
      </View>
    )
  }

  return (
    <View className='bank' data-testid='bank-form'>
      <Screen query={authen}>
        <View className='bank-form'>
          <Field label={t('form.holder')} value={f.holder} onInput={edit('holder')} maxlength={HOLDER_MAX} placeholder={t('form.holderPlaceholder')} />
          {error('holder')}
          <Field
            label={t('form.idNumber')}
            value={f.idNumber}
            onInput={edit('idNumber')}
            type='idcard'
            maxlength={20}
            placeholder={t('form.idNumberPlaceholder')}
          />
          {error('idNumber')}
          <View className='bank-form__row' data-testid='bank-choose' onClick={() => setChoosing(!choosing)}>
            <Text className='bank-form__label'>{t('form.bank')}</Text>
            <Text className={bankName ? 'bank-form__value' : 'bank-form__value bank-form__value--empty'}>{bankName ?? t('form.bankPlaceholder')}</Text>
            <Text className='bank-form__more'>{choosing ? '⌃' : '›'}</Text>
          </View>
          {choosing && (
            <View className='bank-options' data-testid='bank-options'>
              {(banks.data ?? []).map((b) => (
                <Text
                  key={b.code}
                  className={b.code === bankCode ? 'bank-option bank-option--on' : 'bank-option'}
                  data-testid={`bank-option-${b.code}`}
                  onClick={() => {
                    setBankCode(b.code)
                    setChoosing(false)
                    setErrors((e) => ({ ...e, bankCode: undefined }))
                  }}
                >
                  {b.name}
                </Text>
              ))}
            </View>
          )}
          {error('bankCode')}
          <Field
            label={t('form.cardNumber')}
            value={f.cardNumber}
            onInput={edit('cardNumber')}
            type='number'
            maxlength={23}
            placeholder={t('form.cardNumberPlaceholder')}
          />
          {error('cardNumber')}
          <Field label={t('form.phone')} value={f.phone} onInput={edit('phone')} type='number' maxlength={15} placeholder={t('form.phonePlaceholder')} />
          {error('phone')}
          <View className='bank-form__row'>
            <Text className='bank-form__label'>{t('form.cardType')}</Text>
            <View className='bank-form__chips'>
              {CARD_TYPES.map((c) => (
                <Text
                  key={c}
                  className={cardType === c ? 'bank-chip bank-chip--on' : 'bank-chip'}
                  data-testid={`bank-type-${c}`}
                  onClick={() => {
                    setCardType(c)
                    setErrors((e) => ({ ...e, cardType: undefined }))
                  }}
                >
                  {t(`cardType.${c}`)}
                </Text>
              ))}
            </View>
          </View>
          {error('cardType')}
        </View>
        <View className='bank-form__submit'>
          {busy && <Text className='bank-form__checking'>{t('form.checking')}</Text>}
          <Button type='primary' block data-testid='bank-submit' loading={busy} onClick={() => void submit()}>
            {t('form.submit')}
          </Button>
        </View>
      </Screen>
    </View>
  )
}
