// The store payment module's SQL, all of it, so the service holds rules only.
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { StorePaymentsTable } from './storepay.schema.js'

export type StorePaymentRow = Selectable<StorePaymentsTable>

const totals = () =>
  [
    sql<number>`count(*)::int`.as('count'),
    sql<number>`coalesce(sum(amount), 0)::bigint`.as('amount'),
    sql<number>`coalesce(sum(discount), 0)::bigint`.as('discount'),
    sql<number>`coalesce(sum(payable), 0)::bigint`.as('payable'),
    sql<number>`coalesce(sum(commission), 0)::bigint`.as('commission'),
    sql<number>`coalesce(sum(net), 0)::bigint`.as('net'),
  ] as const

/** All SQL of the store payment area: `store_payments` and `store_pay_terms`. */
export const storepayRepo = {
  /** A new payment; undefined when the user's Idempotency-Key already made one (nothing written). */
  insert: (db: Db, r: Insertable<StorePaymentsTable>) =>
    db
      .insertInto('store_payments')
      .values(r)
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'idem_key']).where('idem_key', 'is not', null).doNothing())
      .returningAll()
      .executeTakeFirst(),

  byKey: (db: Db, tenantId: number, userId: number, key: string) =>
    db.selectFrom('store_payments').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('idem_key', '=', key).executeTakeFirst(),

  byNo(db: Db, tenantId: number, no: string, forUpdate = false) {
    const q = db.selectFrom('store_payments').selectAll().where('tenant_id', '=', tenantId).where('pay_no', '=', no)
    return (forUpdate ? q.forUpdate() : q).executeTakeFirst()
  },

  /** Move a payment from one of `from` to `to` in one conditional statement: the row when it moved, undefined otherwise. */
  move: (db: Db, tenantId: number, no: string, from: readonly string[], set: Updateable<StorePaymentsTable> & { state: string }) =>
    db
      .updateTable('store_payments')
      .set(set)
      .where('tenant_id', '=', tenantId)
      .where('pay_no', '=', no)
      .where('state', 'in', from as string[])
      .returningAll()
      .executeTakeFirst(),

  /** What the shop got of a paid payment (written with its settlement line). */
  setCredited: (db: Db, id: number, commission: number, net: number) =>
    db.updateTable('store_payments').set({ commission, net }).where('id', '=', id).execute(),

  /** The user's paid payments at a shop (membership). */
  paidCount: async (db: Db, tenantId: number, userId: number, shopId: number) =>
    (
      await db
        .selectFrom('store_payments')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('shop_id', '=', shopId)
        .where('state', '=', 'paid')
        .executeTakeFirstOrThrow()
    ).n,

  terms: (db: Db, tenantId: number, shopIds: number[]) =>
    db
      .selectFrom('store_pay_terms')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('shop_id', 'in', shopIds.length ? shopIds : [0])
      .execute(),

  saveTerms: (db: Db, tenantId: number, shopId: number, rate: number, after: number) =>
    db
      .insertInto('store_pay_terms')
      .values({ tenant_id: tenantId, shop_id: shopId, member_rate_bp: rate, member_after: after })
      .onConflict((oc) => oc.columns(['tenant_id', 'shop_id']).doUpdateSet({ member_rate_bp: rate, member_after: after, updated_at: new Date() }))
      .execute(),

  /** Paid payments' totals per shop; only today's (the calendar day of `todayIn`, a time zone) when given. */
  totalsByShop: (db: Db, tenantId: number, shopIds: number[], todayIn?: string) => {
    let q = db
      .selectFrom('store_payments')
      .select(['shop_id', ...totals()])
      .where('tenant_id', '=', tenantId)
      .where('shop_id', 'in', shopIds.length ? shopIds : [0])
      .where('state', '=', 'paid')
    if (todayIn) q = q.where('paid_at', '>=', sql<Date>`date_trunc('day', now() at time zone ${todayIn}) at time zone ${todayIn}`)
    return q.groupBy('shop_id').execute()
  },

  /** A page of paid payments at some shops, newest first. */
  paidPage: async (db: Db, tenantId: number, shopIds: number[], limit: number, offset: number) => {
    const q = db
      .selectFrom('store_payments')
      .where('tenant_id', '=', tenantId)
      .where('shop_id', 'in', shopIds.length ? shopIds : [0])
      .where('state', '=', 'paid')
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('paid_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: total.n }
  },
}
