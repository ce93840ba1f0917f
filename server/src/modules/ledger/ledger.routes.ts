import type { FastifyInstance } from 'fastify'
import { LedgerApi } from '../../../../types/ledger.js'
import { route } from '../../core/route.js'
import * as svc from './ledger.service.js'

const tags = ['ledger']

export async function ledgerRoutes(app: FastifyInstance) {
  route(app, LedgerApi.accounts, (c) => svc.accounts(c), { tags })
}
