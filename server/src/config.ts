import fs from 'node:fs'
import path from 'node:path'
import { Type, type Static } from '@sinclair/typebox'
import { envSchema } from 'env-schema'

export type Env = 'development' | 'test' | 'production'

export interface Config {
  env: Env
  port: number
  host: string
  /** Root for the embedded database, uploads and generated files. */
  dataDir: string
  /** External PostgreSQL; when absent the embedded one under dataDir/pg is started. */
  databaseUrl?: string
  redisUrl?: string
  /** Key prefix in Redis (REDIS_PREFIX, default `mall:`): several servers or test runs can share one Redis. */
  redisPrefix: string
  /** Prefix of every API route, e.g. `/api`. */
  apiPrefix: string
  defaultTenant: string
  /** `false` (same origin only), `true` (reflect any origin) or a list of origins. */
  corsOrigin: boolean | string[]
  logLevel: string
  /** Largest JSON/form body, bytes. */
  bodyLimit: number
  /** Largest uploaded file, bytes. */
  uploadMaxBytes: number
  /** Built H5 app served at `/`. */
  h5Dir: string
  /** SMS outbox readable over HTTP (development and test only). */
  exposeOutbox: boolean
  /** Session lifetime, seconds. */
  tokenTtl: number
  /** whose X-Forwarded-For to believe (Fastify trustProxy): default only a proxy on this machine */
  trustProxy: boolean | string
  /** Map service keys handed to clients (`basics/keyMap`): MAP_KEYS (comma list), MAP_KEY_TYPE 1 or 2. */
  mapKeys: string[]
  mapKeyType: '1' | '2'
  /** OpenAPI document and its UI at `${apiPrefix}/docs` (API_DOCS; default on outside production). */
  apiDocs: boolean
  /**
   * The local stand-in payment gateway (hosted page, signed notifications) pays for online channels without a
   * configured secret (LOCAL_GATEWAY; default on outside production, ADR 0128).
   */
  localGateway: boolean
  /** Serve AVIF to browsers whose Accept names it (IMAGE_AVIF=true; default false: measured not worth it for the demo drawings, see docs/guide/areas/catalog.md). */
  imageAvif: boolean
  /** API answers above 1 KB compressed (brotli/gzip as accepted) when true (API_COMPRESS, default true). */
  apiCompress: boolean
  /**
   * The server secret (APP_SECRET, at least 32 characters) that keys are derived from (core/secrets.ts: the
   * bank card numbers' encryption key). Unset: tests use a fixed one; development and production generate a
   * random one once and keep it in `<dataDir>/app-secret` (several servers sharing a database must set it).
   */
  appSecret?: string
}

/**
 * The environment the server reads, as a schema: env-schema checks and converts it (integers, the
 * enumerations) and fills the defaults; an invalid value stops the start with the variable's name.
 * Empty values count as unset.
 */
const EnvSchema = Type.Object({
  NODE_ENV: Type.Optional(Type.String()),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  DATA_DIR: Type.String({ default: 'data' }),
  DATABASE_URL: Type.Optional(Type.String()),
  REDIS_URL: Type.Optional(Type.String()),
  REDIS_PREFIX: Type.String({ default: 'mall:' }),
  API_PREFIX: Type.String({ default: '/api' }),
  DEFAULT_TENANT: Type.String({ default: 'default' }),
  CORS_ORIGIN: Type.Optional(Type.String()),
  LOG_LEVEL: Type.Optional(Type.String()),
  BODY_LIMIT: Type.Integer({ minimum: 0, default: 1024 * 1024 }),
  UPLOAD_MAX_BYTES: Type.Integer({ minimum: 0, default: 10 * 1024 * 1024 }),
  H5_DIR: Type.String({ default: 'dist/h5' }),
  TOKEN_TTL: Type.Integer({ minimum: 0, default: 30 * 24 * 3600 }),
  TRUST_PROXY: Type.Optional(Type.String()),
  MAP_KEYS: Type.String({ default: '' }),
  MAP_KEY_TYPE: Type.Union([Type.Literal('1'), Type.Literal('2')], { default: '1' }),
  API_DOCS: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  LOCAL_GATEWAY: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  IMAGE_AVIF: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'false' }),
  API_COMPRESS: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  APP_SECRET: Type.Optional(Type.String({ minLength: 32 })),
})

function cors(v: string | undefined): boolean | string[] {
  if (!v || v === 'false') return false
  if (v === '*' || v === 'true') return true
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/**
 * The repository's root, that relative DATA_DIR and H5_DIR start from: the folder above this file whose package.json
 * has `workspaces`. The sources (server/src) and the build `npm start` runs (server/build/server/src) find the same one.
 */
function repoRoot(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json')
    if (fs.existsSync(pkg) && (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { workspaces?: unknown }).workspaces) return dir
    if (path.dirname(dir) === dir) return path.resolve(import.meta.dirname, '../..')
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = repoRoot()
  const known = Object.keys(EnvSchema.properties)
  const data = Object.fromEntries(Object.entries(env).filter(([k, v]) => known.includes(k) && v !== undefined && v !== ''))
  const e = envSchema<Static<typeof EnvSchema>>({ schema: EnvSchema, data, dotenv: false })
  const mode = (e.NODE_ENV === 'production' || e.NODE_ENV === 'test' ? e.NODE_ENV : 'development') as Env
  let prefix = e.API_PREFIX
  if (prefix && !prefix.startsWith('/')) prefix = '/' + prefix
  prefix = prefix.replace(/\/+$/, '')
  return {
    env: mode,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(root, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    apiPrefix: prefix,
    defaultTenant: e.DEFAULT_TENANT,
    corsOrigin: cors(e.CORS_ORIGIN),
    logLevel: e.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    bodyLimit: e.BODY_LIMIT,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    h5Dir: path.resolve(root, e.H5_DIR),
    exposeOutbox: mode !== 'production',
    tokenTtl: e.TOKEN_TTL,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    mapKeys: e.MAP_KEYS.split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    mapKeyType: e.MAP_KEY_TYPE,
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : mode !== 'production',
    localGateway: e.LOCAL_GATEWAY ? e.LOCAL_GATEWAY === 'true' : mode !== 'production',
    imageAvif: e.IMAGE_AVIF === 'true',
    apiCompress: e.API_COMPRESS !== 'false',
    appSecret: e.APP_SECRET,
  }
}

/** TRUST_PROXY: unset -> 'loopback'; true/false; or addresses/CIDRs/names separated by commas. */
function trustProxyOf(v: string | undefined): boolean | string {
  if (v === undefined || v === '') return 'loopback'
  if (v === 'true' || v === 'false') return v === 'true'
  return v
}
