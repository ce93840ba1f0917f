import type { AccountItem } from '../../../../types/ledger.js'
import type { CreditBody, CreditResult } from '../../../../types/payment.js'
import { hasRole } from '../../core/auth.js'
import { idempotent } from '../../core/idempotency.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import type { Db } from '../../db/database.js'
import { accountService } from '../account/index.js'
import { systemService } from '../system/index.js'
import { ledgerErrors as E } from './ledger.errors.js'
import { history, ownEntry, setDefaultCurrency } from './ledger.history.js'
import { ledgerRepo as repo } from './ledger.repository.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

/** One currency of a user: `available` (the `user` account), `held` (the `hold` account), `total` = both. */
export interface Balance {
  currency: string
  available: number
  held: number
  total: number
  isDefault: boolean
}

/** The user's balances per currency, default first: the `user` and `hold` accounts side by side. */
export async function balances(c: Scope, userId: number): Promise<Balance[]> {
  const out = new Map<string, Balance>()
  for (const r of await repo.accounts(c.db, c.tenantId, userId)) {
    const b = out.get(r.currency) ?? { currency: r.currency, available: 0, held: 0, total: 0, isDefault: false }
    if (r.code === 'hold') b.held = r.balance
    else b.available = r.balance
    b.isDefault ||= r.is_default
    b.total = b.available + b.held
    out.set(r.currency, b)
  }
  return [...out.values()].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.currency.localeCompare(b.currency))
}

/** The user's wallet accounts as the client sees them, default first (`balance` = available, `frozen` = held). */
export async function accounts(c: UserCtx): Promise<AccountItem[]> {
  return (await balances(c, c.userId)).map((b) => ({
    currency: b.currency,
    balance: b.available,
    frozen: b.held,
    available: b.available,
    held: b.held,
    total: b.total,
    isDefault: b.isDefault ? 'Y' : 'N',
  }))
}

/**
 * Open wallet accounts for a user; the first one a user gets is the default. A new user's come from the
 * `user.created` event (ledger/index.ts), in the account module's transaction (`c.db`).
 */
export async function openAccounts(c: Scope, userId: number, currencies: string[] = ['CNY'], code: 'user' | 'hold' = 'user') {
  const hasDefault = code === 'hold' || (await repo.accounts(c.db, c.tenantId, userId)).some((a) => a.is_default && a.code === 'user')
  await repo.insertAccounts(
    c.db,
    currencies.map((currency, i) => ({ tenant_id: c.tenantId, user_id: userId, code, currency, is_default: !hasDefault && i === 0 })),
  )
}

/**
 * A user's account (`hold: true`: the user's hold account in that currency, what is held for a withdrawal) or a
 * system account (user_id null): `funding` (money the platform puts in: staff credits, demo balances),
 * `order_clearing` (paid orders' money held for settlement), `gateway:<CHANNEL>` (what a gateway owes us),
 * `bank` (offline transfers), `cash` (cash taken by shops), `opening` (balances before the ledger).
 */
export type AccountRef = { userId: number; currency: string; hold?: boolean } | { system: string; currency: string }
export interface Posting {
  /** what happened: 'credit', 'payment', 'refund', 'seed'... */
  kind: string
  /** the business event's id: the same (kind, ref) is posted once (a repeat answers `duplicate`) */
  ref?: string
  memo?: string
  /**
   * signed: + raises the account's balance; the entries sum to zero per currency. `noOverdraw`: a system account
   * that would go below zero refuses like a user account ("insufficient account balance"; a merchant's withdrawal).
   */
  entries: Array<{ account: AccountRef; amount: number; noOverdraw?: boolean }>
}

/**
 * THE one function that moves balances: a transaction, its entries, and every account's balance in the
 * same database transaction (the caller's, or one of its own). A user account that would go below zero
 * refuses with "insufficient account balance" (the conditional update), and the database refuses at
 * commit any transaction whose entries do not sum to zero. Accounts are updated user accounts first, then
 * system accounts, each in id order, so two postings never deadlock; a caller posts LAST in its transaction
 * (the system accounts are every payment's hot rows: locked until the commit right after). 2 statements for
 * a posting of one user account and system accounts once its accounts exist: accounts + transaction + entries +
 * the user's balance, then one balance update per system account.
 */
export async function postTransaction(c: Scope, p: Posting): Promise<{ transactionId: number; duplicate: boolean; balances: Map<number, number> }> {
  const run = async (db: Db) => (await openPosting({ db, tenantId: c.tenantId }, p)).finish()
  return c.db.isTransaction ? run(c.db) : c.db.transaction().execute(run)
}

/**
 * `postTransaction` in two steps, in the caller's transaction (`c.db` must be one): now the transaction, its
 * entries and the USER accounts (the balance check: "insufficient account balance" is thrown here); `finish()`
 * updates the SYSTEM accounts. A payment calls `finish()` as the last thing before its commit: the tenant's
 * `order_clearing` account is touched by every payment, so its row lock is then held for one statement and the
 * commit, not for the rest of the payment's work.
 */
export async function openPosting(
  c: Scope,
  p: Posting,
): Promise<{ duplicate: boolean; finish(): Promise<{ transactionId: number; duplicate: boolean; balances: Map<number, number> }> }> {
  if (!c.db.isTransaction) throw new Error("ledger: openPosting needs the caller's transaction")
  const sums = new Map<string, number>()
  for (const e of p.entries) {
    if (!Number.isSafeInteger(e.amount) || e.amount === 0) throw new Error(`ledger: bad amount ${e.amount}`)
    sums.set(e.account.currency, (sums.get(e.account.currency) ?? 0) + e.amount)
  }
  if ([...sums.values()].some((s) => s !== 0) || p.entries.length < 2) throw new Error(`ledger: posting '${p.kind}' does not sum to zero`)
  const db = c.db
  // the accounts in one read; a missing system account is created, a missing user account is opened for money in
  const key = (a: AccountRef) => ('userId' in a ? `${a.hold ? 'h' : 'u'}:${a.userId}:${a.currency}` : `s:${a.system}:${a.currency}`)
  const users = p.entries.filter((e) => 'userId' in e.account).map((e) => e.account as { userId: number; currency: string; hold?: boolean })
  const systems = p.entries.filter((e) => 'system' in e.account).map((e) => ({ code: (e.account as { system: string }).system, currency: e.account.currency }))
  const find = async () =>
    new Map(
      (await repo.findAccounts(db, c.tenantId, users, systems)).map((r) => [
        r.user_id === null ? `s:${r.code}:${r.currency}` : `${r.code === 'hold' ? 'h' : 'u'}:${r.user_id}:${r.currency}`,
        r.id,
      ]),
    )
  // usually ONE statement: the accounts looked up, the transaction and its entries written and, when the posting has
  // one user account, that account's balance moved (a posting with more user accounts moves them below, in id order)
  const applyUser = users.length === 1
  const tx0 = { tenant_id: c.tenantId, kind: p.kind, ref: p.ref ?? null, memo: p.memo ?? '' }
  const rows = await repo.postWithAccounts(
    db,
    tx0,
    p.entries.map((e) => {
      const a = e.account
      return 'userId' in a
        ? { user_id: a.userId, code: a.hold ? 'hold' : 'user', currency: a.currency, amount: e.amount }
        : { user_id: null, code: a.system, currency: a.currency, amount: e.amount }
    }),
    applyUser,
  )
  if (rows.every((r) => r.account_id !== null)) {
    const txId = rows[0].transaction_id
    if (txId === null) return { duplicate: true, finish: async () => ({ transactionId: 0, duplicate: true, balances: new Map<number, number>() }) }
    const posted = p.entries.map((e, i) => ({ id: rows[i].account_id!, e, system: 'system' in e.account, balance: rows[i].balance }))
    return moveBalances(db, txId, posted, applyUser)
  }
  // an account is missing: opened (a user account only for money in), then posted in steps
  let ids = await find()
  const missing = p.entries.filter((e) => !ids.has(key(e.account)))
  if (missing.length) {
    for (const e of missing) {
      if ('system' in e.account) await repo.createSystemAccount(db, c.tenantId, e.account.system, e.account.currency)
      else if (e.amount > 0) await openAccounts({ db, tenantId: c.tenantId }, e.account.userId, [e.account.currency], e.account.hold ? 'hold' : 'user')
      else throw E.insufficient()
    }
    ids = await find()
  }
  const resolved = p.entries.map((e) => ({ id: ids.get(key(e.account))!, e, system: 'system' in e.account }))
  const tx = await repo.insertTransactionWithEntries(
    db,
    tx0,
    resolved.map((r) => ({ account_id: r.id, currency: r.e.account.currency, amount: r.e.amount })),
  )
  if (!tx) return { duplicate: true, finish: async () => ({ transactionId: 0, duplicate: true, balances: new Map<number, number>() }) }
  return moveBalances(
    db,
    tx.id,
    resolved.map((r) => ({ ...r, balance: null })),
    false,
  )
}

/**
 * The balances of a written posting: the user accounts now (`userMoved`: its one user account was moved by the
 * statement that wrote it, `balance` its new balance or null when it would have gone below zero), the system
 * accounts in `finish()`. One lock order for every posting: user accounts, then system accounts, each by id (no deadlocks).
 */
async function moveBalances(
  db: Db,
  transactionId: number,
  posted: Array<{ id: number; e: Posting['entries'][number]; system: boolean; balance: number | null }>,
  userMoved: boolean,
) {
  posted.sort((x, y) => Number(x.system) - Number(y.system) || x.id - y.id)
  const balances = new Map<number, number>()
  const apply = async (rows: typeof posted) => {
    for (const r of rows) {
      const row = await repo.applyAmount(db, r.id, r.e.amount, r.e.noOverdraw)
      if (!row) throw E.insufficient()
      balances.set(r.id, row.balance)
    }
  }
  const users = posted.filter((r) => !r.system)
  if (userMoved) {
    if (users[0].balance === null) throw E.insufficient()
    balances.set(users[0].id, users[0].balance)
  } else await apply(users)
  let done = false
  return {
    duplicate: false,
    async finish() {
      if (!done) await apply(posted.filter((r) => r.system))
      done = true
      return { transactionId, duplicate: false, balances }
    },
  }
}

/** The user's available balance in a currency (0 without an account). */
export async function balanceOf(c: Scope, userId: number, currency: string): Promise<number> {
  return (await repo.userAccount(c.db, c.tenantId, userId, currency))?.balance ?? 0
}

/** What is held of the user's money in a currency (the hold account; 0 without one). */
export async function heldOf(c: Scope, userId: number, currency: string): Promise<number> {
  return (await repo.userAccount(c.db, c.tenantId, userId, currency, true))?.balance ?? 0
}

/** Balances of system accounts by code, every currency (settlement: `merchant:<shopId>`, `commission`). */
export async function systemBalances(c: Scope, codes: string[]): Promise<Array<{ code: string; currency: string; balance: number }>> {
  return codes.length ? repo.systemAccounts(c.db, c.tenantId, codes) : []
}

/** The tenant's currency (the system module's one source: `basics.currency`, default CNY), as the catalog's prices use it. */
export const tenantCurrency = (c: Scope): Promise<string> => systemService.tenantCurrency(c)

/** Staff only: credit a user's balance from the platform's funding account. */
export async function credit(c: UserCtx, b: CreditBody, idemKey?: string): Promise<CreditResult> {
  if (!hasRole(c, 'staff')) throw E.staffOnly()
  if (!(await accountService.exists(c, b.userId))) throw E.userNotFound()
  const currency = b.currency ?? (await tenantCurrency(c))
  // the same key with another body is refused; a repeat answers the first result (core/idempotency.ts)
  return idempotent(c, 'ledger:credit', idemKey, b, async () => {
    const ref = idemKey ? `${c.userId}:${idemKey}` : undefined
    const r = await c.db.transaction().execute((tx) =>
      postTransaction(
        { db: tx, tenantId: c.tenantId },
        {
          kind: 'credit',
          ref,
          memo: b.memo ?? `staff ${c.userId}`,
          entries: [
            { account: { system: 'funding', currency }, amount: -b.amount },
            { account: { userId: b.userId, currency }, amount: b.amount },
          ],
        },
      ),
    )
    return { transactionId: r.transactionId, balance: await balanceOf(c, b.userId, currency), currency }
  })
}

/** The ledger's invariants, for tests and audits: all lists empty when the ledger is sound. */
export const audit = (db: Db) => repo.audit(db)

/** The ledger as other modules see it (its face, re-exported by index.ts): postings and balances. */
export const ledgerService = {
  postTransaction,
  openPosting,
  balanceOf,
  heldOf,
  balances,
  systemBalances,
  tenantCurrency,
  /** the user's own history (wallet): entries of one account, one entry, the default currency */
  history,
  ownEntry,
  setDefaultCurrency,
}
