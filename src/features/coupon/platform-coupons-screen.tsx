import { ManageCoupons } from './manage-coupons'

/** Staff's platform coupons (`platform/coupons`): list with claims and uses, create, pause and resume. */
export function PlatformCouponsScreen() {
  return <ManageCoupons as='staff' />
}
