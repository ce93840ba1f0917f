import { ScrollView, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useMemo, useRef, useState } from 'react'
import type { ProductCard, ProductDetail, ShopHome } from '~types/catalog'
import type { CheckoutBody } from '~types/order'
import { STORE_ORDER_LINES_MAX } from '~types/storeorder-codes'
import { keyOf, previewKey, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, PagingLine, RemoteImage, Screen, SkuPanel, toast, useSkuPicker } from '@/core/ui'
import { itemsParam, useSelection, useSelectionStore } from './selection-store'
import './texts'
import './storeorder.scss'
import './storeorder-web'

/**
 * A store's goods as a menu (`systemPay/nearby/goods/index?shopId=`): its categories, the goods of the chosen one
 * (pictures, the server's prices, sold out), a SKU sheet to add one, and a bar with the count and the SERVER's
 * total of the selection (the checkout's preview of `lines` for this store, ADR 0142); checkout opens the store's
 * pickup checkout. The selection is this store's, apart from the cart (selection-store.ts).
 */
export function StoreMenuScreen() {
  const { t } = useT('storeorder')
  const shopId = Number(usePageParams('systemPay/nearby/goods/index').shopId)
  const shop = useQuery(keyOf('catalog.shop', shopId), () => api.catalog.shop({ params: { id: shopId } }), { enabled: shopId > 0 })
  if (!(shopId > 0)) return <Screen error={t('noStore')} />
  return (
    <View className='so' data-testid='store-menu'>
      <Screen query={shop} skeleton='detail' className='so__body'>
        {shop.data && <Menu key={shop.data.id} s={shop.data} reloadShop={shop.reload} />}
      </Screen>
    </View>
  )
}

function Menu({ s, reloadShop }: { s: ShopHome; reloadShop: () => Promise<unknown> }) {
  const { t } = useT('storeorder')
  const [cat, setCat] = useState<number | undefined>(undefined)
  const [picking, setPicking] = useState<number | null>(null)
  const goods = useInfiniteQuery(keyOf('catalog.productSearch', 'storeMenu', s.id, cat ?? 0), (pageNum) =>
    api.catalog.productSearch({ query: { shopId: s.id, shopCategoryId: cat, pageNum, pageSize: 20 } }),
  )
  useReachBottom(goods.loadMore)
  usePullRefresh(goods.reload, reloadShop)
  const selection = useSelection(s.id)
  const perProduct = useMemo(() => {
    const m = new Map<number, number>()
    for (const c of selection) m.set(c.productId, (m.get(c.productId) ?? 0) + c.count)
    return m
  }, [selection])
  const cats = [{ id: undefined as number | undefined, name: t('all') }, ...s.categories]

  return (
    <View className='so__page'>
      <View className='so-head'>
        <RemoteImage className='so-head__logo' src={s.logo} mode='aspectFill' size='thumb' />
        <View className='so-head__text'>
          <Text className='so-head__name' data-testid='so-store-name'>
            {s.name}
          </Text>
          <Text className='so-head__meta'>{`${s.open ? t('open') : t('closed')} · ${t('hours', { hours: s.hours })}`}</Text>
          <Text className='so-head__pickup'>{s.selfPickup ? t('pickupOnly') : t('noPickup')}</Text>
        </View>
      </View>
      {!s.open && (
        <View className='so-note' data-testid='so-closed'>
          <Text className='so-note__text'>{t('closedNote')}</Text>
        </View>
      )}
      <ScrollView className='so-cats' scrollX>
        <View className='so-cats__row'>
          {cats.map((c) => (
            <View
              key={c.id ?? 0}
              className={cat === c.id ? 'so-cat so-cat--on' : 'so-cat'}
              data-testid={`so-cat-${c.id ?? 'all'}`}
              onClick={() => setCat(c.id)}
            >
              <Text className={cat === c.id ? 'so-cat__text so-cat__text--on' : 'so-cat__text'}>{c.name}</Text>
            </View>
          ))}
        </View>
      </ScrollView>
      <Screen query={goods} empty={!goods.rows.length} emptyText={t('noGoods')}>
        <View className='so-list'>
          {goods.rows.map((p) => (
            <GoodsRow key={p.id} p={p} count={perProduct.get(p.id) ?? 0} canOrder={s.open && s.selfPickup} onAdd={() => setPicking(p.id)} />
          ))}
        </View>
        <PagingLine query={goods} />
      </Screen>
      <Bar shopId={s.id} canOrder={s.open && s.selfPickup} />
      {picking !== null && <SkuSheet shopId={s.id} productId={picking} onClose={() => setPicking(null)} />}
    </View>
  )
}

function GoodsRow({ p, count, canOrder, onAdd }: { p: ProductCard; count: number; canOrder: boolean; onAdd: () => void }) {
  const { t } = useT('storeorder')
  return (
    <View className='so-item' data-testid={`so-item-${p.id}`}>
      <RemoteImage className='so-item__img' src={p.image} mode='aspectFill' size='thumb' />
      <View className='so-item__body'>
        <Text className='so-item__title' numberOfLines={2}>
          {p.title}
        </Text>
        <Text className='so-item__sold'>{t('sold', { n: p.sales })}</Text>
        <View className='so-item__row'>
          <Text className='so-item__price'>{price(p.price)}</Text>
          {!p.inStock ? (
            <Text className='so-item__out'>{t('soldOut')}</Text>
          ) : (
            <View className='so-item__actions'>
              {count > 0 && (
                <Text className='so-item__count' data-testid={`so-count-${p.id}`}>
                  {String(count)}
                </Text>
              )}
              <View className={canOrder ? 'so-add' : 'so-add so-add--off'} data-testid={`so-add-${p.id}`} onClick={() => canOrder && onAdd()}>
                <Text className='so-add__text'>+</Text>
              </View>
            </View>
          )}
        </View>
      </View>
    </View>
  )
}

/** The product's SKUs and a quantity (the catalogue's prices and stock), added to this store's selection. */
function SkuSheet({ shopId, productId, onClose }: { shopId: number; productId: number; onClose: () => void }) {
  const q = useQuery(keyOf('catalog.productDetail', productId), () => api.catalog.productDetail({ params: { id: productId } }), { staleMs: 0 })
  return (
    <View className='so-mask' data-testid='so-sheet'>
      <View className='so-mask__top' onClick={onClose} />
      <View className='so-sheet'>
        <View className='so-sheet__head'>
          <Text className='so-sheet__title' numberOfLines={1}>
            {q.data?.title ?? ''}
          </Text>
          <Text className='so-sheet__close' data-testid='so-sheet-close' onClick={onClose}>
            ×
          </Text>
        </View>
        <Screen query={q}>{q.data && <Pick d={q.data} shopId={shopId} onDone={onClose} />}</Screen>
      </View>
    </View>
  )
}

function Pick({ d, shopId, onDone }: { d: ProductDetail; shopId: number; onDone: () => void }) {
  const { t } = useT('storeorder')
  const picker = useSkuPicker(d)
  const add = useSelectionStore((x) => x.add)
  const onAdd = () => {
    if (!d.buyable) return toast(t(`notBuyable.${d.notBuyableReason ?? 'offShelf'}`))
    if (picker.missing) return toast(t('chooseFirst', { name: picker.missing.name }))
    if (picker.problem || !picker.sku) return
    if (!add(shopId, { skuId: picker.sku.id, productId: d.id, count: picker.count })) return toast(t('tooMany', { max: STORE_ORDER_LINES_MAX }))
    onDone()
  }
  return (
    <View className='so-pick'>
      <SkuPanel detail={d} picker={picker} />
      <Button type='primary' block data-testid='so-sheet-add' disabled={!d.buyable} onClick={onAdd}>
        {d.buyable ? t('addToOrder') : t(`notBuyable.${d.notBuyableReason ?? 'offShelf'}`)}
      </Button>
    </View>
  )
}

/**
 * The bar: how many pieces, the server's total of the selection (its preview as a store order), the selection's
 * lines with steppers when opened, and checkout. A line the server refuses (sold out, off the shelf) shows its
 * message here; the shopper changes or clears the selection.
 */
function Bar({ shopId, canOrder }: { shopId: number; canOrder: boolean }) {
  const { t } = useT('storeorder')
  const selection = useSelection(shopId)
  const setCount = useSelectionStore((x) => x.setCount)
  const clear = useSelectionStore((x) => x.clear)
  const [open, setOpen] = useState(false)
  const lines = selection.map((c) => ({ skuId: c.skuId, count: c.count }))
  const body: CheckoutBody = { lines, storeId: shopId }
  const bodyText = JSON.stringify(body)
  const q = useQuery(previewKey('order.preview', 'store', bodyText), () => api.order.preview({ body }, { json: true, silent: true }), {
    staleMs: 0,
    enabled: lines.length > 0,
  })
  // the last answer stays while a changed selection is asked
  const last = useRef(q.data)
  if (q.data) last.current = q.data
  const p = lines.length ? (q.data ?? last.current) : undefined
  const pieces = lines.reduce((n, l) => n + l.count, 0)
  const serverLines = p?.shops[0]?.lines ?? []
  const stockShort = p?.shops[0]?.problems.includes('stock') ?? false
  const checkout = () => {
    if (!lines.length) return
    if (!p || q.error) return void q.reload()
    if (stockShort) return toast(t('stockShort'))
    void nav.to('systemPay/nearby/store/previewOrder', { shopId, items: itemsParam(lines) })
  }

  return (
    <View className='so-bar-wrap'>
      {open && lines.length > 0 && (
        <View className='so-picked' data-testid='so-picked'>
          <View className='so-picked__head'>
            <Text className='so-picked__title'>{t('selection')}</Text>
            <Text
              className='so-picked__clear'
              data-testid='so-clear'
              onClick={() => {
                clear(shopId)
                setOpen(false)
              }}
            >
              {t('clear')}
            </Text>
          </View>
          {selection.map((c) => {
            const l = serverLines.find((x) => x.skuId === c.skuId)
            return (
              <View key={c.skuId} className='so-line' data-testid={`so-line-${c.skuId}`}>
                <View className='so-line__body'>
                  <Text className='so-line__title' numberOfLines={1}>
                    {l?.title ?? '…'}
                  </Text>
                  {!!l?.specText && <Text className='so-line__spec'>{l.specText}</Text>}
                </View>
                <Text className='so-line__amount'>{l && p ? price(l.amount, p.currency) : ''}</Text>
                <View className='so-step'>
                  <View className='so-step__btn' data-testid={`so-minus-${c.skuId}`} onClick={() => setCount(shopId, c.skuId, c.count - 1)}>
                    <Text className='so-step__text'>-</Text>
                  </View>
                  <Text className='so-step__count' data-testid={`so-line-count-${c.skuId}`}>
                    {String(c.count)}
                  </Text>
                  <View className='so-step__btn' data-testid={`so-plus-${c.skuId}`} onClick={() => setCount(shopId, c.skuId, c.count + 1)}>
                    <Text className='so-step__text'>+</Text>
                  </View>
                </View>
              </View>
            )
          })}
        </View>
      )}
      {q.error && lines.length > 0 && (
        <View className='so-note' data-testid='so-error'>
          <Text className='so-note__text'>{q.error}</Text>
        </View>
      )}
      {stockShort && (
        <View className='so-note' data-testid='so-stock'>
          <Text className='so-note__text'>{t('stockShort')}</Text>
        </View>
      )}
      <View className='so-bar' data-testid='so-bar'>
        <View className='so-bar__info' data-testid='so-bar-info' onClick={() => lines.length && setOpen(!open)}>
          <Text className='so-bar__count' data-testid='so-bar-count'>
            {lines.length ? t('pieces', { count: pieces }) : t('nothingYet')}
          </Text>
          {lines.length > 0 && (
            <Text className='so-bar__total' data-testid='so-bar-total'>
              {p ? price(p.goodsAmount, p.currency) : '…'}
            </Text>
          )}
        </View>
        <Button type='primary' size='small' data-testid='so-checkout' disabled={!lines.length || !canOrder || !p} onClick={checkout}>
          {t('checkout')}
        </Button>
      </View>
    </View>
  )
}
