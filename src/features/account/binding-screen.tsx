import { View } from '@tarojs/components'
import { checkAll, Field, useFields, useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { Button, toast } from '@/core/ui'
import * as v from '@/core/validators'
import { api } from '@/core/request'
import { CodeButton } from './code-button'
import { useCountryArea } from './country-store'
import './texts'
import './account.scss'
import './account-web'

/** Link a phone number to the account. */
export function BindingScreen() {
  const { t } = useT(['account', 'validation'])
  const area = useCountryArea((s) => s.area)
  const { f, set } = useFields({ phone: '', code: '' })
  const { busy, run: submit } = useSubmit(async () => {
    if (!checkAll([v.phone(f.phone, area), v.smsCode(f.code)], t)) return
    await api.account.bindPhone({ body: { phone: f.phone, code: f.code, countryArea: area } })
    useSessionStore.getState().setUser(await api.account.info({ body: {} }))
    toast(t('account:bound'), 'success')
    await nav.back()
  })
  return (
    <View className='acc'>
      <Field label={`+${area}`} value={f.phone} onInput={set('phone')} type='number' maxlength={15} placeholder={t('account:phonePlaceholder')} />
      <Field label={t('account:code')} value={f.code} onInput={set('code')} type='number' maxlength={6}>
        <CodeButton type='bind' phone={f.phone} countryArea={area} />
      </Field>
      <Button className='acc-submit' type='primary' block loading={busy} onClick={() => void submit()}>
        {t('account:bind')}
      </Button>
    </View>
  )
}
