import type { RequestCtx } from '../../core/context.js'
import type { RefundRow } from './refund.repository.js'

/** What the refund module asks of others (core/hooks.ts); the refund flow answers (server/src/flows/refund.ts). */
declare module '../../core/hooks.js' {
  interface HookProviders {
    /**
     * A request moved (`from` -> `to` by `event`), inside the transition's transaction: its order's items
     * follow it (the order module's marks). Answers how many of its items followed (a request no longer the
     * latest of its items moves none); `dispute` requires all of them.
     */
    'refund.moved': (c: RequestCtx, m: { refund: RefundRow; itemIds: number[]; from: string; to: string; event: string }) => Promise<number>
    /** demo data (seed only): the demo shopper's requests on orders of the demo merchant, one requesting, one refunded, one rejected */
    'refund.demo': (c: RequestCtx) => Promise<void>
  }
}
