// All SQL of the wallet module: the tenant's signing secret (balances and history are the ledger's).
import type { Db } from '../../db/database.js'

export const walletRepo = {
  /** the tenant's secret; `fresh` is stored when there is none yet (a parallel first use keeps the first one stored) */
  secret: async (db: Db, tenantId: number, fresh: string) => {
    await db
      .insertInto('wallet_web_secrets')
      .values({ tenant_id: tenantId, secret: fresh })
      .onConflict((oc) => oc.column('tenant_id').doNothing())
      .execute()
    const row = await db.selectFrom('wallet_web_secrets').select('secret').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()
    return row.secret
  },
}
