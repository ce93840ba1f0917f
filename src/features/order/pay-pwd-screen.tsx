import { View } from '@tarojs/components'
import { Field, checkAll, useFields, useSubmit } from '@/core/form'
import { areaKey, invalidate, keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { Button, Screen, toast } from '@/core/ui'
import { payPassword } from '@/core/validators'
import { api } from '@/core/request'
import './texts'
import './order.scss'
import './order-web'

/** Set or change the 6-digit pay password (`public/setting/pay-pwd`); changing asks for the current one. */
export function PayPwdScreen() {
  const { t } = useT('order')
  const q = useQuery(keyOf('payment.payPwdStatus'), () => api.payment.payPwdStatus(), { staleMs: 0 })
  const { f, set } = useFields({ old: '', password: '', confirm: '' })
  const isSet = !!q.data?.set
  const { busy, run } = useSubmit(async () => {
    if (!checkAll([...(isSet ? [payPassword(f.old)] : []), payPassword(f.password), payPassword(f.confirm)])) return
    if (f.password !== f.confirm) return toast(t('pwdDiffer'))
    await api.payment.payPwdSet({ body: { password: f.password, confirmPassword: f.confirm, oldPassword: isSet ? f.old : undefined } })
    toast(t('pwdSaved'), 'success')
    // the status here and the cashier's channels (which know whether a pay password is set)
    await invalidate(areaKey('payment'), areaKey('order'))
    await nav.back()
  })
  return (
    <View className='pp' data-testid='pay-pwd'>
      <Screen query={q}>
        {q.data && (
          <View>
            <View className='pp-form'>
              {isSet && <Field label={t('pwdOld')} value={f.old} onInput={set('old')} type='number' password maxlength={6} boxed />}
              <Field label={t('pwdNew')} value={f.password} onInput={set('password')} type='number' password maxlength={6} boxed />
              <Field label={t('pwdConfirm')} value={f.confirm} onInput={set('confirm')} type='number' password maxlength={6} boxed />
            </View>
            <View className='pp__actions'>
              <Button type='primary' block data-testid='pp-submit' disabled={busy} loading={busy} onClick={() => void run()}>
                {isSet ? t('pwdChange') : t('pwdSet')}
              </Button>
            </View>
          </View>
        )}
      </Screen>
    </View>
  )
}
