import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoint } from './endpoint.js'

/** One wallet account of the user: balances in minor units (fen). */
export const AccountItem = Type.Object({
  currency: Type.String(),
  balance: Type.Integer(),
  frozen: Type.Integer(),
  isDefault: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
})
export type AccountItem = Static<typeof AccountItem>

/** Endpoints of the ledger (wallet) area. */
export const LedgerApi = {
  /** The user's wallet accounts, default first. */
  accounts: defineEndpoint({ method: 'GET', url: '/customer/api/account', auth: 'required', response: Type.Array(AccountItem) }),
}
