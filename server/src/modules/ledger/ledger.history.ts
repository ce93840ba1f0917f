// A user's own ledger, read for the wallet: the entries of the user's accounts (available or held) in a currency,
// one entry with the balance after it, and the default currency. Only the user's own accounts: every query is
// bound to (tenant, user) before it reads an entry.
import type { RequestCtx } from '../../core/context.js'
import type { Db } from '../../db/database.js'
import { ledgerRepo as repo } from './ledger.repository.js'
import { openAccounts } from './ledger.service.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

/** One line of a user's history: an entry of one of the user's accounts (signed: + money in). */
export interface HistoryEntry {
  id: number
  kind: string
  amount: number
  currency: string
  createdAt: Date
}

/** One of the user's entries in full: which account (`held`: the hold account), its balance right after, the posting's memo. */
export interface OwnEntry extends HistoryEntry {
  transactionId: number
  held: boolean
  balanceAfter: number
  memo: string
}

const at = (v: unknown) => (v instanceof Date ? v : new Date(String(v)))

/**
 * The entries of the user's account in `currency`, newest first: the spendable one, or (`held`) the hold account.
 * `flow` keeps money in or money out. A user without that account has an empty history.
 */
export async function history(
  c: Scope,
  userId: number,
  q: { currency: string; held: boolean; flow: 'all' | 'in' | 'out'; limit: number; offset: number },
): Promise<{ rows: HistoryEntry[]; total: number }> {
  const account = await repo.userAccount(c.db, c.tenantId, userId, q.currency, q.held)
  if (!account) return { rows: [], total: 0 }
  const { rows, total } = await repo.entriesOf(c.db, account.id, q.flow, q.limit, q.offset)
  return { rows: rows.map((r) => ({ id: r.id, kind: r.kind, amount: r.amount, currency: r.currency, createdAt: at(r.created_at) })), total }
}

/** One entry of the user's own accounts; undefined when it is not the user's (another user's, another tenant's, or none). */
export async function ownEntry(c: Scope, userId: number, entryId: number): Promise<OwnEntry | undefined> {
  const r = await repo.ownEntry(c.db, c.tenantId, userId, entryId)
  if (!r) return undefined
  return {
    id: r.id,
    transactionId: r.transaction_id,
    kind: r.kind,
    amount: r.amount,
    currency: r.currency,
    createdAt: at(r.created_at),
    held: r.code === 'hold',
    balanceAfter: Number(r.balance_after),
    memo: r.memo,
  }
}

/** The user's default (displayed) currency becomes `currency`, its account opened when missing; one transaction. */
export async function setDefaultCurrency(c: Scope, userId: number, currency: string): Promise<void> {
  const run = async (db: Db) => {
    await openAccounts({ db, tenantId: c.tenantId }, userId, [currency])
    await repo.setDefault(db, c.tenantId, userId, currency)
  }
  await (c.db.isTransaction ? run(c.db) : c.db.transaction().execute(run))
}
