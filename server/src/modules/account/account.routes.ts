import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from '@sinclair/typebox'
import {
  AccountItem, AuthenBody, AuthenLog, BindEmailBody, BindPhoneBody, InfoBody, LoginBody, LogOffQuery, RegisterBody, SmsBody, SmsParams, SmsResult,
  TokenResult, UpdatePasswordBody, UserInfo,
} from '../../../../types/account.js'
import { Envelope } from '../../../../types/common.js'
import { ok } from '../../core/envelope.js'
import { fail } from '../../core/errors.js'
import { optionalAuth, requireAuth, revokeSession } from '../../plugins/auth.js'
import { accountRepo } from './account.repository.js'
import * as svc from './account.service.js'
import { LocalSmsProvider, type SmsProvider } from './sms.js'

const Nothing = Envelope(Type.Null())

/** Account and auth calls of spec section 7. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sms: SmsProvider = new LocalSmsProvider(app.db, app.log)
  const ctx = (req: FastifyRequest): svc.Ctx => ({
    db: app.db,
    kv: app.kv,
    sms,
    tenantId: req.tenant.id,
    lang: req.lang,
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    tokenTtl: app.config.tokenTtl,
  })

  app.post('/customer/api/sms/register/:type', { schema: { tags: ['account'], params: SmsParams, body: SmsBody, response: { 200: Envelope(SmsResult) } } }, async (req) =>
    ok(await svc.sendCode(ctx(req), req.params.type, req.body.phone, req.body.countryArea ?? '86')),
  )

  app.post('/customer/api/register', { schema: { tags: ['account'], body: RegisterBody, response: { 200: Envelope(TokenResult) } } }, async (req) => ok(await svc.register(ctx(req), req.body)))

  app.post('/auth/api/customer/login', { schema: { tags: ['account'], body: LoginBody, response: { 200: Envelope(TokenResult) } } }, async (req) => ok(await svc.login(ctx(req), req.body)))

  app.delete('/auth/api/customer/logout', { preHandler: requireAuth, schema: { tags: ['account'], response: { 200: Nothing } } }, async (req) => {
    await revokeSession(app.db, req.user!.sessionId)
    return ok(null)
  })

  app.post('/customer/api/info', { preHandler: requireAuth, schema: { tags: ['account'], body: Type.Optional(InfoBody), response: { 200: Envelope(UserInfo) } } }, async (req) => {
    if (req.body && Object.keys(req.body).length) await svc.updateInfo(ctx(req), req.user!.id, req.body)
    return ok(await svc.userInfo(ctx(req), req.user!.id))
  })

  app.get('/customer/api/account', { preHandler: requireAuth, schema: { tags: ['account'], response: { 200: Envelope(Type.Array(AccountItem)) } } }, async (req) => {
    const rows = await accountRepo.wallets(app.db, req.tenant.id, req.user!.id)
    return ok(rows.map((r) => ({ currency: r.currency, balance: r.balance, frozen: r.frozen, isDefault: r.is_default ? ('Y' as const) : ('N' as const) })))
  })

  app.put('/customer/api/updatePassword', { preHandler: optionalAuth, schema: { tags: ['account'], body: UpdatePasswordBody, response: { 200: Nothing } } }, async (req) => {
    await svc.updatePassword(ctx(req), req.user?.id, req.user?.sessionId, req.body)
    return ok(null)
  })

  app.put('/customer/api/bindPhone', { preHandler: requireAuth, schema: { tags: ['account'], body: BindPhoneBody, response: { 200: Nothing } } }, async (req) => {
    await svc.bindPhone(ctx(req), req.user!.id, req.body)
    return ok(null)
  })

  app.post('/customer/api/bindEmail', { preHandler: requireAuth, schema: { tags: ['account'], body: BindEmailBody, response: { 200: Nothing } } }, async (req) => {
    await svc.bindEmail(ctx(req), req.user!.id, req.body.email)
    return ok(null)
  })

  app.get('/customer/api/logOff', { preHandler: requireAuth, schema: { tags: ['account'], querystring: LogOffQuery, response: { 200: Nothing } } }, async (req) => {
    await svc.logOff(ctx(req), req.user!.id, req.query.code)
    return ok(null)
  })

  app.post('/customer/api/authen', { preHandler: requireAuth, schema: { tags: ['account'], body: AuthenBody, response: { 200: Nothing } } }, async (req) => {
    await svc.requestAuthen(ctx(req), req.user!.id, req.body)
    return ok(null)
  })

  app.get('/customer/api/authenLog', { preHandler: requireAuth, schema: { tags: ['account'], response: { 200: Envelope(AuthenLog) } } }, async (req) => ok(await svc.authenLog(ctx(req), req.user!.id)))

  // development and test only: what the local SMS provider sent
  app.get('/dev/sms/outbox', { schema: { hide: true, querystring: Type.Object({ phone: Type.String({ maxLength: 20 }) }, { additionalProperties: false }) } }, async (req) => {
    if (!app.config.exposeOutbox) throw fail.notFound()
    const rows = await accountRepo.outbox(app.db, req.tenant.id, req.query.phone)
    return ok(rows.map((r) => ({ phone: r.phone, text: r.text, code: r.text.match(/\b(\d{6})\b/)?.[1] ?? null, time: new Date(r.created_at).toISOString() })))
  })
}
