import type { FastifyInstance } from 'fastify'
import { AccountApi } from '../../../../types/account.js'
import { route } from '../../core/route.js'
import * as svc from './account.service.js'

const tags = ['account']

/** Account and auth calls of spec section 7: one endpoint record, one service call each. */
export async function accountRoutes(app: FastifyInstance) {
  route(app, AccountApi.sendCode, (c, { params, body }) => svc.sendCode(c, params.type, body), { tags })
  route(app, AccountApi.register, (c, { body }) => svc.register(c, body), { tags })
  route(app, AccountApi.login, (c, { body }) => svc.login(c, body), { tags })
  route(app, AccountApi.logout, async (c) => (await svc.logout(c), null), { tags })
  route(app, AccountApi.info, (c, { body }) => svc.info(c, body), { tags })
  route(app, AccountApi.updatePassword, async (c, { body }) => (await svc.updatePassword(c, body), null), { tags })
  route(app, AccountApi.bindPhone, async (c, { body }) => (await svc.bindPhone(c, body), null), { tags })
  route(app, AccountApi.bindEmail, async (c, { body }) => (await svc.bindEmail(c, body.email), null), { tags })
  route(app, AccountApi.logOff, async (c, { query }) => (await svc.logOff(c, query.code), null), { tags })
  // POST customer/api/authen is the real-name flow's (flows/real-name.ts: identity check, request and approval in one transaction)
  route(app, AccountApi.authenLog, (c) => svc.authenLog(c), { tags })
  // development and test only: what the local SMS provider sent
  route(app, AccountApi.smsOutbox, (c, { query }) => svc.smsOutbox(c, query.phone), { hide: true })
}
