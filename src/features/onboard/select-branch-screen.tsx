import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import './texts'
import './onboard.scss'
import './onboard-web'

/**
 * `store/join/selectJinqianbaBranchBank?bankCode&regionId`: the chosen bank's branches in the shop's region from the
 * branch directory (a local stand-in, ADR 0112), searched by keyword; the choice answers the form (`nav.pick`).
 */
export function SelectBranchScreen() {
  const { t } = useT('onboard')
  const p = usePageParams('store/join/selectJinqianbaBranchBank')
  const [keyword, setKeyword] = useState('')
  const bankCode = p.bankCode ?? ''
  const regionId = Number(p.regionId)
  const q = useQuery(
    keyOf('onboard.branches', bankCode, regionId, keyword.trim()),
    () => api.onboard.branches({ query: { bankCode, regionId, pageSize: 100, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) } }),
    { enabled: !!bankCode && regionId > 0 },
  )
  usePullRefresh(q.reload)
  useEffect(() => () => void (p.pick && nav.pickCancel(p.pick)), [p.pick])
  const rows = q.data?.rows ?? []
  return (
    <View className='ob' data-testid='select-branch'>
      <View className='ob-search'>
        <Input
          className='ob-search__input'
          data-testid='branch-keyword'
          value={keyword}
          placeholder={t('branchSearch')}
          maxlength={30}
          onInput={(e) => setKeyword(e.detail.value)}
        />
      </View>
      <Screen query={q} empty={!rows.length} emptyText={t('noBranch')}>
        <View className='ob-list'>
          {rows.map((b) => (
            <View key={b.code} className='ob-list__item' data-testid={`branch-${b.code}`} onClick={() => p.pick && void nav.pickDone(p.pick, b)}>
              <Text className='ob-list__title'>{b.name}</Text>
              <Text className='ob-list__meta'>{b.code}</Text>
            </View>
          ))}
        </View>
      </Screen>
    </View>
  )
}
