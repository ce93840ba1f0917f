import type { RequestCtx } from '../../core/context.js'

/** What the catalog asks of others and tells them (core/hooks.ts). */
declare module '../../core/hooks.js' {
  interface HookProviders {
    /** whether the session's user has the product among favourites (the favourites module answers; guests: false) */
    'catalog.isFavourite': (c: RequestCtx, productId: number) => Promise<boolean>
  }
  interface HookEvents {
    /** a product's detail was read (a signed-in user's view becomes a footprint) */
    'catalog.productViewed': { productId: number }
  }
}
