import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import * as v from '@/core/validators'
import { Button } from '@/core/ui'
import { accountApi, signIn } from './api'
import { Agreement, checkAll, CodeButton, Field, useFields, useSubmit } from './form-parts'
import { useCountryArea } from './country-store'
import './account.scss'

/** Register: phone, SMS code, password twice, invitation code when the platform asks for one, agreement. */
export function RegisterScreen() {
  const { t } = useT(['account', 'validation'])
  const area = useCountryArea((s) => s.area)
  const { f, set } = useFields({ phone: '', code: '', password: '', confirmPassword: '', inviteCode: '' })
  const [agreed, setAgreed] = useState(false)
  const [needInvite, setNeedInvite] = useState(false)
  useEffect(() => {
    accountApi.basics().then((b) => setNeedInvite(b.registerType.split(',').includes('salt')), () => {})
  }, [])
  const { busy, run: submit } = useSubmit(async () => {
    const checks = [v.phone(f.phone, area), v.smsCode(f.code), v.loginPassword(f.password), v.passwordsMatch(f.password, f.confirmPassword), v.agreementAccepted(agreed)]
    if (needInvite && !f.inviteCode) checks.push({ ok: false, key: 'formIncomplete' })
    if (!checkAll(checks, t)) return
    const r = await accountApi.register({ ...f, countryArea: area, agreement: true, inviteCode: f.inviteCode || undefined })
    await signIn(r.token)
    void Taro.showToast({ title: t('account:registered'), icon: 'success', duration: 1500 })
    await nav.relaunch('tabbar/user')
  })
  return (
    <View className='acc' data-testid='register'>
      <Field label={`+${area}`} value={f.phone} onInput={set('phone')} type='number' maxlength={15} placeholder={t('account:phonePlaceholder')} />
      <Field label={t('account:code')} value={f.code} onInput={set('code')} type='number' maxlength={6} placeholder={t('account:codePlaceholder')}>
        <CodeButton type='register' phone={f.phone} countryArea={area} />
      </Field>
      <Field label={t('account:password')} value={f.password} onInput={set('password')} password maxlength={12} placeholder={t('account:passwordPlaceholder')} />
      <Field label={t('account:confirmPassword')} value={f.confirmPassword} onInput={set('confirmPassword')} password maxlength={12} />
      <Field label={t('account:inviteCode')} value={f.inviteCode} onInput={set('inviteCode')} maxlength={16} placeholder={needInvite ? t('account:inviteRequired') : t('account:inviteOptional')} />
      <Agreement checked={agreed} onChange={setAgreed} />
      <Button className='acc-submit' type='primary' block loading={busy} onClick={() => void submit()}>
        {t('account:register')}
      </Button>
    </View>
  )
}
