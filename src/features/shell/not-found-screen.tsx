import { View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { Button, Empty } from '@/core/ui'
import './shell.scss'
import './shell-web'

/** 404 page; `type=2` is the maintenance variant opened on server code 503. */
export function NotFoundScreen() {
  const params = usePageParams('404')
  const { t } = useT(['shell', 'common'])
  const maintenance = params.type === '2'
  return (
    <View className='tab-screen' data-testid='not-found'>
      <Empty status={maintenance ? 'network' : 'error'} description={maintenance ? t('shell:notFound.maintenance') : t('shell:notFound.title')} />
      <Button type='primary' size='small' onClick={() => void nav.relaunch('tabbar/index')}>
        {t('shell:notReady.home')}
      </Button>
    </View>
  )
}
