import { useReachBottom } from '@tarojs/taro'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { ApprovalCodes } from '~types/approval-codes'
import { areaKey, keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api, RequestError } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { confirm, RemoteImage, Screen, toast } from '@/core/ui'
import { PrivateImage } from '@/core/ui/private-image'
import {
  APPROVAL_KINDS,
  APPROVAL_REASON_MAX,
  kindOf,
  PAGE_SIZE,
  STATE_FILTERS,
  summaryRows,
  when,
  type ApprovalItem,
  type ApprovalKind,
  type StateFilter,
} from './api'
import './texts'
import './approval.scss'
import './approval-web'

/** forumReport: what was reported first; its pictures (public addresses) shown as pictures, not as a row. */
const FORUM_FIRST = ['target', 'author', 'text', 'reportReason', 'postId', 'commentId'] as const

/**
 * The desk's ONE review queue (`platform/reviews?kind=`, staff only): tabs by kind (all, real names,
 * withdrawals, later kinds), a state filter (pending first), pages of items; an item opens to its summary's
 * fields and private pictures, approve (after a confirm) or reject with a reason. Deciding what someone else
 * decided meanwhile answers 409 ALREADY_DECIDED: the message shows and the queue is read again.
 */
export function ReviewsScreen() {
  const { t } = useT('approval')
  const params = usePageParams('platform/reviews')
  // refused before asking: the server's 403 would log the account out (spec section 8)
  const allowed = useSessionStore((s) => !!s.userInfo?.roles?.includes('staff'))
  const [kind, setKind] = useState<ApprovalKind | undefined>(kindOf(params.kind))
  const [state, setState] = useState<StateFilter>('pending')
  const [open, setOpen] = useState<number | null>(null)
  const [rejecting, setRejecting] = useState<number | null>(null)
  const [reason, setReason] = useState('')
  const q = useInfiniteQuery(
    keyOf('approval.list', kind ?? 'all', state),
    (pageNum) => api.approval.list({ query: { ...(kind ? { kind } : {}), state, pageNum, pageSize: PAGE_SIZE } }),
    { enabled: allowed },
  )
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)

  const decide = useSubmit(
    async (a: ApprovalItem, approve: boolean) => {
      if (approve && !(await confirm(t('approveAsk', { name: a.applicant })))) return
      if (!approve && !reason.trim()) return void toast(t('reasonRequired'))
      try {
        await api.approval.decide({ params: { id: a.id }, body: approve ? { approve: true } : { approve: false, reason: reason.trim() } })
      } catch (e) {
        // decided meanwhile (another staff member, another tab): the request client showed why; read the queue again
        if (e instanceof RequestError && e.code === ApprovalCodes.ALREADY_DECIDED) setOpen(null)
        throw e
      }
      toast(approve ? t('approved') : t('rejected'), 'success')
      setOpen(null)
      setRejecting(null)
      setReason('')
    },
    { invalidate: [areaKey('approval')] },
  )

  if (!allowed) return <Screen error={t('refused')} />
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'))
  const label = (key: string) => t(`field.${key}`, { defaultValue: key })

  return (
    <View className='apv' data-testid='reviews'>
      <ScrollView className='apv-tabs' scrollX>
        <View className='apv-tabs__row'>
          {[undefined, ...APPROVAL_KINDS].map((k) => (
            <Text
              key={k ?? 'all'}
              className={k === kind ? 'apv-tab apv-tab--on' : 'apv-tab'}
              data-testid={`reviews-tab-${k ?? 'all'}`}
              onClick={() => {
                setKind(k)
                setOpen(null)
              }}
            >
              {k ? t(`kind.${k}`) : t('all')}
            </Text>
          ))}
        </View>
      </ScrollView>
      <View className='apv-states'>
        {STATE_FILTERS.map((s) => (
          <Text
            key={s}
            className={s === state ? 'apv-chip apv-chip--on' : 'apv-chip'}
            data-testid={`reviews-state-${s}`}
            onClick={() => {
              setState(s)
              setOpen(null)
            }}
          >
            {t(`state.${s}`)}
          </Text>
        ))}
      </View>
      <Screen query={q} empty={!q.rows.length} emptyText={t('empty')}>
        {q.rows.map((a) => {
          const forum = a.kind === 'forumReport'
          const { rows: all, images, imageLabels } = summaryRows(a.summary, yesNo, forum ? FORUM_FIRST : undefined)
          const rows = forum
            ? all
                .filter((r) => r.key !== 'pictures')
                .map((r) => (r.key === 'target' ? { ...r, value: t(`forumTarget.${r.value}`, { defaultValue: r.value }) } : r))
            : all
          const pictures = forum && Array.isArray(a.summary.pictures) ? a.summary.pictures : []
          const expanded = open === a.id
          return (
            <View key={a.id} className='apv-card' data-testid={`review-${a.id}`}>
              <View className='apv-card__top' onClick={() => setOpen(expanded ? null : a.id)}>
                <Text className='apv-card__kind'>{t(`kind.${a.kind}`, { defaultValue: a.kind })}</Text>
                <Text className='apv-card__who'>{a.applicant}</Text>
                <Text className={`apv-card__state apv-card__state--${a.state}`}>{t(`state.${a.state}`)}</Text>
              </View>
              <Text className='apv-card__meta'>
                {t('submitted', { date: when(a.createTime) })}
                {a.decideTime ? ` · ${t('decided', { date: when(a.decideTime) })}` : ''}
              </Text>
              {a.reason && <Text className='apv-card__reason'>{t('reasonLabel', { reason: a.reason })}</Text>}
              {expanded ? (
                <View className='apv-detail' data-testid={`review-detail-${a.id}`}>
                  {rows.map((r) => (
                    <View key={r.key} className='apv-field'>
                      <Text className='apv-field__label'>{label(r.key)}</Text>
                      <Text className='apv-field__value' data-testid={`review-${a.id}-${r.key}`}>
                        {t(`value.${r.key}.${r.value}`, { defaultValue: r.value })}
                      </Text>
                    </View>
                  ))}
                  {images.length > 0 && (
                    <View className='apv-images'>
                      {images.map((id, i) =>
                        imageLabels[i] ? (
                          // documents side by side, each named (a shop application's licence and ID card sides)
                          <View key={id} className='apv-doc'>
                            <PrivateImage id={id} className='apv-image' testId={`review-${a.id}-image-${i}`} />
                            <Text className='apv-doc__label'>{label(imageLabels[i])}</Text>
                          </View>
                        ) : (
                          <PrivateImage key={id} id={id} className='apv-image' testId={`review-${a.id}-image-${i}`} />
                        ),
                      )}
                    </View>
                  )}
                  {pictures.length > 0 && (
                    <View className='apv-images'>
                      {pictures.map((u, i) => (
                        <RemoteImage
                          key={`${i}-${u}`}
                          className='apv-image'
                          src={u}
                          mode='aspectFill'
                          size='thumb'
                          data-testid={`review-${a.id}-picture-${i}`}
                        />
                      ))}
                    </View>
                  )}
                  {forum && typeof a.summary.postId === 'number' && (
                    <Text
                      className='apv-card__more'
                      data-testid={`review-${a.id}-open-post`}
                      onClick={() => void nav.to('user/discuss/info', { id: Number(a.summary.postId) })}
                    >
                      {t('openPost')} ›
                    </Text>
                  )}
                  {a.state === 'pending' &&
                    (rejecting === a.id ? (
                      <View className='apv-reject'>
                        <Input
                          className='apv-input'
                          data-testid={`review-reason-${a.id}`}
                          value={reason}
                          maxlength={APPROVAL_REASON_MAX}
                          placeholder={t('reasonPlaceholder')}
                          onInput={(e) => setReason(e.detail.value)}
                        />
                        <View className='apv-actions'>
                          <Text className='apv-btn' onClick={() => setRejecting(null)}>
                            {t('cancel')}
                          </Text>
                          <Text className='apv-btn apv-btn--danger' data-testid={`review-reject-send-${a.id}`} onClick={() => void decide.run(a, false)}>
                            {t('reject')}
                          </Text>
                        </View>
                      </View>
                    ) : (
                      <View className='apv-actions'>
                        <Text className='apv-btn' data-testid={`review-reject-${a.id}`} onClick={() => setRejecting(a.id)}>
                          {t('reject')}
                        </Text>
                        <Text className='apv-btn apv-btn--primary' data-testid={`review-approve-${a.id}`} onClick={() => void decide.run(a, true)}>
                          {t('approve')}
                        </Text>
                      </View>
                    ))}
                </View>
              ) : (
                <Text className='apv-card__more' data-testid={`review-open-${a.id}`} onClick={() => setOpen(a.id)}>
                  {t('details')} ›
                </Text>
              )}
            </View>
          )
        })}
      </Screen>
    </View>
  )
}
