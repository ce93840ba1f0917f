import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import * as v from '@/core/validators'
import { checkAll, Field, useSubmit } from '@/core/form'
import { Button, toast } from '@/core/ui'
import { api } from '@/core/request'
import { signIn } from './api'
import { Agreement } from './agreement'
import { CodeButton } from './code-button'
import { useCountryArea } from './country-store'
import './texts'
import './account.scss'
import './account-web'

/** Log in by password or by SMS code; back to the page that asked for login. */
export function LoginScreen() {
  const { t } = useT(['account', 'validation'])
  const [mode, setMode] = useState<'password' | 'code'>('password')
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const area = useCountryArea((s) => s.area)

  const { busy, run: submit } = useSubmit(async () => {
    const checks = [v.phone(phone, area), mode === 'password' ? v.loginPassword(password) : v.smsCode(code), v.agreementAccepted(agreed)]
    if (!checkAll(checks, t)) return
    const body =
      mode === 'password'
        ? { loginType: 'password' as const, username: phone, password, countryArea: area }
        : { loginType: 'code' as const, phone, code, countryArea: area }
    const r = await api.account.login({ body })
    await signIn(r.token)
    toast(t('account:loggedIn'), 'success')
    await nav.afterLogin()
  })

  return (
    <View className='acc' data-testid='login'>
      <View className='acc-tabs'>
        <Text className={`acc-tab ${mode === 'password' ? 'acc-tab--on' : ''}`} onClick={() => setMode('password')}>
          {t('account:loginByPassword')}
        </Text>
        <Text className={`acc-tab ${mode === 'code' ? 'acc-tab--on' : ''}`} data-testid='mode-code' onClick={() => setMode('code')}>
          {t('account:loginByCode')}
        </Text>
      </View>
      <Field
        className='login-phone'
        label={`+${area}`}
        value={phone}
        onInput={setPhone}
        type='number'
        maxlength={15}
        placeholder={t('account:phonePlaceholder')}
      />
      {mode === 'password' ? (
        <Field
          className='login-password'
          label={t('account:password')}
          value={password}
          onInput={setPassword}
          password
          placeholder={t('account:passwordPlaceholder')}
          maxlength={12}
        />
      ) : (
        <Field
          className='login-code'
          label={t('account:code')}
          value={code}
          onInput={setCode}
          type='number'
          maxlength={6}
          placeholder={t('account:codePlaceholder')}
        >
          <CodeButton type='login' phone={phone} countryArea={area} />
        </Field>
      )}
      <Agreement checked={agreed} onChange={setAgreed} />
      <Button className='acc-submit login-submit' data-testid='login-submit' type='primary' block loading={busy} onClick={() => void submit()}>
        {t('account:login')}
      </Button>
      <View className='acc-links'>
        <Text onClick={() => void nav.to('public/account/forget')}>{t('account:forgot')}</Text>
        <Text onClick={() => void nav.to('public/account/countryArea')}>{t('account:countryArea')}</Text>
        <Text onClick={() => void nav.to('public/account/register')}>{t('account:noAccount')}</Text>
      </View>
    </View>
  )
}
