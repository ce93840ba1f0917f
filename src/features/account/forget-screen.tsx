import { View } from '@tarojs/components'
import { checkAll, Field, useFields, useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { Button, toast } from '@/core/ui'
import * as v from '@/core/validators'
import { api } from '@/core/request'
import { CodeButton } from './code-button'
import { useCountryArea } from './country-store'
import './texts'
import './account.scss'
import './account-web'

/** Forgot password: phone + code + new password twice. */
export function ForgetScreen() {
  const { t } = useT(['account', 'validation'])
  const area = useCountryArea((s) => s.area)
  const { f, set } = useFields({ phone: '', code: '', password: '', confirmPassword: '' })
  const { busy, run: submit } = useSubmit(async () => {
    if (!checkAll([v.phone(f.phone, area), v.smsCode(f.code), v.loginPassword(f.password), v.passwordsMatch(f.password, f.confirmPassword)], t)) return
    await api.account.updatePassword({ body: { ...f, countryArea: area } })
    toast(t('account:resetDone'))
    await nav.back()
  })
  return (
    <View className='acc'>
      <Field label={`+${area}`} value={f.phone} onInput={set('phone')} type='number' maxlength={15} placeholder={t('account:phonePlaceholder')} />
      <Field label={t('account:code')} value={f.code} onInput={set('code')} type='number' maxlength={6}>
        <CodeButton type='forget' phone={f.phone} countryArea={area} />
      </Field>
      <Field
        label={t('account:newPassword')}
        value={f.password}
        onInput={set('password')}
        password
        maxlength={12}
        placeholder={t('account:passwordPlaceholder')}
      />
      <Field label={t('account:confirmPassword')} value={f.confirmPassword} onInput={set('confirmPassword')} password maxlength={12} />
      <Button className='acc-submit' type='primary' block loading={busy} onClick={() => void submit()}>
        {t('account:resetPassword')}
      </Button>
    </View>
  )
}
