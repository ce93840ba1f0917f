import { Text, View } from '@tarojs/components'
import type { Basket } from '~types/cart'
import type { ProductDetail } from '~types/catalog'
import { keyOf, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { Screen, SkuPanel, toast, useQuantityMessage, useSkuPicker } from '@/core/ui'
import { api } from '@/core/request'
import './texts'
import './cart.scss'
import './cart-web'

/**
 * "Change SKU" of a basket: the product detail's SKU picker, opened on the basket's SKU and quantity.
 * Confirm sends `PUT customer/api/basket/{id}` with the new SKU and quantity; the server judges (stock,
 * same product, on the shelf) and merges into that SKU's basket when the cart already holds it.
 */
export function SkuSheet({ basket, onClose, onDone }: { basket: Basket; onClose(): void; onDone(): Promise<void> }) {
  const { t } = useT('cart')
  const detail = useQuery(keyOf('catalog.productDetail', basket.product.id), () => api.catalog.productDetail({ params: { id: basket.product.id } }), {
    staleMs: 0,
  })
  return (
    <View className='cart-sheet' data-testid='sku-sheet' onClick={onClose}>
      <View className='cart-sheet__panel' onClick={(e) => e.stopPropagation()}>
        <Screen query={detail} skeleton='sheet'>
          {detail.data && <SheetBody d={detail.data} basket={basket} onClose={onClose} onDone={onDone} />}
        </Screen>
        {!detail.data && (
          <View className='cart-sheet__bar'>
            <View className='cart-sheet__btn' onClick={onClose}>
              <Text className='cart-sheet__btn-text'>{t('cancel')}</Text>
            </View>
          </View>
        )}
      </View>
    </View>
  )
}

function SheetBody({ d, basket, onClose, onDone }: { d: ProductDetail; basket: Basket; onClose(): void; onDone(): Promise<void> }) {
  const { t } = useT('cart')
  const message = useQuantityMessage()
  const picker = useSkuPicker(d, { sel: { ...(basket.productSku?.spec ?? {}) }, count: basket.basketCount })
  const { busy, run: send } = useSubmit(async (skuId: number, count: number) => {
    try {
      // another SKU of the basket's product (the server merges it into that SKU's basket when there is one)
      await api.cart.update({ params: { id: basket.id }, body: { skuId, count } })
      toast(t('skuChanged'), 'success')
      onClose()
    } finally {
      // whatever the server said (stock, off the shelf...), the cart is fetched again
      await onDone()
    }
  })
  const confirm = async () => {
    if (busy) return
    if (!picker.sku) return toast(t('chooseOption'))
    if (picker.problem) return toast(message(picker.problem, picker.view.stock))
    if (picker.sku.id === basket.productSku?.id && picker.count === basket.basketCount) return onClose()
    await send(picker.sku.id, picker.count)
  }
  return (
    <View>
      <SkuPanel detail={d} picker={picker} />
      <View className='cart-sheet__bar'>
        <View className='cart-sheet__btn' data-testid='sku-sheet-cancel' onClick={onClose}>
          <Text className='cart-sheet__btn-text'>{t('cancel')}</Text>
        </View>
        <View className='cart-sheet__btn cart-sheet__btn--primary' data-testid='sku-sheet-confirm' onClick={() => void confirm()}>
          <Text className='cart-sheet__btn-text cart-sheet__btn-text--primary'>{t('confirm')}</Text>
        </View>
      </View>
    </View>
  )
}
