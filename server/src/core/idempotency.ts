import crypto from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { Codes } from '../../../types/constants.js'
import type { Db } from '../db/database.js'
import { defineErrors } from './errors.js'
import './idempotency.schema.js'

/** Failures of an idempotent request; messages `idempotency.<name>` in locales/<lng>/server-core.json. */
const E = defineErrors('idempotency', {
  /** the same key was used for another request body: 422 naming the header */
  keyReused: { code: Codes.IDEMPOTENCY_MISMATCH, status: 422, field: 'Idempotency-Key', rule: 'idempotencyKey' },
  /** the first request with the key is still running after the wait: try again */
  busy: { code: Codes.CONFLICT },
})

/** A first request that died before answering (a crash after its money committed) is taken over after this. */
const STALE_CLAIM_SEC = 60

type Key = { tenant_id: number; user_id: number; scope: string; key: string }
const where = (db: Db, k: Key) =>
  db.deleteFrom('idempotency_keys').where('tenant_id', '=', k.tenant_id).where('user_id', '=', k.user_id).where('scope', '=', k.scope).where('key', '=', k.key)

/**
 * THE way a request that moves money honours an `Idempotency-Key` (every `idempotent` endpoint record: payments,
 * checkout, staff credits, transfers, conversions, withdrawals): the first request with the key claims it (a row,
 * by a unique insert) and runs; a repeat waits for that answer and returns it, changing nothing; the same key with
 * another body is refused (422, code 1362). A failed first request frees the key (a repeat then runs itself).
 * Keys are per user and `scope` (the endpoint). Without a key, `run` simply runs.
 */
export async function idempotent<T>(
  c: { db: Db; tenantId: number; userId: number },
  scope: string,
  key: string | undefined,
  input: unknown,
  run: () => Promise<T>,
): Promise<T> {
  if (key === undefined || key === '') return run()
  const k: Key = { tenant_id: c.tenantId, user_id: c.userId, scope, key }
  const hash = crypto
    .createHash('sha256')
    .update(JSON.stringify(input ?? null))
    .digest('hex')
  for (let i = 0; i < 400; i++) {
    const claimed = await c.db
      .insertInto('idempotency_keys')
      .values({ ...k, request_hash: hash })
      .onConflict((oc) => oc.constraint('idempotency_keys_pk').doNothing())
      .returning('key')
      .executeTakeFirst()
    if (claimed) {
      try {
        const out = await run()
        await c.db
          .updateTable('idempotency_keys')
          .set({ response: JSON.stringify(out ?? null) })
          .where('tenant_id', '=', k.tenant_id)
          .where('user_id', '=', k.user_id)
          .where('scope', '=', k.scope)
          .where('key', '=', k.key)
          .execute()
        return out
      } catch (e) {
        await where(c.db, k).where('response', 'is', null).execute()
        throw e
      }
    }
    const row = await c.db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'response', 'created_at'])
      .where('tenant_id', '=', k.tenant_id)
      .where('user_id', '=', k.user_id)
      .where('scope', '=', k.scope)
      .where('key', '=', k.key)
      .executeTakeFirst()
    if (row && row.request_hash !== hash) throw E.keyReused()
    if (row && row.response !== null) return row.response as T
    if (row && Date.now() - new Date(row.created_at).getTime() > STALE_CLAIM_SEC * 1000)
      await where(c.db, k)
        .where('response', 'is', null)
        .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${STALE_CLAIM_SEC})`)
        .execute()
    await sleep(25)
  }
  throw E.busy()
}
