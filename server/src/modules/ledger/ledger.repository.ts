import type { Db } from '../../db/database.js'

/** All SQL of the ledger: wallet accounts (one per user and currency). */
export const ledgerRepo = {
  accounts: (db: Db, tenantId: number, userId: number) =>
    db.selectFrom('wallet_accounts').select(['currency', 'balance', 'frozen', 'is_default']).where('tenant_id', '=', tenantId).where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('currency').execute(),

  insertAccounts: (db: Db, rows: Array<{ tenant_id: number; user_id: number; currency: string; is_default: boolean }>) => db.insertInto('wallet_accounts').values(rows).execute(),
}
