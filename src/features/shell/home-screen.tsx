import { Text, View } from '@tarojs/components'
import { usePullDownRefresh } from '@tarojs/taro'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
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

function ProductGrid({ props, version }: { props: Record<string, unknown>; version: number }) {
  const { t } = useT(['shell', 'common'])
  const type = Number(props.source ?? 1) || 1
  const [state, setState] = useState<{ rows: ProductCard[]; loading: boolean; error: string | null }>({ rows: [], loading: true, error: null })
  const load = () => {
    setState((s) => ({ ...s, loading: true, error: null }))
    http
      .get<Page<ProductCard>>(`customer/api/product/list/${type}`, { pageNum: 1, pageSize: Number(props.size ?? 10) }, { auth: false, silent: true })
      .then((p) => setState({ rows: p.rows, loading: false, error: null }))
      .catch((e: Error) => setState({ rows: [], loading: false, error: e.message }))
  }
  useEffect(load, [type, version])
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
      </Screen>
    </View>
  )
}

const RENDERERS: Record<string, (p: { props: Record<string, unknown>; version: number }) => JSX.Element | null> = {
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
        {components.map((c) => {
          const R = RENDERERS[c.type]
          return R ? <R key={c.id} props={c.props} version={version} /> : null
        })}
      </View>
    </Screen>
  )
}
