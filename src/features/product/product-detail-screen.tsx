import { Image, Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import type { ProductDetail } from '~types/catalog'
import { areaKey, fetchQuery, invalidate, keyOf, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { money } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { Carousel, CouponStrip, RemoteImage, Screen, SkuPanel, toast, useCartCount, useQuantityMessage, useSkuPicker } from '@/core/ui'
import { useReveal } from '@/core/ui/reveal'
import { api } from '@/core/request'
import { ReviewItem } from './review-item'
import { ShareButton } from './share-button'
import cartIcon from '@/assets/tabbar/cart.png'
import './texts'
import './product.scss'
import './product-web'

// a shared link: the splash starts the product's request while it shows (nav.preload), under the screen's key
nav.onPreload('classify/goods/info/index', (p) => {
  const id = Number(p.id)
  if (id > 0) void fetchQuery(keyOf('catalog.productDetail', id), () => api.catalog.productDetail({ params: { id } })).catch(() => undefined)
})

/** Product detail (`classify/goods/info/index?id=`): gallery, price, SKU picker, shop, reviews, buy bar. */
export function ProductDetailScreen() {
  const params = usePageParams('classify/goods/info/index')
  const id = Number(params.id)
  const { t } = useT('product')
  const q = useQuery(keyOf('catalog.productDetail', id), () => api.catalog.productDetail({ params: { id } }), { enabled: id > 0 })
  if (!(id > 0)) return <Screen error={t('notFound')} />
  return (
    <Screen query={q} skeleton='detail' className='pd'>
      {q.data && <Detail key={q.data.id} d={q.data} />}
    </Screen>
  )
}

const PAGE = 'classify/goods/info/index'

/**
 * A guest's "add to cart" waiting for the login detour: the page comes back with the choice in its query
 * (`skuId`, `count`) and, signed in, finishes the add once. Kept in memory, not in the query, so that
 * reloading the page never adds again.
 */
let pendingAdd: { productId: number; skuId: number; count: number } | null = null

/** The choice a page was opened with (`skuId`, `count` in its query), when that SKU is still the product's. */
function startChoice(d: Pick<ProductDetail, 'skus'>, params: Record<string, string | undefined>) {
  const sku = d.skus.find((s) => s.id === Number(params.skuId))
  return sku ? { sel: { ...sku.spec }, count: Math.max(1, Number(params.count) || 1) } : undefined
}

function Detail({ d }: { d: ProductDetail }) {
  const { t } = useT('product')
  const token = useSessionStore((s) => s.token)
  // the form this product carries, and the user's answers (signed in only)
  const productForm = useQuery(keyOf('form.productForm', d.id), () => api.form.productForm({ params: { productId: d.id } }, { silent: true }), {
    enabled: !!token,
  })
  // a group-buy offer on this product (issue 27): "group buy" opens its page
  const group = useQuery(keyOf('groupbuy.offers', 'product', d.id), () => api.groupbuy.offers({ query: { productId: d.id, pageSize: 1 } }, { silent: true }))
  const groupOffer = group.data?.rows[0]
  const params = usePageParams('classify/goods/info/index')
  const picker = useSkuPicker(d, startChoice(d, params))
  const message = useQuantityMessage()
  // adding to the cart and the favourite flag: one request at a time
  const { busy, run } = useSubmit((fn: () => Promise<void>) => fn())
  const badge = useCartCount()
  const { view } = picker
  const slide = Math.max(0, d.images.indexOf(view.image))
  // H5: the reviews and the description (below the first screen, but the reviews' head) render at the first
  // idle period after the page shows, or at once when it scrolls near them: the page's first layout is that of
  // its first screen (core/ui/reveal). Mini-programs and React Native render them at once.
  const later = useReveal(1, 0)

  /** Checks before the cart or checkout: a session, a buyable product, a full choice, a quantity in bounds. */
  const ready = () => {
    if (!d.buyable) {
      toast(t(`notBuyable.${d.notBuyableReason ?? 'offShelf'}`))
      return false
    }
    if (!picker.sku) {
      toast(picker.missing ? t('pleaseChoose', { name: picker.missing.name }) : t('soldOutChoice'))
      return false
    }
    if (picker.problem) {
      toast(message(picker.problem, view.stock))
      return false
    }
    return true
  }
  // login, then this product again (nav.toLogin remembers the page with its query)
  const loginAndBack = () => nav.toLogin()
  const add = (skuId: number, count: number) =>
    // a refusal (stock, off the shelf, shop closed...) was shown by the request client
    run(async () => {
      await api.cart.add({ body: { skuId, count } })
      await invalidate(areaKey('cart'))
      toast(t('addedToCart'), 'success')
    })
  const addToCart = async () => {
    if (busy || !ready()) return
    const sku = picker.sku!
    if (!token) {
      // login, then this product again with the choice, and the add finished there
      pendingAdd = { productId: d.id, skuId: sku.id, count: picker.count }
      nav.remember(PAGE, { id: d.id, skuId: sku.id, count: picker.count })
      return void loginAndBack()
    }
    await add(sku.id, picker.count)
  }
  // back from the login detour, signed in: the add the guest asked for
  useEffect(() => {
    if (!token || pendingAdd?.productId !== d.id) return
    const p = pendingAdd
    pendingAdd = null
    void add(p.skuId, p.count)
  }, [token])
  // a guest goes through login to the checkout itself (the navigation module's login guard keeps its query)
  const buyNow = () => {
    if (ready()) void nav.to('systemPay/goods/previewOrder', { skuId: picker.sku!.id, count: picker.count })
  }
  const toggleFavourite = async () => {
    if (!token) return void loginAndBack()
    await run(async () => {
      if (d.favourite) await api.collection.remove({ params: { id: d.id }, query: { type: 1 } })
      else await api.collection.add({ params: { id: d.id }, query: { type: 1 } })
      toast(d.favourite ? t('favouriteRemoved') : t('favouriteAdded'), 'success')
      await invalidate(keyOf('catalog.productDetail', d.id))
      void invalidate(keyOf('collection.list'))
    })
  }
  const preview = (i: number) => void nav.to('preview/index', { urls: d.images.join(','), current: i })

  return (
    <View className='pd__page' data-testid='product-detail'>
      <Carousel
        className='pd__gallery'
        items={d.images}
        itemKey={(u, i) => `${i}-${u}`}
        current={slide}
        onItemClick={(_, i) => preview(i)}
        render={(u, i) => <RemoteImage className='pd__gallery-img' src={u} mode='aspectFill' size='detail' priority={i === 0} />}
      />
      <View className='pd__card'>
        <View className='pd__price-row'>
          <Text className='pd__price' data-testid='pd-price'>
            {money(view.price)}
          </Text>
          {view.originalPrice > view.price && <Text className='pd__original'>{money(view.originalPrice)}</Text>}
          <View className='pd__grow' />
          <ShareButton title={d.title} page='classify/goods/info/index' params={{ id: d.id }} image={d.images[0]} />
        </View>
        <Text className='pd__title' data-testid='pd-title'>
          {d.title}
        </Text>
        {!!d.subtitle && <Text className='pd__subtitle'>{d.subtitle}</Text>}
        <View className='pd__meta'>
          <Text className='pd__meta-text'>{t('sold', { n: d.sales })}</Text>
          <Text className='pd__meta-text' data-testid='pd-stock'>
            {t('stock', { n: view.stock })}
          </Text>
        </View>
      </View>
      {!d.buyable && (
        <View className='pd__closed' role='alert' data-testid='not-buyable'>
          <Text className='pd__closed-text'>{t(`notBuyable.${d.notBuyableReason ?? 'offShelf'}`)}</Text>
        </View>
      )}
      <View className='pd__card'>
        <SkuPanel detail={d} picker={picker} />
      </View>
      {productForm.data?.form && (
        // the product's form (the form module's link, ADR 0119): answered once, its price added to each piece
        <View
          className='pd__card pd__form'
          data-testid='pd-form'
          onClick={() => void nav.to('systemPay/layoutForm/index', { id: String(productForm.data!.form!.id), productId: d.id })}
        >
          <Text className='pd__form-title'>{productForm.data.form.title}</Text>
          <Text className={productForm.data.answers ? 'pd__form-state' : 'pd__form-state pd__form-state--missing'}>
            {productForm.data.answers ? t('formAdds', { amount: money(productForm.data.totalPrice) }) : t('formFill')}
          </Text>
        </View>
      )}
      <View className='pd__card pd__services'>
        <Text className={`pd__service ${d.delivery ? '' : 'pd__service--off'}`}>{d.delivery ? t('delivery') : t('noDelivery')}</Text>
        <Text className={`pd__service ${d.selfPickup ? '' : 'pd__service--off'}`}>{d.selfPickup ? t('selfPickup') : t('noSelfPickup')}</Text>
        {d.shop.minDeliveryAmount > 0 && <Text className='pd__service'>{t('minDelivery', { amount: money(d.shop.minDeliveryAmount) })}</Text>}
      </View>
      {groupOffer && (
        <View className='pd__card pd__group' data-testid='pd-group-buy' onClick={() => void nav.to('spellGroup/index', { offerId: groupOffer.id })}>
          <Text className='pd__group-tag'>{t('groupBuy')}</Text>
          <Text className='pd__group-text'>{t('groupBuyOffer', { price: money(groupOffer.groupPrice), size: groupOffer.size })}</Text>
        </View>
      )}
      <CouponStrip productId={d.id} />
      <View className='pd__card pd__shop' data-testid='shop-card' onClick={() => void nav.to('store/index', { id: d.shop.id })}>
        <RemoteImage className='pd__shop-logo' src={d.shop.logo} mode='aspectFill' size='thumb' />
        <View className='pd__shop-text'>
          <Text className='pd__shop-name'>{d.shop.name}</Text>
          <Text className='pd__shop-meta'>
            {t('shopRating', { n: d.shop.rating.toFixed(1) })} · {d.shop.open ? t('open') : t('closed')} · {d.shop.hours}
          </Text>
        </View>
        <Text className='pd__link'>{t('enterShop')}</Text>
      </View>
      {later.shown ? (
        <>
          <View className='pd__card'>
            <View className='pd__section-head' data-testid='reviews-summary' onClick={() => void nav.to('classify/goods/evaluation', { id: d.id })}>
              <Text className='pd__section-title'>{t('reviewsTitle', { n: d.reviews.counts.all })}</Text>
              {d.reviews.counts.all > 0 && <Text className='pd__rating'>{t('rating', { n: d.reviews.rating.toFixed(1) })}</Text>}
              <View className='pd__grow' />
              <Text className='pd__link'>{t('seeAll')}</Text>
            </View>
            {d.reviews.first.length ? (
              d.reviews.first.map((r) => (
                <ReviewItem key={r.id} review={r} brief onClick={() => void nav.to('classify/goods/evaluation', { id: d.id, review: r.id })} />
              ))
            ) : (
              <Text className='pd__muted'>{t('noReviews')}</Text>
            )}
          </View>
          <View className='pd__card'>
            <Text className='pd__section-title'>{t('description')}</Text>
            {d.description.split('\n').map((line, i) => (
              <Text key={i} className='pd__desc'>
                {line}
              </Text>
            ))}
            {d.images.map((u, i) => (
              <RemoteImage key={`d${i}`} className='pd__desc-img' src={u} mode='widthFix' size='detail' onClick={() => preview(i)} />
            ))}
          </View>
        </>
      ) : (
        later.rest
      )}
      <View className='pd__bar-space' />
      <View className='pd__bar' data-testid='buy-bar'>
        <View className='pd__bar-icon' data-testid='contact-shop' onClick={() => void nav.to('public/msg/chat', { shopId: d.shop.id, ref: `product:${d.id}` })}>
          <Text className='pd__bar-glyph'>✉</Text>
          <Text className='pd__bar-label'>{t('contact')}</Text>
        </View>
        <View className='pd__bar-icon' data-testid='favourite' aria-pressed={d.favourite} onClick={() => void toggleFavourite()}>
          <Text className={`pd__bar-glyph ${d.favourite ? 'pd__bar-glyph--on' : ''}`}>{d.favourite ? '♥' : '♡'}</Text>
          <Text className='pd__bar-label'>{d.favourite ? t('favourited') : t('favourite')}</Text>
        </View>
        <View className='pd__bar-icon' data-testid='cart-icon' onClick={() => void nav.to('tabbar/shoppingCart')}>
          <Image className='pd__bar-img' src={cartIcon} />
          <Text className='pd__bar-label'>{t('cart')}</Text>
          {badge > 0 && (
            <View className='pd__badge'>
              <Text className='pd__badge-text' data-testid='cart-badge'>
                {badge > 99 ? '99+' : badge}
              </Text>
            </View>
          )}
        </View>
        <View className={`pd__btn pd__btn--cart ${d.buyable ? '' : 'pd__btn--off'}`} data-testid='add-to-cart' onClick={() => void addToCart()}>
          <Text className='pd__btn-text'>{t('addToCart')}</Text>
        </View>
        <View className={`pd__btn pd__btn--buy ${d.buyable ? '' : 'pd__btn--off'}`} data-testid='buy-now' onClick={buyNow}>
          <Text className='pd__btn-text'>{t('buyNow')}</Text>
        </View>
      </View>
    </View>
  )
}
