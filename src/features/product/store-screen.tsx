import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import type { ShopHome } from '~types/catalog'
import { invalidate, keyOf, useInfiniteQuery, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { money } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { CouponStrip, RemoteImage, Screen, toast } from '@/core/ui'
import { api } from '@/core/request'
import { ListEnd } from './list-end'
import { ShareButton } from './share-button'
import './texts'
import './product.scss'
import './product-web'

/** A shop's home (`store/index?id=`): banner, open or closed, notice, follow, its categories and products. */
export function StoreScreen() {
  const params = usePageParams('store/index')
  const id = Number(params.id)
  const { t } = useT('product')
  const q = useQuery(keyOf('catalog.shop', id), () => api.catalog.shop({ params: { id } }), { enabled: id > 0 })
  if (!(id > 0)) return <Screen error={t('notFound')} />
  return (
    <Screen query={q} skeleton='detail' className='st'>
      {q.data && <Shop key={q.data.id} s={q.data} />}
    </Screen>
  )
}

function Shop({ s }: { s: ShopHome }) {
  const { t } = useT('product')
  const token = useSessionStore((x) => x.token)
  const [cat, setCat] = useState<number | undefined>(undefined)
  const fav = useQuery(
    keyOf('collection.check', s.id, 2, token ? 1 : 0),
    () => api.collection.check({ params: { id: s.id }, query: { type: 2 } }, { silent: true }),
    { enabled: !!token },
  )
  const following = !!token && !!fav.data?.favourite
  const products = useInfiniteQuery(keyOf('catalog.productSearch', 'shop', s.id, cat ?? 0), (pageNum) =>
    api.catalog.productSearch({ query: { shopId: s.id, shopCategoryId: cat, pageNum, pageSize: 10 } }),
  )
  useReachBottom(products.loadMore)
  const { run: toggleFollow } = useSubmit(async () => {
    if (following) await api.collection.remove({ params: { id: s.id }, query: { type: 2 } })
    else await api.collection.add({ params: { id: s.id }, query: { type: 2 } })
    toast(following ? t('store.unfollowed') : t('store.followed'), 'success')
    await fav.reload()
    void invalidate(keyOf('collection.list'))
  })
  const follow = async () => {
    if (!token) {
      return void nav.toLogin()
    }
    await toggleFollow()
  }
  return (
    <View className='st__page' data-testid='store'>
      <View className='st__banner'>
        <RemoteImage className='st__banner-img' src={s.banner} mode='aspectFill' size='banner' priority />
      </View>
      <View className='pd__card st__head'>
        <RemoteImage className='pd__shop-logo' src={s.logo} mode='aspectFill' size='thumb' />
        <View className='pd__shop-text'>
          <Text className='pd__shop-name' data-testid='store-name'>
            {s.name}
          </Text>
          <Text className='pd__shop-meta'>
            {t('shopRating', { n: s.rating.toFixed(1) })} · {s.open ? t('open') : t('closed')} · {t('store.hours', { v: s.hours })}
          </Text>
        </View>
        <View className={`st__follow ${following ? 'st__follow--on' : ''}`} data-testid='store-follow' onClick={() => void follow()}>
          <Text className={`st__follow-text ${following ? 'st__follow-text--on' : ''}`}>{following ? t('store.following') : t('store.follow')}</Text>
        </View>
      </View>
      {!s.open && (
        <View className='pd__closed' data-testid='store-closed'>
          <Text className='pd__closed-text'>{t('store.closedNote')}</Text>
        </View>
      )}
      {!!s.notice && (
        <View className='pd__card st__notice'>
          <Text className='st__notice-tag'>{t('store.notice')}</Text>
          <Text className='st__notice-text'>{s.notice}</Text>
        </View>
      )}
      <View className='pd__card st__links'>
        <Text className='pd__muted'>
          {s.delivery ? t('delivery') : t('noDelivery')} · {s.selfPickup ? t('selfPickup') : t('noSelfPickup')}
        </Text>
        <View className='pd__grow' />
        <Text className='pd__link' data-testid='store-contact' onClick={() => void nav.to('public/msg/chat', { shopId: s.id })}>
          {t('contactShop')}
        </Text>
        <Text className='pd__link' data-testid='store-preview' onClick={() => void nav.to('store/preview', { id: s.id })}>
          {t('store.preview')}
        </Text>
        <ShareButton title={s.name} page='store/index' params={{ id: s.id }} image={s.banner} />
      </View>
      <CouponStrip shopId={s.id} />
      <View className='st__cats'>
        {[{ id: undefined as number | undefined, name: t('store.all') }, ...s.categories].map((c) => (
          <View
            key={c.id ?? 0}
            className={`rvs__filter ${cat === c.id ? 'rvs__filter--on' : ''}`}
            data-testid={`store-cat-${c.id ?? 'all'}`}
            onClick={() => setCat(c.id)}
          >
            <Text className={`rvs__filter-text ${cat === c.id ? 'rvs__filter-text--on' : ''}`}>{c.name}</Text>
          </View>
        ))}
      </View>
      <Screen query={products} skeleton='grid' empty={!products.rows.length} emptyText={t('store.noProducts')}>
        {/* a local list: the shared product card (core/ui/product-card, helper browse-screens) replaces it when it lands */}
        <View className='st__grid'>
          {products.rows.map((p) => (
            <View key={p.id} className='st__card' data-testid='store-product' onClick={() => void nav.to('classify/goods/info/index', { id: p.id })}>
              <RemoteImage className='st__card-img' src={p.image} mode='aspectFill' size='card' />
              <Text className='st__card-title'>{p.title}</Text>
              <View className='st__card-row'>
                <Text className='st__card-price'>{money(p.price)}</Text>
                <Text className='pd__meta-text'>{t('sold', { n: p.sales })}</Text>
              </View>
            </View>
          ))}
        </View>
        <ListEnd q={products} />
      </Screen>
    </View>
  )
}
