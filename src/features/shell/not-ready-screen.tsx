import { Image, Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { Button, useEmptyPicture } from '@/core/ui'
import './shell.scss'
import './shell-web'

/** The honest state of a page whose feature is not built yet (listed by `npm run gaps`). */
export function NotReadyScreen({ name }: { name: string }) {
  const { t } = useT(['shell', 'pages'])
  const picture = useEmptyPicture('soon')
  return (
    <View className='not-ready' data-testid='not-ready'>
      {picture ? <Image className='not-ready__icon' src={picture} /> : <View className='not-ready__icon' />}
      <Text className='not-ready__title'>{t('shell:notReady.title')}</Text>
      <Text className='not-ready__desc'>{t('shell:notReady.desc', { title: t(`pages:${name}`) })}</Text>
      <Button type='primary' size='small' onClick={() => void nav.switchTab('tabbar/index')}>
        {t('shell:notReady.home')}
      </Button>
    </View>
  )
}
