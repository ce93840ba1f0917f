// The share module's failures: code, HTTP status and message key of each.
import { Codes } from '../../../../types/constants.js'
import { ShareCodes } from '../../../../types/share-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the share area; messages `share.<name>` in locales/<lng>/server-share.json. */
export const shareErrors = defineErrors('share', {
  /** no share with this code in the tenant (or not the viewer's, for its records) */
  notFound: { code: Codes.NOT_FOUND, field: 'code', rule: 'exists' },
  /** the voucher to share is not one the user holds */
  voucherNotFound: { code: Codes.NOT_FOUND, field: 'userCouponId', rule: 'exists' },
  voucherUsed: { code: ShareCodes.VOUCHER_USED, status: 409, field: 'userCouponId', rule: 'unused' },
  voucherExpired: { code: ShareCodes.VOUCHER_EXPIRED, status: 409, field: 'userCouponId', rule: 'valid' },
  tooMany: { code: ShareCodes.TOO_MANY, status: 409, rule: 'limit' },
  ownShare: { code: ShareCodes.OWN_SHARE, status: 409 },
  alreadyClaimed: { code: ShareCodes.ALREADY_CLAIMED, status: 409 },
  allClaimed: { code: ShareCodes.ALL_CLAIMED, status: 409 },
  unable: { code: ShareCodes.UNABLE, status: 409 },
})
