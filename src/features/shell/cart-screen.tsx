import { usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { Button, Empty } from '@/core/ui'
import { stopRefresh } from './stop-refresh'
import './shell.scss'
import './shell-web'

/** Cart tab: empty state with a way back to shopping. */
export function CartScreen() {
  const { t } = useT('shell')
  usePullDownRefresh(stopRefresh)
  return (
    <View className='tab-screen' data-testid='cart'>
      <Empty status='empty' description={t('cart.empty')} />
      <Button type='primary' size='small' onClick={() => void nav.switchTab('tabbar/index')}>
        {t('cart.goShopping')}
      </Button>
    </View>
  )
}
