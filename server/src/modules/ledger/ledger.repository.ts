import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

/** All SQL of the ledger: accounts (user wallets and system accounts), transactions, entries. */
export const ledgerRepo = {
  accounts: (db: Db, tenantId: number, userId: number) =>
    db
      .selectFrom('wallet_accounts')
      .select(['id', 'currency', 'balance', 'frozen', 'is_default'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('currency')
      .execute(),

  insertAccounts: (db: Db, rows: Array<{ tenant_id: number; user_id: number; currency: string; is_default: boolean }>) =>
    db
      .insertInto('wallet_accounts')
      .values(rows)
      .onConflict((oc) => oc.constraint('wallet_accounts_user_currency').doNothing())
      .execute(),

  userAccount: (db: Db, tenantId: number, userId: number, currency: string) =>
    db
      .selectFrom('wallet_accounts')
      .select(['id', 'balance'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('currency', '=', currency)
      .executeTakeFirst(),

  /**
   * The accounts of a posting in ONE statement: user accounts by (user, currency), system accounts by (code,
   * currency). A plain read: it never waits on a hot system account's row lock (an `insert ... on conflict`
   * would wait for the transaction holding it).
   */
  findAccounts: (db: Db, tenantId: number, users: Array<{ userId: number; currency: string }>, systems: Array<{ code: string; currency: string }>) =>
    db
      .selectFrom('wallet_accounts')
      .select(['id', 'user_id', 'code', 'currency'])
      .where('tenant_id', '=', tenantId)
      .where((eb) =>
        eb.or([
          ...users.map((u) => eb.and([eb('user_id', '=', u.userId), eb('currency', '=', u.currency)])),
          ...systems.map((x) => eb.and([eb('user_id', 'is', null), eb('code', '=', x.code), eb('currency', '=', x.currency)])),
        ]),
      )
      .execute(),

  /** system accounts by code (every currency): their balances */
  systemAccounts: (db: Db, tenantId: number, codes: string[]) =>
    db
      .selectFrom('wallet_accounts')
      .select(['code', 'currency', 'balance'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', 'is', null)
      .where('code', 'in', codes)
      .orderBy('code')
      .orderBy('currency')
      .execute(),

  /** create a system account (first use); a parallel creator's row is as good */
  createSystemAccount: (db: Db, tenantId: number, code: string, currency: string) =>
    sql`insert into wallet_accounts (tenant_id, user_id, code, currency) values (${tenantId}, null, ${code}, ${currency}) on conflict (tenant_id, code, currency) where user_id is null do nothing`.execute(
      db,
    ),

  /**
   * The transaction row and its entries in ONE statement; undefined when (kind, ref) was posted before (no
   * entries then). The entries' sum is checked again by the database at commit (deferred trigger).
   */
  insertTransactionWithEntries: async (
    db: Db,
    t: { tenant_id: number; kind: string; ref: string | null; memo: string },
    entries: Array<{ account_id: number; currency: string; amount: number }>,
  ) => {
    const values = sql.join(entries.map((e) => sql`(${e.account_id}::bigint, ${e.currency}::text, ${e.amount}::bigint)`))
    const r = await sql<{ id: number }>`
      with t as (
        insert into ledger_transactions (tenant_id, kind, ref, memo) values (${t.tenant_id}, ${t.kind}, ${t.ref}, ${t.memo})
        on conflict (tenant_id, kind, ref) where ref is not null do nothing returning id
      ), e as (
        insert into ledger_entries (tenant_id, transaction_id, account_id, currency, amount)
        select ${t.tenant_id}, t.id, v.account_id, v.currency, v.amount from t, (values ${values}) as v(account_id, currency, amount)
      )
      select id from t`.execute(db)
    return r.rows[0]
  },

  /** move a balance; a user account never below zero (no row back when it would be) */
  applyAmount: (db: Db, accountId: number, amount: number) =>
    db
      .updateTable('wallet_accounts')
      .set({ balance: sql`balance + ${amount}` })
      .where('id', '=', accountId)
      .where((eb) => eb.or([eb('user_id', 'is', null), eb(sql`balance + ${amount}`, '>=', 0)]))
      .returning('balance')
      .executeTakeFirst(),

  /** The whole ledger's invariants (tests, audits): unbalanced transactions, accounts whose balance differs from their entries. */
  audit: async (db: Db) => {
    const unbalanced = await sql<{
      transaction_id: number
      currency: string
      sum: number
    }>`select transaction_id, currency, sum(amount)::bigint as sum from ledger_entries group by transaction_id, currency having sum(amount) <> 0`.execute(db)
    const drift = await sql<{
      id: number
      balance: number
      entries: number
    }>`select a.id, a.balance, coalesce(sum(e.amount), 0)::bigint as entries from wallet_accounts a left join ledger_entries e on e.account_id = a.id group by a.id having a.balance <> coalesce(sum(e.amount), 0)`.execute(
      db,
    )
    const total = await sql<{
      tenant_id: number
      currency: string
      sum: number
    }>`select tenant_id, currency, sum(balance)::bigint as sum from wallet_accounts group by tenant_id, currency having sum(balance) <> 0`.execute(db)
    return { unbalanced: unbalanced.rows, drift: drift.rows, total: total.rows }
  },

  /** The user's accounts holding money (any kind, every currency), locked until the caller's transaction ends (log off). */
  moneyOf: (db: Db, tenantId: number, userId: number) =>
    db
      .selectFrom('wallet_accounts')
      .select(['currency', 'balance'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('balance', '<>', 0)
      .forUpdate()
      .execute(),
}
