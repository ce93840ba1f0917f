// The flash-sale module's SQL, all of it, so the service holds rules only.
import { sql, type Insertable, type Selectable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { SeckillItemsTable, SeckillSessionsTable } from './seckill.schema.js'

export type SessionRow = Selectable<SeckillSessionsTable>
export type ItemRow = Selectable<SeckillItemsTable>
export type ItemWithSession = ItemRow & { starts_at: Date; ends_at: Date; title: string }

const withSession = (db: Db, tenantId: number) =>
  db
    .selectFrom('seckill_items as i')
    .innerJoin('seckill_sessions as s', 's.id', 'i.session_id')
    .selectAll('i')
    .select(['s.starts_at', 's.ends_at', 's.title'])
    .where('i.tenant_id', '=', tenantId)

/** All SQL of flash sales: `seckill_sessions`, `seckill_items`, `seckill_buyers`. */
export const seckillRepo = {
  insertSession: (db: Db, r: Insertable<SeckillSessionsTable>) => db.insertInto('seckill_sessions').values(r).returningAll().executeTakeFirstOrThrow(),

  session: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('seckill_sessions').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  /** Sessions overlapping [from, to), by start time. */
  sessionsBetween: (db: Db, tenantId: number, from: Date, to: Date) =>
    db
      .selectFrom('seckill_sessions')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('ends_at', '>', from)
      .where('starts_at', '<', to)
      .orderBy('starts_at')
      .orderBy('id')
      .limit(20)
      .execute(),

  /** A page of sessions, newest start first, with their item counts. */
  sessionPage: (db: Db, tenantId: number, limit: number, offset: number) =>
    db
      .selectFrom('seckill_sessions as s')
      .selectAll('s')
      .select((eb) =>
        eb
          .selectFrom('seckill_items as i')
          .whereRef('i.session_id', '=', 's.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('items'),
      )
      .select(sql<number>`count(*) over ()::int`.as('total'))
      .where('s.tenant_id', '=', tenantId)
      .orderBy('s.starts_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),

  /** Sessions not over yet, by start (the workbench's choice), with their item counts. */
  openSessions: (db: Db, tenantId: number, now: Date) =>
    db
      .selectFrom('seckill_sessions as s')
      .selectAll('s')
      .select((eb) =>
        eb
          .selectFrom('seckill_items as i')
          .whereRef('i.session_id', '=', 's.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('items'),
      )
      .where('s.tenant_id', '=', tenantId)
      .where('s.ends_at', '>', now)
      .orderBy('s.starts_at')
      .limit(50)
      .execute(),

  /** The items of these sessions, in creation order. */
  itemsOfSessions: (db: Db, tenantId: number, sessionIds: number[]) =>
    db.selectFrom('seckill_items').selectAll().where('tenant_id', '=', tenantId).where('session_id', 'in', sessionIds).orderBy('id').execute(),

  item: (db: Db, tenantId: number, id: number) => withSession(db, tenantId).where('i.id', '=', id).executeTakeFirst() as Promise<ItemWithSession | undefined>,

  /** Units each of these items the user holds. */
  boughtOf: (db: Db, tenantId: number, userId: number, itemIds: number[]) =>
    db
      .selectFrom('seckill_buyers')
      .select(['item_id', 'bought'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('item_id', 'in', itemIds)
      .execute(),

  /** A new item; undefined when the SKU is already on sale in the session (nothing written). */
  insertItem: (db: Db, r: Insertable<SeckillItemsTable>) =>
    db
      .insertInto('seckill_items')
      .values(r)
      .onConflict((oc) => oc.constraint('seckill_items_sku_once').doNothing())
      .returningAll()
      .executeTakeFirst(),

  /** A page of the items of these shops, newest session first. */
  itemPage: (db: Db, tenantId: number, shopIds: number[], limit: number, offset: number) =>
    withSession(db, tenantId)
      .select(sql<number>`count(*) over ()::int`.as('total'))
      .where('i.shop_id', 'in', shopIds)
      .orderBy('s.starts_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute() as Promise<Array<ItemWithSession & { total: number }>>,

  /** Record `n` more units for the user, only while they stay within `limit`: the new count, undefined when over. */
  addBought: (db: Db, tenantId: number, itemId: number, userId: number, n: number, limit: number) =>
    db
      .insertInto('seckill_buyers')
      .values({ tenant_id: tenantId, item_id: itemId, user_id: userId, bought: n })
      .onConflict((oc) =>
        oc
          .columns(['item_id', 'user_id'])
          .doUpdateSet({ bought: sql`seckill_buyers.bought + excluded.bought` })
          .where(sql<boolean>`seckill_buyers.bought + excluded.bought <= ${limit}`),
      )
      .returning('bought')
      .executeTakeFirst(),

  /** Take `n` units of the item while at least `n` are left and it has not been closed: true when taken. */
  takeLeft: async (db: Db, tenantId: number, itemId: number, n: number) =>
    (
      await db
        .updateTable('seckill_items')
        .set({ left: sql`"left" - ${n}` })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', itemId)
        .where('left', '>=', n)
        .where('returned_at', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows > 0n,

  /** Give `n` units back to an item still on sale: the row (its SKU) when given, undefined when the item was closed. */
  giveLeft: (db: Db, tenantId: number, itemId: number, n: number) =>
    db
      .updateTable('seckill_items')
      .set({ left: sql`"left" + ${n}` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', itemId)
      .where('returned_at', 'is', null)
      .returning(['id', 'sku_id'])
      .executeTakeFirst(),

  subBought: (db: Db, tenantId: number, itemId: number, userId: number, n: number) =>
    db
      .updateTable('seckill_buyers')
      .set({ bought: sql`greatest(bought - ${n}, 0)` })
      .where('tenant_id', '=', tenantId)
      .where('item_id', '=', itemId)
      .where('user_id', '=', userId)
      .execute(),

  /** Close the session's items that are still open: their `left` becomes `returned` (given back to stock by the caller). */
  closeItems: (db: Db, tenantId: number, sessionId: number) =>
    db
      .updateTable('seckill_items')
      .set({ returned: sql`"left"`, left: 0, returned_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('session_id', '=', sessionId)
      .where('returned_at', 'is', null)
      .returning(['id', 'sku_id', 'returned'])
      .execute(),

  skuOf: (db: Db, tenantId: number, itemId: number) =>
    db.selectFrom('seckill_items').select(['sku_id', 'returned_at']).where('tenant_id', '=', tenantId).where('id', '=', itemId).executeTakeFirst(),
}
