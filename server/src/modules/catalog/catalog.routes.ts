import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ProductCard, ProductListParams, ProductListQuery } from '../../../../types/catalog.js'
import { PageEnvelope } from '../../../../types/common.js'
import { page, paging } from '../../core/envelope.js'
import { catalogRepo } from './catalog.repository.js'

const pick = (v: unknown, lang: string) => {
  const m = (v ?? {}) as Record<string, string>
  return m[lang] ?? m.zh_CN ?? Object.values(m)[0] ?? ''
}

/** Catalog reads for guests and users. */
export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/customer/api/product/list/:type', { schema: { tags: ['catalog'], params: ProductListParams, querystring: ProductListQuery, response: { 200: PageEnvelope(ProductCard) } } }, async (req) => {
    const { limit, offset } = paging(req.query)
    const { rows, total } = await catalogRepo.list(app.db, req.tenant.id, { type: req.params.type, limit, offset, categoryId: req.query.categoryId, shopId: req.query.shopId, keyword: req.query.keyword })
    return page(
      rows.map((r) => ({
        id: r.id,
        title: pick(r.title, req.lang),
        image: (r.images as string[])[0] ?? '',
        price: r.min_price,
        originalPrice: r.min_original_price,
        sales: r.sales,
        shopId: r.shop_id,
        shopName: pick(r.shop_name, req.lang),
        inStock: Boolean(r.in_stock),
      })),
      total,
    )
  })
}
