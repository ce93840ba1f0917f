import type { FastifyInstance } from 'fastify'
import { CatalogApi } from '../../../../types/catalog.js'
import { route } from '../../core/route.js'
import { ReviewApi } from '../../../../types/review.js'
import * as reviews from './catalog.reviews.js'
import * as svc from './catalog.service.js'
import * as editor from './catalog.editor.js'
import { EditorApi } from '../../../../types/editor.js'

const tags = ['catalog']

/** Catalog reads for guests and users. */
export async function catalogRoutes(app: FastifyInstance) {
  route(app, CatalogApi.productList, (c, { params, query }) => svc.productList(c, params.type, query), { tags })
  route(app, CatalogApi.productSearch, (c, { query }) => svc.productSearch(c, query), { tags })
  route(app, CatalogApi.productDetail, (c, { params }) => svc.productDetail(c, params.id), { tags })
  route(app, CatalogApi.productReviews, (c, { params, query }) => svc.productReviews(c, params.id, query), { tags })
  route(app, CatalogApi.reviewCounts, (c, { params }) => svc.reviewCounts(c, params.id), { tags })
  route(app, CatalogApi.review, (c, { params }) => svc.review(c, params.id), { tags })
  route(app, CatalogApi.categoryTree, (c, { query }) => svc.categoryTree(c, query.shopId), { tags })
  route(app, CatalogApi.shop, (c, { params }) => svc.shopHome(c, params.id), { tags })
  route(app, CatalogApi.hotWords, (c) => svc.hotWords(c), { tags })
  route(app, CatalogApi.suggest, (c, { query }) => svc.suggest(c, query.keyword), { tags })
  // the merchant's reviews (the catalog owns the reviews table: ADR 0088)
  route(app, ReviewApi.merchantList, (c, { query }) => reviews.merchantReviews(c, query), { tags: ['review'] })
  route(app, ReviewApi.reply, (c, { params, body }) => reviews.replyReview(c, params.id, body.reply), { tags: ['review'] })
  // the merchant's product editor: reads and the shelf (a product written with its SKUs: flows/editor.ts)
  route(app, EditorApi.products, (c, { query }) => editor.myProducts(c, query), { tags: ['editor'] })
  route(app, EditorApi.categories, (c) => editor.leafCategories(c), { tags: ['editor'] })
  route(app, EditorApi.product, (c, { params }) => editor.productEdit(c, params.id), { tags: ['editor'] })
  route(app, EditorApi.shelf, (c, { params, body }) => editor.setShelf(c, params.id, body.status), { tags: ['editor'] })
}
