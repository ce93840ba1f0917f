// The wallet module's routes: each endpoint record bound to one service call.
import type { FastifyInstance } from 'fastify'
import { WalletApi, WalletPageApi } from '../../../../types/wallet.js'
import { route } from '../../core/route.js'
import { standInPage } from './wallet.page.js'
import * as svc from './wallet.service.js'

const tags = ['wallet']

/** The wallet area's endpoints, and the stand-in page of the wallet web pages (HTML, tenant in the path). */
export async function walletRoutes(app: FastifyInstance) {
  route(app, WalletApi.balances, (c) => svc.balances(c), { tags })
  route(app, WalletApi.history, (c, { params, query }) => svc.history(c, params.strategy, query, false), { tags })
  route(app, WalletApi.frozenHistory, (c, { params, query }) => svc.history(c, params.strategy, query, true), { tags })
  route(app, WalletApi.line, (c, { params }) => svc.line(c, params.id), { tags })
  route(app, WalletApi.currencies, (c) => svc.currencies(c), { tags })
  route(app, WalletApi.setDefault, (c, { body }) => svc.setDefault(c, body), { tags })
  route(app, WalletApi.webAccess, (c, { params }) => svc.webAccess(c, params.key), { tags })
  route(
    app,
    WalletPageApi.standIn,
    async (c, { params, query }, _req, reply) => {
      const page = await standInPage(c, params.key, query.token, query.lang)
      return reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page.html)
    },
    { tags, raw: true, hide: true, config: { tenantFromPath: true } },
  )
}
