import type { RequestCtx } from '../../core/context.js'
import { accountService } from '../account/index.js'
import { ledgerRepo as repo } from './ledger.repository.js'

/**
 * A log off (account's `user.closed`, in its transaction) is refused while any of the user's accounts holds
 * money, available or held, in any currency (ADR 0091): closing must never make money disappear. The rows stay
 * locked until the log off ends, so a posting to them waits for it.
 */
export async function refuseCloseWithMoney(c: Pick<RequestCtx, 'db' | 'tenantId'>, userId: number) {
  const rows = await repo.moneyOf(c.db, c.tenantId, userId)
  if (!rows.length) return
  const byCurrency = new Map<string, number>()
  for (const r of rows) byCurrency.set(r.currency, (byCurrency.get(r.currency) ?? 0) + Number(r.balance))
  const amount = [...byCurrency].map(([cur, minor]) => `${cur} ${(minor / 100).toFixed(2)}`).join(', ')
  throw accountService.errors.logOffMoney({ amount })
}
