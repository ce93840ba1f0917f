import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import './shell.scss'

/**
 * The user tab's ways to the merchant workbench (the account owns a shop: user info `merchant`) and
 * the platform desk (role `staff`). Decided by the user info, never by probing: the spec's request
 * client logs out on a 403, which is what the server answers the others.
 */
export function WorkEntries() {
  const { t } = useT('shell')
  const token = useSessionStore((s) => s.token)
  const user = useSessionStore((s) => s.userInfo)
  const merchant = !!token && !!user?.merchant
  const staff = !!token && !!user?.roles?.includes('staff')
  if (!merchant && !staff) return null
  return (
    <View className='user__section'>
      {merchant && (
        <View className='user__row' data-testid='entry-merchant' onClick={() => void nav.to('merchant/index')}>
          <Text className='user__row-title'>{t('user.workbench')}</Text>
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
