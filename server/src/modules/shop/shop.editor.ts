import type { DeliveryBody, DeliveryRuleEdit, MyShop, PickupBody, PickupPointEdit, ShopBody, ShopEdit } from '../../../../types/editor.js'
import { EDITOR_IMAGE } from '../../../../types/editor-codes.js'
import type { UserCtx } from '../../core/context.js'
import { AppError } from '../../core/errors.js'
import { pick } from '../../core/texts.js'
import { uploadService, type PictureCheck } from '../upload/index.js'
import { shopEditorErrors as E } from './shop.errors.js'
import { shopRepo as repo } from './shop.repository.js'

// The merchant's shop editor (merchant/shop): only the shop's owner reads and writes it. Texts are written in
// the merchant's language as the one text of every language (ADR 0114). Every write to `shops` raises the
// catalogue's version (trigger, ADR 0065): the shop page and lists show the change on the next request.
type Ctx = Pick<UserCtx, 'db' | 'tenantId' | 'lang' | 'userId' | 'config'>

/** The same failure naming another field (a picture's or a text's). */
export const onField = (e: AppError, field: string) => new AppError(e.code, e.key, e.params, field, e.rule, e.status)

/** A failed picture check as the editor's error, naming `field` (`images.2` for the third of a list). */
export function pictureError(r: Extract<PictureCheck, { ok: false }>, field: string) {
  const e =
    r.why === 'small' ? E.imageSmall({ side: EDITOR_IMAGE.minSide }) : r.why === 'large' ? E.imageLarge({ mb: EDITOR_IMAGE.maxBytes / 1048576 }) : E.imageType()
  return onField(e, field)
}

/** The user's shops (403 when none: not a merchant). */
export async function myShops(c: Ctx): Promise<MyShop[]> {
  const rows = await repo.ownerShops(c.db, c.tenantId, c.userId)
  if (!rows.length) throw E.notMerchant()
  return rows.map((r) => ({ id: r.id, name: pick(r.name, c.lang), logo: r.logo ?? '', open: r.status === 'open' }))
}

/** The user's shop `id`: 403 for a user without a shop, 404 naming `shopId` for another's or an unknown one. */
export async function ownShop(c: Ctx, id: number) {
  const s = await repo.editable(c.db, c.tenantId, id)
  if (s && s.owner_id === c.userId) return s
  if (!(await repo.ownsShop(c.db, c.tenantId, c.userId))) throw E.notMerchant()
  throw E.shop()
}

const pointOf = (
  r: { id: number; name: unknown; address: string; address_i18n: unknown; hours: string; phone: string | null },
  lang: string,
): PickupPointEdit => ({
  id: r.id,
  name: pick(r.name, lang),
  address: pick(r.address_i18n, lang) || r.address,
  hours: r.hours,
  phone: r.phone ?? '',
})

export async function shopEdit(c: Ctx, id: number): Promise<ShopEdit> {
  const s = await ownShop(c, id)
  const [points, rules] = await Promise.all([repo.shopPickupPoints(c.db, c.tenantId, id), repo.deliveryRules(c.db, c.tenantId, [id])])
  const rule = rules[0]
  return {
    id: s.id,
    name: pick(s.name, c.lang),
    logo: s.logo ?? '',
    banner: s.banner ?? '',
    notice: pick(s.notice, c.lang),
    hours: s.hours ?? '',
    open: s.status === 'open',
    pickupPoints: points.map((p) => pointOf(p, c.lang)),
    delivery: rule ? { fee: rule.fee, freeOver: rule.free_over, provinceIds: (rule.regions ?? []) as number[] } : { fee: 0, freeOver: null, provinceIds: [] },
  }
}

const blank = (field: string) => onField(E.blank(), field)

/** Name, logo, banner, notice, hours, open or closed: checked whole, then written in one statement. */
export async function saveShop(c: Ctx, id: number, b: ShopBody): Promise<ShopEdit> {
  const s = await ownShop(c, id)
  const name = b.name.trim()
  if (!name) throw blank('name')
  const kept = [s.logo, s.banner, s.cover].filter((x): x is string => !!x)
  const logo = await uploadService.editorPictures(c, c.userId, [b.logo], kept, EDITOR_IMAGE)
  if (!logo.ok) throw pictureError(logo, 'logo')
  const banner = b.banner ? await uploadService.editorPictures(c, c.userId, [b.banner], kept, EDITOR_IMAGE) : ({ ok: true, urls: [] } as PictureCheck)
  if (!banner.ok) throw pictureError(banner, 'banner')
  await repo.updateShop(c.db, c.tenantId, id, {
    name: JSON.stringify({ [c.lang]: name }),
    logo: logo.urls[0],
    banner: banner.urls[0] ?? null,
    notice: JSON.stringify(b.notice.trim() ? { [c.lang]: b.notice.trim() } : {}),
    hours: b.hours || null,
    status: b.open ? 'open' : 'closed',
  })
  return shopEdit(c, id)
}

function pointValues(b: PickupBody) {
  const name = b.name.trim()
  if (!name) throw blank('name')
  const address = b.address.trim()
  if (!address) throw blank('address')
  return { name, address, hours: b.hours, phone: b.phone.trim() || null }
}

export async function addPickup(c: Ctx, shopId: number, b: PickupBody): Promise<PickupPointEdit> {
  await ownShop(c, shopId)
  const v = pointValues(b)
  const row = await repo.insertPickupPoint(c.db, {
    tenant_id: c.tenantId,
    shop_id: shopId,
    name: JSON.stringify({ [c.lang]: v.name }),
    address: v.address,
    address_i18n: null,
    hours: v.hours,
    phone: v.phone,
  })
  return pointOf(row, c.lang)
}

/** A pickup point of the user's shops (404 for another's, an unknown or a removed one). */
async function ownPoint(c: Ctx, id: number) {
  const p = await repo.pickupPoint(c.db, c.tenantId, id)
  if (!p) throw onField(E.pickup(), 'id')
  await ownShop(c, p.shop_id).catch((e: AppError) => {
    throw e.code === E.shop().code ? onField(E.pickup(), 'id') : e
  })
  return p
}

export async function savePickup(c: Ctx, id: number, b: PickupBody): Promise<PickupPointEdit> {
  await ownPoint(c, id)
  const v = pointValues(b)
  const row = await repo.updatePickupPoint(c.db, c.tenantId, id, {
    name: JSON.stringify({ [c.lang]: v.name }),
    address: v.address,
    address_i18n: null,
    hours: v.hours,
    phone: v.phone,
  })
  return pointOf(row, c.lang)
}

/** A removed point is closed, not deleted: orders placed for it still show where to pick up. */
export async function removePickup(c: Ctx, id: number): Promise<{ id: number }> {
  await ownPoint(c, id)
  await repo.closePickupPoint(c.db, c.tenantId, id)
  return { id }
}

/** The shop's delivery rule, written whole (the regions are checked by the caller: the editor flow asks the region tree). */
export async function saveDelivery(c: Ctx, shopId: number, b: DeliveryBody): Promise<DeliveryRuleEdit> {
  await ownShop(c, shopId)
  const regions = [...new Set(b.provinceIds)]
  await repo.putDeliveryRule(c.db, { tenant_id: c.tenantId, shop_id: shopId, fee: b.fee, free_over: b.freeOver, regions: JSON.stringify(regions) })
  return { fee: b.fee, freeOver: b.freeOver, provinceIds: regions }
}
