import type { OrderState } from '~types/order'

/* The workbench's calls are `api.order.merchant*` / `ship` / `ready` / `verifyPickup` and `api.payment.merchantCash*`
   (@/core/request, typed by types/order.ts and types/payment.ts); here what the area adds to them. */

export const PAGE_SIZE = 10
export type MerchantTab = OrderState | 'all'
/** The workbench's order tabs, in order. */
export const MERCHANT_TABS: MerchantTab[] = ['to_ship', 'to_receive', 'waiting_merchant_confirmation', 'to_review', 'all']
