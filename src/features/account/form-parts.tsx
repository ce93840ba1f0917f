import Taro from '@tarojs/taro'
import { useRef, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { useCountdown } from './use-countdown'
import { accountApi, type SmsType } from './api'
import * as v from '@/core/validators'
import './account.scss'
import './account-web'

export function Field(props: { label: string; value: string; onInput: (s: string) => void; type?: 'text' | 'number' | 'idcard' | 'digit'; password?: boolean; placeholder?: string; maxlength?: number; className?: string; children?: React.ReactNode }) {
  return (
    <View className={`acc-field ${props.className ?? ''}`}>
      <Text className='acc-field__label'>{props.label}</Text>
      <Input
        className='acc-field__input'
        value={props.value}
        type={props.type ?? 'text'}
        password={props.password}
        placeholder={props.placeholder}
        maxlength={props.maxlength ?? 64}
        onInput={(e) => props.onInput(e.detail.value)}
      />
      {props.children}
    </View>
  )
}

/** "Get code" with the 60 s countdown; validates the phone first. */
export function CodeButton({ type, phone, countryArea }: { type: SmsType; phone: string; countryArea: string }) {
  const { t } = useT(['account', 'validation'])
  const { left, start } = useCountdown()
  const send = async () => {
    if (left > 0) return
    const c = v.phone(phone, countryArea)
    if (!c.ok) return void Taro.showToast({ title: t(`validation:${c.key}`), icon: 'none', duration: 1500 })
    try {
      const r = await accountApi.sendCode(type, phone, countryArea)
      start(r.resendIn || 60)
      void Taro.showToast({ title: t('account:codeSent'), icon: 'none', duration: 1500 })
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

export function Agreement({ checked, onChange }: { checked: boolean; onChange: (b: boolean) => void }) {
  const { t } = useT('account')
  return (
    <View className='acc-agree' data-testid='agreement' onClick={() => onChange(!checked)}>
      <View className={`acc-agree__box ${checked ? 'acc-agree__box--on' : ''}`}>{checked ? '✓' : ''}</View>
      <Text>
        {t('agree')} {t('agreementName')}
      </Text>
    </View>
  )
}

/** Show the first failing check as a toast; true when all pass. */
export function checkAll(checks: v.Check[], t: (k: string, o?: Record<string, unknown>) => string): boolean {
  const bad = checks.find((c) => !c.ok) as Extract<v.Check, { ok: false }> | undefined
  if (!bad) return true
  void Taro.showToast({ title: t(`validation:${bad.key}`, bad.params), icon: 'none', duration: 1500 })
  return false
}

/** A form's text fields: `f.phone`, and `set('phone')` for a Field's onInput. */
export function useFields<F extends Record<string, string>>(initial: F) {
  const [f, setF] = useState(initial)
  const set = (k: keyof F) => (value: string) => setF((o) => ({ ...o, [k]: value }))
  return { f, set }
}

/**
 * A form's submit: runs `action` once at a time (`busy` drives the button's spinner). `action` returns
 * early when its checks fail; a failed request was already shown by the request client.
 */
export function useSubmit(action: () => Promise<void>) {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const run = async () => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await action()
    } catch {
      /* the request client showed the server's message */
    } finally {
      running.current = false
      setBusy(false)
    }
  }
  return { busy, run }
}
