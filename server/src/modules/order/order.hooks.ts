// What the order module tells others (core/hooks.ts).
declare module '../../core/hooks.js' {
  interface HookEvents {
    /**
     * A checkout's main order was paid, inside the payment's transaction (once: only the update that moved it to
     * paid emits it). `items` = every line of its orders (a time card product issues cards: the timecard module), with
     * the offer a line was bought under (ADR 0157: its module learns its orders are paid).
     */
    'order.paid': {
      payNo: string
      userId: number
      items: Array<{ orderId: number; itemId: number; productId: number; skuId: number; count: number; offer: { kind: string; id: number } | null }>
      /**
       * Every order of the main order once paid: number, amount paid,
       * currency, item count, when placed and paid. Nothing about delivery (the invite module's team orders, ADR 0162).
       */
      orders: Array<{ orderId: number; orderNo: string; amount: number; currency: string; itemCount: number; createdAt: Date; paidAt: Date }>
    }
    /** The shopper removed a finished order from their list (`deleted_at`): it is shown nowhere any more. */
    'order.removed': { orderId: number; userId: number }
  }
}

export {}
