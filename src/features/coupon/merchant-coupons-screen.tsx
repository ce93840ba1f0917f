import { ManageCoupons } from './manage-coupons'

/** The merchant's shop coupons (`merchant/coupons`): list with claims and uses, create, pause and resume. */
export function MerchantCouponsScreen() {
  return <ManageCoupons as='merchant' />
}
