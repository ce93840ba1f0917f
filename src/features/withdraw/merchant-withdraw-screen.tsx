import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { areaKey, invalidate, keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Screen } from '@/core/ui'
import { PAGE_SIZE } from './api'
import { WithdrawForm } from './withdraw-form'
import { WithdrawRow } from './withdraw-row'
import './texts'
import './withdraw.scss'
import './withdraw-web'

/**
 * A shop's withdrawals (`merchant/withdraw?shopId=`, a tile of the workbench): each shop's settled money
 * (available, held), the form for the chosen shop, and that shop's withdrawals. An account without a shop is
 * refused here without asking (the server answers 404 as well).
 */
export function MerchantWithdrawScreen() {
  const { t } = useT('withdraw')
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  const asked = Number(usePageParams('merchant/withdraw').shopId) || 0
  const sum = useQuery(keyOf('withdraw.merchantSummary'), () => api.withdraw.merchantSummary(undefined, { silent: true }), { enabled: allowed, staleMs: 0 })
  const [picked, setPicked] = useState(0)
  const shops = sum.data?.shops ?? []
  const shopId = shops.find((s) => s.shopId === (picked || asked))?.shopId ?? shops[0]?.shopId ?? 0
  const list = useInfiniteQuery(keyOf('withdraw.list', shopId), (pageNum) => api.withdraw.list({ query: { shopId, pageNum, pageSize: PAGE_SIZE } }), {
    enabled: allowed && shopId > 0,
  })
  useReachBottom(list.loadMore)
  usePullRefresh(() => invalidate(areaKey('withdraw'), keyOf('bank.list')))
  return (
    <View className='wd' data-testid='merchant-withdraw'>
      <Screen query={allowed ? sum : undefined} error={allowed ? undefined : t('refused')}>
        {shopId > 0 && (
          <View>
            <View className='wd-shops'>
              {shops.map((s) => (
                <View
                  key={s.shopId}
                  className={s.shopId === shopId ? 'wd-shop wd-shop--on' : 'wd-shop'}
                  data-testid={`wd-shop-${s.shopId}`}
                  onClick={() => setPicked(s.shopId)}
                >
                  <Text className='wd-shop__name'>{s.shopName}</Text>
                  {s.money.map((m) => (
                    <Text key={m.currency} className='wd-shop__money' data-testid={`wd-shop-money-${s.shopId}-${m.currency}`}>
                      {`${t('shopBalance')} ${price(m.available, m.currency)} · ${t('held')} ${price(m.held, m.currency)}`}
                    </Text>
                  ))}
                </View>
              ))}
            </View>
            <Text className='wd-hint wd-hint--pad'>{t('merchantHint')}</Text>
            <WithdrawForm key={shopId} shopId={shopId} onDone={(id) => void nav.to('user/wallet/extract/success', { id })} />
            <Text className='wd-title'>{t('records')}</Text>
            <Screen query={list} empty={!list.rows.length} emptyText={t('noRecords')}>
              {list.rows.map((w) => (
                <WithdrawRow key={w.id} w={w} />
              ))}
              {list.rows.length > 0 && list.done && <Text className='wd-end'>{t('end')}</Text>}
            </Screen>
          </View>
        )}
      </Screen>
    </View>
  )
}
