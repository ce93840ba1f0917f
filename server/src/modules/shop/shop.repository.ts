import type { Insertable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { ShopTables } from './shop.schema.js'

/** All SQL of the shop area: shops, their pickup points and delivery rules. */
export const shopRepo = {
  /** the ids of the shops `ownerId` owns, by id */
  shopIdsOfOwner: (db: Db, tenantId: number, ownerId: number) =>
    db.selectFrom('shops').select('id').where('tenant_id', '=', tenantId).where('owner_id', '=', ownerId).orderBy('id').execute(),

  /** Whether the user owns a shop of this tenant (the merchant workbench's entry). */
  ownsShop: async (db: Db, tenantId: number, userId: number) =>
    !!(await db.selectFrom('shops').select('id').where('tenant_id', '=', tenantId).where('owner_id', '=', userId).limit(1).executeTakeFirst()),

  /** A shop with the number of its listed products (its home page). */
  profile: (db: Db, tenantId: number, id: number) =>
    db
      .selectFrom('shops as s')
      .selectAll('s')
      .select((eb) =>
        eb
          .selectFrom('products as p')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('p.shop_id', '=', 's.id')
          .where('p.status', '=', 'on')
          .as('product_count'),
      )
      .where('s.tenant_id', '=', tenantId)
      .where('s.id', '=', id)
      .executeTakeFirst(),

  /** Shops by id, as favourites show them. */
  byIds: (db: Db, tenantId: number, shopIds: number[]) =>
    db.selectFrom('shops').where('tenant_id', '=', tenantId).where('id', 'in', shopIds).select(['id', 'name', 'logo', 'status']).execute(),

  /** Shops by id with their selling terms (open, delivery, self pickup, delivery minimum, owner, place). */
  terms: (db: Db, tenantId: number, shopIds: number[]) =>
    db
      .selectFrom('shops')
      .select(['id', 'name', 'owner_id', 'status', 'delivery', 'self_pickup', 'min_delivery_amount', 'address', 'hours', 'phone', 'lat', 'lng'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', shopIds)
      .execute(),

  /** Shops' kinds and names (settlement: the commission rate per kind). */
  kinds: (db: Db, tenantId: number, shopIds: number[]) =>
    db.selectFrom('shops').select(['id', 'kind', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', shopIds).execute(),

  /** Every shop of the tenant with where it is (demo data). */
  all: (db: Db, tenantId: number) =>
    db.selectFrom('shops').select(['id', 'self_pickup', 'address', 'lat', 'lng', 'kind']).where('tenant_id', '=', tenantId).orderBy('id').execute(),

  setOwner: (db: Db, tenantId: number, shopId: number, userId: number) =>
    db.updateTable('shops').set({ owner_id: userId }).where('tenant_id', '=', tenantId).where('id', '=', shopId).execute(),

  /** The open pickup points of the shops, by id. */
  pickupPoints: (db: Db, tenantId: number, shopIds: number[]) =>
    db
      .selectFrom('shop_pickup_points')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('shop_id', 'in', shopIds)
      .where('status', '=', 'open')
      .orderBy('id')
      .execute(),

  deliveryRules: (db: Db, tenantId: number, shopIds: number[]) =>
    db.selectFrom('shop_delivery_rules').selectAll().where('tenant_id', '=', tenantId).where('shop_id', 'in', shopIds).execute(),

  /** Demo data (the order seed): shops that are not in the database yet get nothing here. */
  addPickupPoints: (db: Db, rows: Array<Insertable<ShopTables['shop_pickup_points']>>) => db.insertInto('shop_pickup_points').values(rows).execute(),
  addDeliveryRules: (db: Db, rows: Array<Insertable<ShopTables['shop_delivery_rules']>>) => db.insertInto('shop_delivery_rules').values(rows).execute(),
}
