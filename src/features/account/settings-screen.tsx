import { Text, View } from '@tarojs/components'
import type { Locale } from '~types/common'
import { LOCALE_NAMES, setLocale, SUPPORTED_LOCALES, useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore, useSettingsStore } from '@/core/stores'
import { Button, toast } from '@/core/ui'
import { api } from '@/core/request'
import './texts'
import './account.scss'
import './account-web'

/** Settings: language (persisted, sent as `lang`), version, logout. */
export function SettingsScreen() {
  const { t } = useT('account')
  const locale = useSettingsStore((s) => s.locale)
  const token = useSessionStore((s) => s.token)
  const logout = async () => {
    await api.account.logout(undefined, { silent: true }).catch(() => {})
    useSessionStore.getState().logout()
    toast(t('loggedOut'))
    await nav.relaunch('tabbar/user')
  }
  return (
    <View className='acc' data-testid='settings'>
      <Text className='acc-section'>{t('language')}</Text>
      <View className='acc-langs'>
        {SUPPORTED_LOCALES.map((l: Locale) => (
          <Text key={l} data-testid={`lang-${l}`} className={`acc-lang ${l === locale ? 'acc-lang--on' : ''}`} onClick={() => setLocale(l)}>
            {LOCALE_NAMES[l]}
          </Text>
        ))}
      </View>
      <View className='acc-row'>
        <Text>{t('version')}</Text>
        <Text>{APP_VERSION}</Text>
      </View>
      {token && (
        <Button className='acc-submit' type='default' block data-testid='logout' onClick={() => void logout()}>
          {t('logout')}
        </Button>
      )}
    </View>
  )
}
