import type { AccountItem } from '../../../../types/ledger.js'
import type { CreditBody, CreditResult } from '../../../../types/payment.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import type { Db } from '../../db/database.js'
import { accountPayService, accountService } from '../account/account.service.js'
import { getSetting } from '../system/system.settings.js'
import { ledgerErrors as E } from './ledger.errors.js'
import { ledgerRepo as repo } from './ledger.repository.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

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
export async function openAccounts(c: Scope, userId: number, currencies: string[] = ['CNY']) {
  const hasDefault = (await repo.accounts(c.db, c.tenantId, userId)).some((a) => a.is_default)
  await repo.insertAccounts(c.db, currencies.map((currency, i) => ({ tenant_id: c.tenantId, user_id: userId, currency, is_default: !hasDefault && i === 0 })))
}

/**
 * System accounts (user_id null): `funding` (money the platform puts in: staff credits, demo balances),
 * `order_clearing` (paid orders' money held for settlement), `gateway:<CHANNEL>` (what a gateway owes us),
 * `bank` (offline transfers), `cash` (cash taken by shops), `opening` (balances before the ledger).
 */
export type AccountRef = { userId: number; currency: string } | { system: string; currency: string }
export interface Posting {
  /** what happened: 'credit', 'payment', 'refund', 'seed'... */
  kind: string
  /** the business event's id: the same (kind, ref) is posted once (a repeat answers `duplicate`) */
  ref?: string
  memo?: string
  /** signed: + raises the account's balance; the entries sum to zero per currency */
  entries: Array<{ account: AccountRef; amount: number }>
}

/**
 * THE one function that moves balances: a transaction, its entries, and every account's balance in the
 * same database transaction (the caller's, or one of its own). A user account that would go below zero
 * refuses with "insufficient account balance" (the conditional update), and the database refuses at
 * commit any transaction whose entries do not sum to zero. Accounts are updated in id order, so two
 * postings touching the same accounts never deadlock.
 */
export async function postTransaction(c: Scope, p: Posting): Promise<{ transactionId: number; duplicate: boolean; balances: Map<number, number> }> {
  const sums = new Map<string, number>()
  for (const e of p.entries) {
    if (!Number.isSafeInteger(e.amount) || e.amount === 0) throw new Error(`ledger: bad amount ${e.amount}`)
    sums.set(e.account.currency, (sums.get(e.account.currency) ?? 0) + e.amount)
  }
  if ([...sums.values()].some((s) => s !== 0) || p.entries.length < 2) throw new Error(`ledger: posting '${p.kind}' does not sum to zero`)
  const run = async (db: Db) => {
    const tx = await repo.insertTransaction(db, { tenant_id: c.tenantId, kind: p.kind, ref: p.ref ?? null, memo: p.memo ?? '' })
    if (!tx) return { transactionId: 0, duplicate: true, balances: new Map<number, number>() }
    const resolved = await Promise.all(
      p.entries.map(async (e) => {
        const a = 'userId' in e.account ? await repo.userAccount(db, c.tenantId, e.account.userId, e.account.currency) : await repo.systemAccount(db, c.tenantId, e.account.system, e.account.currency)
        if (!a) {
          if ('userId' in e.account && e.amount > 0) {
            await openAccounts({ db, tenantId: c.tenantId }, e.account.userId, [e.account.currency])
            return { id: (await repo.userAccount(db, c.tenantId, e.account.userId, e.account.currency))!.id, e }
          }
          throw E.insufficient()
        }
        return { id: a.id, e }
      }),
    )
    resolved.sort((x, y) => x.id - y.id)
    const balances = new Map<number, number>()
    for (const r of resolved) {
      const row = await repo.applyAmount(db, r.id, r.e.amount)
      if (!row) throw E.insufficient()
      balances.set(r.id, row.balance)
    }
    await repo.insertEntries(db, resolved.map((r) => ({ tenant_id: c.tenantId, transaction_id: tx.id, account_id: r.id, currency: r.e.account.currency, amount: r.e.amount })))
    return { transactionId: tx.id, duplicate: false, balances }
  }
  return c.db.isTransaction ? run(c.db) : c.db.transaction().execute(run)
}

/** The user's balance in a currency (0 without an account). */
export async function balanceOf(c: Scope, userId: number, currency: string): Promise<number> {
  return (await repo.userAccount(c.db, c.tenantId, userId, currency))?.balance ?? 0
}

/** The tenant's currency (system `basics.currency`, default CNY), as the catalog's prices use it. */
export async function tenantCurrency(c: Scope): Promise<string> {
  const b = await getSetting<{ currency?: string }>(c, 'basics', {})
  return b.currency ?? 'CNY'
}

/** Staff only: credit a user's balance from the platform's funding account. */
export async function credit(c: UserCtx, b: CreditBody, idemKey?: string): Promise<CreditResult> {
  if (!(await accountService.hasRole(c, c.userId, 'staff'))) throw E.staffOnly()
  if (!(await accountPayService.exists(c, b.userId))) throw E.userNotFound()
  const currency = b.currency ?? (await tenantCurrency(c))
  const ref = idemKey ? `${c.userId}:${idemKey}` : undefined
  const r = await c.db.transaction().execute((tx) =>
    postTransaction({ db: tx, tenantId: c.tenantId }, { kind: 'credit', ref, memo: b.memo ?? `staff ${c.userId}`, entries: [{ account: { system: 'funding', currency }, amount: -b.amount }, { account: { userId: b.userId, currency }, amount: b.amount }] }),
  )
  return { transactionId: r.transactionId, balance: await balanceOf(c, b.userId, currency), currency }
}

/** The ledger's invariants, for tests and audits: all lists empty when the ledger is sound. */
export const audit = (db: Db) => repo.audit(db)

/** The ledger as other modules see it. */
export const ledgerService = { openAccounts, postTransaction, balanceOf, tenantCurrency, audit }
