import Taro from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { Locale } from '~types/common'
import { LOCALE_NAMES, setLocale, SUPPORTED_LOCALES, useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore, useSettingsStore } from '@/core/stores'
import * as v from '@/core/validators'
import { Button, Screen } from '@/core/ui'
import { accountApi } from './api'
import { useCountryArea } from './country-store'
import { checkAll, CodeButton, Field, useFields, useSubmit } from './form-parts'
import './account.scss'

/** Forgot password: phone + code + new password twice. */
export function ForgetScreen() {
  const { t } = useT(['account', 'validation'])
  const area = useCountryArea((s) => s.area)
  const { f, set } = useFields({ phone: '', code: '', password: '', confirmPassword: '' })
  const { busy, run: submit } = useSubmit(async () => {
    if (!checkAll([v.phone(f.phone, area), v.smsCode(f.code), v.loginPassword(f.password), v.passwordsMatch(f.password, f.confirmPassword)], t)) return
    await accountApi.resetPassword({ ...f, countryArea: area })
    void Taro.showToast({ title: t('account:resetDone'), icon: 'none', duration: 1500 })
    await nav.back()
  })
  return (
    <View className='acc'>
      <Field label={`+${area}`} value={f.phone} onInput={set('phone')} type='number' maxlength={15} placeholder={t('account:phonePlaceholder')} />
      <Field label={t('account:code')} value={f.code} onInput={set('code')} type='number' maxlength={6}>
        <CodeButton type='forget' phone={f.phone} countryArea={area} />
      </Field>
      <Field label={t('account:newPassword')} value={f.password} onInput={set('password')} password maxlength={12} placeholder={t('account:passwordPlaceholder')} />
      <Field label={t('account:confirmPassword')} value={f.confirmPassword} onInput={set('confirmPassword')} password maxlength={12} />
      <Button className='acc-submit' type='primary' block loading={busy} onClick={() => void submit()}>
        {t('account:resetPassword')}
      </Button>
    </View>
  )
}

/** Country code picker (system/api/basics/phonePrefix). */
export function CountryAreaScreen() {
  const { t } = useT('common')
  const setArea = useCountryArea((s) => s.setArea)
  const [list, setList] = useState<Array<{ id: number; countryName: string; countryArea: string }> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const load = () => {
    setError(null)
    accountApi.phonePrefix().then(setList, (e: Error) => setError(e.message))
  }
  useEffect(load, [])
  return (
    <Screen loading={!list && !error} error={error} onRetry={load} empty={list?.length === 0} emptyText={t('empty')}>
      <ScrollView scrollY className='acc-list'>
        {list?.map((c) => (
          <View key={c.id} className='acc-list__item' onClick={() => (setArea(c.countryArea), void nav.back())}>
            <Text>{c.countryName}</Text>
            <Text className='acc-list__code'>+{c.countryArea}</Text>
          </View>
        ))}
      </ScrollView>
    </Screen>
  )
}

/** Link a phone number to the account. */
export function BindingScreen() {
  const { t } = useT(['account', 'validation'])
  const area = useCountryArea((s) => s.area)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const { busy, run: submit } = useSubmit(async () => {
    if (!checkAll([v.phone(phone, area), v.smsCode(code)], t)) return
    await accountApi.bindPhone(phone, code, area)
    useSessionStore.getState().setUser(await accountApi.info())
    void Taro.showToast({ title: t('account:bound'), icon: 'success', duration: 1500 })
    await nav.back()
  })
  return (
    <View className='acc'>
      <Field label={`+${area}`} value={phone} onInput={setPhone} type='number' maxlength={15} placeholder={t('account:phonePlaceholder')} />
      <Field label={t('account:code')} value={code} onInput={setCode} type='number' maxlength={6}>
        <CodeButton type='bind' phone={phone} countryArea={area} />
      </Field>
      <Button className='acc-submit' type='primary' block loading={busy} onClick={() => void submit()}>
        {t('account:bind')}
      </Button>
    </View>
  )
}

/** Settings: language (persisted, sent as `lang`), version, logout. */
export function SettingsScreen() {
  const { t } = useT('account')
  const locale = useSettingsStore((s) => s.locale)
  const token = useSessionStore((s) => s.token)
  const logout = async () => {
    await accountApi.logout().catch(() => {})
    useSessionStore.getState().logout()
    void Taro.showToast({ title: t('loggedOut'), icon: 'none', duration: 1500 })
    await nav.relaunch('tabbar/user')
  }
  return (
    <View className='acc' data-testid='settings'>
      <Text className='acc-section'>{t('language')}</Text>
      <View className='acc-langs'>
        {SUPPORTED_LOCALES.map((l: Locale) => (
          <Text key={l} data-testid={`lang-${l}`} className={`acc-lang ${l === locale ? 'acc-lang--on' : ''}`} onClick={() => setLocale(l)}>
            {LOCALE_NAMES[l]}
          </Text>
        ))}
      </View>
      <View className='acc-row'>
        <Text>{t('version')}</Text>
        <Text>{APP_VERSION}</Text>
      </View>
      {token && (
        <Button className='acc-submit' type='default' block data-testid='logout' onClick={() => void logout()}>
          {t('logout')}
        </Button>
      )}
    </View>
  )
}
