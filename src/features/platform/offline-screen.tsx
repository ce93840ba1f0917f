import { useReachBottom } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useSubmit } from '@/core/form'
import { money } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { confirm, Screen, toast } from '@/core/ui'
import { api, newIdempotencyKey } from '@/core/request'
import { PAGE_SIZE } from './api'
import { ProofImage } from './proof-image'
import './texts'
import './platform.scss'
import './platform-web'

const SYMBOLS: Record<string, string> = { CNY: '¥', USD: '$', EUR: '€', JPY: '¥', KRW: '₩', PHP: '₱' }
const amount = (minor: number, currency: string) => money(minor, SYMBOLS[currency] ?? `${currency} `)

/** Offline payment proofs waiting for staff (`platform/offline`): the proof pictures, confirm the money or reject with a reason. */
export function OfflineReviewScreen() {
  const { t } = useT('platform')
  const q = useInfiniteQuery(keyOf('payment.staffOfflineList'), (pageNum) => api.payment.staffOfflineList({ query: { pageNum, pageSize: PAGE_SIZE } }))
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
    { invalidate: [keyOf('payment.staffOfflineList')] },
  )

  return (
    <View className='plt' data-testid='offline-review'>
      <Screen query={q} empty={!q.rows.length} emptyText={t('none')}>
        {q.rows.map((p) => (
          <View key={p.id} className='plt-card' data-testid={`offline-${p.id}`}>
            <View className='plt-card__top'>
              <Text className='plt-card__no'>{p.payNo}</Text>
              <Text className='plt-card__amount'>{amount(p.amount, p.currency)}</Text>
            </View>
            <Text className='plt-card__meta'>
              {p.userPhone} · {new Date(p.createdAt).toLocaleString()}
            </Text>
            {!!p.remark && <Text className='plt-card__meta'>{p.remark}</Text>}
            <View className='plt-proofs'>
              {p.proofIds.map((id) => (
                <ProofImage key={id} id={id} />
              ))}
            </View>
            {rejecting === p.id ? (
              <View className='plt-reject'>
                <Input
                  className='plt-input'
                  data-testid={`reason-${p.id}`}
                  value={reason}
                  maxlength={200}
                  placeholder={t('reasonPlaceholder')}
                  onInput={(e) => setReason(e.detail.value)}
                />
                <View className='plt-card__actions'>
                  <Text className='plt-btn' onClick={() => setRejecting(null)}>
                    {t('cancel')}
                  </Text>
                  <Text
                    className='plt-btn plt-btn--danger'
                    data-testid={`reject-send-${p.id}`}
                    onClick={() =>
                      reason.trim()
                        ? void act(() => api.payment.staffOfflineReject({ params: { id: p.id }, body: { reason: reason.trim() } }), t('rejected'))
                        : toast(t('reasonRequired'))
                    }
                  >
                    {t('reject')}
                  </Text>
                </View>
              </View>
            ) : (
              <View className='plt-card__actions'>
                <Text className='plt-btn' data-testid={`reject-${p.id}`} onClick={() => setRejecting(p.id)}>
                  {t('reject')}
                </Text>
                <Text
                  className='plt-btn plt-btn--primary'
                  data-testid={`confirm-${p.id}`}
                  onClick={() =>
                    void confirm(t('confirmAsk', { amount: amount(p.amount, p.currency) })).then((ok) =>
                      ok
                        ? act(() => api.payment.staffOfflineConfirm({ params: { id: p.id } }, { idempotencyKey: newIdempotencyKey() }), t('confirmed'))
                        : undefined,
                    )
                  }
                >
                  {t('confirm')}
                </Text>
              </View>
            )}
          </View>
        ))}
      </Screen>
    </View>
  )
}
