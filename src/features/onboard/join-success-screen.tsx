import { View } from '@tarojs/components'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { StateCard } from './state-card'
import './texts'
import './onboard.scss'
import './onboard-web'

/** `store/join/success`: the sent application's state (pending, approved, rejected with the reason and "resubmit"). */
export function JoinSuccessScreen() {
  const { t } = useT('onboard')
  const q = useQuery(keyOf('onboard.shopMine'), () => api.onboard.shopMine())
  usePullRefresh(q.reload)
  return (
    <View className='ob' data-testid='join-success'>
      <Screen query={q} empty={!q.data} emptyText={t('noApplication')}>
        {q.data && <StateCard a={q.data} />}
      </Screen>
    </View>
  )
}
