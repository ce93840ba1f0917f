import { useReachBottom } from '@tarojs/taro'
import { Image, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { FEEDBACK_ANSWER_MAX, FeedbackCodes } from '~types/feedback-codes'
import { areaKey, keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api, fileUrl, RequestError } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, Screen, toast } from '@/core/ui'
import { PAGE_SIZE, when } from './api'
import './texts'
import './message.scss'
import './message-web'

const STATES = ['open', 'answered'] as const
type State = (typeof STATES)[number]

/**
 * The desk's feedback queue (`platform/feedback`, staff only; ADR 0109): open (oldest first) and answered, paged;
 * an open one takes an answer, sent once: the sender reads it in the message centre. An answer someone else sent
 * meanwhile answers 409 and the queue is read again.
 */
export function FeedbackDeskScreen() {
  const { t } = useT('message')
  // refused before asking: the server's 403 would log the account out (spec section 8)
  const allowed = useSessionStore((s) => !!s.userInfo?.roles?.includes('staff'))
  const [state, setState] = useState<State>('open')
  const [drafts, setDrafts] = useState<Record<number, string>>({})
  const q = useInfiniteQuery(keyOf('feedback.list', state), (pageNum) => api.feedback.list({ query: { state, pageNum, pageSize: PAGE_SIZE } }), {
    enabled: allowed,
  })
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  const answer = useSubmit(
    async (id: number) => {
      const text = (drafts[id] ?? '').trim()
      if (!text) return void toast(t('desk.answerRequired'))
      try {
        await api.feedback.answer({ params: { id }, body: { answer: text } }, { json: true })
      } catch (e) {
        if (!(e instanceof RequestError && e.code === FeedbackCodes.ANSWERED)) throw e
        return
      }
      toast(t('desk.sentToast'), 'success')
      setDrafts((d) => ({ ...d, [id]: '' }))
    },
    { invalidate: [areaKey('feedback')] },
  )

  if (!allowed) return <Screen error={t('desk.refused')} />
  return (
    <View className='msg' data-testid='feedback-desk'>
      <View className='msg-tabs'>
        {STATES.map((s) => (
          <Text key={s} className={s === state ? 'msg-tab msg-tab--on' : 'msg-tab'} data-testid={`feedback-tab-${s}`} onClick={() => setState(s)}>
            {t(`desk.${s}`)}
          </Text>
        ))}
      </View>
      <Screen query={q} empty={!q.rows.length} emptyText={t('desk.empty')}>
        {q.rows.map((f) => (
          <View key={f.id} className='msg-card' data-testid={`feedback-${f.id}`}>
            <View className='msg-card__top'>
              <Text className='msg-chip'>{t(`feedback.types.${f.type}`)}</Text>
              <Text className='msg-card__title'>{f.sender || t('desk.guest')}</Text>
              <Text className='msg-card__time'>{when(f.createTime)}</Text>
            </View>
            <Text className='msg-card__text' data-testid={`feedback-content-${f.id}`}>
              {f.content}
            </Text>
            {!!f.contact && <Text className='msg-card__meta'>{t('desk.contact', { contact: f.contact })}</Text>}
            {f.images.length > 0 && (
              <View className='fb-images'>
                {f.images.map((src, i) => (
                  <Image key={src} className='fb-image__img' src={fileUrl(src)} mode='aspectFill' data-testid={`feedback-${f.id}-image-${i}`} />
                ))}
              </View>
            )}
            {f.state === 'answered' ? (
              <Text className='msg-card__answer' data-testid={`feedback-answer-${f.id}`}>
                {t('desk.answerLabel', { answer: f.answer })}
              </Text>
            ) : (
              <View className='fb-answer'>
                <Textarea
                  className='fb-text'
                  data-testid={`feedback-answer-input-${f.id}`}
                  value={drafts[f.id] ?? ''}
                  maxlength={FEEDBACK_ANSWER_MAX}
                  placeholder={t('desk.answerPlaceholder')}
                  onInput={(e) => {
                    const v = e.detail.value
                    setDrafts((d) => ({ ...d, [f.id]: v }))
                  }}
                />
                <Button type='primary' size='small' data-testid={`feedback-answer-send-${f.id}`} loading={answer.busy} onClick={() => void answer.run(f.id)}>
                  {t('desk.send')}
                </Button>
              </View>
            )}
          </View>
        ))}
      </Screen>
    </View>
  )
}
