import { View } from '@tarojs/components'
import { useState } from 'react'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import * as v from '@/core/validators'
import { checkAll, Field, useFields, useSubmit } from '@/core/form'
import { Button, toast } from '@/core/ui'
import { api } from '@/core/request'
import { signIn } from './api'
import { Agreement } from './agreement'
import { CodeButton } from './code-button'
import { useCountryArea } from './country-store'
import './texts'
import './account.scss'
import './account-web'

/** Query key of the platform's basics (system/api/basics/list): registration type, agreements. */

/** Register: phone, SMS code, password twice, invitation code when the platform asks for one, agreement. */
export function RegisterScreen() {
  return <RegisterForm />
}

/**
 * The registration form; `inviteCode` fills the invitation code (an invitation link, `invite/register`), `then` is
 * where a new account lands (the user page by default).
 */
export function RegisterForm({ inviteCode = '', then = 'tabbar/user' }: { inviteCode?: string; then?: 'tabbar/user' | 'newcomers/index' }) {
  const { t } = useT(['account', 'validation'])
  const area = useCountryArea((s) => s.area)
  const { f, set } = useFields({ phone: '', code: '', password: '', confirmPassword: '', inviteCode })
  const [agreed, setAgreed] = useState(false)
  const basics = useQuery(keyOf('system.basics'), () => api.system.basics(undefined, { silent: true }))
  const needInvite = !!basics.data?.registerType.split(',').includes('salt')
  const { busy, run: submit } = useSubmit(async () => {
    const checks = [
      v.phone(f.phone, area),
      v.smsCode(f.code),
      v.loginPassword(f.password),
      v.passwordsMatch(f.password, f.confirmPassword),
      v.agreementAccepted(agreed),
    ]
    if (needInvite && !f.inviteCode) checks.push({ ok: false, key: 'formIncomplete' })
    if (!checkAll(checks, t)) return
    const r = await api.account.register({ body: { ...f, countryArea: area, agreement: true, inviteCode: f.inviteCode || undefined } })
    await signIn(r.token)
    toast(t('account:registered'), 'success')
    await nav.relaunch(then)
  })
  return (
    <View className='acc' data-testid='register'>
      <Field label={`+${area}`} value={f.phone} onInput={set('phone')} type='number' maxlength={15} placeholder={t('account:phonePlaceholder')} />
      <Field label={t('account:code')} value={f.code} onInput={set('code')} type='number' maxlength={6} placeholder={t('account:codePlaceholder')}>
        <CodeButton type='register' phone={f.phone} countryArea={area} />
      </Field>
      <Field
        label={t('account:password')}
        value={f.password}
        onInput={set('password')}
        password
        maxlength={12}
        placeholder={t('account:passwordPlaceholder')}
      />
      <Field label={t('account:confirmPassword')} value={f.confirmPassword} onInput={set('confirmPassword')} password maxlength={12} />
      <Field
        label={t('account:inviteCode')}
        value={f.inviteCode}
        onInput={set('inviteCode')}
        maxlength={16}
        placeholder={needInvite ? t('account:inviteRequired') : t('account:inviteOptional')}
      />
      <Agreement checked={agreed} onChange={setAgreed} />
      <Button className='acc-submit' type='primary' block data-testid='register-submit' loading={busy} onClick={() => void submit()}>
        {t('account:register')}
      </Button>
    </View>
  )
}
