// Orders as the server sends them (types/order.ts), for the order list and detail tests. Amounts are
// deliberately not sums of the lines: the screens show the server's numbers.
import type { Order, OrderDetail } from '~types/order'

export const order = (id: number, extra: Partial<Order> = {}): Order => ({
  id,
  orderNo: `O2026112300${id}`,
  payNo: `P9000${id}`,
  state: 'to_pay',
  status: extra.state ?? 'to_pay',
  shopId: 5,
  shopName: 'Tea House',
  mode: 'delivery',
  lines: [
    {
      skuId: 51,
      productId: 50,
      title: `Green tea ${id}`,
      image: '/api/files/t.png',
      spec: { size: 'M' },
      specText: 'Medium',
      price: 1000,
      count: 2,
      amount: 2000,
      itemId: id * 10 + 1,
      refundState: null,
      refundedCount: 0,
    },
  ],
  count: 2,
  goodsAmount: 2100,
  shippingFee: 800,
  discount: 150,
  payAmount: 2640,
  currency: 'CNY',
  payChannel: null,
  expiresAt: null,
  createTime: '2026-11-23T08:00:00.000Z',
  payTime: null,
  shipTime: null,
  receiveTime: null,
  finishTime: null,
  cancelTime: null,
  ...extra,
})

export const detail = (id: number, extra: Partial<OrderDetail> = {}): OrderDetail => ({
  ...order(id, extra),
  address: { name: 'Li Lei', phone: '13800000000', region: 'Beijing Dongcheng', regionIds: [11, 1101], detail: 'No. 1 Road' },
  pickupPoint: null,
  pickupCode: null,
  remark: '',
  cancelReason: null,
  carrier: null,
  trackingNo: null,
  history: [],
  actions: [],
  ...extra,
})

/** The dictionaries the order screens read (`order_receiving_status`, `h_order_cancel`). */
export const DICTS: Record<string, Array<{ dictType: string; dictValue: string; dictSort: number; dictLabel: string; cssClass: null }>> = {
  order_receiving_status: [
    { dictType: 'order_receiving_status', dictValue: 'to_pay', dictSort: 1, dictLabel: 'Waiting for payment', cssClass: null },
    { dictType: 'order_receiving_status', dictValue: 'to_receive', dictSort: 4, dictLabel: 'On its way', cssClass: null },
  ],
  h_order_cancel: [
    { dictType: 'h_order_cancel', dictValue: '1', dictSort: 1, dictLabel: 'Ordered by mistake', cssClass: null },
    { dictType: 'h_order_cancel', dictValue: '2', dictSort: 2, dictLabel: 'Found it cheaper', cssClass: null },
  ],
}
