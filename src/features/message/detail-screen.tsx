import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { ChatFrame } from '~types/chat-codes'
import { onFrame } from '@/core/chat/frames'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen, toast } from '@/core/ui'
import { groupOf, openLink, PAGE_SIZE, refreshCounts, short, when, type NoticeItem } from './api'
import './texts'
import './message.scss'
import './message-web'

/**
 * A group's notices (`public/msg/detail?group=`), newest first, paged, pulled to refresh and read again when a
 * notice arrives. Tapping one marks it read and opens what it is about (its link), or, without a link, shows it
 * in full. "Mark all as read" reads the whole group.
 */
export function MsgDetailScreen() {
  const { t } = useT('message')
  const group = groupOf(usePageParams('public/msg/detail').group) ?? 'order'
  const [open, setOpen] = useState<number | null>(null)
  const q = useInfiniteQuery(keyOf('message.list', group), (pageNum) => api.message.list({ params: { group }, query: { pageNum, pageSize: PAGE_SIZE } }), {
    staleMs: 3000,
  })
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  useEffect(() => onFrame(ChatFrame.NOTICE, () => void refreshCounts()), [])

  const tap = useSubmit(async (n: NoticeItem) => {
    if (!n.read) {
      await api.message.read({ params: { id: n.id } }, { silent: true })
      void refreshCounts()
    }
    if (!openLink(n.link)) setOpen(open === n.id ? null : n.id)
  })
  const readAll = useSubmit(async () => {
    await api.message.readGroup({ params: { group } })
    toast(t('allRead'), 'success')
    await refreshCounts()
  })
  const unread = q.rows.some((n) => !n.read)

  return (
    <View className='msg' data-testid='msg-detail'>
      {unread && (
        <View className='msg-bar'>
          <Text className='msg-bar__action' data-testid='msg-read-all' onClick={() => void readAll.run()}>
            {t('readAll')}
          </Text>
        </View>
      )}
      <Screen query={q} empty={!q.rows.length} emptyText={t('empty')}>
        {q.rows.map((n) => (
          <View key={n.id} className='msg-card' data-testid={`notice-${n.id}`} onClick={() => void tap.run(n)}>
            <View className='msg-card__top'>
              {!n.read && <View className='msg-dot' data-testid={`notice-unread-${n.id}`} />}
              <Text className={n.read ? 'msg-card__title msg-card__title--read' : 'msg-card__title'}>{n.title}</Text>
              <Text className='msg-card__time'>{when(n.createTime)}</Text>
            </View>
            <Text className='msg-card__text' data-testid={`notice-text-${n.id}`}>
              {open === n.id ? n.content : short(n.content)}
            </Text>
            {!!n.link && <Text className='msg-card__more'>{t('open')}</Text>}
          </View>
        ))}
      </Screen>
    </View>
  )
}
