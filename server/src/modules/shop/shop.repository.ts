import { sql, type Insertable, type Selectable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { ShopTables } from './shop.schema.js'

/** Where a nearby search starts and how far it reaches (metres). */
export interface Around {
  lat: number
  lng: number
  radius: number
}

const EARTH_M = 6_371_000
const DEG_LAT_M = 111_320

/** Great-circle metres from `a` to the row's lat/lng (haversine, in SQL; `least` guards rounding above 1). */
const metresFrom = (a: { lat: number; lng: number }) =>
  sql<number>`round(2 * ${EARTH_M} * asin(least(1, sqrt(power(sin(radians(s.lat - ${a.lat}) / 2), 2) + cos(radians(${a.lat}::float8)) * cos(radians(s.lat)) * power(sin(radians(s.lng - ${a.lng}) / 2), 2)))))::int`

/** The bounding box around `a`: latitude always; longitude unless it would cross the antimeridian or a pole. */
export function boxOf(a: Around) {
  const dLat = a.radius / DEG_LAT_M
  const cos = Math.cos((a.lat * Math.PI) / 180)
  const dLng = cos > 1e-6 ? a.radius / (DEG_LAT_M * cos) : 360
  const lng = a.lng - dLng < -180 || a.lng + dLng > 180 ? null : ([a.lng - dLng, a.lng + dLng] as const)
  return { lat: [a.lat - dLat, a.lat + dLat] as const, lng }
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeText = (kw: string) => `%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`

/** The nearby stores of kinds `kinds` within `a`, with their distance; `keyword` in any language of the name. */
function nearbyBase(db: Db, tenantId: number, kinds: readonly string[], a: Around, keyword?: string) {
  const box = boxOf(a)
  let q = db
    .selectFrom('shops as s')
    .select(['s.id', 's.name', 's.kind', 's.logo', 's.address', 's.address_i18n', 's.hours', 's.status', 's.rating', 's.lat', 's.lng'])
    .select(metresFrom(a).as('distance'))
    .where('s.tenant_id', '=', tenantId)
    .where('s.kind', 'in', kinds)
    .where('s.status', 'in', ['open', 'closed'])
    .where('s.lat', '>=', box.lat[0])
    .where('s.lat', '<=', box.lat[1])
  if (box.lng) q = q.where('s.lng', '>=', box.lng[0]).where('s.lng', '<=', box.lng[1])
  if (keyword) q = q.where(sql<boolean>`exists (select 1 from jsonb_each_text(s.name) n where n.value ilike ${likeText(keyword)})`)
  return q
}

/** All SQL of the shop area: shops, their pickup points and delivery rules. */
export const shopRepo = {
  // ---- nearby stores (shop.nearby.ts, ADR 0132) ----
  /** One page of the stores within the radius, nearest first (then by id), and how many there are. */
  nearby: async (db: Db, tenantId: number, kinds: readonly string[], a: Around, limit: number, offset: number, keyword?: string) => {
    const inner = nearbyBase(db, tenantId, kinds, a, keyword).as('n')
    const within = db.selectFrom(inner).where('n.distance', '<=', a.radius)
    const [rows, count] = await Promise.all([
      within.selectAll().orderBy('n.distance').orderBy('n.id').limit(limit).offset(offset).execute(),
      within.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(count.n) }
  },

  /** The best-rated open stores within the radius (the search page's hot words). */
  nearbyTop: (db: Db, tenantId: number, kinds: readonly string[], a: Around, limit: number) =>
    db
      .selectFrom(nearbyBase(db, tenantId, kinds, a).as('n'))
      .select(['n.id', 'n.name'])
      .where('n.distance', '<=', a.radius)
      .where('n.status', '=', 'open')
      .orderBy('n.rating', 'desc')
      .orderBy('n.distance')
      .limit(limit)
      .execute(),

  /** A store of those kinds with its distance from `a` and its products on the shelf. */
  nearbyOne: (db: Db, tenantId: number, kinds: readonly string[], id: number, a: { lat: number; lng: number }) =>
    db
      .selectFrom('shops as s')
      .selectAll('s')
      .select(metresFrom(a).as('distance'))
      .select((eb) =>
        eb
          .selectFrom('products as p')
          .select((e) => e.fn.countAll<string>().as('c'))
          .whereRef('p.shop_id', '=', 's.id')
          .where('p.status', '=', 'on')
          .as('goods_count'),
      )
      .where('s.tenant_id', '=', tenantId)
      .where('s.id', '=', id)
      .where('s.kind', 'in', kinds)
      .executeTakeFirst(),

  /** Shops' photos by id (the photo batch). */
  photos: (db: Db, tenantId: number, ids: number[]) =>
    db.selectFrom('shops').select(['id', 'photos', 'cover']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute(),

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

  /** Shops' terms with their open pickup points and delivery rules, in ONE statement (the checkout's read). */
  termsWithPointsAndRules: (db: Db, tenantId: number, shopIds: number[]) =>
    db
      .selectFrom('shops as s')
      .select([
        's.id',
        's.name',
        's.owner_id',
        's.status',
        's.delivery',
        's.self_pickup',
        's.min_delivery_amount',
        's.address',
        's.hours',
        's.phone',
        's.lat',
        's.lng',
      ])
      .select([
        sql<Array<Selectable<ShopTables['shop_pickup_points']>>>`coalesce((select json_agg(p order by p.id) from shop_pickup_points p
          where p.tenant_id = s.tenant_id and p.shop_id = s.id and p.status = 'open'), '[]')`.as('points'),
        sql<Array<Selectable<ShopTables['shop_delivery_rules']>>>`coalesce((select json_agg(r) from shop_delivery_rules r
          where r.tenant_id = s.tenant_id and r.shop_id = s.id), '[]')`.as('rules'),
      ])
      .where('s.tenant_id', '=', tenantId)
      .where('s.id', 'in', shopIds)
      .execute(),

  /** Shops' kinds and names (settlement: the commission rate per kind). */
  kinds: (db: Db, tenantId: number, shopIds: number[]) =>
    db.selectFrom('shops').select(['id', 'kind', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', shopIds).execute(),

  /** Every shop of the tenant with where it is (demo data). */
  all: (db: Db, tenantId: number) =>
    db.selectFrom('shops').select(['id', 'self_pickup', 'address', 'lat', 'lng', 'kind']).where('tenant_id', '=', tenantId).orderBy('id').execute(),

  insertShop: async (db: Db, v: Insertable<ShopTables['shops']>) => (await db.insertInto('shops').values(v).returning('id').executeTakeFirstOrThrow()).id,

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

  // ---- the merchant's editor (shop.editor.ts) ----
  /** The owner's shops with name, logo and state, by id. */
  ownerShops: (db: Db, tenantId: number, ownerId: number) =>
    db.selectFrom('shops').select(['id', 'name', 'logo', 'status']).where('tenant_id', '=', tenantId).where('owner_id', '=', ownerId).orderBy('id').execute(),

  editable: (db: Db, tenantId: number, id: number) =>
    db
      .selectFrom('shops')
      .select(['id', 'owner_id', 'name', 'logo', 'banner', 'cover', 'notice', 'hours', 'status'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst(),

  updateShop: (
    db: Db,
    tenantId: number,
    id: number,
    v: { name: string; logo: string; banner: string | null; notice: string; hours: string | null; status: string },
  ) => db.updateTable('shops').set(v).where('tenant_id', '=', tenantId).where('id', '=', id).execute(),

  /** every pickup point of a shop, open ones (a removed point is closed, kept for its orders) */
  shopPickupPoints: (db: Db, tenantId: number, shopId: number) =>
    db
      .selectFrom('shop_pickup_points')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('shop_id', '=', shopId)
      .where('status', '=', 'open')
      .orderBy('id')
      .execute(),

  pickupPoint: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('shop_pickup_points').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).where('status', '=', 'open').executeTakeFirst(),

  insertPickupPoint: (db: Db, v: Insertable<ShopTables['shop_pickup_points']>) =>
    db.insertInto('shop_pickup_points').values(v).returningAll().executeTakeFirstOrThrow(),

  updatePickupPoint: (db: Db, tenantId: number, id: number, v: { name: string; address: string; address_i18n: null; hours: string; phone: string | null }) =>
    db.updateTable('shop_pickup_points').set(v).where('tenant_id', '=', tenantId).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

  closePickupPoint: (db: Db, tenantId: number, id: number) =>
    db.updateTable('shop_pickup_points').set({ status: 'closed' }).where('tenant_id', '=', tenantId).where('id', '=', id).execute(),

  /** a shop's one delivery rule, written whole (insert or replace) */
  putDeliveryRule: (db: Db, v: { tenant_id: number; shop_id: number; fee: number; free_over: number | null; regions: string }) =>
    db
      .insertInto('shop_delivery_rules')
      .values(v)
      .onConflict((oc) => oc.column('shop_id').doUpdateSet({ fee: v.fee, free_over: v.free_over, regions: v.regions }))
      .execute(),
}
