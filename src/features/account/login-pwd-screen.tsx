import { Text, View } from '@tarojs/components'
import { checkAll, Field, useFields, useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, toast } from '@/core/ui'
import * as v from '@/core/validators'
import './texts'
import './account.scss'
import './account-web'
import './settings.scss'
import './settings-web'

/**
 * Change the login password (`public/setting/login-pwd`): the current one, the new one twice (spec section 5:
 * 6-12 letters and digits, the two the same). The server checks all of it, the current password first; the
 * other devices are signed out, this one stays.
 */
export function LoginPwdScreen() {
  const { t } = useT(['account', 'validation'])
  const { f, set } = useFields({ oldPassword: '', password: '', confirmPassword: '' })
  const { busy, run } = useSubmit(async () => {
    // the current password only has to be given (one set under older rules still opens)
    const old: v.Check = f.oldPassword ? { ok: true } : { ok: false, key: 'passwordRequired' }
    const checks = [old, v.loginPassword(f.password), v.passwordsMatch(f.password, f.confirmPassword)]
    if (!checkAll(checks, t)) return
    await api.account.updatePassword({ body: f })
    toast(t('account:passwordChanged'), 'success')
    await nav.back()
  })
  return (
    <View className='acc' data-testid='login-pwd'>
      <Field className='pwd-old' label={t('account:oldPassword')} value={f.oldPassword} onInput={set('oldPassword')} password maxlength={12} />
      <Field
        className='pwd-new'
        label={t('account:newPassword')}
        value={f.password}
        onInput={set('password')}
        password
        maxlength={12}
        placeholder={t('account:passwordPlaceholder')}
      />
      <Field className='pwd-confirm' label={t('account:confirmPassword')} value={f.confirmPassword} onInput={set('confirmPassword')} password maxlength={12} />
      <Button className='acc-submit' type='primary' block data-testid='pwd-submit' loading={busy} onClick={() => void run()}>
        {t('account:save')}
      </Button>
      <View className='acc-links'>
        <Text className='set-link' data-testid='pwd-forgot' onClick={() => void nav.to('public/account/forget')}>
          {t('account:forgotOld')}
        </Text>
      </View>
    </View>
  )
}
