import type { FastifyInstance } from 'fastify'
import { BankApi } from '../../../../types/bank.js'
import { route } from '../../core/route.js'
import * as svc from './bank.service.js'

const tags = ['bank']

/** Bank cards (spec section 7 `customer/api/bank`) and the tenant's banks (`bankTypeList`): one record, one service call each. */
export async function bankRoutes(app: FastifyInstance) {
  route(app, BankApi.types, (c) => svc.types(c), { tags })
  route(app, BankApi.list, (c) => svc.list(c), { tags })
  route(app, BankApi.bind, (c, { body }) => svc.bind(c, body), { tags })
  route(app, BankApi.remove, (c, { params }) => svc.remove(c, params.id), { tags })
}
