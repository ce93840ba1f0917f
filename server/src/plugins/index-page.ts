import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sizedPath } from '../../../types/image-sizes.js'
import type { StartLayout } from '../../../types/system.js'
import type { RequestCtx } from '../core/context.js'
import { hooks } from '../core/hooks.js'
import type { TenantLookup } from './tenant.js'

/** What the page asks (ADR 0068): the tenant's splash layout is a setting, the system module's. */
declare module '../core/hooks.js' {
  interface HookProviders {
    /** the tenant's splash (start) layout as configured, through the settings cache; undefined: none */
    'page.startLayout': (c: Pick<RequestCtx, 'db' | 'tenantId'>) => Promise<StartLayout | undefined>
  }
}

/** `<script>` elements without `src` whose content runs (no type, or a JavaScript one). */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi
const JS_TYPE = /^\s*$|^(text|application)\/(java|ecma)script$|^module$/i

/** The CSP sources (`'sha256-...'`) of the inline scripts of an HTML page, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = []
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attrs = m[1] ?? ''
    if (/\ssrc\s*=/i.test(attrs)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? ''
    if (!JS_TYPE.test(type)) continue
    out.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`)
  }
  return out
}

/** What the boot script of index.html reads from `#boot-splash`: the tenant's splash and its first picture's URL. */
export interface BootSplash {
  tenant: string
  layout: StartLayout
  /** the first picture at the size the splash screen shows it (`?size=detail`) */
  src: string
}

/** The size the splash screen asks its pictures at (features/shell/splash-screen.tsx). */
const SPLASH_SIZE = 'detail' as const

/**
 * The built index.html with the tenant's splash written in (docs/perf/h5-first-paint.md): a
 * preload of the first ad picture right after `<head>` (found before any script), and the layout as a
 * JSON data block (`<script type="application/json">`: never executed, so no CSP source is needed; `<`
 * is escaped so the JSON cannot close the element). Without an open splash with pictures: the page as built.
 */
export function injectSplash(html: string, boot: BootSplash | null): string {
  if (!boot) return html
  const attr = boot.src.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  const json = JSON.stringify(boot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  const link = `<link rel="preload" as="image" fetchpriority="high" href="${attr}">`
  const data = `<script type="application/json" id="boot-splash">${json}</script>`
  const withLink = html.replace(/<head(\s[^>]*)?>/i, (h) => h + link)
  return withLink.replace(/<\/head>/i, `${data}</head>`)
}

interface Built {
  raw: Buffer
  br: Buffer
  gzip: Buffer
  etag: string
}

/** Compressed once per page version: brotli 9 / gzip 9 of a ~3 KB page take about a millisecond. */
function build(html: string): Built {
  const raw = Buffer.from(html, 'utf8')
  return {
    raw,
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
    etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`,
  }
}

/** How often the built file is looked at again (a new build without a restart). */
const FILE_CHECK_MS = 2_000

/**
 * The H5 index.html as the server sends it: read at start (and again when a new build replaces it), the
 * hashes of its inline scripts for the Content-Security-Policy, and per tenant the page with its splash
 * written in, kept compressed until the tenant's splash layout changes (the `page.startLayout` provider:
 * the system module's settings cache, kept a few seconds and cleared when the setting is written).
 */
export function indexPage(h5Dir: string, lookup: TenantLookup) {
  const file = path.join(h5Dir, 'index.html')
  let html: string | null = null
  let mtime = 0
  let checkedAt = 0
  let hashes: string[] = []
  const pages = new Map<string, { key: string; page: Built }>()

  const load = () => {
    checkedAt = Date.now()
    let st: fs.Stats
    try {
      st = fs.statSync(file)
    } catch {
      return
    }
    if (html !== null && st.mtimeMs === mtime) return
    html = fs.readFileSync(file, 'utf8')
    mtime = st.mtimeMs
    hashes = inlineScriptHashes(html)
    pages.clear()
  }
  load()

  /** The tenant's splash when it has an open layout with pictures, else null. */
  async function splashOf(app: FastifyInstance): Promise<BootSplash | null> {
    const code = app.config.defaultTenant
    // through the API's own tenant cache (plugins/tenant.ts)
    const { t, closed } = await lookup(code)
    if (!t || closed) return null
    const l = await hooks.get('page.startLayout', async () => undefined)({ db: app.db, tenantId: t.id })
    if (!l?.open || !l.imgList?.length) return null
    return { tenant: code, layout: l, src: sizedPath(l.imgList[0].url, SPLASH_SIZE) }
  }

  return {
    exists: () => html !== null,
    /** `'sha256-...'` of each inline script of the built page (CSP script-src). */
    scriptHashes: () => hashes,
    /**
     * GET `/` and `/index.html`. The H5 app's tenant is the build's DEFAULT_TENANT (the request
     * client's `tenant` header; nothing in the app changes it), the server's DEFAULT_TENANT by the
     * same name: the page carries that tenant's splash.
     */
    async send(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      if (Date.now() - checkedAt > FILE_CHECK_MS) load()
      if (html === null) return reply.callNotFound()
      // a failing database must not take the app's page away: the page as built
      const boot = await splashOf(app).catch((e) => {
        req.log.warn({ err: e }, 'index.html: splash layout unavailable')
        return null
      })
      const key = boot ? JSON.stringify(boot) : ''
      const tenant = app.config.defaultTenant
      let hit = pages.get(tenant)
      if (!hit || hit.key !== key) {
        hit = { key, page: build(injectSplash(html, boot)) }
        pages.set(tenant, hit)
      }
      const { page } = hit
      // (`Vary: Accept-Encoding` comes from the static plugin's onSend hook, as for the built files)
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', page.etag)
      const inm = req.headers['if-none-match']
      if (inm && inm.split(/\s*,\s*/).some((t) => t.replace(/^W\//, '') === page.etag)) return reply.code(304).send()
      const accept = String(req.headers['accept-encoding'] ?? '')
      const enc = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null
      if (enc) reply.header('content-encoding', enc)
      return reply.send(enc === 'br' ? page.br : enc === 'gzip' ? page.gzip : page.raw)
    },
  }
}

export type IndexPage = ReturnType<typeof indexPage>
