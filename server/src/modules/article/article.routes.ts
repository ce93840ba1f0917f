// The article module's routes: each endpoint record bound to one service call.
import type { FastifyInstance } from 'fastify'
import { ArticleApi } from '../../../../types/article.js'
import { route } from '../../core/route.js'
import * as svc from './article.service.js'

const tags = ['article']

/** The information feed's endpoints: one endpoint record, one service call each (paths: ADR 0120). */
export async function articleRoutes(app: FastifyInstance) {
  route(app, ArticleApi.categories, (c) => svc.categories(c), { tags })
  route(app, ArticleApi.list, (c, { query }) => svc.list(c, query), { tags })
  route(app, ArticleApi.search, (c, { query }) => svc.search(c, query), { tags })
  route(app, ArticleApi.info, (c, { params }) => svc.info(c, params.id), { tags })
  route(app, ArticleApi.staffList, (c, { query }) => svc.staffList(c, query), { tags })
  route(app, ArticleApi.staffInfo, (c, { params }) => svc.staffInfo(c, params.id), { tags })
  route(app, ArticleApi.staffAdd, (c, { body }) => svc.staffAdd(c, body), { tags })
  route(app, ArticleApi.staffEdit, (c, { params, body }) => svc.staffEdit(c, params.id, body), { tags })
  route(app, ArticleApi.staffPublish, (c, { params }) => svc.staffPublish(c, params.id), { tags })
  route(app, ArticleApi.staffUnpublish, (c, { params }) => svc.staffUnpublish(c, params.id), { tags })
  route(app, ArticleApi.staffCategories, (c) => svc.staffCategories(c), { tags })
  route(app, ArticleApi.staffCategoryAdd, (c, { body }) => svc.staffCategoryAdd(c, body), { tags })
  route(app, ArticleApi.staffCategoryEdit, (c, { params, body }) => svc.staffCategoryEdit(c, params.id, body), { tags })
}
