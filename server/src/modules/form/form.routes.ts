// The form module's routes: each endpoint record bound to one service call.
import type { FastifyInstance } from 'fastify'
import { FormApi } from '../../../../types/form.js'
import { route } from '../../core/route.js'
import * as svc from './form.service.js'

const tags = ['form']

/** The dynamic forms area's endpoints: one endpoint record, one service call each. */
export async function formRoutes(app: FastifyInstance) {
  route(app, FormApi.get, (c, { params }) => svc.get(c, params.id), { tags })
  route(app, FormApi.submit, (c, { body }) => svc.submit(c, body), { tags })
  route(app, FormApi.submission, (c, { params }) => svc.submission(c, params.id), { tags })
  route(app, FormApi.productForm, (c, { params }) => svc.productForm(c, params.productId), { tags })
  route(app, FormApi.productAnswers, (c, { body }) => svc.productAnswers(c, body), { tags })
  route(app, FormApi.deskList, (c) => svc.deskList(c), { tags })
  route(app, FormApi.deskCreate, (c, { body }) => svc.deskCreate(c, body), { tags })
  route(app, FormApi.deskSave, (c, { params, body }) => svc.deskSave(c, params.id, body), { tags })
  route(app, FormApi.deskPublish, (c, { params }) => svc.deskPublish(c, params.id), { tags })
}
