import type { RequestCtx } from '../../core/context.js'

/** What the account module asks of others (core/hooks.ts). */
declare module '../../core/hooks.js' {
  interface HookProviders {
    /** whether the user owns a shop (the user info's `merchant` flag); the shop's owner answers */
    'account.ownsShop': (c: Pick<RequestCtx, 'db' | 'tenantId'>, userId: number) => Promise<boolean>
  }
}
