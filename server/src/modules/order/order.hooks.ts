// What the order module tells others (core/hooks.ts).
declare module '../../core/hooks.js' {
  interface HookEvents {
    /**
     * A checkout's main order was paid, inside the payment's transaction (once: only the update that moved it to
     * paid emits it). `items` = every line of its orders (a time card product issues cards: the timecard module).
     */
    'order.paid': { payNo: string; userId: number; items: Array<{ orderId: number; itemId: number; productId: number; count: number }> }
  }
}

export {}
