import type { RequestCtx } from '../../core/context.js'

/** What the settlement module asks of the flows (flows/settle.ts answers). */
declare module '../../core/hooks.js' {
  interface HookProviders {
    /** demo data: an order of the demo merchant received before the window, settled (seed only) */
    'settlement.demo': (c: RequestCtx) => Promise<void>
  }
}
