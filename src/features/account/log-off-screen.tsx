import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { clearQueries } from '@/core/data'
import { checkAll, Field, useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, confirm, toast } from '@/core/ui'
import * as v from '@/core/validators'
import { CodeButton } from './code-button'
import { maskPhone } from './mask'
import { useFreshUser } from './use-fresh-user'
import './texts'
import './account.scss'
import './account-web'
import './settings.scss'
import './settings-web'

/**
 * Close the account (`public/setting/log-off`, ADR 0091): what it deletes and what is kept, what must be done
 * first (the server refuses otherwise, saying which), an SMS code to the account's phone, a tick and a last
 * question. After it the session is gone and the app starts again at home, as a guest.
 */
export function LogOffScreen() {
  const { t } = useT(['account', 'validation'])
  const user = useFreshUser()
  const [code, setCode] = useState('')
  const [understood, setUnderstood] = useState(false)
  const { busy, run } = useSubmit(async () => {
    if (!checkAll([v.smsCode(code)], t)) return
    if (!understood) return toast(t('account:logOffTick'))
    if (!(await confirm(t('account:logOffConfirm'), { confirmText: t('account:logOff') }))) return
    await api.account.logOff({ query: { code } })
    // the server ended every session: forget this one and everything cached for it
    useSessionStore.getState().logout()
    clearQueries()
    toast(t('account:loggedOff'), 'success')
    await nav.relaunch('tabbar/index')
  })
  if (!user) return null
  return (
    <View className='set' data-testid='log-off'>
      <View className='set-group'>
        <Text className='set-title'>{t('account:logOffTitle')}</Text>
        <View className='set-list'>
          <Text className='set-list__item'>• {t('account:logOffDeletes1')}</Text>
          <Text className='set-list__item'>• {t('account:logOffDeletes2')}</Text>
          <Text className='set-list__item'>• {t('account:logOffDeletes3')}</Text>
        </View>
        <Text className='set-note'>{t('account:logOffKeeps')}</Text>
        <Text className='set-note set-danger' data-testid='log-off-needs'>
          {t('account:logOffNeeds')}
        </Text>
      </View>
      <View className='set-group'>
        {user.phone ? (
          <View>
            <Text className='set-note' data-testid='log-off-phone'>
              {t('account:logOffCodeTo', { phone: maskPhone(user.phone) })}
            </Text>
            <Field
              className='log-off-code'
              label={t('account:code')}
              value={code}
              onInput={setCode}
              type='number'
              maxlength={6}
              placeholder={t('account:codePlaceholder')}
            >
              <CodeButton type='logoff' phone={user.phone} countryArea={user.countryArea} />
            </Field>
            <View className='set-tick' data-testid='log-off-tick' onClick={() => setUnderstood(!understood)}>
              <View className={`acc-agree__box ${understood ? 'acc-agree__box--on' : ''}`}>
                <Text>{understood ? '✓' : ''}</Text>
              </View>
              <Text className='set-note'>{t('account:logOffUnderstand')}</Text>
            </View>
          </View>
        ) : (
          <View className='set-row set-row--last' data-testid='log-off-bind' onClick={() => void nav.to('public/account/binding')}>
            <Text className='set-note'>{t('account:logOffNeedPhone')}</Text>
            <Text className='set-row__arrow'>›</Text>
          </View>
        )}
      </View>
      {!!user.phone && (
        <Button type='primary' block data-testid='log-off-submit' loading={busy} onClick={() => void run()}>
          {t('account:logOff')}
        </Button>
      )}
    </View>
  )
}
