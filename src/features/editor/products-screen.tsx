import { useReachBottom } from '@tarojs/taro'
import { Switch, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { MyProduct, ShelfState } from '~types/editor'
import { areaKey, invalidate, keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api, RequestError } from '@/core/request'
import { Button, PagingLine, RemoteImage, Screen, toast } from '@/core/ui'
import { ShopChips, useIsMerchant, useMyShops } from './shared'
import './texts'
import './editor.scss'
import './editor-web'

const PAGE = 10

/** One product: picture, title, price, stock and sales; the switch lists or delists it; a tap opens the editor. */
function Row({ p, onShelf }: { p: MyProduct; onShelf(p: MyProduct, on: boolean): void }) {
  const { t } = useT('editor')
  return (
    <View className='ed-prow' data-testid={`ed-product-${p.id}`}>
      <View className='ed-prow__main' onClick={() => void nav.to('merchant/product', { id: p.id })}>
        <RemoteImage className='ed-prow__img' src={p.image} mode='aspectFill' size='thumb' />
        <View className='ed-prow__body'>
          <Text className='ed-prow__title'>{p.title}</Text>
          <Text className='ed-prow__price'>{price(p.price)}</Text>
          <Text className='ed-prow__meta'>
            {t('products.stock', { n: p.stock })} · {t('products.sales', { n: p.sales })}
          </Text>
        </View>
      </View>
      <Switch data-testid={`ed-shelf-${p.id}`} checked={p.status === 'on'} onChange={(e) => onShelf(p, e.detail.value)} />
    </View>
  )
}

/** My products (`merchant/products`): on sale / off the shelf tabs, paged; the switch puts a product on or off the shelf. */
export function MyProductsScreen() {
  const { t } = useT('editor')
  const params = usePageParams('merchant/products')
  const allowed = useIsMerchant()
  const shops = useMyShops(allowed)
  const [shopId, setShopId] = useState<number | undefined>(params.shopId ? Number(params.shopId) : undefined)
  const [tab, setTab] = useState<ShelfState>('on')
  const q = useInfiniteQuery(
    keyOf('editor.products', shopId ?? 0, tab),
    (pageNum) => api.editor.products({ query: { status: tab, shopId, pageNum, pageSize: PAGE } }),
    { enabled: allowed },
  )
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload, shops.reload)
  const onShelf = async (p: MyProduct, on: boolean) => {
    try {
      await api.editor.shelf({ params: { id: p.id }, body: { status: on ? 'on' : 'off' } }, { json: true, noFilter: true })
      toast(on ? t('products.listed') : t('products.delisted'), 'success')
      await invalidate(areaKey('editor'), areaKey('catalog'))
    } catch (e) {
      if (!(e instanceof RequestError)) throw e
    }
  }
  return (
    <View className='ed' data-testid='ed-products-screen'>
      <View className='ed-tabs'>
        {(['on', 'off'] as const).map((s) => (
          <Text key={s} className={`ed-tab${tab === s ? ' ed-tab--on' : ''}`} data-testid={`ed-tab-${s}`} onClick={() => setTab(s)}>
            {t(`products.${s}`)}
          </Text>
        ))}
      </View>
      <ShopChips shops={shops.data ?? []} value={shopId} onChange={setShopId} />
      {allowed && (
        <View className='ed-add'>
          <Button type='primary' block data-testid='ed-new-product' onClick={() => void nav.to('merchant/product', shopId ? { shopId } : {})}>
            {t('products.add')}
          </Button>
        </View>
      )}
      <Screen query={allowed ? q : undefined} error={allowed ? undefined : t('refused')} empty={!q.rows.length} emptyText={t('products.empty')}>
        {q.rows.map((p) => (
          <Row key={p.id} p={p} onShelf={(x, on) => void onShelf(x, on)} />
        ))}
        <PagingLine query={q} />
      </Screen>
    </View>
  )
}
