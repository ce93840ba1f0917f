import { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { Empty } from '@/core/ui'
import { stopRefresh } from './stop-refresh'
import './shell.scss'
import './shell-web'

/** Classify tab: categories arrive with the catalog feature; until then an honest empty state. */
export function ClassifyScreen() {
  const { t } = useT('shell')
  usePullDownRefresh(stopRefresh)
  return (
    <View className='tab-screen' data-testid='classify'>
      <View className='home-search' onClick={() => void nav.to('classify/search/index')}>
        <Text>{t('home.search')}</Text>
      </View>
      <Empty status='empty' description={t('classify.empty')} />
    </View>
  )
}
