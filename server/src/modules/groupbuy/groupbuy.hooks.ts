// What the group-buy module asks of the flows (flows/group-buy.ts answers).
import type { RequestCtx } from '../../core/context.js'

declare module '../../core/hooks.js' {
  interface HookProviders {
    /** demo data: a forming group of a demo offer whose leader paid (seed only; the flow places and pays the order) */
    'groupbuy.demo': (c: RequestCtx, offerId: number) => Promise<void>
  }
}

export {}
