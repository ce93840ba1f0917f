// The app download page of an invitation (`invite/download` {code}, no login): the inviter, the code to register
// with (copy), and the web registration with the code filled in.
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
