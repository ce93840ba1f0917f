import type { AccountItem } from '../../../../types/ledger.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { ledgerRepo as repo } from './ledger.repository.js'

/** A wallet row as the client sees it. */
const accountRowToItem = (r: { currency: string; balance: number; frozen: number; is_default: boolean }): AccountItem => ({
  currency: r.currency,
  balance: r.balance,
  frozen: r.frozen,
  isDefault: r.is_default ? 'Y' : 'N',
})

/** The user's wallet accounts, default first. */
export async function accounts(c: UserCtx): Promise<AccountItem[]> {
  return (await repo.accounts(c.db, c.tenantId, c.userId)).map(accountRowToItem)
}

/**
 * Open wallet accounts for a user; the first one a user gets is the default. Other modules call this
 * (account's sign-up), passing their transaction as `c.db`.
 */
export async function openAccounts(c: Pick<RequestCtx, 'db' | 'tenantId'>, userId: number, currencies: string[] = ['CNY']) {
  const hasDefault = (await repo.accounts(c.db, c.tenantId, userId)).some((a) => a.is_default)
  await repo.insertAccounts(c.db, currencies.map((currency, i) => ({ tenant_id: c.tenantId, user_id: userId, currency, is_default: !hasDefault && i === 0 })))
}

/** The ledger as other modules see it. */
export const ledgerService = { openAccounts }
