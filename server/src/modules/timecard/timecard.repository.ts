// The timecard module's SQL, all of it, so the service holds rules only.
import { sql, type Insertable, type Selectable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { TimeCardsTable, TimecardTemplatesTable } from './timecard.schema.js'

export type TemplateRow = Selectable<TimecardTemplatesTable>
export type CardRow = Selectable<TimeCardsTable>

/** All SQL of the time card area: `timecard_templates`, `time_cards`, `time_card_uses`. */
export const timecardRepo = {
  templatesOfProducts: (db: Db, tenantId: number, productIds: number[]) =>
    productIds.length
      ? db.selectFrom('timecard_templates').selectAll().where('tenant_id', '=', tenantId).where('product_id', 'in', productIds).execute()
      : Promise.resolve([] as TemplateRow[]),

  templateProductIds: (db: Db, tenantId: number) => db.selectFrom('timecard_templates').select('product_id').where('tenant_id', '=', tenantId).execute(),

  insertTemplate: (db: Db, v: Insertable<TimecardTemplatesTable>) => db.insertInto('timecard_templates').values(v).returningAll().executeTakeFirstOrThrow(),

  /** Cards issued; a piece issued before (same order line and piece) is not issued again. */
  insertCards: (db: Db, rows: Array<Insertable<TimeCardsTable>>) =>
    rows.length
      ? db
          .insertInto('time_cards')
          .values(rows)
          .onConflict((oc) => oc.columns(['tenant_id', 'order_item_id', 'piece']).doNothing())
          .returning('id')
          .execute()
      : Promise.resolve([]),

  async cards(db: Db, tenantId: number, userId: number, f: { usableFor?: number }, limit: number, offset: number) {
    let q = db.selectFrom('time_cards').where('tenant_id', '=', tenantId).where('user_id', '=', userId)
    if (f.usableFor !== undefined)
      q = q
        .where('uses_left', '>', 0)
        .where('expires_at', '>', sql<Date>`now()`)
        .where(sql<boolean>`service_ids @> ${JSON.stringify([f.usableFor])}::jsonb`)
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(total.n) }
  },

  card: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('time_cards').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  byCode: (db: Db, tenantId: number, shopIds: number[], code: string) =>
    shopIds.length
      ? db
          .selectFrom('time_cards')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('shop_id', 'in', shopIds)
          .where('card_code', '=', code)
          .executeTakeFirst()
      : Promise.resolve(undefined),

  /** The use (or give-back) of `ref`, written once: undefined when it was written before. */
  insertUse: (db: Db, v: { tenant_id: number; card_id: number; kind: string; ref: string; delta: number }) =>
    db
      .insertInto('time_card_uses')
      .values(v)
      .onConflict((oc) => oc.constraint('time_card_uses_ref').doNothing())
      .returning('id')
      .executeTakeFirst(),

  /** One use taken in ONE conditional update: never below zero, never after expiry. Undefined when none could be. */
  takeUse: (db: Db, tenantId: number, cardId: number) =>
    db
      .updateTable('time_cards')
      .set({ uses_left: sql`uses_left - 1` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', cardId)
      .where('uses_left', '>', 0)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('refunded_at', 'is', null)
      .returningAll()
      .executeTakeFirst(),

  giveBack: (db: Db, tenantId: number, cardId: number) =>
    db
      .updateTable('time_cards')
      .set({ uses_left: sql`uses_left + 1` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', cardId)
      .where(sql<boolean>`uses_left < uses_total`)
      .where('refunded_at', 'is', null)
      .returningAll()
      .executeTakeFirst(),

  /** Per order item that issued cards: how many cards, and how many are still whole (no use taken, not refunded). */
  cardsOfItems: (db: Db, tenantId: number, itemIds: number[]) =>
    db
      .selectFrom('time_cards')
      .select(['order_item_id'])
      .select(sql<number>`count(*)::int`.as('cards'))
      .select(sql<number>`(count(*) filter (where refunded_at is null and uses_left = uses_total))::int`.as('whole'))
      .where('tenant_id', '=', tenantId)
      .where('order_item_id', 'in', itemIds)
      .groupBy('order_item_id')
      .execute(),

  /**
   * Mark up to `count` whole cards of an order item refunded in ONE statement (the rows locked; a card used meanwhile
   * no longer qualifies): the ids marked.
   */
  refundWhole: async (db: Db, tenantId: number, itemId: number, count: number) =>
    (
      await sql<{ id: number }>`
        update time_cards set refunded_at = now(), uses_left = 0
        where id in (
          select id from time_cards
          where tenant_id = ${tenantId} and order_item_id = ${itemId} and refunded_at is null and uses_left = uses_total
          order by piece desc limit ${count} for update
        ) and refunded_at is null and uses_left = uses_total
        returning id`.execute(db)
    ).rows,

  uses: (db: Db, tenantId: number, cardId: number) =>
    db
      .selectFrom('time_card_uses')
      .select(['kind', 'ref', 'delta', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('card_id', '=', cardId)
      .orderBy('id', 'desc')
      .limit(50)
      .execute(),
}
