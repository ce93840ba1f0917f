import type { Order, OrderDetail } from '~types/order'
import { invalidate } from '@/core/data'
import { t } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { newIdempotencyKey } from '@/core/request'
import { chooseAction, confirm, toast } from '@/core/ui'
import { CART_PREFIX, invalidateProducts, ORDER_PREFIX, orderApi } from './api'

/** Cancel with a reason of the dictionary `h_order_cancel` (picked in an action sheet). */
export async function cancelOrder(o: Pick<Order, 'id' | 'lines'>): Promise<boolean> {
  const reasons = await orderApi.dict('h_order_cancel').catch(() => [])
  const labels = reasons.length ? reasons.map((r) => r.dictLabel) : [t('order:cancelOther')]
  const i = await chooseAction(labels)
  if (i === undefined) return false
  await orderApi.cancel(o.id, labels[i])
  toast(t('order:cancelled'), 'success')
  await Promise.all([invalidate(ORDER_PREFIX), invalidateProducts(o.lines)])
  return true
}

/** The actions of an order the server allows now (`detail.actions`; a list row knows its state only). */
export async function runAction(action: OrderDetail['actions'][number], o: OrderDetail | Order): Promise<void> {
  try {
    if (action === 'pay') return void (await nav.to('systemPay/order/details/index', { payNo: o.payNo }))
    if (action === 'cancel') return void (await cancelOrder(o))
    if (action === 'remind') {
      await orderApi.remind(o.id)
      return toast(t('order:reminded'), 'success')
    }
    if (action === 'confirm') {
      if (!(await confirm(t('order:confirmReceiptAsk')))) return
      await orderApi.confirm(o.id, newIdempotencyKey())
      toast(t('order:received'), 'success')
      return void (await invalidate(ORDER_PREFIX))
    }
    if (action === 'buyAgain') {
      for (const l of o.lines) await orderApi.addToCart(l.skuId, l.count)
      await invalidate(CART_PREFIX)
      return void (await nav.to('tabbar/shoppingCart'))
    }
    if (action === 'delete') {
      if (!(await confirm(t('order:deleteAsk')))) return
      await orderApi.remove(o.id)
      await invalidate(ORDER_PREFIX)
      return void (await nav.back())
    }
  } catch {
    // the request client showed the server's message
    await invalidate(ORDER_PREFIX)
  }
}
