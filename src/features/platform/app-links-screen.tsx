// The desk's app links (`platform/app-links`, staff, ADR 0163): the App Store and Android links the invitation's
// download page offers; each a full https address or empty (the server checks and names the field).
import { Input, Text, View } from '@tarojs/components'
import type { AppLinks } from '~types/system'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useFields, useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Screen, toast } from '@/core/ui'
import './texts'
import './platform.scss'
import './platform-web'

function LinksForm({ links }: { links: AppLinks }) {
  const { t } = useT('platform')
  const { f, set } = useFields({ iosUrl: links.iosUrl, androidUrl: links.androidUrl })
  const save = useSubmit(
    async () => {
      await api.system.saveAppLinks({ body: { iosUrl: f.iosUrl.trim(), androidUrl: f.androidUrl.trim() } })
      toast(t('saved'))
    },
    { invalidate: [keyOf('system.appLinks')] },
  )
  return (
    <View className='plt-card' data-testid='app-links'>
      <Text className='plt-card__meta'>{t('appLinksHint')}</Text>
      {(['iosUrl', 'androidUrl'] as const).map((k) => (
        <View key={k} className='plt-field'>
          <Text className='plt-card__no'>{t(k)}</Text>
          <Input
            className='plt-input plt-field__input'
            data-testid={`app-link-${k}`}
            type='text'
            maxlength={500}
            value={f[k]}
            placeholder='https://'
            onInput={(e) => set(k)(e.detail.value)}
          />
        </View>
      ))}
      <View className='plt-card__actions'>
        <Text className='plt-btn plt-btn--primary' data-testid='app-links-save' onClick={() => void save.run()}>
          {t('save')}
        </Text>
      </View>
    </View>
  )
}

/** Staff set where the app is got: the App Store page and the Android download. */
export function AppLinksScreen() {
  const { t } = useT('platform')
  // refused before asking: the server's 403 would log the account out (spec section 8)
  const allowed = useSessionStore((s) => !!s.userInfo?.roles?.includes('staff'))
  const q = useQuery(keyOf('system.appLinks'), () => api.system.appLinks(), { staleMs: 0, enabled: allowed })
  usePullRefresh(q.reload)
  return (
    <View className='plt' data-testid='desk-app-links'>
      <Screen query={allowed ? q : undefined} error={allowed ? undefined : t('refused')}>
        {q.data && <LinksForm links={q.data} />}
      </Screen>
    </View>
  )
}
