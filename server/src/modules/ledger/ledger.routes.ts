import type { FastifyInstance } from 'fastify'
import { LedgerApi } from '../../../../types/ledger.js'
import { PaymentApi } from '../../../../types/payment.js'
import { idempotencyKey, route } from '../../core/route.js'
import * as svc from './ledger.service.js'

const tags = ['ledger']

export async function ledgerRoutes(app: FastifyInstance) {
  route(app, LedgerApi.accounts, (c) => svc.accounts(c), { tags })
  route(app, PaymentApi.staffCredit, (c, { body }, req) => svc.credit(c, body, idempotencyKey(req)), { tags })
}
