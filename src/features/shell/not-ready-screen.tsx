import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { Button } from '@/core/ui'
import './shell.scss'

/** The honest state of a page whose feature is not built yet (listed by `npm run gaps`). */
export function NotReadyScreen({ name }: { name: string }) {
  const { t } = useT(['shell', 'pages'])
  return (
    <View className='not-ready' data-testid='not-ready'>
      <Text className='not-ready__icon'>⌛</Text>
      <Text className='not-ready__title'>{t('shell:notReady.title')}</Text>
      <Text className='not-ready__desc'>{t('shell:notReady.desc', { title: t(`pages:${name}`) })}</Text>
      <Button type='primary' size='small' onClick={() => void nav.switchTab('tabbar/index')}>
        {t('shell:notReady.home')}
      </Button>
    </View>
  )
}
