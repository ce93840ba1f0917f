import { Input, ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { keyOf, useInfiniteQuery, useQuery } from '../data'
import { price } from '../format/money'
import { useT } from '../i18n'
import { api } from '../request'
import './my-sku-picker.scss'
import './my-sku-picker-web'

/** Products a page of the list. */
const PAGE_SIZE = 20
/** The search waits for the typing to pause this long (ms). */
const SEARCH_MS = 300

/**
 * A SKU of the merchant's own products, for a workbench form (a new group buy, a new flash-sale item): their
 * products on the shelf (the editor's list: searched, paged, more on scrolling or "more"), then one of the chosen
 * product's SKUs with its spec, price and stock. The server still refuses a SKU that is not the merchant's.
 * Shared here because a feature does not import another. `onChange(0)` when another product is chosen.
 */
export function MySkuPicker({ skuId, onChange }: { skuId: number; onChange: (skuId: number) => void }) {
  const { t } = useT()
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  useEffect(() => {
    const id = setTimeout(() => setKeyword(typed.trim()), SEARCH_MS)
    return () => clearTimeout(id)
  }, [typed])
  const products = useInfiniteQuery(keyOf('editor.products', 'on', keyword), (pageNum) =>
    api.editor.products({ query: { status: 'on', ...(keyword ? { keyword } : {}), pageNum, pageSize: PAGE_SIZE } }, { silent: true }),
  )
  const [productId, setProductId] = useState(0)
  const product = useQuery(keyOf('editor.product', productId), () => api.editor.product({ params: { id: productId } }, { silent: true }), {
    enabled: productId > 0,
  })
  const choose = (id: number) => {
    setProductId(id)
    if (id !== productId && skuId) onChange(0)
  }
  const listState = products.loading
    ? t('loading')
    : products.error
      ? t('skuPick.failed')
      : !products.rows.length
        ? keyword
          ? t('skuPick.noMatch')
          : t('skuPick.none')
        : ''
  return (
    <View className='msp' data-testid='sku-pick'>
      <Text className='msp__label'>{t('skuPick.product')}</Text>
      <Input
        className='msp__search'
        value={typed}
        maxlength={50}
        placeholder={t('skuPick.search')}
        data-testid='sku-pick-search'
        onInput={(e) => setTyped(e.detail.value)}
      />
      <ScrollView className='msp__box' scrollY lowerThreshold={40} onScrollToLower={products.loadMore}>
        {listState ? (
          <Text className='msp__hint' data-testid='sku-pick-state' onClick={products.error ? () => void products.reload() : undefined}>
            {listState}
          </Text>
        ) : (
          <View className='msp__chips'>
            {products.rows.map((p) => (
              <Text
                key={p.id}
                className={p.id === productId ? 'msp__chip msp__chip--on' : 'msp__chip'}
                data-testid={`sku-pick-product-${p.id}`}
                onClick={() => choose(p.id)}
              >
                {p.title}
              </Text>
            ))}
            {!products.done && (
              <Text className='msp__more' data-testid='sku-pick-more' onClick={products.loadMore}>
                {products.loadingMore ? t('loading') : products.moreError ? t('moreFailed') : t('skuPick.more')}
              </Text>
            )}
          </View>
        )}
      </ScrollView>
      {productId > 0 && (
        <View className='msp__skus'>
          <Text className='msp__label'>{t('skuPick.sku')}</Text>
          {product.data ? (
            product.data.skus.map((s) => (
              <View
                key={s.id}
                className={s.id === skuId ? 'msp__sku msp__sku--on' : 'msp__sku'}
                data-testid={`sku-pick-sku-${s.id}`}
                onClick={() => onChange(s.id)}
              >
                <Text className='msp__sku-spec'>{s.spec.join(' / ') || product.data?.title}</Text>
                <Text className='msp__sku-price'>{price(s.price)}</Text>
                <Text className='msp__sku-stock'>{t('skuPick.stock', { n: s.stock })}</Text>
              </View>
            ))
          ) : (
            <Text className='msp__hint' onClick={product.error ? () => void product.reload() : undefined}>
              {product.error ? t('skuPick.failed') : t('loading')}
            </Text>
          )}
        </View>
      )}
    </View>
  )
}
