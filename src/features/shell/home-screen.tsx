import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { ConfigInit, LayoutComponent } from '~types/system'
import { invalidate, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { Carousel, PagingLine, ProductList, Screen, RemoteImage } from '@/core/ui'
import { useReveal } from '@/core/ui/reveal'
import { feedKey, PRODUCTS_KEY, useAppConfig } from './app-config'
import { firstScreenCards, restHeight } from './first-screen'
import { openLink } from './links'
import { api } from '@/core/request'
import './shell.scss'
import './shell-web'

type Img = { url: string; link?: string }
type NavItem = { icon: string; text: string; link?: string }

function Banner({ props }: { props: Record<string, unknown> }) {
  const images = (props.images as Img[]) ?? []
  if (!images.length) return null
  return (
    <Carousel
      className='home-banner'
      items={images}
      itemKey={(img) => img.url}
      render={(img, i) => <RemoteImage className='home-banner__img' src={img.url} mode='aspectFill' size='banner' priority={i === 0} />}
      onItemClick={(img) => void openLink(img.link)}
      autoplay
      circular
    />
  )
}

function NavGrid({ props }: { props: Record<string, unknown> }) {
  const items = (props.items as NavItem[]) ?? []
  return (
    <View className='home-nav'>
      {items.map((it) => (
        <View key={it.text} className='home-nav__item' onClick={() => void openLink(it.link)}>
          <RemoteImage className='home-nav__icon' src={it.icon} size='thumb' />
          <Text className='home-nav__text'>{it.text}</Text>
        </View>
      ))}
    </View>
  )
}

function NoticeBar({ props }: { props: Record<string, unknown> }) {
  const { t } = useT('shell')
  const text = (props.text as string) ?? ''
  if (!text) return null
  return (
    <View className='home-notice' onClick={() => void openLink(props.link as string)}>
      <Text className='home-notice__tag'>{t('home.notice')}</Text>
      <Text className='home-notice__text'>{text}</Text>
    </View>
  )
}

/** `first`: the cards a products block renders first (H5: the first screen's; the rest at idle), undefined: all */
type BlockProps = { id: string; props: Record<string, unknown>; more: number; last: boolean; first?: number }

export { PRODUCTS_KEY }

/**
 * A product block of the home layout. `size` products a page; the last block of the layout (or one
 * with `paging: true`) is the endless feed: reaching the bottom of the page loads its next page.
 * On H5 it renders its `first` cards at once and the others a row at a time at idle (or when the page
 * scrolls near them), with a box of their height meanwhile (core/ui/reveal.h5.tsx).
 */
function ProductGrid({ id, props, more, last, first }: BlockProps) {
  const { t } = useT('shell')
  const type = Number(props.source ?? 1) || 1
  const size = Number(props.size ?? 10) || 10
  const paging = props.paging === undefined ? last : props.paging === true
  // page 1 normally came with the layout (config/init `feed`, see app-config): no request of its own
  const q = useInfiniteQuery(feedKey(id, type, size), (pageNum) =>
    api.catalog.productList({ params: { type }, query: { pageNum, pageSize: size } }, { silent: true }),
  )
  useEffect(() => {
    if (more && paging) q.loadMore()
  }, [more])
  const { shown, rest } = useReveal(q.rows.length, first, restHeight)
  return (
    <View className='home-products'>
      <Text className='home-products__title'>{(props.title as string) || t('home.recommend')}</Text>
      <Screen query={q} skeleton='grid' empty={!q.rows.length} emptyText={t('home.noProducts')}>
        <ProductList products={shown < q.rows.length ? q.rows.slice(0, shown) : q.rows} firstScreen={first !== 0} />
        {rest}
        {paging && <PagingLine query={q} />}
      </Screen>
    </View>
  )
}

const RENDERERS: Record<string, (p: BlockProps) => JSX.Element | null> = {
  banner: Banner,
  nav: NavGrid,
  notice: NoticeBar,
  products: ProductGrid,
}

/** Home tab: renders the server's home layout (config/init pages, pageType 1). */
export function HomeScreen() {
  const { t } = useT('shell')
  const config = useAppConfig()
  // each time the page reaches its bottom: the feed block loads its next page
  const [more, setMore] = useState(0)
  useReachBottom(() => setMore((n) => n + 1))
  // the layout with every product block's first page in one answer (an older server without them: reload the blocks)
  usePullRefresh(() => config.reload().then((c) => ((c as ConfigInit | undefined)?.feeds ? undefined : invalidate(PRODUCTS_KEY))))
  const home = config.data?.pages.find((p) => p.pageType === 1)
  const components: LayoutComponent[] = home?.pageLayout.components ?? []
  // H5: the products blocks' cards of the first screen render now, the others at idle (null elsewhere: all)
  const feeds = config.data?.feeds
  const first = firstScreenCards(components, (id) => feeds?.find((f) => f.id === id)?.rows.length)
  return (
    <Screen query={config}>
      <View className='home' data-testid='home'>
        <View className='home-header'>
          <View className='home-search' onClick={() => void nav.to('classify/search/index')}>
            <Text>{t('home.search')}</Text>
          </View>
        </View>
        {components.map((c, i) => {
          const R = RENDERERS[c.type]
          return R ? <R key={c.id} id={c.id} props={c.props} more={more} last={i === components.length - 1} first={first?.[c.id]} /> : null
        })}
      </View>
    </Screen>
  )
}
