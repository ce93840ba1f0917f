import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

/** All SQL of the ledger: accounts (user wallets and system accounts), transactions, entries. */
export const ledgerRepo = {
  /** the user's accounts: `user` (available) and `hold` (held), every currency */
  accounts: (db: Db, tenantId: number, userId: number) =>
    db
      .selectFrom('wallet_accounts')
      .select(['id', 'code', 'currency', 'balance', 'is_default'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('currency')
      .execute(),

  insertAccounts: (db: Db, rows: Array<{ tenant_id: number; user_id: number; code?: 'user' | 'hold'; currency: string; is_default: boolean }>) =>
    db
      .insertInto('wallet_accounts')
      .values(rows)
      .onConflict((oc) => oc.constraint('wallet_accounts_user_code_currency').doNothing())
      .execute(),

  userAccount: (db: Db, tenantId: number, userId: number, currency: string, hold = false) =>
    db
      .selectFrom('wallet_accounts')
      .select(['id', 'balance'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('currency', '=', currency)
      .where('code', '=', hold ? 'hold' : 'user')
      .executeTakeFirst(),

  /**
   * The accounts of a posting in ONE statement: user accounts by (user, currency), system accounts by (code,
   * currency). A plain read: it never waits on a hot system account's row lock (an `insert ... on conflict`
   * would wait for the transaction holding it).
   */
  findAccounts: (
    db: Db,
    tenantId: number,
    users: Array<{ userId: number; currency: string; hold?: boolean }>,
    systems: Array<{ code: string; currency: string }>,
  ) =>
    db
      .selectFrom('wallet_accounts')
      .select(['id', 'user_id', 'code', 'currency'])
      .where('tenant_id', '=', tenantId)
      .where((eb) =>
        eb.or([
          ...users.map((u) => eb.and([eb('user_id', '=', u.userId), eb('code', '=', u.hold ? 'hold' : 'user'), eb('currency', '=', u.currency)])),
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

  /**
   * A posting's accounts, its transaction row and its entries in ONE statement, and with `applyUser` the balance of
   * its one user account moved too (never below zero): each entry's account is looked up as `findAccounts` does (a
   * plain read, no wait on a hot system row). Nothing is written when an account is missing (its `account_id` null:
   * the caller opens it and posts the two-step way) or when (kind, ref) was posted before (`transaction_id` null).
   * `balance` is the user account's new balance, null when it would go below zero (the caller refuses).
   */
  postWithAccounts: async (
    db: Db,
    t: { tenant_id: number; kind: string; ref: string | null; memo: string },
    entries: Array<{ user_id: number | null; code: string; currency: string; amount: number }>,
    applyUser: boolean,
  ) => {
    const values = sql.join(entries.map((e, i) => sql`(${i}::int, ${e.user_id}::bigint, ${e.code}::text, ${e.currency}::text, ${e.amount}::bigint)`))
    const u = applyUser
      ? sql`, u as (
        update wallet_accounts w set balance = w.balance + a.amount from a, t
        where w.id = a.account_id and a.user_id is not null and w.balance + a.amount >= 0 returning w.id, w.balance
      )`
      : sql``
    const r = await sql<{ account_id: number | null; transaction_id: number | null; balance: number | null }>`
      with v (ord, user_id, code, currency, amount) as (values ${values}), a as (
        select v.*, case when v.user_id is null
          then (select w.id from wallet_accounts w where w.tenant_id = ${t.tenant_id} and w.user_id is null and w.code = v.code and w.currency = v.currency)
          else (select w.id from wallet_accounts w where w.tenant_id = ${t.tenant_id} and w.user_id = v.user_id and w.code = v.code and w.currency = v.currency)
        end as account_id from v
      ), t as (
        insert into ledger_transactions (tenant_id, kind, ref, memo)
        select ${t.tenant_id}, ${t.kind}, ${t.ref}, ${t.memo} where not exists (select 1 from a where a.account_id is null)
        on conflict (tenant_id, kind, ref) where ref is not null do nothing returning id
      ), e as (
        insert into ledger_entries (tenant_id, transaction_id, account_id, currency, amount)
        select ${t.tenant_id}, t.id, a.account_id, a.currency, a.amount from t, a order by a.ord
      )${u}
      select a.account_id, (select id from t) as transaction_id, ${applyUser ? sql`u.balance` : sql`null::bigint`} as balance
      from a ${applyUser ? sql`left join u on u.id = a.account_id` : sql``} order by a.ord`.execute(db)
    return r.rows
  },

  /** move a balance; a user account (or a system account asked `noOverdraw`) never below zero (no row back when it would be) */
  applyAmount: (db: Db, accountId: number, amount: number, noOverdraw = false) =>
    db
      .updateTable('wallet_accounts')
      .set({ balance: sql`balance + ${amount}` })
      .where('id', '=', accountId)
      .where((eb) => (noOverdraw ? eb(sql`balance + ${amount}`, '>=', 0) : eb.or([eb('user_id', 'is', null), eb(sql`balance + ${amount}`, '>=', 0)])))
      .returning('balance')
      .executeTakeFirst(),

  // ---------------------------------------------------------------- a user's own history (the wallet reads it through ledgerService)

  /** One account's entries, newest first (the index on (account_id, id)), money in (`in`), out (`out`) or both, and how many there are. */
  entriesOf: async (db: Db, accountId: number, flow: 'all' | 'in' | 'out', limit: number, offset: number) => {
    const base = db
      .selectFrom('ledger_entries as e')
      .where('e.account_id', '=', accountId)
      .$if(flow === 'in', (q) => q.where('e.amount', '>', 0))
      .$if(flow === 'out', (q) => q.where('e.amount', '<', 0))
    const [rows, count] = await Promise.all([
      base
        .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
        .select(['e.id', 'e.amount', 'e.currency', 't.kind', 't.created_at'])
        .orderBy('e.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(count.n) }
  },

  /**
   * One entry, only when its account is one of the user's own (in the tenant): its transaction, which account, and
   * that account's balance right after it (the sum of its entries up to this one; the index on (account_id, id)).
   */
  ownEntry: (db: Db, tenantId: number, userId: number, entryId: number) =>
    db
      .selectFrom('ledger_entries as e')
      .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select([
        'e.id',
        'e.transaction_id',
        'e.amount',
        'e.currency',
        'a.code',
        't.kind',
        't.memo',
        't.created_at',
        sql<number>`(select sum(x.amount) from ledger_entries x where x.account_id = e.account_id and x.id <= e.id)::bigint`.as('balance_after'),
      ])
      .where('e.id', '=', entryId)
      .where('a.tenant_id', '=', tenantId)
      .where('a.user_id', '=', userId)
      .executeTakeFirst(),

  /** The user's default currency becomes `currency`: one statement flips every spendable account's flag (never two defaults). */
  setDefault: (db: Db, tenantId: number, userId: number, currency: string) =>
    db
      .updateTable('wallet_accounts')
      .set({ is_default: sql<boolean>`(currency = ${currency})` })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('code', '=', 'user')
      .execute(),

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
