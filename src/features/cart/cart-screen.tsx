import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { Basket, BasketList } from '~types/cart'
import { CART_LINE_MAX } from '~types/cart-codes'
import { areaKey, invalidate, keyOf, previewKey, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { money } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { Button, confirm, Empty, RemoteImage, Screen, toast } from '@/core/ui'
import { api } from '@/core/request'
import { removeBaskets } from './api'
import { useCartStore } from './cart-store'
import { SkuSheet } from './sku-sheet'
import { isAllSelected, isShopSelected, selectedOf, toggleAll, toggleOne, toggleShop, untickedOf } from './selection'
import './texts'
import './cart.scss'
import './cart-web'

const LINE_MAX = CART_LINE_MAX

function Check({ on, onClick, testId }: { on: boolean; onClick(): void; testId?: string }) {
  return (
    <View className={on ? 'cart-check cart-check--on' : 'cart-check'} role='checkbox' aria-checked={on} data-testid={testId} onClick={onClick}>
      {on && <Text className='cart-check__mark'>✓</Text>}
    </View>
  )
}

/** The server's names of the SKU's spec values, in the shopper's language. */
const specText = (b: Basket) => b.productSku?.specText ?? ''

/** Cart tab: baskets grouped by shop, selection, quantities, the server's totals, edit mode, invalid items. */
export function CartScreen() {
  const { t } = useT('cart')
  const token = useSessionStore((s) => s.token)
  const list = useQuery(keyOf('cart.list'), () => api.cart.list(), { enabled: !!token, staleMs: 5_000 })
  const unticked = useCartStore((s) => s.unticked)
  const editing = useCartStore((s) => s.editing)
  const { setUnticked, setEditing } = useCartStore.getState()
  const [sheet, setSheet] = useState<Basket | null>(null)
  const data = token ? list.data : undefined
  const selected = selectedOf(data, unticked)
  const setSelected = (next: number[]) => setUnticked(untickedOf(data, next))
  const ids = [...selected].sort((a, b) => a - b)
  // the totals of the ticked baskets, keyed by what they depend on (each basket's SKU, count and price in the
  // list's answer), not under the cart's prefix (`previewKey`): a change to the cart fetches the list again, and a changed list is a
  // new key. Invalidated by prefix instead, it was asked again for baskets an order had just taken (a 404).
  const settleKey = ids.map((id) => {
    const b = data?.groups.flatMap((g) => g.baskets).find((x) => x.id === id)
    return `${id}:${b?.productSku?.id ?? 0}:${b?.basketCount ?? 0}:${b?.productSku?.price ?? 0}:${b?.formJson?.subFormDto.totalPrice ?? 0}`
  })
  const preview = useQuery(previewKey('cart.settlePreview', ...settleKey), () => api.cart.settlePreview({ body: { ids } }, { json: true }), {
    enabled: !!token && ids.length > 0,
    staleMs: 5_000,
  })
  usePullRefresh(() => (token ? invalidate(areaKey('cart')) : Promise.resolve()))

  /** Run a change, then fetch the cart and the badge again whatever the server said. */
  const { run: change } = useSubmit(
    async (fn: () => Promise<unknown>, done?: string) => {
      await fn()
      if (done) toast(done, 'success')
    },
    { invalidate: [areaKey('cart')] },
  )

  if (!token) {
    return (
      <View className='cart' data-testid='cart'>
        <View className='cart-state'>
          <Empty status='empty' description={t('guest')} />
          <Button type='primary' size='small' data-testid='cart-login' onClick={() => void nav.toLogin()}>
            {t('login')}
          </Button>
        </View>
      </View>
    )
  }

  const empty = !!data && !data.groups.length && !data.invalid.length
  const setCount = (b: Basket, count: number) => void change(() => api.cart.update({ params: { id: b.id }, body: { count } }))
  const removeSelected = async () => {
    if (!selected.length) return toast(t('noSelection'))
    if (await confirm(t('deleteConfirm', { count: selected.length }))) await change(() => removeBaskets(selected), t('deleted'))
  }
  const moveSelected = () =>
    selected.length ? void change(() => api.cart.moveToCollection({ body: { ids: selected } }, { json: true }), t('moved')) : toast(t('noSelection'))
  const settle = () => (ids.length ? void nav.to('systemPay/goods/previewOrder', { ids: ids.join(',') }) : toast(t('noSelection')))

  return (
    <View className='cart' data-testid='cart'>
      <Screen query={list} skeleton='list' empty={empty} emptyText={t('empty')} className={empty ? 'cart-body cart-body--empty' : 'cart-body'}>
        {data && (
          <View>
            <View className='cart-head'>
              <Text className='cart-head__count'>{t('items', { count: data.productAll })}</Text>
              <Text className='cart-head__edit' data-testid='cart-edit' onClick={() => setEditing(!editing)}>
                {editing ? t('done') : t('edit')}
              </Text>
            </View>
            {data.groups.map((g) => (
              <View key={g.shopId} className='cart-shop' data-testid={`cart-shop-${g.shopId}`}>
                <View className='cart-shop__head'>
                  <Check
                    on={isShopSelected(g, selected)}
                    testId={`cart-shop-check-${g.shopId}`}
                    onClick={() => setSelected(toggleShop(data, selected, g.shopId))}
                  />
                  <Text className='cart-shop__name' onClick={() => void nav.to('store/index', { id: g.shopId })}>
                    {g.shopName}
                  </Text>
                  <Text className={g.shopOpen ? 'cart-shop__status' : 'cart-shop__status cart-shop__status--closed'}>
                    {g.shopOpen ? t('shopOpen') : t('shopClosed')}
                  </Text>
                </View>
                {g.baskets.map((b) => (
                  <BasketRow
                    key={b.id}
                    b={b}
                    on={selected.includes(b.id)}
                    onToggle={() => setSelected(toggleOne(data, selected, b.id))}
                    onCount={(n) => setCount(b, n)}
                    onSku={() => setSheet(b)}
                    onDelete={async () => {
                      if (await confirm(t('deleteOne'))) await change(() => removeBaskets([b.id]), t('deleted'))
                    }}
                  />
                ))}
              </View>
            ))}
            {data.invalid.length > 0 && (
              <InvalidList
                list={data}
                onClear={async () => {
                  if (await confirm(t('clearInvalidConfirm'))) await change(() => api.cart.clearInvalid())
                }}
              />
            )}
          </View>
        )}
      </Screen>
      {sheet && <SkuSheet basket={sheet} onClose={() => setSheet(null)} onDone={() => invalidate(areaKey('cart'))} />}
      {empty && (
        <View className='cart-state'>
          <Button type='primary' size='small' data-testid='cart-go-shopping' onClick={() => void nav.switchTab('tabbar/index')}>
            {t('goShopping')}
          </Button>
        </View>
      )}
      {data && !empty && (
        <View className='cart-bar' data-testid='cart-bar'>
          <View className='cart-bar__all' onClick={() => setSelected(toggleAll(data, selected))}>
            <Check on={isAllSelected(data, selected)} testId='cart-all' onClick={() => {}} />
            <Text className='cart-bar__all-text'>{t('selectAll')}</Text>
          </View>
          {editing ? (
            <View className='cart-bar__actions'>
              <Text className='cart-bar__ghost' data-testid='cart-move' onClick={moveSelected}>
                {t('moveToFavourites')}
              </Text>
              <Text className='cart-bar__ghost cart-bar__ghost--danger' data-testid='cart-delete' onClick={() => void removeSelected()}>
                {t('delete')}
              </Text>
            </View>
          ) : (
            <View className='cart-bar__actions'>
              <View className='cart-bar__sum'>
                <View className='cart-bar__line'>
                  <Text className='cart-bar__label'>{t('total')}</Text>
                  <Text className='cart-bar__total' data-testid='cart-total'>
                    {money(ids.length ? (preview.data?.total ?? 0) : 0)}
                  </Text>
                </View>
                {ids.length > 0 && (preview.data?.saving ?? 0) > 0 && (
                  <Text className='cart-bar__saving' data-testid='cart-saving'>
                    {t('saving', { amount: money(preview.data!.saving) })}
                  </Text>
                )}
              </View>
              <View className={ids.length ? 'cart-bar__settle' : 'cart-bar__settle cart-bar__settle--off'} data-testid='cart-settle' onClick={settle}>
                <Text className='cart-bar__settle-text'>{t('settle', { count: ids.length ? (preview.data?.count ?? 0) : 0 })}</Text>
              </View>
            </View>
          )}
        </View>
      )}
    </View>
  )
}

function BasketRow({
  b,
  on,
  onToggle,
  onCount,
  onSku,
  onDelete,
}: {
  b: Basket
  on: boolean
  onToggle(): void
  onCount(n: number): void
  onSku(): void
  onDelete(): void
}) {
  const { t } = useT('cart')
  const sku = b.productSku
  const max = Math.min(sku?.stock ?? 0, LINE_MAX)
  const n = b.basketCount
  return (
    <View className='cart-item' data-testid={`basket-${b.id}`}>
      <Check on={on} testId={`basket-check-${b.id}`} onClick={onToggle} />
      <RemoteImage
        className='cart-item__image'
        src={b.product.image}
        mode='aspectFill'
        size='thumb'
        onClick={() => void nav.to('classify/goods/info/index', { id: b.product.id })}
      />
      <View className='cart-item__body'>
        <Text className='cart-item__title' onClick={() => void nav.to('classify/goods/info/index', { id: b.product.id })}>
          {b.product.title}
        </Text>
        <View className='cart-item__spec-row' data-testid={`basket-sku-${b.id}`} aria-label={t('changeSku')} onClick={onSku}>
          <Text className='cart-item__spec-text'>{specText(b) || t('changeSku')}</Text>
          <Text className='cart-item__spec-more'>▾</Text>
        </View>
        {sku && sku.stock < 10 && <Text className='cart-item__stock'>{t('stockLeft', { count: sku.stock })}</Text>}
        {b.formJson && (
          // the product's form (ADR 0119): what its answers add per piece, or a call to fill it in
          <Text
            className={b.formJson.missing ? 'cart-item__form cart-item__form--missing' : 'cart-item__form'}
            data-testid={`basket-form-${b.id}`}
            onClick={() => void nav.to('systemPay/layoutForm/index', { id: String(b.formJson!.subFormDto.formId), productId: b.product.id })}
          >
            {b.formJson.missing ? t('fillForm') : t('formAdds', { amount: money(b.formJson.subFormDto.totalPrice) })}
          </Text>
        )}
        <View className='cart-item__foot'>
          <Text className='cart-item__price'>{sku ? money(sku.price) : ''}</Text>
          <View className='cart-step'>
            <View
              className={n <= 1 ? 'cart-step__btn cart-step__btn--off' : 'cart-step__btn'}
              data-testid={`basket-minus-${b.id}`}
              onClick={() => n > 1 && onCount(n - 1)}
            >
              <Text className='cart-step__sign'>-</Text>
            </View>
            <Text className='cart-step__n' data-testid={`basket-count-${b.id}`}>
              {n}
            </Text>
            <View
              className={n >= max ? 'cart-step__btn cart-step__btn--off' : 'cart-step__btn'}
              data-testid={`basket-plus-${b.id}`}
              onClick={() => n < max && onCount(n + 1)}
            >
              <Text className='cart-step__sign'>+</Text>
            </View>
          </View>
        </View>
        <Text className='cart-item__delete' data-testid={`basket-delete-${b.id}`} onClick={onDelete}>
          {t('delete')}
        </Text>
      </View>
    </View>
  )
}

function InvalidList({ list, onClear }: { list: BasketList; onClear(): void }) {
  const { t } = useT('cart')
  return (
    <View className='cart-shop' data-testid='cart-invalid'>
      <View className='cart-shop__head'>
        <Text className='cart-shop__name'>{t('invalidTitle', { count: list.invalid.length })}</Text>
        <Text className='cart-head__edit' data-testid='cart-clear-invalid' onClick={onClear}>
          {t('clearInvalid')}
        </Text>
      </View>
      {list.invalid.map((b) => (
        <View key={b.id} className='cart-item cart-item--invalid' data-testid={`invalid-${b.id}`}>
          <View className='cart-check cart-check--off'>
            <Text className='cart-check__reason'>{t(`reason.${b.reason ?? 'off'}`)}</Text>
          </View>
          <RemoteImage className='cart-item__image' src={b.product.image} mode='aspectFill' size='thumb' />
          <View className='cart-item__body'>
            <Text className='cart-item__title cart-item__title--off'>{b.product.title}</Text>
            {specText(b) !== '' && <Text className='cart-item__spec'>{specText(b)}</Text>}
          </View>
        </View>
      ))}
    </View>
  )
}
