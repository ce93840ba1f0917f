import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import './shell.scss'

/**
 * The user tab's ways to the merchant workbench (the account owns a shop: user info `merchant`; or is an agent) and
 * the platform desk (role `staff`). Decided by the user info, never by probing: the spec's request
 * client logs out on a 403, which is what the server answers the others.
 */
export function WorkEntries() {
  const { t } = useT('shell')
  const token = useSessionStore((s) => s.token)
  const user = useSessionStore((s) => s.userInfo)
  // an agent without a shop reaches the workbench too (its join link and agent's shops)
  const merchant = !!token && (!!user?.merchant || !!user?.roles?.includes('agent'))
  const staff = !!token && !!user?.roles?.includes('staff')
  if (!merchant && !staff) return null
  return (
    <View className='user__section'>
      {merchant && (
        <View className='user__row' data-testid='entry-merchant' onClick={() => void nav.to('merchant/index')}>
          <Text className='user__row-title'>{t('user.workbench')}</Text>
        </View>
      )}
      {!!token && !!user?.merchant && (
        <View className='user__row' data-testid='entry-store-pay' onClick={() => void nav.to('merchant/store-pay')}>
          <Text className='user__row-title'>{t('pages:merchant/store-pay')}</Text>
        </View>
      )}
      {staff && (
        <View className='user__row' data-testid='entry-platform' onClick={() => void nav.to('platform/index')}>
          <Text className='user__row-title'>{t('user.desk')}</Text>
        </View>
      )}
    </View>
  )
}
