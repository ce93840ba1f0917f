import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { Locale } from '../../../types/constants.js'
import type { Config } from '../config.js'
import type { Db } from '../db/database.js'
import type { Kv } from './kv.js'
import type { Realtime } from './realtime.js'

/**
 * What a service needs to know about the request, built once per request (`req.ctx`, by
 * `contextHook` after the tenant is resolved; the auth preHandler adds the user and roles). Services take it
 * first: `svc.login(ctx, body)`. Tests and seeds build one with `serviceCtx`.
 */
export interface RequestCtx {
  db: Db
  kv: Kv
  config: Config
  log: FastifyBaseLogger
  tenantId: number
  tenantCode: string
  lang: Locale
  ip: string
  userAgent?: string
  /** pushes frames to users' open sockets on any node (core/realtime.ts); absent in seeds and bare scripts */
  realtime?: Realtime
  /** set by the auth preHandler when a valid session came */
  userId?: number
  sessionId?: number
  /** the user's roles, read with the session by the auth step (core/auth.ts): staff checks look here */
  roles?: string[]
}

/** The context of a login-required route: the user is known. */
export interface UserCtx extends RequestCtx {
  userId: number
  sessionId: number
}

/** onRequest hook of the tenant scope: `req.ctx` from the app's dependencies and the resolved tenant. */
export async function contextHook(req: FastifyRequest) {
  const app = req.server
  req.ctx = {
    db: app.db,
    kv: app.kv,
    realtime: app.realtime,
    config: app.config,
    log: req.log,
    tenantId: req.tenant.id,
    tenantCode: req.tenant.code,
    lang: req.lang,
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  }
}

const silent: FastifyBaseLogger = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child: () => silent,
} as FastifyBaseLogger

/** A context outside a request (seeds, scripts, tests): tenant and dependencies given, no user unless set. */
export function serviceCtx(p: Pick<RequestCtx, 'db' | 'tenantId'> & Partial<RequestCtx>): RequestCtx {
  return { kv: undefined as unknown as Kv, config: undefined as unknown as Config, log: silent, tenantCode: '', lang: 'zh_CN', ip: '127.0.0.1', ...p }
}

/** The request's location (headers `latitude`, `longitude`), when both are sane numbers (pickup points by distance). */
export function locationOf(req: FastifyRequest) {
  const lat = Number(req.headers.latitude)
  const lng = Number(req.headers.longitude)
  return Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    (lat !== 0 || lng !== 0) &&
    req.headers.latitude !== undefined
    ? { lat, lng }
    : undefined
}
