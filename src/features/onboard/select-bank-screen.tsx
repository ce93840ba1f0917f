import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import './texts'
import './onboard.scss'
import './onboard-web'

/** `store/join/selectJinqianbaBank`: the settlement bank from the tenant's list (`bankTypeList`), answered to the form (`nav.pick`). */
export function SelectBankScreen() {
  const { t } = useT('onboard')
  const { pick } = usePageParams('store/join/selectJinqianbaBank')
  const q = useQuery(keyOf('bank.types'), () => api.bank.types())
  usePullRefresh(q.reload)
  // left without choosing: the opener's pick resolves empty
  useEffect(() => () => void (pick && nav.pickCancel(pick)), [pick])
  return (
    <View className='ob' data-testid='select-bank'>
      <Screen query={q} empty={!q.data?.length} emptyText={t('empty')}>
        <View className='ob-list'>
          {(q.data ?? []).map((b) => (
            <View key={b.code} className='ob-list__item' data-testid={`bank-${b.code}`} onClick={() => pick && void nav.pickDone(pick, b)}>
              <Text className='ob-list__title'>{b.name}</Text>
              <Text className='ob-list__meta'>{b.code}</Text>
            </View>
          ))}
        </View>
      </Screen>
    </View>
  )
}
