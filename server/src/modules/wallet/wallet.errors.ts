// The wallet module's failures: code, HTTP status and message key of each.
import { Codes } from '../../../../types/constants.js'
import { WalletCodes } from '../../../../types/wallet-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the wallet area; messages `wallet.<name>` in locales/<lng>/server-wallet.json. */
export const walletErrors = defineErrors('wallet', {
  /** no such line in the user's own history (another user's line is not found either) */
  lineNotFound: { code: Codes.NOT_FOUND, field: 'id', rule: 'exists' },
  currencyDisabled: { code: WalletCodes.CURRENCY_DISABLED, status: 409, field: 'currency', rule: 'enabled' },
  webTokenExpired: { code: WalletCodes.WEB_TOKEN_EXPIRED, status: 401, field: 'token', rule: 'expired' },
  webTokenInvalid: { code: WalletCodes.WEB_TOKEN_INVALID, status: 401, field: 'token', rule: 'signature' },
})
