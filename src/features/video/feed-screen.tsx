import { useDidHide, useDidShow } from '@tarojs/taro'
import { Swiper, SwiperItem, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { FeedVideo, LikeState } from '~types/video'
import { VIDEO_PAGE_SIZE, VIDEO_PREFETCH_AHEAD } from '~types/video-codes'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useSubmit } from '@/core/form'
import { money } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { absoluteUrl, api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Icon, RemoteImage, Screen } from '@/core/ui'
import { ClipPlayer } from './clip-player'
import { HEART, HEART_ON } from './icons'
import './texts'
import './video.scss'
import './video-web'

/** The clips whose player exists: the current one and its neighbours (the next swipe starts at once); the rest show their cover. */
const NEAR = 1

function Clip(props: { v: FeedVideo; active: boolean; near: boolean; like: LikeState | undefined; onLike: () => void }) {
  const { t } = useT('video')
  const { v, active } = props
  const [paused, setPaused] = useState(false)
  const liked = props.like?.liked ?? v.liked
  const likes = props.like?.likes ?? v.likes
  const p = v.product
  return (
    <View className='vid-clip' data-testid={active ? 'video-current' : 'video-clip'} data-video-id={String(v.id)}>
      <RemoteImage className='vid-cover' src={v.cover} mode='aspectFill' />
      {props.near && (
        <ClipPlayer
          id={`video-${v.id}`}
          data-testid={active ? 'video-player' : undefined}
          src={absoluteUrl(v.url)}
          poster={absoluteUrl(v.cover)}
          active={active}
          paused={paused}
        />
      )}
      <View className='vid-tap' onClick={() => setPaused((x) => !x)} />
      {active && paused && <Text className='vid-paused'>{t('feed.tapToPlay')}</Text>}
      <View className='vid-side'>
        <View className='vid-like' data-testid={active ? 'video-like' : undefined} onClick={props.onLike}>
          <Icon svg={liked ? HEART_ON : HEART} size={36} data-testid={active && liked ? 'video-liked' : undefined} />
          <Text className='vid-like__count' data-testid={active ? 'video-likes' : undefined}>
            {likes}
          </Text>
        </View>
      </View>
      <View className='vid-info'>
        <Text className='vid-shop' data-testid={active ? 'video-shop' : undefined} onClick={() => void nav.to('store/index', { id: v.shopId })}>
          @{v.shopName}
        </Text>
        <Text className='vid-title'>{v.title}</Text>
        {p && (
          <View
            className='vid-product'
            data-testid={active ? 'video-product' : undefined}
            onClick={() => void nav.to('classify/goods/info/index', { id: p.id })}
          >
            <RemoteImage className='vid-product__image' src={p.image} size='thumb' mode='aspectFill' />
            <View className='vid-product__body'>
              <Text className='vid-product__title'>{p.title}</Text>
              <View className='vid-product__row'>
                <Text className='vid-product__price'>{money(p.price)}</Text>
                {p.originalPrice > p.price && <Text className='vid-product__original'>{money(p.originalPrice)}</Text>}
                {!p.inStock && <Text className='vid-product__out'>{t('feed.soldOut')}</Text>}
              </View>
            </View>
            <Text className='vid-product__go'>{t('feed.buy')}</Text>
          </View>
        )}
      </View>
    </View>
  )
}

/**
 * The short-video tab (`tabbar/video`): shops' videos full screen, one at a time, swiped up and down; the
 * current one plays looped, the others are paused (and while the page is hidden). A like (once per user, the
 * server counts it) takes a guest to login first; the product card opens the product, the shop name the shop.
 * The next page is asked for when VIDEO_PREFETCH_AHEAD clips are left.
 */
export function VideoFeedScreen() {
  const { t } = useT('video')
  const q = useInfiniteQuery(keyOf('video.feed'), (pageNum) => api.video.feed({ query: { pageNum, pageSize: VIDEO_PAGE_SIZE } }))
  const [index, setIndex] = useState(0)
  const [shown, setShown] = useState(true)
  const [likes, setLikes] = useState<Record<number, LikeState>>({})
  useDidShow(() => setShown(true))
  useDidHide(() => setShown(false))
  const reload = async () => {
    await q.reload()
    setLikes({})
    setIndex(0)
  }
  usePullRefresh(reload)
  const rows = q.rows
  const current = Math.min(index, Math.max(0, rows.length - 1))
  const like = useSubmit(async (v: FeedVideo) => {
    if (!useSessionStore.getState().token) return void nav.toLogin()
    const was = likes[v.id]?.liked ?? v.liked
    const r = was ? await api.video.unlike({ params: { id: v.id } }) : await api.video.like({ params: { id: v.id } })
    setLikes((m) => ({ ...m, [v.id]: r }))
  })
  const onChange = (i: number) => {
    setIndex(i)
    if (i >= rows.length - 1 - VIDEO_PREFETCH_AHEAD) q.loadMore()
  }
  return (
    <View className='vid' data-testid='video-feed'>
      <Screen query={q} empty={!rows.length} emptyText={t('feed.empty')} className='vid__body'>
        {rows.length > 0 && (
          <Swiper className='vid-swiper' vertical current={current} onChange={(e) => onChange(e.detail.current)}>
            {rows.map((v, i) => (
              <SwiperItem key={v.id} className='vid-item'>
                <Clip v={v} active={shown && i === current} near={Math.abs(i - current) <= NEAR} like={likes[v.id]} onLike={() => void like.run(v)} />
              </SwiperItem>
            ))}
          </Swiper>
        )}
      </Screen>
      <View className='vid-top'>
        <Text className='vid-top__back' data-testid='video-back' onClick={() => void nav.back()}>
          ‹
        </Text>
        <Text className='vid-top__title'>{t('pages:tabbar/video')}</Text>
      </View>
      {rows.length > 0 && current === rows.length - 1 && (
        <Text className='vid-end' data-testid='video-end' onClick={() => q.moreError && q.loadMore()}>
          {q.done ? t('feed.end') : q.moreError ? t('feed.retry') : t('feed.more')}
        </Text>
      )}
    </View>
  )
}
