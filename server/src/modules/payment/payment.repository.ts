import { sql, type SqlBool } from 'kysely'
import type { Db } from '../../db/database.js'

/** All SQL of payments: payments, idempotency keys, the payment log. */
export const paymentRepo = {
  insert: (
    db: Db,
    p: {
      paid_at?: Date | null
      tenant_id: number
      user_id: number
      target_id: string
      channel: string
      status: string
      amount: number
      currency: string
      platform: string
      token: string | null
      billing: string | null
      shop_ids: string
    },
  ) => db.insertInto('payments').values(p).returningAll().executeTakeFirstOrThrow(),

  byId: (db: Db, tenantId: number, id: number, opts: { forUpdate?: boolean } = {}) => {
    const q = db.selectFrom('payments').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id)
    return (opts.forUpdate ? q.forUpdate() : q).executeTakeFirst()
  },

  /** by the hosted page's token (any tenant: the token is 128 random bits) */
  byToken: (db: Db, token: string) => db.selectFrom('payments').selectAll().where('token', '=', token).executeTakeFirst(),

  update: (
    db: Db,
    id: number,
    set: Partial<{ status: string; paid_at: Date; refunded_at: Date; reason: string | null; proof_ids: string; remark: string; gateway_ref: string }>,
  ) =>
    db
      .updateTable('payments')
      .set({ ...set, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),

  awaiting: (db: Db, tenantId: number, channel: string, opts: { limit: number; offset: number; shopIds?: number[] }) => {
    let q = db.selectFrom('payments').where('tenant_id', '=', tenantId).where('channel', '=', channel).where('status', '=', 'awaiting')
    if (opts.shopIds)
      q = q.where(sql<SqlBool>`exists (select 1 from jsonb_array_elements_text(shop_ids) s where s::bigint = any(${sql.val(opts.shopIds)}::bigint[]))`)
    return Promise.all([
      q.selectAll().orderBy('id').limit(opts.limit).offset(opts.offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
  },

  // idempotency keys of money requests
  claimKey: (db: Db, k: { tenant_id: number; user_id: number; scope: string; key: string; request_hash: string }) =>
    db
      .insertInto('payment_requests')
      .values(k)
      .onConflict((oc) => oc.constraint('payment_requests_pk').doNothing())
      .returning('key')
      .executeTakeFirst(),
  readKey: (db: Db, k: { tenant_id: number; user_id: number; scope: string; key: string }) =>
    db
      .selectFrom('payment_requests')
      .select(['request_hash', 'response', 'created_at'])
      .where('tenant_id', '=', k.tenant_id)
      .where('user_id', '=', k.user_id)
      .where('scope', '=', k.scope)
      .where('key', '=', k.key)
      .executeTakeFirst(),
  storeKey: (db: Db, k: { tenant_id: number; user_id: number; scope: string; key: string }, response: unknown) =>
    db
      .updateTable('payment_requests')
      .set({ response: JSON.stringify(response) })
      .where('tenant_id', '=', k.tenant_id)
      .where('user_id', '=', k.user_id)
      .where('scope', '=', k.scope)
      .where('key', '=', k.key)
      .execute(),
  /** a claim whose request died before answering (older than `seconds`): freed for the next request */
  dropStaleKey: (db: Db, k: { tenant_id: number; user_id: number; scope: string; key: string }, seconds: number) =>
    db
      .deleteFrom('payment_requests')
      .where('tenant_id', '=', k.tenant_id)
      .where('user_id', '=', k.user_id)
      .where('scope', '=', k.scope)
      .where('key', '=', k.key)
      .where('response', 'is', null)
      .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${seconds})`)
      .execute(),
  dropKey: (db: Db, k: { tenant_id: number; user_id: number; scope: string; key: string }) =>
    db
      .deleteFrom('payment_requests')
      .where('tenant_id', '=', k.tenant_id)
      .where('user_id', '=', k.user_id)
      .where('scope', '=', k.scope)
      .where('key', '=', k.key)
      .where('response', 'is', null)
      .execute(),

  /** a tenant's code (the local gateway's notify path names it) */
  tenantCode: async (db: Db, tenantId: number) => (await db.selectFrom('tenants').select('code').where('id', '=', tenantId).executeTakeFirstOrThrow()).code,

  log: (db: Db, e: { tenant_id: number; payment_id: number | null; channel: string; kind: string; detail: unknown }) =>
    db
      .insertInto('payment_events')
      .values({ ...e, detail: JSON.stringify(e.detail ?? {}) })
      .execute(),
  events: (db: Db, tenantId: number) => db.selectFrom('payment_events').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
}
