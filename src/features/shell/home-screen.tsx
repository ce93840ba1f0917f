import { Text, View } from '@tarojs/components'
import { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { Page } from '~types/common'
import type { ProductCard } from '~types/catalog'
import type { LayoutComponent } from '~types/system'
import { useT } from '@/core/i18n'
import { http } from '@/core/request'
import { Carousel, Screen, RemoteImage } from '@/core/ui'
import { useAppConfig } from './app-config'
import { openLink } from './links'
import { money } from './money'
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
      render={(img) => <RemoteImage className='home-banner__img' src={img.url} mode='aspectFill' />}
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
          <RemoteImage className='home-nav__icon' src={it.icon} />
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

type BlockProps = { props: Record<string, unknown>; version: number; more: number; last: boolean }

/**
 * A product block of the home layout. `size` products a page; the last block of the layout (or one
 * with `paging: true`) is the endless feed: reaching the bottom of the page loads its next page.
 */
function ProductGrid({ props, version, more, last }: BlockProps) {
  const { t } = useT(['shell', 'common'])
  const type = Number(props.source ?? 1) || 1
  const size = Number(props.size ?? 10) || 10
  const paging = props.paging === undefined ? last : props.paging === true
  const [state, setState] = useState<{ rows: ProductCard[]; total: number; pageNum: number; loading: boolean; error: string | null; loadingMore: boolean; moreError: boolean }>({
    rows: [],
    total: 0,
    pageNum: 0,
    loading: true,
    error: null,
    loadingMore: false,
    moreError: false,
  })
  // a reload (pull-to-refresh) makes answers to earlier requests stale
  const generation = useRef(0)
  const fetchPage = (pageNum: number) => http.get<Page<ProductCard>>(`customer/api/product/list/${type}`, { pageNum, pageSize: size }, { auth: false, silent: true })
  const load = () => {
    const gen = ++generation.current
    setState((s) => ({ ...s, loading: true, error: null, loadingMore: false, moreError: false }))
    fetchPage(1)
      .then((p) => gen === generation.current && setState((s) => ({ ...s, rows: p.rows, total: p.total, pageNum: 1, loading: false })))
      .catch((e: Error) => gen === generation.current && setState((s) => ({ ...s, rows: [], total: 0, loading: false, error: e.message })))
  }
  const loadMore = () => {
    const s = state
    if (!paging || s.loading || s.loadingMore || s.error || s.rows.length >= s.total) return
    const gen = generation.current
    setState((x) => ({ ...x, loadingMore: true, moreError: false }))
    fetchPage(s.pageNum + 1)
      .then((p) => {
        if (gen !== generation.current) return
        setState((x) => {
          const seen = new Set(x.rows.map((r) => r.id))
          return { ...x, rows: [...x.rows, ...p.rows.filter((r) => !seen.has(r.id))], total: p.total, pageNum: x.pageNum + 1, loadingMore: false }
        })
      })
      .catch(() => gen === generation.current && setState((x) => ({ ...x, loadingMore: false, moreError: true })))
  }
  useEffect(load, [type, version])
  useEffect(() => {
    if (more) loadMore()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [more])
  const done = state.rows.length >= state.total
  return (
    <View className='home-products'>
      <Text className='home-products__title'>{(props.title as string) || t('shell:home.recommend')}</Text>
      <Screen loading={state.loading} error={state.error} onRetry={load} empty={!state.rows.length} emptyText={t('shell:home.noProducts')}>
        <View className='home-products__grid'>
          {state.rows.map((p) => (
            <View key={p.id} className='product-card' data-testid='product-card' onClick={() => void openLink(`/pages/classify/goods/info/index?id=${p.id}`)}>
              <RemoteImage className='product-card__img' src={p.image} mode='aspectFill' lazyLoad />
              <Text className='product-card__title'>{p.title}</Text>
              <View className='product-card__row'>
                <Text className='product-card__price'>{money(p.price)}</Text>
                <Text className='product-card__sold'>{t('shell:home.sold', { n: p.sales })}</Text>
              </View>
            </View>
          ))}
        </View>
        {paging && (
          <View className='home-products__more' data-testid='products-more' onClick={state.moreError ? loadMore : undefined}>
            <Text>{state.loadingMore ? t('common:loading') : state.moreError ? t('shell:home.moreFailed') : done ? t('shell:home.noMore') : ''}</Text>
          </View>
        )}
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
  const { config, error, load } = useAppConfig()
  const [version, setVersion] = useState(0)
  // each time the page reaches its bottom: the feed block loads its next page
  const [more, setMore] = useState(0)
  useReachBottom(() => setMore((n) => n + 1))
  useEffect(() => {
    void load()
  }, [])
  usePullDownRefresh(() => {
    void load(true).finally(() => {
      setVersion((v) => v + 1)
      Taro.stopPullDownRefresh()
    })
  })
  const home = config?.pages.find((p) => p.pageType === 1)
  const components: LayoutComponent[] = home?.pageLayout.components ?? []
  return (
    <Screen loading={!config && !error} error={!config ? error : null} onRetry={() => void load(true)}>
      <View className='home' data-testid='home'>
        <View className='home-header'>
          <View className='home-search' onClick={() => void openLink('/pages/classify/search/index')}>
            <Text>{t('home.search')}</Text>
          </View>
        </View>
        {components.map((c, i) => {
          const R = RENDERERS[c.type]
          return R ? <R key={c.id} props={c.props} version={version} more={more} last={i === components.length - 1} /> : null
        })}
      </View>
    </Screen>
  )
}
