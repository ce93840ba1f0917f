import { Text, View } from '@tarojs/components'
import type { Locale } from '~types/common'
import { chat } from '@/core/chat'
import { areaKey, invalidate, keyOf, useQuery } from '@/core/data'
import { LOCALE_NAMES, setLocale, SUPPORTED_LOCALES, useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { useSessionStore, useSettingsStore } from '@/core/stores'
import { Button, confirm, RemoteImage, toast } from '@/core/ui'
import { appPlatform } from './app-platform'
import { maskEmail, maskPhone } from './mask'
import { SettingRow } from './setting-row'
import { useFreshUser } from './use-fresh-user'
import './texts'
import './account.scss'
import './account-web'
import './settings.scss'
import './settings-web'

const REAL_NAME_STATES = ['pending', 'approved', 'rejected'] as const

/** The app's version against the tenant's latest (system/api/basics/app/version/info): up to date, or the update. */
function VersionRow() {
  const { t } = useT('account')
  const platform = appPlatform()
  const q = useQuery(
    keyOf('system.appVersion', platform),
    () => api.system.appVersion({ query: { platform, versionCode: APP_VERSION_CODE } }, { silent: true }),
    {
      staleMs: 60_000,
    },
  )
  const v = q.data
  const update = async () => {
    if (!v) return
    const ok = await confirm(v.notes || t('newVersion', { version: v.version }), { title: t('newVersion', { version: v.version }), confirmText: t('update') })
    if (!ok) return
    if (v.downloadUrl) await nav.to('web', { url: v.downloadUrl })
    else toast(t('updateStore', { version: v.version }))
  }
  const value = q.loading
    ? t('versionChecking')
    : q.error
      ? t('versionFailed')
      : v?.force
        ? t('mustUpdate', { version: v.version })
        : v?.update
          ? t('newVersion', { version: v.version })
          : `${APP_VERSION} · ${t('upToDate')}`
  return (
    <SettingRow label={t('version')} value={value} warn={!!v?.force} onClick={q.error ? () => void q.reload() : undefined} testId='row-version'>
      {v?.update && (
        <Text className='set-action' data-testid='version-update' onClick={() => void update()}>
          {t('update')}
        </Text>
      )}
    </SettingRow>
  )
}

/**
 * Settings (`public/setting/index`): the profile, account and security (login and payment passwords, phone,
 * email, real name), language, version, the agreements, closing the account, and logout. A guest sees
 * language, version and the agreements (ADR 0020).
 */
export function SettingsScreen() {
  const { t } = useT('account')
  const locale = useSettingsStore((s) => s.locale)
  const token = useSessionStore((s) => s.token)
  const user = useFreshUser()
  // the real-name state (customer/api/authenLog): null until the user asked once
  const authen = useQuery(keyOf('account.authenLog'), () => api.account.authenLog(undefined, { silent: true }), { enabled: !!token, staleMs: 10_000 })
  const logout = async () => {
    await chat.logout()
    await api.account.logout(undefined, { silent: true }).catch(() => {})
    useSessionStore.getState().logout()
    toast(t('loggedOut'))
    await invalidate(areaKey('account'))
    await nav.relaunch('tabbar/user')
  }
  const state = authen.data?.status
  const realName = !authen.data
    ? authen.loading
      ? ''
      : t('realNameState.none')
    : REAL_NAME_STATES.includes(state as (typeof REAL_NAME_STATES)[number])
      ? t(`realNameState.${state as (typeof REAL_NAME_STATES)[number]}`)
      : (state ?? '')
  return (
    <View className='set' data-testid='settings'>
      {token && user && (
        <View className='set-group'>
          <View className='set-profile' data-testid='row-profile' onClick={() => void nav.to('public/setting/edit')}>
            <RemoteImage className='set-profile__avatar' src={user.photo || ''} />
            <View className='set-profile__main'>
              <Text className='set-profile__name'>{user.nickname}</Text>
              <Text className='set-profile__sub'>{user.levelName}</Text>
            </View>
            <Text className='set-row__arrow'>›</Text>
          </View>
        </View>
      )}
      {token && user && (
        <View className='set-group'>
          <Text className='set-title'>{t('security')}</Text>
          <SettingRow label={t('loginPassword')} page='public/setting/login-pwd' testId='row-login-pwd' />
          <SettingRow label={t('payPassword')} value={user.isPayword ? t('isSet') : t('notSet')} page='public/setting/pay-pwd' testId='row-pay-pwd' />
          <SettingRow label={t('phone')} value={maskPhone(user.phone) || t('notLinked')} page='public/account/binding' testId='row-phone' />
          <SettingRow
            label={t('email')}
            value={maskEmail(user.email) || t('notLinked')}
            page='public/account/binding'
            params={{ type: 'email' }}
            testId='row-email'
          />
          <SettingRow label={t('realName')} value={realName} page='public/realName/index' last testId='row-real-name' />
        </View>
      )}
      <View className='set-group'>
        <Text className='set-title'>{t('general')}</Text>
        <Text className='set-row__label'>{t('language')}</Text>
        <View className='set-langs'>
          {SUPPORTED_LOCALES.map((l: Locale) => (
            <Text key={l} data-testid={`lang-${l}`} className={`set-chip ${l === locale ? 'set-chip--on' : ''}`} onClick={() => setLocale(l)}>
              {LOCALE_NAMES[l]}
            </Text>
          ))}
        </View>
        <VersionRow />
      </View>
      <View className='set-group'>
        <Text className='set-title'>{t('about')}</Text>
        <SettingRow label={t('userAgreement')} page='public/txt' params={{ key: 'user' }} testId='row-agreement-user' />
        <SettingRow label={t('privacyPolicy')} page='public/txt' params={{ key: 'privacy' }} last={!token} testId='row-agreement-privacy' />
        {token && <SettingRow label={t('logOff')} page='public/setting/log-off' last testId='row-log-off' />}
      </View>
      {token && (
        <Button className='set-logout' type='default' block data-testid='logout' onClick={() => void logout()}>
          {t('logout')}
        </Button>
      )}
    </View>
  )
}
