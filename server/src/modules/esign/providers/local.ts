import crypto from 'node:crypto'
import { ESIGN_TOLERANCE_SEC } from '../../../../../types/esign-codes.js'
import type { RequestCtx } from '../../../core/context.js'
import { sha256, signCallback, verifyCallback } from '../../../core/crypto.js'
import { enqueueJob, registerJob } from '../../../core/jobs.js'
import { systemService } from '../../system/index.js'
import { esignRepo as repo, type EnvelopeRow } from '../esign.repository.js'
import type { EsignProvider, SignedEvent } from './provider.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

/**
 * The LOCAL e-sign provider: what signs until a real provider is configured, and behaves like one. `create`
 * keeps the document at the provider's side (`esign_local_envelopes`) and gives a hosted page on our server
 * (`/esign/local/<token>`: the document, an "I have read and agree" tick, sign or decline). Signing there makes
 * the signed copy (the document, the signer and the time, sealed by its SHA-256) and queues the provider's
 * SIGNED callback to our notify route: signed with the tenant's e-sign secret, delivered by a job that
 * retries with backoff until acknowledged, each delivery with an id of its own.
 *
 * Signature: headers `x-esign-timestamp` (unix seconds) and `x-esign-signature` = hex HMAC-SHA256(secret,
 * "<timestamp>.<canonical JSON body>"); a timestamp more than ESIGN_TOLERANCE_SEC away is refused.
 */

/** The tenant's e-sign secret (the `secret` of the setting `esign`), else the local provider's development secret. */
export async function esignSecret(c: Scope): Promise<string> {
  const s = await systemService.getSetting<{ secret?: string }>(c, 'esign', {})
  return s.secret || `local-esign-${c.tenantId}`
}

/** The signed copy the provider keeps: the document, then who signed when, in the document's language. */
export function signedCopy(e: Pick<EnvelopeRow, 'document' | 'signer_name' | 'id'>, at: Date, sealLine: string) {
  return `${e.document}\n\n----\n${sealLine}\n${e.signer_name} · ${at.toISOString()} · LOCAL-ENV-${e.id} · ${sha256(e.document)}\n`
}

export const localEsign: EsignProvider = {
  name: 'local',
  async create(c, e) {
    const token = crypto.randomBytes(24).toString('hex')
    const row = await repo.insertEnvelope(c.db, {
      tenant_id: c.tenantId,
      token,
      contract_no: e.contractNo,
      title: e.title,
      document: e.document,
      signer_name: e.signerName,
      lang: e.lang,
    })
    return { envelopeId: `LOCAL-ENV-${row.id}`, signUrl: `${c.config?.apiPrefix ?? '/api'}/esign/local/${token}` }
  },
  async verify(c, headers, body) {
    const v = verifyCallback(await esignSecret(c), headers['x-esign-timestamp'], headers['x-esign-signature'], body, ESIGN_TOLERANCE_SEC)
    if (!v.ok) return v
    const b = v.body
    const hex = (x: unknown) => typeof x === 'string' && /^[0-9a-f]{64}$/.test(x)
    if (
      typeof b.deliveryId !== 'string' ||
      typeof b.eventId !== 'string' ||
      typeof b.envelopeId !== 'string' ||
      typeof b.contractNo !== 'string' ||
      (b.status !== 'SIGNED' && b.status !== 'DECLINED') ||
      !hex(b.documentSha256) ||
      (b.status === 'SIGNED' && !hex(b.signedSha256)) ||
      typeof b.signedAt !== 'string'
    )
      return { ok: false, why: 'fields' }
    return { ok: true, event: b as unknown as SignedEvent }
  },
}

// ---------------------------------------------------------------- the provider's side: the page's buttons, its callback

/** The hosted page's sign button: the signed copy kept, the callback queued. Answers the envelope (undefined: unknown token). */
export async function signAtProvider(c: RequestCtx, token: string, sealLine: string): Promise<EnvelopeRow | undefined> {
  const run = async (db: RequestCtx['db']) => {
    const e = await repo.envelopeByToken(db, token, { forUpdate: true })
    if (!e || e.state !== 'pending') return e
    const at = new Date()
    const document = signedCopy(e, at, sealLine)
    const signed = await repo.signEnvelope(db, e.id, { document, sha256: sha256(document), at })
    await enqueueJob(db, { tenantId: e.tenant_id, kind: CALLBACK_JOB, payload: { envelopeId: e.id }, key: `esign:${e.id}` })
    return signed
  }
  return c.db.isTransaction ? run(c.db) : c.db.transaction().execute(run)
}

/** The hosted page's decline button: the provider tells us too. */
export async function declineAtProvider(c: RequestCtx, token: string): Promise<EnvelopeRow | undefined> {
  return c.db.transaction().execute(async (db) => {
    const e = await repo.envelopeByToken(db, token, { forUpdate: true })
    if (!e || e.state !== 'pending') return e
    await repo.declineEnvelope(db, e.id)
    await enqueueJob(db, { tenantId: e.tenant_id, kind: CALLBACK_JOB, payload: { envelopeId: e.id }, key: `esign:${e.id}` })
    return { ...e, state: 'declined' }
  })
}

/** The callback body of an envelope's outcome (a fresh delivery id each time it is sent). */
export function callbackBody(e: EnvelopeRow): Record<string, unknown> {
  return {
    deliveryId: crypto.randomUUID(),
    eventId: `LOCAL-EVT-${e.id}-${e.state}`,
    envelopeId: `LOCAL-ENV-${e.id}`,
    contractNo: e.contract_no,
    status: e.state === 'signed' ? 'SIGNED' : 'DECLINED',
    documentSha256: sha256(e.document),
    signedSha256: e.signed_sha256 ?? '',
    signedAt: (e.signed_at ? new Date(e.signed_at) : new Date()).toISOString(),
  }
}

/** Headers of a signed callback (what the local provider sends; tests sign their own with it). */
export function callbackHeaders(secret: string, body: Record<string, unknown>, ts = Math.floor(Date.now() / 1000)) {
  return { 'content-type': 'application/json', 'x-esign-timestamp': String(ts), 'x-esign-signature': signCallback(secret, ts, body) }
}

/** How the provider reaches our callback route (set by esign.routes.ts to the app's own route). */
type Delivery = (tenant: string, headers: Record<string, string>, body: Record<string, unknown>) => Promise<boolean>
let deliver: Delivery | undefined
export const setCallbackDelivery = (d: Delivery) => {
  deliver = d
}

/** The provider's callback job: sign, POST to the tenant's notify path, throw (retry with backoff) until acknowledged. */
export const CALLBACK_JOB = 'esign:callback'
registerJob(
  CALLBACK_JOB,
  async (ctx, payload: { envelopeId: number }) => {
    const e = await repo.envelopeById(ctx.db, payload.envelopeId)
    if (!e || e.state === 'pending') return
    if (!deliver) throw new Error('no e-sign callback delivery: the e-sign routes are not registered in this process')
    const body = callbackBody(e)
    const ok = await deliver(await repo.tenantCode(ctx.db, e.tenant_id), callbackHeaders(await esignSecret({ db: ctx.db, tenantId: e.tenant_id }), body), body)
    if (!ok) throw new Error('e-sign callback not acknowledged')
  },
  { maxAttempts: 8, backoffMs: (n) => Math.min(2000 * 2 ** (n - 1), 30 * 60_000) },
)
