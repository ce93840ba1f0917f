// The desk's flash-sale sessions (`platform/flash-sessions`): a new session (title, start, hours) and the tenant's
// sessions, newest first, with their state and item counts.
import { useReachBottom } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { SECKILL_SESSION_HOURS_MAX, SECKILL_TITLE_MAX } from '~types/seckill-codes'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, PagingLine, Screen, toast } from '@/core/ui'
import { hhmm, PAGE_SIZE, parseLocal } from './api'
import './texts'
import './seckill.scss'
import './seckill-web'

export function FlashSessionsScreen() {
  const { t } = useT('seckill')
  const allowed = useSessionStore((s) => !!s.userInfo?.roles?.includes('staff'))
  const q = useInfiniteQuery(keyOf('seckill.sessions'), (pageNum) => api.seckill.sessions({ query: { pageNum, pageSize: PAGE_SIZE } }), { enabled: allowed })
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  const [title, setTitle] = useState('')
  const [starts, setStarts] = useState('')
  const [hours, setHours] = useState('2')
  const { busy, run } = useSubmit(
    async () => {
      const startsAt = parseLocal(starts)
      const h = Number(hours)
      if (!title.trim() || !startsAt || !Number.isInteger(h) || h < 1 || h > SECKILL_SESSION_HOURS_MAX) return void toast(t('badSession'))
      const endsAt = new Date(Date.parse(startsAt) + h * 3_600_000).toISOString()
      await api.seckill.createSession({ body: { title: title.trim(), startsAt, endsAt } })
      toast(t('created'), 'success')
      setTitle('')
    },
    { invalidate: [keyOf('seckill.sessions')] },
  )
  return (
    <View className='sk' data-testid='flash-sessions'>
      <Screen query={allowed ? q : undefined} error={allowed ? undefined : t('notStaff')}>
        <View className='sk__body'>
          <View className='sk-card'>
            <Text className='sk-card__title'>{t('newSession')}</Text>
            <Text className='sk-label'>{t('sessionTitle')}</Text>
            <Input className='sk-input' maxlength={SECKILL_TITLE_MAX} value={title} data-testid='sk-session-title' onInput={(e) => setTitle(e.detail.value)} />
            <View className='sk-fields'>
              <View className='sk-fields__one'>
                <Text className='sk-label'>{t('startsAt')}</Text>
                <Input className='sk-input' value={starts} placeholder='2026-01-31 10:00' data-testid='sk-starts' onInput={(e) => setStarts(e.detail.value)} />
              </View>
              <View className='sk-fields__one'>
                <Text className='sk-label'>{t('hours')}</Text>
                <Input className='sk-input' type='number' value={hours} data-testid='sk-hours' onInput={(e) => setHours(e.detail.value)} />
              </View>
            </View>
            <Button type='primary' block disabled={busy} loading={busy} data-testid='sk-create-session' onClick={() => void run()}>
              {t('create')}
            </Button>
          </View>
          <Text className='sk-title'>{t('sessions')}</Text>
          <Screen query={q} empty={!q.rows.length} emptyText={t('empty')}>
            {q.rows.map((s) => (
              <View key={s.id} className='sk-row' data-testid={`sk-session-${s.id}`}>
                <View className='sk-row__line'>
                  <Text className='sk-row__name'>{s.title}</Text>
                  <Text className='sk-row__value'>{t(s.state)}</Text>
                </View>
                <Text className='sk-row__meta'>
                  {new Date(s.startsAt).toLocaleDateString()} {hhmm(s.startsAt)}-{hhmm(s.endsAt)} · {t('items', { count: s.items })}
                </Text>
              </View>
            ))}
            <PagingLine query={q} />
          </Screen>
        </View>
      </Screen>
    </View>
  )
}
