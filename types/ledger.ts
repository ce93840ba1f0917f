import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoint } from './endpoint.js'

/**
 * One currency of the user's wallet, in minor units (fen): `available` (what can be spent), `held` (held for a
 * withdrawal, a hold account of the ledger), `total` = both. `balance` = available and `frozen` = held are the
 * spec's names for the same figures.
 */
export const AccountItem = Type.Object({
  currency: Type.String(),
  balance: Type.Integer(),
  frozen: Type.Integer(),
  available: Type.Integer(),
  held: Type.Integer(),
  total: Type.Integer(),
  isDefault: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
})
export type AccountItem = Static<typeof AccountItem>

/** Endpoints of the ledger (wallet) area. */
export const LedgerApi = {
  /** The user's wallet accounts, default first. */
  accounts: defineEndpoint({ method: 'GET', url: '/customer/api/account', auth: 'required', response: Type.Array(AccountItem) }),
}
