import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { areaKey, invalidate, keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { PAGE_SIZE } from './api'
import { WithdrawForm } from './withdraw-form'
import { WithdrawRow } from './withdraw-row'
import './texts'
import './withdraw.scss'
import './withdraw-web'

/**
 * Withdraw (`user/wallet/extract/index`): the form for the shopper's own balance, then their withdrawals
 * (paged, newest first). Pull to refresh asks everything again.
 */
export function ExtractScreen() {
  const { t } = useT('withdraw')
  const list = useInfiniteQuery(keyOf('withdraw.list', 0), (pageNum) => api.withdraw.list({ query: { pageNum, pageSize: PAGE_SIZE } }))
  useReachBottom(list.loadMore)
  usePullRefresh(() => invalidate(areaKey('withdraw'), keyOf('bank.list')))
  return (
    <View className='wd' data-testid='withdraw'>
      <WithdrawForm />
      <Text className='wd-title'>{t('records')}</Text>
      <Screen query={list} empty={!list.rows.length} emptyText={t('noRecords')}>
        {list.rows.map((w) => (
          <WithdrawRow key={w.id} w={w} />
        ))}
        {list.rows.length > 0 && list.done && <Text className='wd-end'>{t('end')}</Text>}
      </Screen>
    </View>
  )
}
