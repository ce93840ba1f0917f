import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { ChatFrame } from '~types/chat-codes'
import { onFrame, useChatUnread } from '@/core/chat'
import { invalidate, keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { RemoteImage, Screen } from '@/core/ui'
import { INBOX_PAGE_SIZE, timeLine } from './api'
import './texts'
import './chat.scss'
import './chat-web'

/**
 * The workbench's chat inbox (`merchant/chat`): the conversations of the merchant's shops (one shop at a time,
 * chips when there are several), newest first, with their unread counts, paged, pull to refresh, kept live by
 * the chat socket (a message or a read moves the list). A tap opens the conversation. An account without a
 * shop is refused here without asking.
 */
export function InboxScreen() {
  const { t } = useT('chat')
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  // the total keeps the connection open (and live) while the inbox is shown
  const unread = useChatUnread()
  const me = useQuery(keyOf('chat.current'), () => api.chat.current(undefined, { silent: true }), { enabled: allowed, staleMs: 0 })
  const shops = me.data?.shopIds ?? []
  const [picked, setPicked] = useState(0)
  const shopId = shops.includes(picked) ? picked : (shops[0] ?? 0)
  const list = useInfiniteQuery(
    keyOf('chat.list', shopId),
    (pageNum) => api.chat.list({ query: { shopId, pageNum, pageSize: INBOX_PAGE_SIZE } }, { silent: true }),
    { enabled: allowed && shopId > 0, staleMs: 0, rowKey: (r) => r.conversationId },
  )
  useReachBottom(list.loadMore)
  usePullRefresh(me.reload, list.reload)
  // a new message or a read elsewhere: the rows' order and counts change
  useEffect(() => {
    const again = () => void invalidate(keyOf('chat.list'))
    const offs = [onFrame(ChatFrame.MESSAGE, again), onFrame(ChatFrame.UNREAD, again)]
    return () => offs.forEach((off) => off())
  }, [])
  const noShop = allowed && !!me.data && !shops.length
  return (
    <View className='ci' data-testid='chat-inbox' data-unread={unread}>
      <Screen query={allowed ? me : undefined} error={allowed ? undefined : t('inbox.refused')} empty={noShop} emptyText={t('inbox.empty')}>
        {shops.length > 1 && (
          <View className='ci-shops'>
            {shops.map((s) => (
              <Text key={s} className={s === shopId ? 'ci-shop ci-shop--on' : 'ci-shop'} data-testid={`ci-shop-${s}`} onClick={() => setPicked(s)}>
                <ShopName id={s} />
              </Text>
            ))}
          </View>
        )}
        {shopId > 0 && (
          <Screen query={list} empty={!list.rows.length} emptyText={t('inbox.empty')}>
            {list.rows.map((c) => (
              <View
                key={c.conversationId}
                className='ci-row'
                data-testid={`ci-row-${c.conversationId}`}
                onClick={() => void nav.to('public/msg/chat', { conversationId: c.conversationId })}
              >
                <View className='ci-row__avatar'>
                  {c.avatar ? (
                    <RemoteImage className='ci-row__img' src={c.avatar} mode='aspectFill' size='thumb' />
                  ) : (
                    <Text className='ci-row__letter'>{(c.title || '?').slice(0, 1).toUpperCase()}</Text>
                  )}
                </View>
                <View className='ci-row__body'>
                  <View className='ci-row__top'>
                    <Text className='ci-row__title'>{c.title}</Text>
                    <Text className='ci-row__time'>{c.sendtime ? timeLine(c.sendtime) : ''}</Text>
                  </View>
                  <View className='ci-row__bottom'>
                    <Text className='ci-row__resume'>{c.msgresume || t('inbox.noMessage')}</Text>
                    {c.notreadcount > 0 && (
                      <Text className='ci-row__badge' data-testid={`ci-unread-${c.conversationId}`}>
                        {c.notreadcount > 99 ? '99+' : c.notreadcount}
                      </Text>
                    )}
                  </View>
                </View>
              </View>
            ))}
            {list.rows.length > 0 && list.done && <Text className='ci-end'>{t('inbox.end')}</Text>}
          </Screen>
        )}
      </Screen>
    </View>
  )
}

/** A shop's name (the shop page's answer, shared with it); its number until it is here. */
function ShopName({ id }: { id: number }) {
  const { t } = useT('chat')
  const q = useQuery(keyOf('catalog.shop', id), () => api.catalog.shop({ params: { id } }, { silent: true }), { staleMs: 300_000 })
  return <>{q.data?.name ?? t('inbox.shop', { id })}</>
}
