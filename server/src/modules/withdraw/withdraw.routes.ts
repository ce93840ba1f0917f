import type { FastifyInstance } from 'fastify'
import { PayoutApi, payoutNotifyPath, WithdrawApi } from '../../../../types/withdraw.js'
import { idempotencyKey, route } from '../../core/route.js'
import { setPayoutDelivery } from './providers/payout-local.js'
import * as svc from './withdraw.service.js'
import { cashRule, cashSetting, saveSetting } from './withdraw.settings.js'

const tags = ['withdraw']

/** Cash settings, the agreement, withdrawals (shoppers and merchants), and the bank's payout notification. */
export async function withdrawRoutes(app: FastifyInstance) {
  route(app, WithdrawApi.setting, (c) => cashSetting(c), { tags })
  route(app, WithdrawApi.rule, (c, { params }) => cashRule(c, params.id), { tags })
  route(app, WithdrawApi.saveSetting, (c, { body }) => saveSetting(c, body), { tags })
  route(app, WithdrawApi.status, (c, { query }) => svc.status(c, query), { tags })
  route(app, WithdrawApi.fee, (c, { query }) => svc.fee(c, query), { tags })
  route(app, WithdrawApi.agreement, (c) => svc.agreement(c), { tags })
  route(app, WithdrawApi.sign, (c) => svc.sign(c), { tags })
  route(app, WithdrawApi.create, (c, { body }, req) => svc.create(c, body, idempotencyKey(req)), { tags })
  route(app, WithdrawApi.list, (c, { query }) => svc.list(c, query), { tags })
  route(app, WithdrawApi.detail, (c, { params }) => svc.detail(c, params.id), { tags })
  route(app, WithdrawApi.merchantSummary, (c) => svc.merchantSummary(c), { tags })
  route(
    app,
    PayoutApi.notify,
    async (c, _in, req, reply) => {
      await svc.receivePayoutNotice(c, req.headers, req.body)
      return reply.type('text/plain').send('success')
    },
    { tags, raw: true, config: { tenantFromPath: true } },
  )
  // the local bank notifies over this app's own route, as a bank calls it
  setPayoutDelivery(async (tenant, headers, body) => {
    const r = await app.inject({ method: 'POST', url: `${app.config.apiPrefix}${payoutNotifyPath(tenant)}`, headers, payload: body })
    return r.statusCode === 200 && r.body === 'success'
  })
}
