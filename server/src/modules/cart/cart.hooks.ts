// What the cart asks other modules without importing them (ADR 0066).
import type { RequestCtx } from '../../core/context.js'

/** A cart line's form answers (the form module answers; ADR 0119): what they add per piece, or `missing` when the product's form is unanswered. */
export interface LineForm {
  formId: number
  version: number
  totalPrice: number
  missing: boolean
}

declare module '../../core/hooks.js' {
  interface HookProviders {
    'cart.lineForms': (c: Pick<RequestCtx, 'db' | 'tenantId'>, userId: number, productIds: number[]) => Promise<Map<number, LineForm>>
  }
}
