import type { RequestCtx } from '../../core/context.js'

/** What the invitation module asks of others (core/hooks.ts). */
declare module '../../core/hooks.js' {
  interface HookProviders {
    /** demo data (the seed): paid orders of the demo shopper's team, placed and paid by the team members (flows/invite-demo.ts) */
    'invite.demo': (c: RequestCtx, members: number[]) => Promise<void>
  }
}
