// All SQL of the newcomer area.
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

/** Offers, purchases, the pack and the gifts. */
export const newcomerRepo = {
  /** Offers, newest window first; `openOnly`: active and within their window now. */
  offers: (db: Db, tenantId: number, openOnly: boolean) => {
    let q = db
      .selectFrom('newcomer_offers')
      .selectAll()
      .select(sql<boolean>`status = 'active' and start_at <= now() and end_at > now()`.as('open'))
      .where('tenant_id', '=', tenantId)
    if (openOnly)
      q = q
        .where('status', '=', 'active')
        .where('start_at', '<=', sql<Date>`now()`)
        .where('end_at', '>', sql<Date>`now()`)
    return q.orderBy('start_at', 'desc').orderBy('id', 'desc').execute()
  },
  offer: (db: Db, tenantId: number, id: number) =>
    db
      .selectFrom('newcomer_offers')
      .selectAll()
      .select(sql<boolean>`status = 'active' and start_at <= now() and end_at > now()`.as('open'))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst(),
  insertOffer: async (db: Db, v: { tenant_id: number; sku_id: number; price: number; start_at: Date; end_at: Date; status: string }) =>
    (await db.insertInto('newcomer_offers').values(v).returning('id').executeTakeFirstOrThrow()).id,
  updateOffer: (db: Db, tenantId: number, id: number, v: { price: number; start_at: Date; end_at: Date; status: string }) =>
    db.updateTable('newcomer_offers').set(v).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  /** Record a purchase once: false when the user already has one of this offer. */
  async insertBuy(db: Db, v: { tenant_id: number; offer_id: number; user_id: number; order_id: number; pay_no: string }): Promise<boolean> {
    const r = await db
      .insertInto('newcomer_buys')
      .values(v)
      .onConflict((oc) => oc.columns(['tenant_id', 'offer_id', 'user_id']).doNothing())
      .executeTakeFirst()
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1
  },
  bought: (db: Db, tenantId: number, userId: number, offerIds: number[]) =>
    offerIds.length
      ? db
          .selectFrom('newcomer_buys')
          .select('offer_id')
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .where('offer_id', 'in', offerIds)
          .execute()
      : Promise.resolve([]),
  /** A cancelled unpaid order's purchases are undone (the user may buy again). */
  deleteBuys: (db: Db, tenantId: number, userId: number, orderIds: number[]) =>
    db.deleteFrom('newcomer_buys').where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('order_id', 'in', orderIds).execute(),
  soldCounts: async (db: Db, tenantId: number) =>
    new Map(
      (
        await db
          .selectFrom('newcomer_buys')
          .select(['offer_id', sql<number>`count(*)::int`.as('n')])
          .where('tenant_id', '=', tenantId)
          .groupBy('offer_id')
          .execute()
      ).map((r) => [Number(r.offer_id), r.n]),
    ),

  pack: async (db: Db, tenantId: number) =>
    (await db.selectFrom('newcomer_pack').select('coupon_id').where('tenant_id', '=', tenantId).orderBy('sort').orderBy('coupon_id').execute()).map((r) =>
      Number(r.coupon_id),
    ),
  async setPack(db: Db, tenantId: number, couponIds: number[]) {
    await db.deleteFrom('newcomer_pack').where('tenant_id', '=', tenantId).execute()
    if (couponIds.length)
      await db
        .insertInto('newcomer_pack')
        .values(couponIds.map((id, i) => ({ tenant_id: tenantId, coupon_id: id, sort: i })))
        .execute()
  },
  /** The gift's row, once per user: false when the user already got the pack. */
  async insertGift(db: Db, tenantId: number, userId: number, coupons: number): Promise<boolean> {
    const r = await db
      .insertInto('newcomer_gifts')
      .values({ tenant_id: tenantId, user_id: userId, coupons })
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
      .executeTakeFirst()
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1
  },
  gift: (db: Db, tenantId: number, userId: number) =>
    db.selectFrom('newcomer_gifts').select('coupons').where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirst(),
}
