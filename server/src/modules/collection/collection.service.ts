import { COLLECTION_MAX, type CollectionItem, type CollectionType } from '../../../../types/collection.js'
import type { Static } from '@sinclair/typebox'
import type { ListQuery } from '../../../../types/collection.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { catalogService } from '../catalog/index.js'
import { fail } from '../../core/errors.js'
import { shopService } from '../shop/index.js'
import { collectionErrors as E } from './collection.errors.js'
import { collectionRepo as repo } from './collection.repository.js'

/** Parse the `ids=3,5,8` list of a query (the schema checked its shape). */
function parseIds(field: string, text: string): number[] {
  const ids = text.split(',').map(Number)
  if (ids.some((n) => !Number.isSafeInteger(n))) throw fail.invalid(field, 'maximum', { limit: Number.MAX_SAFE_INTEGER })
  return [...new Set(ids)]
}

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString()

/** Favourites of a type, newest first; products or shops that cannot be bought or visited now are marked. */
export async function list(c: UserCtx, type: CollectionType, q: Static<typeof ListQuery>) {
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.page(c.db, c.tenantId, c.userId, type, limit, offset)
  const ids = rows.map((r) => r.target_id)
  if (type === 1) {
    const products = await catalogService.productsBrief(c, ids)
    return {
      total,
      rows: rows.map((r): CollectionItem => {
        const p = products.get(r.target_id)
        const reason = !p ? 'gone' : !p.productOn ? 'off' : !p.shopOpen ? 'shopClosed' : undefined
        return {
          id: r.id,
          type,
          targetId: r.target_id,
          title: p?.title ?? '',
          image: p?.image ?? '',
          ...(p ? { price: p.price, originalPrice: p.originalPrice, shopId: p.shopId, shopName: p.shopName } : {}),
          invalid: Boolean(reason),
          ...(reason ? { reason } : {}),
          createdAt: iso(r.created_at),
        }
      }),
    }
  }
  const shops = await shopService.shopsBrief(c, ids)
  return {
    total,
    rows: rows.map((r): CollectionItem => {
      const s = shops.get(r.target_id)
      const reason = !s ? 'gone' : !s.open ? 'shopClosed' : undefined
      return {
        id: r.id,
        type,
        targetId: r.target_id,
        title: s?.name ?? '',
        image: s?.logo ?? '',
        invalid: Boolean(reason),
        ...(reason ? { reason } : {}),
        createdAt: iso(r.created_at),
      }
    }),
  }
}

/** The ids of `targetIds` that exist in this tenant as products (1) or shops (2). */
async function existing(c: RequestCtx, type: CollectionType, targetIds: number[]) {
  const found = type === 1 ? await catalogService.productsBrief(c, targetIds) : await shopService.shopsBrief(c, targetIds)
  return targetIds.filter((id) => found.has(id))
}

/** Favourite a product or shop of this tenant; again is a no-op (one row, also under parallel adds). */
export async function add(c: UserCtx, type: CollectionType, targetId: number) {
  if (!(await existing(c, type, [targetId])).length) throw E.targetNotFound()
  if (!(await repo.has(c.db, c.tenantId, c.userId, type, targetId)) && (await repo.count(c.db, c.tenantId, c.userId, type)) >= COLLECTION_MAX)
    throw E.full({ max: COLLECTION_MAX })
  await repo.add(c.db, c.tenantId, c.userId, type, [targetId])
  return { favourite: true }
}

/** Remove one favourite (by product or shop id); not a favourite is a no-op. */
export async function remove(c: UserCtx, type: CollectionType, targetId: number) {
  return { count: await repo.remove(c.db, c.tenantId, c.userId, type, [targetId]) }
}

/** Remove several (`ids` comma list of product or shop ids). */
export async function removeMany(c: UserCtx, type: CollectionType, idsText: string) {
  return { count: await repo.remove(c.db, c.tenantId, c.userId, type, parseIds('ids', idsText)) }
}

/** Whether the user favourited it (false for a guest). */
export async function isFavourite(c: RequestCtx, type: CollectionType, targetId: number): Promise<boolean> {
  if (!c.userId) return false
  return repo.has(c.db, c.tenantId, c.userId, type, targetId)
}

/** Favourite products of this tenant (unknown ones skipped): the cart's "move to favourites", in its transaction. */
export async function addProducts(c: UserCtx, productIds: number[]) {
  await repo.add(c.db, c.tenantId, c.userId, 1, await existing(c, 1, [...new Set(productIds)]))
}

/**
 * The favourites as other modules see them (its face, re-exported by index.ts): the cart's "move to
 * favourites". The product detail's flag comes through the `catalog.isFavourite` hook (index.ts).
 */
export const collectionService = { addProducts }
