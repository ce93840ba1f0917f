// The local stand-in of the partners' wallet web pages: a page of this server that does what a partner's page does
// with our hand-over, verifies the signed token, then shows who is signed in and for which page. Refused tokens
// (expired, forged, another tenant's or page's) get a page saying so, with status 401.
import type { WalletWebKey } from '../../../../types/wallet-codes.js'
import type { RequestCtx } from '../../core/context.js'
import { AppError } from '../../core/errors.js'
import { normalizeLang, t } from '../../i18n/index.js'
import { accountService } from '../account/index.js'
import { walletErrors as E } from './wallet.errors.js'
import { verifyToken } from './wallet.token.js'

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

function html(lang: string, title: string, body: string) {
  return `<!doctype html><html lang="${esc(lang.replace('_', '-'))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#222}main{max-width:420px;margin:16px auto;background:#fff;border-radius:12px;padding:20px}h1{font-size:18px;margin:0 0 8px}
p.note{font-size:13px;color:#888;margin:0 0 16px}dl{margin:0}dt{font-size:12px;color:#888;margin-top:12px}dd{margin:2px 0 0;font-size:15px;word-break:break-all}.refused{color:#e93b3d}</style></head><body><main>${body}</main></body></html>`
}

/** The stand-in page for `key` of the path's tenant (`c`), given the token the app added to its URL. */
export async function standInPage(c: RequestCtx, key: WalletWebKey, token: string | undefined, lang?: string): Promise<{ status: number; html: string }> {
  const L = lang ? normalizeLang(lang) : c.lang
  const title = t(L, `wallet.web.${key}`)
  try {
    const claims = verifyToken(c, token, { tenant: c.tenantCode, key })
    const name = (await accountService.nicknames(c, [claims.u])).get(claims.u)
    // a token of a user no longer in the tenant says nothing about anyone
    if (name === undefined) throw E.webTokenInvalid()
    const row = (label: string, value: string, id: string) => `<dt>${esc(label)}</dt><dd data-testid="${id}">${esc(value)}</dd>`
    return {
      status: 200,
      html: html(
        L,
        title,
        `<h1 data-testid="standin-title">${esc(title)}</h1><p class="note">${esc(t(L, 'wallet.standIn'))}</p><dl>${[
          row(t(L, 'wallet.standInUser'), `${name} (${claims.u})`, 'standin-user'),
          row(t(L, 'wallet.standInTenant'), claims.t, 'standin-tenant'),
          row(t(L, 'wallet.standInKey'), claims.k, 'standin-key'),
          row(t(L, 'wallet.standInUntil'), new Date(claims.exp * 1000).toISOString(), 'standin-until'),
        ].join('')}</dl>`,
      ),
    }
  } catch (e) {
    if (!(e instanceof AppError)) throw e
    const why = t(L, e.key === 'wallet.webTokenExpired' ? 'wallet.webTokenExpired' : 'wallet.webTokenInvalid')
    return { status: 401, html: html(L, title, `<h1>${esc(title)}</h1><p class="refused" data-testid="standin-refused">${esc(why)}</p>`) }
  }
}
