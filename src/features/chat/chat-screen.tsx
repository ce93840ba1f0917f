import Taro, { useDidShow } from '@tarojs/taro'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { CHAT_LIMITS, ChatMsgType } from '~types/chat-codes'
import { chat, useChatConversation } from '@/core/chat'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, Screen, toast } from '@/core/ui'
import { choosePicture, needsTimeLine, parseRef, timeLine, tooBig, uploadPicture } from './api'
import { MessageBubble } from './message-bubble'
import './texts'
import './chat.scss'
import './chat-web'

/**
 * A conversation (`public/msg/chat`): opened with a shop (`shopId`, optional `ref` = `product:<id>` |
 * `order:<id>`: `mytio/friend/addMerchant`, which puts the card in first) or by its id (`conversationId`: the
 * message centre, the workbench inbox). Messages live over the chat socket (@/core/chat): ours right, the
 * other side's left with its avatar, time lines; text, pictures, product and order cards; earlier messages by
 * scrolling up; read when shown; the connection's state above the input.
 */
export function ChatScreen() {
  const { t } = useT('chat')
  const p = usePageParams('public/msg/chat')
  const byId = Number(p.conversationId) || 0
  const shopId = Number(p.shopId) || 0
  const ref = parseRef(p.ref)
  // opening a conversation with a shop is a write (the card goes in once): asked once per page, never on show
  const opened = useQuery(
    keyOf('chat.addMerchant', shopId, p.ref ?? ''),
    () => api.chat.addMerchant({ body: ref ? { shopId, ref } : { shopId } }, { silent: true }),
    { enabled: !byId && shopId > 0, staleMs: Number.POSITIVE_INFINITY, refetchOnShow: false },
  )
  const id = byId || opened.data?.conversationId || 0
  const conv = useChatConversation(id || undefined)
  // whose side the reader is on: a shop of theirs (the workbench) sees order cards as the merchant
  const me = useQuery(keyOf('chat.current'), () => api.chat.current(undefined, { silent: true }), { enabled: id > 0 })
  const merchantSide = !!conv.shopId && !!me.data?.shopIds.includes(conv.shopId)
  const title = conv.title || opened.data?.title || ''
  useEffect(() => {
    if (title) void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])

  // read when shown: on arrival of new messages while the page is open, and when it shows again
  const last = conv.messages.length ? conv.messages[conv.messages.length - 1] : undefined
  const lastSeq = conv.messages.reduce((n, m) => Math.max(n, m.seq), 0)
  useEffect(() => {
    if (lastSeq > 0) conv.markRead()
  }, [lastSeq, id])
  useDidShow(() => {
    if (lastSeq > 0) conv.markRead()
  })

  // the newest message in view when one arrives at the end (not when earlier ones are put on top)
  const [anchor, setAnchor] = useState('')
  const lastKey = last ? `m${last.clientId}` : ''
  useEffect(() => {
    if (lastKey) setAnchor(lastKey)
  }, [lastKey])

  const [text, setText] = useState('')
  const [uploading, setUploading] = useState(false)
  const [earlierBusy, setEarlierBusy] = useState(false)
  const sendText = () => {
    const v = text.trim()
    if (!v || !id) return
    conv.send(ChatMsgType.TEXT, { text: v.slice(0, CHAT_LIMITS.textMax) })
    setText('')
  }
  const sendPicture = async () => {
    if (!id || uploading) return
    const f = await choosePicture()
    if (!f) return
    if (tooBig(f.size)) return toast(t('tooBig', { mb: CHAT_LIMITS.imageBytes / 1024 / 1024 }))
    setUploading(true)
    try {
      const img = await uploadPicture(f.path)
      conv.send(ChatMsgType.IMAGE, { url: img.url, width: img.width, height: img.height })
    } catch {
      /* the request client showed why */
    } finally {
      setUploading(false)
    }
  }
  const earlier = async () => {
    if (!conv.more || earlierBusy) return
    const top = conv.messages[0]
    setEarlierBusy(true)
    try {
      await conv.loadEarlier()
      if (top) setAnchor(`m${top.clientId}`)
    } catch {
      /* shown by the request client */
    } finally {
      setEarlierBusy(false)
    }
  }

  const missing = !byId && !shopId
  const loading = !missing && ((!byId && opened.loading) || (id > 0 && !conv.loaded && !conv.error))
  const error = missing ? t('missing') : (opened.error ?? conv.error)
  const retry = () => void (opened.error ? opened.reload() : conv.reload())
  const times = conv.messages.map((m) => m.sendtime)
  return (
    <View className='ct' data-testid='chat-screen'>
      <Screen loading={loading} error={error} onRetry={missing ? undefined : retry} className='ct-screen'>
        <ScrollView className='ct-list' scrollY scrollIntoView={anchor} upperThreshold={40} onScrollToUpper={() => void earlier()} data-testid='chat-list'>
          {conv.more && (
            <View className='ct-earlier' data-testid='chat-earlier' onClick={() => void earlier()}>
              <Text className='ct-earlier__text'>{earlierBusy ? '…' : t('earlier')}</Text>
            </View>
          )}
          {conv.loaded && !conv.messages.length && <Text className='ct-empty'>{t('empty')}</Text>}
          {conv.messages.map((m, i) => (
            <View key={m.clientId} id={`m${m.clientId}`} className='ct-item'>
              {needsTimeLine(times, i) && <Text className='ct-time'>{timeLine(m.sendtime)}</Text>}
              <MessageBubble m={m} mine={!!m.pending || (conv.me !== null && m.senderId === conv.me)} merchantSide={merchantSide} />
            </View>
          ))}
          <View className='ct-list__end' />
        </ScrollView>
        {conv.status !== 'open' && (
          <View className='ct-state' data-testid='chat-state'>
            <Text className='ct-state__text'>{conv.status === 'closed' ? t('offline') : conv.reconnecting ? t('reconnecting') : t('connecting')}</Text>
            {conv.status === 'closed' && (
              <Text className='ct-state__retry' data-testid='chat-reconnect' onClick={() => void chat.start()}>
                {t('reconnect')}
              </Text>
            )}
          </View>
        )}
        {uploading && (
          <View className='ct-state'>
            <Text className='ct-state__text'>{t('uploading')}</Text>
          </View>
        )}
        <View className='ct-bar'>
          <View className='ct-bar__pic' data-testid='chat-picture-button' onClick={() => void sendPicture()}>
            <Text className='ct-bar__pic-glyph'>＋</Text>
          </View>
          <Input
            className='ct-bar__input'
            data-testid='chat-input'
            value={text}
            maxlength={CHAT_LIMITS.textMax}
            placeholder={t('placeholder')}
            confirmType='send'
            onInput={(e) => setText(e.detail.value)}
            onConfirm={sendText}
          />
          <Button type='primary' size='small' disabled={!text.trim()} onClick={sendText} data-testid='chat-send'>
            {t('send')}
          </Button>
        </View>
      </Screen>
    </View>
  )
}
