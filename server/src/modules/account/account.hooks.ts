import type { RequestCtx } from '../../core/context.js'

/** What the account module asks of others and tells them (core/hooks.ts). */
declare module '../../core/hooks.js' {
  interface HookProviders {
    /** whether the user owns a shop (the user info's `merchant` flag); the shop's owner answers */
    'account.ownsShop': (c: Pick<RequestCtx, 'db' | 'tenantId'>, userId: number) => Promise<boolean>
    /** whether sign-up asks for an invitation code (a tenant setting: the system module answers) */
    'account.inviteRequired': (c: Pick<RequestCtx, 'db' | 'tenantId'>) => Promise<boolean>
  }
  interface HookEvents {
    /**
     * A user was made (sign-up, demo data, test factories), emitted inside the transaction that wrote
     * the row: a listener that throws undoes the user. `currencies`: the wallets the user starts with
     * (absent: the ledger's default; empty: none yet). The ledger opens them.
     */
    'user.created': {
      userId: number
      currencies?: string[]
      /** the user who invited them (their invite code at sign-up, checked by the account); the invite module binds it */
      referrerId?: number | null
      /** true when the user signed up themselves (not demo data or a test factory): newcomer gifts are given then */
      signUp?: boolean
    }
    /**
     * A user closes the account (log off, ADR 0091), emitted inside the log-off transaction after the account
     * row is closed and its personal data erased. A module still holding what must not be lost refuses by
     * throwing one of `accountService.errors.logOff*` (ledger: money; order: open orders; refund: open
     * requests; shop: a shop), which undoes the log off; a module holding the user's personal data deletes it
     * (addresses, cart, favourites, footprints).
     */
    'user.closed': { userId: number }
  }
}
