import type { Order, OrderDetail } from '~types/order'
import { areaKey, invalidate } from '@/core/data'
import { t } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api, newIdempotencyKey } from '@/core/request'
import { chooseAction, confirm, toast } from '@/core/ui'
import { invalidateOrders, invalidateProducts } from './api'

/** Cancel with a reason of the dictionary `h_order_cancel` (picked in an action sheet). */
export async function cancelOrder(o: Pick<Order, 'id' | 'lines'>): Promise<boolean> {
  const reasons = await api.system.dict({ params: { type: 'h_order_cancel' } }, { silent: true }).catch(() => [])
  const labels = reasons.length ? reasons.map((r) => r.dictLabel) : [t('order:cancelOther')]
  const i = await chooseAction(labels)
  if (i === undefined) return false
  await api.order.cancel({ params: { id: o.id }, body: { reason: labels[i] } })
  toast(t('order:cancelled'), 'success')
  await Promise.all([invalidateOrders(), invalidateProducts(o.lines)])
  return true
}

/** The actions of an order the server allows now (`detail.actions`; a list row knows its state only). */
export async function runAction(action: OrderDetail['actions'][number], o: OrderDetail | Order): Promise<void> {
  try {
    if (action === 'refund') return void (await nav.to('order/refund/apply', { orderId: o.id }))
    if (action === 'review') return void (await nav.to('order/comment', { id: o.id }))
    if (action === 'pay') return void (await nav.to('systemPay/order/details/index', { payNo: o.payNo }))
    if (action === 'payOther') {
      if (!(await confirm(t('order:payOtherAsk')))) return
      await api.payment.withdraw({ body: { payNo: o.payNo } })
      await invalidateOrders()
      return void (await nav.to('systemPay/order/details/index', { payNo: o.payNo }))
    }
    if (action === 'cancel') return void (await cancelOrder(o))
    if (action === 'remind') {
      await api.order.remind({ params: { id: o.id } })
      return toast(t('order:reminded'), 'success')
    }
    if (action === 'confirm') {
      if (!(await confirm(t('order:confirmReceiptAsk')))) return
      await api.order.confirm({ params: { id: o.id } }, { idempotencyKey: newIdempotencyKey() })
      toast(t('order:received'), 'success')
      return void (await invalidateOrders())
    }
    if (action === 'buyAgain') {
      // "buy again": the lines go back into the cart
      for (const l of o.lines) await api.cart.add({ body: { skuId: l.skuId, count: l.count } })
      await invalidate(areaKey('cart'))
      return void (await nav.to('tabbar/shoppingCart'))
    }
    if (action === 'delete') {
      if (!(await confirm(t('order:deleteAsk')))) return
      await api.order.remove({ params: { id: o.id } })
      await invalidateOrders()
      return void (await nav.back())
    }
  } catch {
    // the request client showed the server's message
    await invalidateOrders()
  }
}
