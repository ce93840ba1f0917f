import type { Static } from '@sinclair/typebox'
import { FOOTPRINT_MAX, type FootprintItem, type ListQuery } from '../../../../types/footprint.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { catalogService } from '../catalog/index.js'
import { footprintErrors as E } from './footprint.errors.js'
import { footprintRepo as repo } from './footprint.repository.js'

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString()

/**
 * Record that the user viewed a product (nothing for a guest). The product detail calls this with its
 * request context after it found the product; it does not check the product again.
 */
export async function record(c: RequestCtx, productId: number) {
  if (!c.userId) return
  await repo.record(c.db, c.tenantId, c.userId, productId, FOOTPRINT_MAX)
}

/** The explicit call: the product must exist in this tenant. */
export async function recordChecked(c: UserCtx, productId: number) {
  if (!(await catalogService.productsBrief(c, [productId])).has(productId)) throw E.productNotFound()
  await record(c, productId)
  return null
}

/** Newest first, flat with `viewedAt` (the client groups by day). */
export async function list(c: UserCtx, q: Static<typeof ListQuery>) {
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.page(c.db, c.tenantId, c.userId, limit, offset)
  const products = await catalogService.productsBrief(
    c,
    rows.map((r) => r.product_id),
  )
  return {
    total,
    rows: rows.map((r): FootprintItem => {
      const p = products.get(r.product_id)
      return {
        id: r.id,
        productId: r.product_id,
        title: p?.title ?? '',
        image: p?.image ?? '',
        price: p?.price ?? 0,
        originalPrice: p?.originalPrice ?? 0,
        invalid: !p || !p.productOn || !p.shopOpen,
        viewedAt: iso(r.viewed_at),
      }
    }),
  }
}

/** Delete one; another user's id answers 404. */
export async function remove(c: UserCtx, id: number) {
  const count = await repo.remove(c.db, c.tenantId, c.userId, id)
  if (!count) throw E.notFound()
  return { count }
}

/** Delete all of the user's footprints. */
export async function clear(c: UserCtx) {
  return { count: await repo.remove(c.db, c.tenantId, c.userId) }
}
