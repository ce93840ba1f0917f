import { Input, ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { CHAT_LIMITS, ChatMsgType } from '~types/chat-codes'
import type { ChatMessage } from '~types/chat'
import type { useChatConversation } from '@/core/chat'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { CHAT_LINES } from './api'
import './texts'
import './live.scss'
import './live-web'

/** The room's conversation (one `useChatConversation` of the room, shared by its lines and its input). */
export type Conversation = ReturnType<typeof useChatConversation>

/** One chat line as the room shows it: who and what (a picture or a card in a word; the room's own lines in the reader's language). */
function useLineText() {
  const { t } = useT('live')
  return (m: ChatMessage): string | null => {
    const b = m.body as Record<string, unknown>
    if (m.msgtype === ChatMsgType.TEXT) return typeof b.text === 'string' ? b.text : null
    if (m.msgtype === ChatMsgType.IMAGE) return t('chatPicture')
    if (m.msgtype === ChatMsgType.PRODUCT) return typeof b.name === 'string' ? b.name : t('chatProduct')
    if (m.msgtype === ChatMsgType.SYSTEM) return b.key === 'chat.groupClosed' ? t('chatClosed') : null
    return null
  }
}

/** The room's chat over the video: the newest lines (group conversation of the room). */
export function ChatLines({ c }: { c: Conversation }) {
  const text = useLineText()
  const lines = c.messages.slice(-CHAT_LINES).flatMap((m) => {
    const s = text(m)
    return s === null ? [] : [{ m, s }]
  })
  return (
    <ScrollView className='lv-chat' scrollY scrollIntoView={lines.length ? `lv-msg-${lines[lines.length - 1].m.seq}` : undefined}>
      {lines.map(({ m, s }) => (
        <View key={m.seq} id={`lv-msg-${m.seq}`} className='lv-chat__line' data-testid='lv-chat-line'>
          <Text className={m.fromShop ? 'lv-chat__who lv-chat__who--shop' : 'lv-chat__who'}>{m.msgtype === ChatMsgType.SYSTEM ? '' : `${m.senderName}: `}</Text>
          <Text className='lv-chat__text'>{s}</Text>
        </View>
      ))}
    </ScrollView>
  )
}

/** Typing a line into the room's chat; a guest is asked to sign in; an ended room takes none. */
export function ChatInput({ c, ready, signedIn, ended }: { c: Conversation; ready: boolean; signedIn: boolean; ended: boolean }) {
  const { t } = useT('live')
  const [text, setText] = useState('')
  if (ended) return null
  if (!signedIn)
    return (
      <View className='lv-say lv-say--guest' data-testid='lv-chat-login' onClick={() => void nav.toLogin()}>
        <Text className='lv-say__guest'>{t('chatLogin')}</Text>
      </View>
    )
  const send = () => {
    const s = text.trim()
    if (!s || !ready) return
    c.send(ChatMsgType.TEXT, { text: s })
    setText('')
  }
  return (
    <View className='lv-say'>
      <Input
        className='lv-say__input'
        data-testid='lv-chat-input'
        value={text}
        maxlength={CHAT_LIMITS.textMax}
        placeholder={t('chatPlaceholder')}
        confirmType='send'
        onInput={(e) => setText(e.detail.value)}
        onConfirm={send}
      />
      <View className={text.trim() ? 'lv-say__send' : 'lv-say__send lv-say__send--off'} data-testid='lv-chat-send' onClick={send}>
        <Text className='lv-say__send-text'>{t('send')}</Text>
      </View>
    </View>
  )
}
