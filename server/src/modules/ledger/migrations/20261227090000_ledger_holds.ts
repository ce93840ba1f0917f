import { sql, type Kysely } from 'kysely'

/**
 * Holds are ledger accounts (ADR 0100): a user owns a `user` account (what is available) and, once money is
 * held for a withdrawal, a `hold` account per currency (what is held); both never below zero. The free
 * `frozen` counter goes: what is held is the hold account's balance, moved only by postings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table wallet_accounts drop constraint wallet_accounts_owner`.execute(db)
  await sql`alter table wallet_accounts add constraint wallet_accounts_owner check ((user_id is null) = (code not in ('user', 'hold')))`.execute(db)
  await sql`alter table wallet_accounts drop constraint wallet_accounts_user_currency`.execute(db)
  await sql`alter table wallet_accounts add constraint wallet_accounts_user_code_currency unique (tenant_id, user_id, code, currency)`.execute(db)
  await sql`alter table wallet_accounts drop column frozen`.execute(db)
}
