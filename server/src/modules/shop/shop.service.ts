import type { Insertable } from 'kysely'
import type { PickupPoint } from '../../../../types/order.js'
import type { RequestCtx } from '../../core/context.js'
import { pick } from '../../core/texts.js'
import { shopEditorErrors, shopErrors as E } from './shop.errors.js'
import { shopRepo as repo } from './shop.repository.js'
import type { ShopTables } from './shop.schema.js'
import { onField, ownShop, pictureError, saveDelivery } from './shop.editor.js'
import { distanceM } from '../../core/geo.js'

// Shops as the other modules and flows see them: ownership, cards, selling terms, pickup points, delivery rules.
type Ctx = Pick<RequestCtx, 'db' | 'tenantId'>
type LangCtx = Pick<RequestCtx, 'db' | 'tenantId' | 'lang'>

/** Whether the user owns a shop of this tenant (the account's user info: `merchant`, through the hook account.ownsShop). */
export const ownsShop = (c: Ctx, userId: number): Promise<boolean> => repo.ownsShop(c.db, c.tenantId, userId)

/** The ids of the shops a user owns, by id (a merchant; empty for everyone else). */
export async function shopIdsOfOwner(c: Ctx, userId: number): Promise<number[]> {
  return (await repo.shopIdsOfOwner(c.db, c.tenantId, userId)).map((r) => r.id)
}

/** A shop's row with its listed products' count (the shop's home page); 404 for an unknown or another tenant's. */
export async function shopProfile(c: Ctx, id: number) {
  const s = await repo.profile(c.db, c.tenantId, id)
  if (!s) throw E.notFound()
  return s
}

/** A shop as favourites show it. */
export interface ShopState {
  id: number
  name: string
  logo: string
  open: boolean
}

/** Shops of this tenant by id (absent when unknown or another tenant's). */
export async function shopsBrief(c: LangCtx, shopIds: number[]): Promise<Map<number, ShopState>> {
  if (!shopIds.length) return new Map()
  const rows = await repo.byIds(c.db, c.tenantId, [...new Set(shopIds)])
  return new Map(rows.map((r) => [r.id, { id: r.id, name: pick(r.name, c.lang), logo: r.logo ?? '', open: r.status === 'open' }]))
}

/** Shops by id: their kind (retail, nearby_store, service, warehouse...) and name in the request's language. */
export async function shopKinds(c: LangCtx, shopIds: number[]): Promise<Map<number, { kind: string; name: string }>> {
  if (!shopIds.length) return new Map()
  const rows = await repo.kinds(c.db, c.tenantId, [...new Set(shopIds)])
  return new Map(rows.map((r) => [r.id, { kind: r.kind, name: pick(r.name, c.lang) }]))
}

/** A shop's selling terms (what checkout applies). */
export interface ShopTerms {
  id: number
  name: string
  ownerId: number
  open: boolean
  delivery: boolean
  selfPickup: boolean
  minDeliveryAmount: number
  address: string
  hours: string
  phone: string | null
  lat: number | null
  lng: number | null
}

type TermsRow = Awaited<ReturnType<typeof repo.terms>>[number]
type PointRow = Awaited<ReturnType<typeof repo.pickupPoints>>[number]
type RuleRow = Awaited<ReturnType<typeof repo.deliveryRules>>[number]

/** Shops by id with their selling terms (absent when unknown or another tenant's). */
export async function shopTerms(c: LangCtx, shopIds: number[]): Promise<Map<number, ShopTerms>> {
  if (!shopIds.length) return new Map()
  return termsOf(c, await repo.terms(c.db, c.tenantId, [...new Set(shopIds)]))
}

/**
 * What a checkout needs of its shops, in one statement: their terms, open pickup points (nearest first when the
 * request's location is known) and delivery rules (`shopTerms`, `pickupPointsOf`, `deliveryRules` at once).
 */
export async function sellingTerms(
  c: LangCtx,
  shopIds: number[],
  here?: { lat: number; lng: number },
): Promise<{ shops: Map<number, ShopTerms>; points: PickupPoint[]; rules: DeliveryRule[] }> {
  if (!shopIds.length) return { shops: new Map(), points: [], rules: [] }
  const rows = await repo.termsWithPointsAndRules(c.db, c.tenantId, [...new Set(shopIds)])
  const points = rows.flatMap((r) => r.points).sort((a, b) => a.id - b.id)
  return { shops: termsOf(c, rows), points: pointsOf(c, points, here), rules: rows.flatMap((r) => r.rules).map(ruleOf) }
}

function termsOf(c: LangCtx, rows: TermsRow[]): Map<number, ShopTerms> {
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: pick(r.name, c.lang),
        ownerId: r.owner_id,
        open: r.status === 'open',
        delivery: r.delivery,
        selfPickup: r.self_pickup,
        minDeliveryAmount: r.min_delivery_amount,
        address: r.address ?? '',
        hours: r.hours ?? '',
        phone: r.phone,
        lat: r.lat === null ? null : Number(r.lat),
        lng: r.lng === null ? null : Number(r.lng),
      },
    ]),
  )
}

/** The shops' open pickup points, nearest first when the request's location is known. */
export async function pickupPointsOf(c: LangCtx, shopIds: number[], here?: { lat: number; lng: number }): Promise<PickupPoint[]> {
  if (!shopIds.length) return []
  return pointsOf(c, await repo.pickupPoints(c.db, c.tenantId, shopIds), here)
}

function pointsOf(c: LangCtx, rows: PointRow[], here?: { lat: number; lng: number }): PickupPoint[] {
  const out = rows.map((r) => ({
    id: r.id,
    shopId: r.shop_id,
    name: pick(r.name, c.lang),
    address: pick(r.address_i18n, c.lang) || r.address,
    hours: r.hours,
    phone: r.phone,
    lat: r.lat,
    lng: r.lng,
    distance: here && r.lat !== null && r.lng !== null ? distanceM(here, { lat: r.lat, lng: r.lng }) : null,
  }))
  if (here) out.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity))
  return out
}

/** A shop's delivery fee rule: `fee` below `freeOver` (minor units), to `regions` (province ids; empty = everywhere). */
export interface DeliveryRule {
  shopId: number
  fee: number
  freeOver: number | null
  regions: number[]
}

export async function deliveryRules(c: Ctx, shopIds: number[]): Promise<DeliveryRule[]> {
  if (!shopIds.length) return []
  return (await repo.deliveryRules(c.db, c.tenantId, shopIds)).map(ruleOf)
}

const ruleOf = (r: RuleRow): DeliveryRule => ({ shopId: r.shop_id, fee: r.fee, freeOver: r.free_over, regions: (r.regions ?? []) as number[] })

/** Every shop of the tenant: kind, place, self pickup (the demo data of the order seed). */
export const allShops = (c: Ctx) => repo.all(c.db, c.tenantId)

/** What a new shop starts with (an approved shop application); the merchant edits the rest on the workbench. */
export interface NewShop {
  ownerId: number
  /** by language, e.g. `{ zh_CN: '...' }`; read with `pick` */
  name: Record<string, string>
  /** retail (an ordinary shop), service, nearby_store... */
  kind: string
  phone?: string | null
  address?: string | null
  regionId?: number | null
  lat?: number | null
  lng?: number | null
  logo?: string | null
  licenceImages?: string[]
  /** `open` unless given */
  status?: string
}

/** Create a shop in the caller's transaction (an approved application); answers its id. */
export async function createShop(c: Ctx, s: NewShop): Promise<number> {
  return repo.insertShop(c.db, {
    tenant_id: c.tenantId,
    owner_id: s.ownerId,
    name: JSON.stringify(s.name),
    kind: s.kind,
    status: s.status ?? 'open',
    phone: s.phone ?? null,
    address: s.address ?? null,
    region_id: s.regionId ?? null,
    lat: s.lat ?? null,
    lng: s.lng ?? null,
    logo: s.logo ?? null,
    cover: null,
    banner: null,
    hours: null,
    intro: JSON.stringify({}),
    licence_images: JSON.stringify(s.licenceImages ?? []),
    created_at: new Date(),
  })
}

/** Give a shop to another owner (the demo merchant of the order seed). */
export async function setShopOwner(c: Ctx, shopId: number, userId: number): Promise<void> {
  await repo.setOwner(c.db, c.tenantId, shopId, userId)
}

/** Demo pickup points and delivery rules (the order seed). */
export async function addPickupPoints(c: Ctx, rows: Array<Omit<Insertable<ShopTables['shop_pickup_points']>, 'tenant_id'>>): Promise<void> {
  if (rows.length)
    await repo.addPickupPoints(
      c.db,
      rows.map((r) => ({ ...r, tenant_id: c.tenantId })),
    )
}
export async function addDeliveryRules(c: Ctx, rows: Array<Omit<Insertable<ShopTables['shop_delivery_rules']>, 'tenant_id'>>): Promise<void> {
  if (rows.length)
    await repo.addDeliveryRules(
      c.db,
      rows.map((r) => ({ ...r, tenant_id: c.tenantId })),
    )
}

/** The shop module as others see it (its face, re-exported by index.ts): owners, shop cards and terms, pickup points, delivery rules, the demo seed's writes. */
export const shopService = {
  shopIdsOfOwner,
  /** the merchant's editor: the user's shop or the editor's 403/404; the delivery rule; picture failures as editor errors */
  ownShop,
  saveDelivery,
  pictureError,
  onField,
  regionsError: shopEditorErrors.regions,
  shopProfile,
  shopsBrief,
  shopKinds,
  shopTerms,
  sellingTerms,
  pickupPointsOf,
  deliveryRules,
  allShops,
  createShop,
  setShopOwner,
  addPickupPoints,
  addDeliveryRules,
}
