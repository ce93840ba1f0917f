import { normalizeLang, t } from '../../i18n/index.js'
import type { RequestCtx } from '../../core/context.js'
import { sha256 } from '../../core/crypto.js'
import { esignRepo as repo, type EnvelopeRow } from './esign.repository.js'
import { declineAtProvider, signAtProvider } from './providers/local.js'

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/**
 * The hosted page's one script (served from our origin, as the CSP allows): a form answers in place (fetch, then
 * the answer's body replaces the page's), so signing inside the app's web page adds no entry to the browser's
 * history and one "back" returns to the app. Without it the forms post as usual.
 */
export const PAGE_SCRIPT = `document.addEventListener('submit', function (e) {
  var f = e.target
  if (!(f instanceof HTMLFormElement) || !window.fetch || !window.DOMParser) return
  e.preventDefault()
  fetch(location.href, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(new FormData(f)).toString() })
    .then(function (r) { return r.text() })
    .then(function (html) {
      var d = new DOMParser().parseFromString(html, 'text/html')
      document.title = d.title
      document.body.replaceWith(document.adoptNode(d.body))
    })
    .catch(function () { f.submit() })
})
`

function page(lang: string, title: string, body: string, scriptUrl = '') {
  return `<!doctype html><html lang="${esc(lang.replace('_', '-'))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>${scriptUrl ? `<script src="${esc(scriptUrl)}" defer></script>` : ''}
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#222}main{max-width:560px;margin:16px auto;background:#fff;border-radius:12px;padding:20px}h1{font-size:18px;margin:0 0 8px}
.doc{white-space:pre-wrap;font-size:14px;line-height:1.6;border:1px solid #eee;border-radius:8px;padding:12px;max-height:50vh;overflow:auto;background:#fafafa}
.who{color:#666;font-size:13px;margin:8px 0}label{display:flex;gap:8px;align-items:center;margin:12px 0;font-size:14px}.err{color:#e93b3d;font-size:14px}
button{width:100%;padding:12px;font-size:16px;border:0;border-radius:8px;margin-top:8px}.sign{background:#e93b3d;color:#fff}.decline{background:#eee}code{word-break:break-all;font-size:12px}</style></head><body><main>${body}</main></body></html>`
}

/** The local provider's hosted signing page: the document, the signer, an agree tick, sign or decline. */
export async function signPage(c: RequestCtx, token: string, error?: string): Promise<string> {
  const e = await repo.envelopeByToken(c.db, token)
  if (!e) return page(c.lang, t(c.lang, 'esign.notFound'), `<h1>${esc(t(c.lang, 'esign.notFound'))}</h1>`)
  const L = normalizeLang(e.lang)
  if (e.state !== 'pending') return done(e)
  return page(
    L,
    e.title,
    `<h1>${esc(e.title)}</h1><p class="who">${esc(t(L, 'esign.signer', { name: e.signer_name }))}</p>
<div class="doc" data-testid="document">${esc(e.document)}</div>
${error ? `<p class="err" data-testid="error">${esc(error)}</p>` : ''}
<form method="post"><input type="hidden" name="action" value="sign"><label><input type="checkbox" name="agree" value="yes" data-testid="agree">${esc(t(L, 'esign.agree'))}</label>
<button class="sign" type="submit" data-testid="sign">${esc(t(L, 'esign.sign'))}</button></form>
<form method="post"><input type="hidden" name="action" value="decline"><button class="decline" type="submit" data-testid="decline">${esc(t(L, 'esign.decline'))}</button></form>`,
    `${c.config?.apiPrefix ?? '/api'}/esign/local/page.js`,
  )
}

/** The page once signed or declined: what happened and the signed copy's fingerprint; the app is where to go on. */
function done(e: EnvelopeRow) {
  const L = normalizeLang(e.lang)
  if (e.state === 'declined') return page(L, e.title, `<h1 data-testid="declined">${esc(t(L, 'esign.declined'))}</h1><p>${esc(t(L, 'esign.back'))}</p>`)
  return page(
    L,
    e.title,
    `<h1 data-testid="signed">${esc(t(L, 'esign.signed'))}</h1><p>${esc(t(L, 'esign.back'))}</p>
<p class="who">${esc(t(L, 'esign.fingerprint'))}</p><code data-testid="fingerprint">${esc(e.signed_sha256 ?? sha256(e.signed_document ?? ''))}</code>`,
  )
}

/** The page's forms: sign (the agree tick required) or decline; the provider then calls our server back. */
export async function signAct(c: RequestCtx, token: string, action: 'sign' | 'decline', agree?: string): Promise<string> {
  const e = await repo.envelopeByToken(c.db, token)
  if (!e) return signPage(c, token)
  const L = normalizeLang(e.lang)
  if (action === 'decline') {
    const d = await declineAtProvider(c, token)
    return d ? done(d) : signPage(c, token)
  }
  if (e.state === 'pending' && agree !== 'yes') return signPage(c, token, t(L, 'esign.mustAgree'))
  const s = await signAtProvider(c, token, t(L, 'esign.seal'))
  return s ? done(s) : signPage(c, token)
}

/** The signed copy as text (its SHA-256 is what the callback reported); nothing before it is signed. */
export async function signedDocument(c: RequestCtx, token: string): Promise<string | undefined> {
  const e = await repo.envelopeByToken(c.db, token)
  return e?.signed_document ?? undefined
}
