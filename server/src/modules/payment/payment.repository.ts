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

  /** CASH and OFFLINE payments of a target in `statuses`, other than `exceptId` (closed once the target is paid). */
  openByHand: (db: Db, tenantId: number, targetId: string, exceptId: number, statuses: string[]) =>
    db
      .selectFrom('payments')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('target_id', '=', targetId)
      .where('id', '<>', exceptId)
      .where('channel', 'in', ['CASH', 'OFFLINE'])
      .where('status', 'in', statuses)
      .orderBy('id')
      .execute(),

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

  /** a tenant's code (the local gateway's notify path names it) */
  tenantCode: async (db: Db, tenantId: number) => (await db.selectFrom('tenants').select('code').where('id', '=', tenantId).executeTakeFirstOrThrow()).code,

  log: (db: Db, e: { tenant_id: number; payment_id: number | null; channel: string; kind: string; detail: unknown }) =>
    db
      .insertInto('payment_events')
      .values({ ...e, detail: JSON.stringify(e.detail ?? {}) })
      .execute(),
  events: (db: Db, tenantId: number) => db.selectFrom('payment_events').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),

  // ---- partial refunds (after-sales)
  /**
   * Take `amount` of a paid payment's money for a refund: a conditional update that never lets the
   * refunded total pass the amount paid (a parallel refund waits on the row, then is checked against the
   * new total); the payment is 'refunded' once all of it is back. None when it does not fit.
   */
  takeRefund: (db: Db, tenantId: number, id: number, amount: number) =>
    db
      .updateTable('payments')
      .set((eb) => ({
        refunded_amount: eb('refunded_amount', '+', amount),
        status: sql<string>`case when refunded_amount + ${amount} = amount then 'refunded' else status end`,
        refunded_at: sql<Date | null>`case when refunded_amount + ${amount} = amount then now() else refunded_at end`,
        updated_at: new Date(),
      }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'paid')
      .where(sql<SqlBool>`refunded_amount + ${amount} <= amount`)
      .returningAll()
      .executeTakeFirst(),
  /** One refund of a payment, once per `ref` (a repeat inserts nothing). */
  insertRefund: (db: Db, r: { tenant_id: number; payment_id: number; ref: string; channel: string; amount: number; currency: string; status: string }) =>
    db
      .insertInto('payment_refunds')
      .values(r)
      .onConflict((oc) => oc.columns(['tenant_id', 'ref']).doNothing())
      .returningAll()
      .executeTakeFirst(),
  refundByRef: (db: Db, tenantId: number, ref: string, forUpdate = false) => {
    const q = db.selectFrom('payment_refunds').selectAll().where('tenant_id', '=', tenantId).where('ref', '=', ref)
    return (forUpdate ? q.forUpdate() : q).executeTakeFirst()
  },
  refundById: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('payment_refunds').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst(),
  /** A pending refund is done (the gateway said so, or a person paid it back); whether it was pending. */
  async refundDone(db: Db, id: number, set: { note?: string | null; gateway_ref?: string | null }) {
    const u = await db
      .updateTable('payment_refunds')
      .set({ ...set, status: 'succeeded', done_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    return Number(u.numUpdatedRows) === 1
  },
}
