import { sql, type Kysely } from 'kysely'

/**
 * Double-entry ledger. `wallet_accounts` stays the account table: user accounts (user_id set, balance
 * never below 0) and system accounts (user_id null, `code` e.g. `order_clearing`, `funding`,
 * `gateway:STRIPE`; may go negative). Every balance change is a `ledger_transactions` row with
 * `ledger_entries` (signed amounts, + raises the account's balance) that sum to zero per transaction
 * and currency: a deferred constraint trigger checks it at commit, whatever code wrote them. Existing
 * balances get an opening transaction against the tenant's `opening` account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table wallet_accounts alter column user_id drop not null`.execute(db)
  await sql`alter table wallet_accounts add column code text not null default 'user'`.execute(db)
  await sql`alter table wallet_accounts drop constraint if exists wallet_accounts_balance_check`.execute(db)
  await sql`alter table wallet_accounts add constraint wallet_accounts_balance_user check (user_id is null or balance >= 0)`.execute(db)
  await sql`alter table wallet_accounts add constraint wallet_accounts_owner check ((user_id is null) = (code <> 'user'))`.execute(db)
  await sql`create unique index wallet_accounts_system on wallet_accounts (tenant_id, code, currency) where user_id is null`.execute(db)

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text')
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // one transaction per (kind, ref): a repeated posting of the same business event is refused by the database
  await sql`create unique index ledger_transactions_ref on ledger_transactions (tenant_id, kind, ref) where ref is not null`.execute(db)

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('wallet_accounts.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .execute()
  await db.schema.createIndex('ledger_entries_tx').on('ledger_entries').column('transaction_id').execute()
  await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account_id', 'id']).execute()

  await sql`
    create function ledger_check_balanced() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from ledger_entries where transaction_id = new.transaction_id group by currency having sum(amount) <> 0) then
        raise exception 'ledger transaction % does not sum to zero', new.transaction_id using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db)
  await sql`create constraint trigger ledger_entries_balanced after insert or update on ledger_entries deferrable initially deferred for each row execute function ledger_check_balanced()`.execute(
    db,
  )
  await sql`create function ledger_no_change() returns trigger language plpgsql as $$ begin raise exception 'ledger entries are append-only' using errcode = '23514'; end $$`.execute(
    db,
  )
  await sql`create trigger ledger_entries_append_only before update or delete on ledger_entries for each row execute function ledger_no_change()`.execute(db)

  // opening balances: one transaction per tenant and currency against the tenant's `opening` account
  const groups = await sql<{
    tenant_id: number
    currency: string
    total: string
  }>`select tenant_id, currency, sum(balance)::text as total from wallet_accounts where balance <> 0 group by tenant_id, currency`.execute(db)
  for (const g of groups.rows) {
    const opening = await sql<{
      id: string
    }>`insert into wallet_accounts (tenant_id, user_id, code, currency, balance) values (${g.tenant_id}, null, 'opening', ${g.currency}, ${-BigInt(g.total)}) returning id`.execute(
      db,
    )
    const tx = await sql<{
      id: string
    }>`insert into ledger_transactions (tenant_id, kind, memo) values (${g.tenant_id}, 'opening', 'balances before the ledger') returning id`.execute(db)
    await sql`insert into ledger_entries (tenant_id, transaction_id, account_id, currency, amount)
      select tenant_id, ${tx.rows[0].id}, id, currency, balance from wallet_accounts where tenant_id = ${g.tenant_id} and currency = ${g.currency} and balance <> 0 and user_id is not null`.execute(
      db,
    )
    await sql`insert into ledger_entries (tenant_id, transaction_id, account_id, currency, amount) values (${g.tenant_id}, ${tx.rows[0].id}, ${opening.rows[0].id}, ${g.currency}, ${-BigInt(g.total)})`.execute(
      db,
    )
  }
}
