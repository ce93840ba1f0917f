import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { areaKey, invalidate } from '@/core/data'
import { checkAll, Field, useFields, useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { Button, toast } from '@/core/ui'
import * as v from '@/core/validators'
import { api } from '@/core/request'
import { CodeButton } from './code-button'
import { useCountryArea } from './country-store'
import { maskEmail, maskPhone } from './mask'
import './texts'
import './account.scss'
import './account-web'
import './settings.scss'
import './settings-web'

/** What the email field must look like before it is sent (the server checks the format too). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Link a phone number (default; an SMS code to the new number) or an email (`?type=email`) to the account,
 * showing what is linked now, masked. Opened from settings.
 */
export function BindingScreen() {
  const { t } = useT(['account', 'validation'])
  const email = usePageParams('public/account/binding').type === 'email'
  const area = useCountryArea((s) => s.area)
  const user = useSessionStore((s) => s.userInfo)
  const { f, set } = useFields({ phone: '', code: '', email: '' })
  useEffect(() => {
    // the route table names the page "link phone"; the email form says what it is
    if (email) void Taro.setNavigationBarTitle({ title: t('account:bindEmail') }).catch(() => undefined)
  }, [email])
  const { busy, run: submit } = useSubmit(async () => {
    if (email) {
      if (!EMAIL.test(f.email.trim())) return toast(t('account:emailRule'))
      await api.account.bindEmail({ body: { email: f.email.trim() } })
    } else {
      if (!checkAll([v.phone(f.phone, area), v.smsCode(f.code)], t)) return
      await api.account.bindPhone({ body: { phone: f.phone, code: f.code, countryArea: area } })
    }
    useSessionStore.getState().setUser(await api.account.info({ body: {} }))
    await invalidate(areaKey('account'))
    toast(t('account:bound'), 'success')
    await nav.back()
  })
  const current = email ? maskEmail(user?.email) : maskPhone(user?.phone)
  return (
    <View className='acc' data-testid={email ? 'binding-email' : 'binding-phone'}>
      {!!current && (
        <Text className='set-note' data-testid='binding-current'>
          {t('account:currentValue', { value: current })}
        </Text>
      )}
      {email ? (
        <Field
          className='binding-email'
          label={t('account:email')}
          value={f.email}
          onInput={set('email')}
          maxlength={120}
          placeholder={t('account:emailPlaceholder')}
        />
      ) : (
        <View>
          <Field label={`+${area}`} value={f.phone} onInput={set('phone')} type='number' maxlength={15} placeholder={t('account:phonePlaceholder')} />
          <Field label={t('account:code')} value={f.code} onInput={set('code')} type='number' maxlength={6}>
            <CodeButton type='bind' phone={f.phone} countryArea={area} />
          </Field>
        </View>
      )}
      <Button className='acc-submit' type='primary' block data-testid='binding-submit' loading={busy} onClick={() => void submit()}>
        {email ? t('account:bindEmail') : t('account:bindPhone')}
      </Button>
    </View>
  )
}
