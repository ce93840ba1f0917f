// The app download page of an invitation (`invite/download` {code}, no login): the inviter, the code to register
// with (copy), the tenant's app links (App Store, Android; ADR 0163) or, when none is set, the web app instead, and
// the web registration with the code filled in.
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, Screen, toast } from '@/core/ui'
import './texts'
import './invite.scss'
import './invite-web'
import { openStore } from './open-store'

/** The tenant's app links as buttons; none set (or not answered): the web app instead. */
function GetTheApp() {
  const { t } = useT('invite')
  const q = useQuery(keyOf('system.appLinks'), () => api.system.appLinks(undefined, { silent: true }), { staleMs: 60_000 })
  if (q.loading && !q.data) return null
  const links = [
    { key: 'ios', url: q.data?.iosUrl ?? '', label: t('appStore') },
    { key: 'android', url: q.data?.androidUrl ?? '', label: t('android') },
  ].filter((l) => l.url)
  return (
    <View className='inv-card' data-testid='invite-get-app'>
      <Text className='inv-label'>{t('getApp')}</Text>
      {links.length ? (
        links.map((l) => (
          <View key={l.key} className='inv-store'>
            <Button type='primary' block data-testid={`invite-store-${l.key}`} onClick={() => void openStore(l.url)}>
              {l.label}
            </Button>
          </View>
        ))
      ) : (
        <>
          <Text className='inv-hint' data-testid='invite-no-app'>
            {t('noApp')}
          </Text>
          <View className='inv-store'>
            <Button block data-testid='invite-open-home' onClick={() => void nav.relaunch('tabbar/index')}>
              {t('openHome')}
            </Button>
          </View>
        </>
      )}
    </View>
  )
}

export function InviteDownloadScreen() {
  const { t } = useT('invite')
  const code = (usePageParams('invite/download').code ?? '').trim()
  const q = useQuery(keyOf('invite.check', code), () => api.invite.check({ params: { code } }, { silent: true }), { enabled: !!code })
  const copy = () => void Taro.setClipboardData({ data: code }).then(() => toast(t('copied'), 'success'))
  return (
    <View className='inv' data-testid='invite-download'>
      <Screen query={code ? q : undefined} error={code ? undefined : t('badCodeLink')} skeleton='detail'>
        <View className='inv__body'>
          <View className='inv-head'>
            <Text className='inv-head__label'>{q.data ? t('inviterIs', { name: q.data.inviter }) : t('download')}</Text>
            <Text className='inv-head__code'>{code}</Text>
            <Text className='inv-head__copy' onClick={copy}>
              {t('copy')}
            </Text>
          </View>
          <View className='inv-card'>
            <Text className='inv-hint'>{t('downloadText')}</Text>
            <Text className='inv-value'>{code}</Text>
          </View>
          <GetTheApp />
          <View className='inv-actions'>
            <Button type='primary' block data-testid='invite-web-register' onClick={() => void nav.to('invite/register', { code })}>
              {t('openWeb')}
            </Button>
          </View>
        </View>
      </Screen>
    </View>
  )
}
