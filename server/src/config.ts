import path from 'node:path'

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
}

function int(v: string | undefined, dflt: number): number {
  if (v === undefined || v === '') return dflt
  const n = Number(v)
  if (!Number.isInteger(n) || n < 0) throw new Error(`invalid integer in environment: ${v}`)
  return n
}

function cors(v: string | undefined): boolean | string[] {
  if (!v || v === 'false') return false
  if (v === '*' || v === 'true') return true
  return v.split(',').map((s) => s.trim()).filter(Boolean)
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../..')
  const mode = (env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development') as Env
  let prefix = env.API_PREFIX ?? '/api'
  if (prefix && !prefix.startsWith('/')) prefix = '/' + prefix
  prefix = prefix.replace(/\/+$/, '')
  return {
    env: mode,
    port: int(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    apiPrefix: prefix,
    defaultTenant: env.DEFAULT_TENANT || 'default',
    corsOrigin: cors(env.CORS_ORIGIN),
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 10 * 1024 * 1024),
    h5Dir: path.resolve(root, env.H5_DIR || 'dist/h5'),
    exposeOutbox: mode !== 'production',
    tokenTtl: int(env.TOKEN_TTL, 30 * 24 * 3600),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    mapKeys: (env.MAP_KEYS ?? '').split(',').map((k) => k.trim()).filter(Boolean),
    mapKeyType: env.MAP_KEY_TYPE === '2' ? '2' : '1',
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : mode !== 'production',
  }
}

/** TRUST_PROXY: unset -> 'loopback'; true/false; or addresses/CIDRs/names separated by commas. */
function trustProxyOf(v: string | undefined): boolean | string {
  if (v === undefined || v === '') return 'loopback'
  if (v === 'true' || v === 'false') return v === 'true'
  return v
}
