import { Image, ScrollView, Text, Video, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { LiveRoomDetail } from '~types/live'
import { chat, joinGroup, useChatConversation } from '@/core/chat'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { hhmmss, useSecondsLeft } from '@/core/format/clock'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { absoluteUrl, api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, RemoteImage, Screen, sizedUrl } from '@/core/ui'
import { badge, ROOM_POLL_MS, when } from './api'
import { BuySheet } from './buy-sheet'
import { LiveHead } from './live-list'
import { ChatInput, ChatLines } from './room-chat'
import './texts'
import './live.scss'
import './live-web'

/** Over the cover when nothing plays: the countdown of a scheduled room, or the end. */
function StatusOverlay({ d, onStart }: { d: LiveRoomDetail; onStart(): void }) {
  const { t } = useT('live')
  const left = useSecondsLeft(d.status === 'scheduled' ? d.startAt : null)
  useEffect(() => {
    if (d.status === 'scheduled' && left === 0) onStart()
  }, [d.status, left])
  if (d.status === 'live') return null
  return (
    <View className='lv-over' data-testid={`lv-over-${d.status}`}>
      {d.status === 'scheduled' ? (
        <>
          <Text className='lv-over__title'>{left > 0 ? t('startsIn') : t('startingSoon')}</Text>
          {left > 0 && (
            <Text className='lv-over__clock' data-testid='lv-countdown'>
              {hhmmss(left)}
            </Text>
          )}
          <Text className='lv-over__sub'>{t('startsAt', { time: when(d.startAt) })}</Text>
        </>
      ) : (
        <>
          <Text className='lv-over__title'>{t('endedTitle')}</Text>
          <Text className='lv-over__sub'>{t('endedAt', { time: when(d.endedAt) })}</Text>
          <Button size='small' data-testid='lv-more-rooms' onClick={() => void nav.redirect('liveBroadcast/index')}>
            {t('moreRooms')}
          </Button>
        </>
      )}
    </View>
  )
}

/** The room: video (looped, muted at first), status, chat over the video, pinned products bought in a sheet. */
export function LiveRoomView({ id }: { id: number }) {
  const { t } = useT('live')
  const q = useQuery(keyOf('live.detail', id), () => api.live.detail({ params: { id } }), { staleMs: 5_000 })
  usePullRefresh(q.reload)
  const d = q.data
  const signedIn = useSessionStore((s) => !!s.token)
  const [conversationId, setConversationId] = useState<number | undefined>(undefined)
  const [muted, setMuted] = useState(true)
  const [buying, setBuying] = useState<number | null>(null)
  const conv = useChatConversation(conversationId)
  const open = !!d && d.status !== 'ended'

  // status, viewers and the pins' prices and stock change while the room is on screen
  useEffect(() => {
    if (!open) return
    const timer = setInterval(() => void q.reload(), ROOM_POLL_MS)
    return () => clearInterval(timer)
  }, [open, id])
  // a signed-in viewer enters once: the server makes them a member of the room's chat, then the connection joins it
  useEffect(() => {
    if (!open || !signedIn || conversationId !== undefined) return
    let live = true
    api.live
      .enter({ params: { id } }, { silent: true })
      .then(async (r) => {
        if (!live) return
        await chat.start().catch(() => undefined)
        joinGroup(r.conversationId)
        setConversationId(r.conversationId)
        // this viewer is counted now
        void q.reload()
      })
      .catch(() => undefined)
    return () => void (live = false)
  }, [open, signedIn, id])

  const buy = (productId: number) => (signedIn ? setBuying(productId) : void nav.toLogin())

  return (
    <View className='lv-room' data-testid='lv-room'>
      <Screen query={q}>
        {d && (
          <View className='lv-room__body'>
            <View className='lv-stage'>
              {d.status === 'live' && d.playbackUrl ? (
                <Video
                  className='lv-stage__video'
                  data-testid='lv-video'
                  src={absoluteUrl(d.playbackUrl)}
                  poster={sizedUrl(d.cover, 'detail')}
                  loop={d.loop}
                  autoplay
                  muted={muted}
                  controls={false}
                  showCenterPlayBtn={false}
                  showMuteBtn={false}
                  objectFit='cover'
                />
              ) : (
                <RemoteImage className='lv-stage__video' src={d.cover} mode='aspectFill' size='detail' />
              )}
              <View className='lv-stage__top'>
                <LiveHead title={d.title} dark />
                <View className='lv-stage__info'>
                  <View className={badge(d.status, true)}>
                    <Text className='lv-badge__text' data-testid='lv-status'>
                      {t(`status.${d.status}`)}
                    </Text>
                  </View>
                  <Text className='lv-stage__shop'>{d.shopName}</Text>
                  <Text className='lv-stage__viewers' data-testid='lv-viewers'>
                    {t('viewers', { count: d.viewers })}
                  </Text>
                </View>
              </View>
              <StatusOverlay d={d} onStart={() => void q.reload()} />
              {d.status === 'live' && (
                <View className='lv-mute' data-testid='lv-mute' onClick={() => setMuted((m) => !m)}>
                  <Text className='lv-mute__text'>{muted ? t('unmute') : t('mute')}</Text>
                </View>
              )}
              <View className='lv-stage__chat'>
                <ChatLines c={conv} />
              </View>
            </View>
            {d.pins.length > 0 && (
              <ScrollView className='lv-pins' scrollX data-testid='lv-pins'>
                {d.pins.map((p) => (
                  <View
                    key={p.productId}
                    className={p.onSale && p.inStock ? 'lv-pin' : 'lv-pin lv-pin--off'}
                    data-testid={`lv-pin-${p.productId}`}
                    onClick={() => buy(p.productId)}
                  >
                    <Image className='lv-pin__img' src={sizedUrl(p.image, 'thumb')} mode='aspectFill' />
                    <View className='lv-pin__body'>
                      <Text className='lv-pin__title' numberOfLines={2}>
                        {p.title}
                      </Text>
                      <Text className='lv-pin__price' data-testid={`lv-pin-price-${p.productId}`}>
                        {price(p.price)}
                      </Text>
                      {!(p.onSale && p.inStock) && <Text className='lv-pin__off'>{p.onSale ? t('soldOut') : t('offSale')}</Text>}
                    </View>
                  </View>
                ))}
              </ScrollView>
            )}
            <ChatInput c={conv} ready={conversationId !== undefined} signedIn={signedIn} ended={d.status === 'ended'} />
          </View>
        )}
      </Screen>
      {buying !== null && <BuySheet productId={buying} onClose={() => setBuying(null)} />}
    </View>
  )
}
