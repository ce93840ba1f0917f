import { useReachBottom } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { confirm, Screen, toast } from '@/core/ui'
import { api, newIdempotencyKey } from '@/core/request'
import { PAGE_SIZE } from './api'
import { amount, when } from './format'
import './texts'
import './merchant.scss'
import './merchant-web'

/** Cash payments at the store waiting for this merchant (`merchant/cash`): confirm the money, or refuse with a reason. */
export function CashScreen() {
  const { t } = useT('merchant')
  const q = useInfiniteQuery(keyOf('payment.merchantCashList'), (pageNum) => api.payment.merchantCashList({ query: { pageNum, pageSize: PAGE_SIZE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  const [rejecting, setRejecting] = useState<number | null>(null)
  const [reason, setReason] = useState('')
  const { run: act } = useSubmit(
    async (fn: () => Promise<unknown>, done: string) => {
      await fn()
      toast(done, 'success')
      setRejecting(null)
      setReason('')
    },
    { invalidate: [keyOf('payment.merchantCashList'), keyOf('order.merchantToday')] },
  )

  return (
    <View className='mch' data-testid='merchant-cash'>
      <Screen query={q} empty={!q.rows.length} emptyText={t('noCash')}>
        {q.rows.map((p) => (
          <View key={p.id} className='mch-card' data-testid={`cash-${p.id}`}>
            <View className='mch-card__top'>
              <Text className='mch-card__no'>{p.payNo}</Text>
              <Text className='mch-card__amount'>{amount(p.amount, p.currency)}</Text>
            </View>
            <Text className='mch-card__meta'>
              {p.userPhone} · {when(p.createdAt)}
            </Text>
            {rejecting === p.id ? (
              <View className='mch-reject'>
                <Input
                  className='mch-input'
                  data-testid={`reason-${p.id}`}
                  value={reason}
                  maxlength={200}
                  placeholder={t('reasonPlaceholder')}
                  onInput={(e) => setReason(e.detail.value)}
                />
                <View className='mch-card__actions'>
                  <Text className='mch-btn' onClick={() => setRejecting(null)}>
                    {t('cancel')}
                  </Text>
                  <Text
                    className='mch-btn mch-btn--danger'
                    data-testid={`reject-send-${p.id}`}
                    onClick={() =>
                      reason.trim()
                        ? void act(() => api.payment.merchantCashReject({ params: { id: p.id }, body: { reason: reason.trim() } }), t('rejected'))
                        : toast(t('reasonRequired'))
                    }
                  >
                    {t('reject')}
                  </Text>
                </View>
              </View>
            ) : (
              <View className='mch-card__actions'>
                <Text className='mch-btn' data-testid={`reject-${p.id}`} onClick={() => setRejecting(p.id)}>
                  {t('reject')}
                </Text>
                <Text
                  className='mch-btn mch-btn--primary'
                  data-testid={`confirm-${p.id}`}
                  onClick={() =>
                    void confirm(t('confirmCash', { amount: amount(p.amount, p.currency) })).then((ok) =>
                      ok
                        ? act(() => api.payment.merchantCashConfirm({ params: { id: p.id } }, { idempotencyKey: newIdempotencyKey() }), t('confirmed'))
                        : undefined,
                    )
                  }
                >
                  {t('confirmReceived')}
                </Text>
              </View>
            )}
          </View>
        ))}
      </Screen>
    </View>
  )
}
