import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { ChatFrame } from '~types/chat-codes'
import type { ChatListItem } from '~types/chat'
import { onFrame } from '@/core/chat/frames'
import { keyOf, useQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { CHAT_PAGE, countText, refreshCounts, when, type MessageGroupCount } from './api'
import './texts'
import './message.scss'
import './message-web'

const NO_CHATS = { rows: [] as ChatListItem[], total: 0 }

/**
 * The message centre (`public/msg/index`): the notice groups (orders, refunds, wallet, notices) with their unread
 * counts and newest notice, the platform's announcements, then the user's chats (`api.chat.list`) with their
 * unread. Read again when shown, pulled, and live when the chat connection reads a `NOTICE` or `UNREAD` frame.
 */
export function MsgIndexScreen() {
  const { t } = useT('message')
  const counts = useQuery(keyOf('message.groupCount'), () => api.message.groupCount(), { staleMs: 3000 })
  // the chat list is the chat module's; without it (or while it fails) the centre still shows its notices
  const chats = useQuery(keyOf('chat.list', 'centre'), () => api.chat.list({ query: { pageNum: 1, pageSize: 50 } }, { silent: true }).catch(() => NO_CHATS), {
    staleMs: 3000,
  })
  usePullRefresh(counts.reload, chats.reload)
  useEffect(() => {
    const live = () => {
      void refreshCounts()
      void chats.reload()
    }
    const offs = [onFrame(ChatFrame.NOTICE, live), onFrame(ChatFrame.UNREAD, live)]
    return () => offs.forEach((off) => off())
  }, [])
  const groups = (counts.data?.groups ?? []).filter((g) => g.group !== 'chat')
  const conversations = chats.data?.rows ?? []

  const row = (g: MessageGroupCount) => (
    <View key={g.group} className='msg-row' data-testid={`msg-group-${g.group}`} onClick={() => void nav.to('public/msg/detail', { group: g.group })}>
      <View className={`msg-row__icon msg-row__icon--${g.group}`}>
        <Text className='msg-row__icon-text'>{t(`group.${g.group}`).slice(0, 1)}</Text>
      </View>
      <View className='msg-row__body'>
        <View className='msg-row__top'>
          <Text className='msg-row__title'>{t(`group.${g.group}`)}</Text>
          <Text className='msg-row__time'>{when(g.lastTime)}</Text>
        </View>
        <Text className='msg-row__sub'>{g.lastTitle || t(`groupHint.${g.group}`)}</Text>
      </View>
      {g.unreadCount > 0 && (
        <View className='msg-badge' data-testid={`msg-unread-${g.group}`}>
          <Text className='msg-badge__text'>{countText(g.unreadCount)}</Text>
        </View>
      )}
    </View>
  )

  return (
    <View className='msg' data-testid='msg-index'>
      <Screen query={counts}>
        <View className='msg-section'>
          {groups.map(row)}
          <View className='msg-row' data-testid='msg-announcements' onClick={() => void nav.to('public/msg/sys-msg-list')}>
            <View className='msg-row__icon msg-row__icon--notice'>
              <Text className='msg-row__icon-text'>{t('announcements').slice(0, 1)}</Text>
            </View>
            <View className='msg-row__body'>
              <Text className='msg-row__title'>{t('announcements')}</Text>
              <Text className='msg-row__sub'>{t('announcementsHint')}</Text>
            </View>
          </View>
        </View>
        <Text className='msg-heading'>{t('chats')}</Text>
        <View className='msg-section' data-testid='msg-chats'>
          {conversations.length ? (
            conversations.map((c) => (
              <View
                key={c.conversationId}
                className='msg-row'
                data-testid={`msg-chat-${c.conversationId}`}
                onClick={() => void nav.to(CHAT_PAGE, { conversationId: c.conversationId })}
              >
                <View className='msg-row__icon msg-row__icon--chat'>
                  <Text className='msg-row__icon-text'>{c.title.slice(0, 1)}</Text>
                </View>
                <View className='msg-row__body'>
                  <View className='msg-row__top'>
                    <Text className='msg-row__title'>{c.title}</Text>
                    <Text className='msg-row__time'>{when(c.sendtime)}</Text>
                  </View>
                  <Text className='msg-row__sub'>{c.msgresume}</Text>
                </View>
                {c.notreadcount > 0 && (
                  <View className='msg-badge' data-testid={`msg-chat-unread-${c.conversationId}`}>
                    <Text className='msg-badge__text'>{countText(c.notreadcount)}</Text>
                  </View>
                )}
              </View>
            ))
          ) : (
            <Text className='msg-note' data-testid='msg-no-chats'>
              {t('noChats')}
            </Text>
          )}
        </View>
      </Screen>
    </View>
  )
}
