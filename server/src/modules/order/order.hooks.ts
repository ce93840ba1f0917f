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
       * Every order of the main order as it stands once paid (its state after the `pay` step): number, amount paid,
       * currency, item count, when placed and paid. Nothing about delivery (the invite module's team orders, ADR 0162).
       */
      orders: Array<{ orderId: number; orderNo: string; state: string; amount: number; currency: string; itemCount: number; createdAt: Date; paidAt: Date }>
    }
    /**
     * An order moved to another state (order.machine.ts `transit`), in the caller's transaction, after the move was
     * written. Jobs move orders too: a listener may use only the context's `db` and `tenantId`.
     */
    'order.stateChanged': { orderId: number; from: string; state: string; event: string }
    /** The shopper removed a finished order from their list (`deleted_at`): it is shown nowhere any more. */
    'order.removed': { orderId: number; userId: number }
  }
}

export {}
