import type { RequestCtx } from '../../core/context.js'
import { digits, sha256 } from '../../core/crypto.js'
import { esignErrors as E } from './esign.errors.js'
import { esignRepo as repo, type ContractRow } from './esign.repository.js'
import { localEsign } from './providers/local.js'
import type { EsignProvider } from './providers/provider.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

/** The tenant's e-sign provider: the local one (no real provider's credentials exist here; ADR 0098). */
export const esignProvider = (_c: Scope): EsignProvider => localEsign

export interface SignRequest {
  userId: number
  /** what is signed ('withdrawal'); one signature per user, kind and version */
  kind: string
  version: string
  title: string
  document: string
  signerName: string
}

/**
 * Ask a user to sign a document: nothing to do when this kind and version is signed already; the pending
 * envelope of the same document and signer again; else a new envelope at the provider and our contract,
 * in one transaction. Answers the provider's hosted page.
 */
export async function start(c: RequestCtx, a: SignRequest): Promise<{ signed: boolean; url: string | null }> {
  const docSha = sha256(a.document)
  const run = async (tc: RequestCtx) => {
    const last = await repo.latest(tc.db, tc.tenantId, a.userId, a.kind, a.version)
    if (last?.state === 'signed') return { signed: true, url: null }
    if (last && last.doc_sha256 === docSha && last.signer_name === a.signerName) return { signed: false, url: last.sign_url }
    const provider = esignProvider(tc)
    const contractNo = `ES${Date.now()}${digits(6)}`
    const env = await provider.create(tc, { contractNo, title: a.title, document: a.document, signerName: a.signerName, lang: tc.lang })
    await repo.insertContract(tc.db, {
      tenant_id: tc.tenantId,
      user_id: a.userId,
      kind: a.kind,
      version: a.version,
      contract_no: contractNo,
      provider: provider.name,
      envelope_id: env.envelopeId,
      sign_url: env.signUrl,
      doc_sha256: docSha,
      signer_name: a.signerName,
    })
    return { signed: false, url: env.signUrl }
  }
  return c.db.isTransaction ? run(c) : c.db.transaction().execute((tx) => run({ ...c, db: tx }))
}

/** The user's signature of a kind and version: when, and the signed document's SHA-256 (undefined: not signed). */
export async function signature(c: Scope, userId: number, kind: string, version: string): Promise<{ signedAt: Date; signedSha256: string } | undefined> {
  const r: ContractRow | undefined = await repo.latest(c.db, c.tenantId, userId, kind, version)
  return r?.state === 'signed' && r.signed_at && r.signed_sha256 ? { signedAt: new Date(r.signed_at), signedSha256: r.signed_sha256 } : undefined
}

/**
 * The provider's callback. Refused (400, nothing changed): a bad or missing signature, a stale timestamp, a
 * delivery id seen before (a replay), an unknown contract or envelope, a document other than ours. A retry of
 * an event already applied (a new delivery) is acknowledged without effect. Accepted: the contract is signed,
 * with the signed document's SHA-256 and time, and the delivery recorded, in one transaction.
 */
export async function receiveCallback(c: RequestCtx, headers: Record<string, unknown>, body: unknown): Promise<'ack'> {
  const v = await esignProvider(c).verify(c, headers, body)
  if (!v.ok) {
    c.log?.warn({ why: v.why }, 'e-sign callback refused')
    throw E.callback()
  }
  const ev = v.event
  return c.db.transaction().execute(async (db): Promise<'ack'> => {
    const refuse = (why: string) => {
      c.log?.warn({ why, contractNo: ev.contractNo }, 'e-sign callback refused')
      return E.callback()
    }
    const k = await repo.contractByNo(db, c.tenantId, ev.contractNo, { forUpdate: true })
    if (!k || k.envelope_id !== ev.envelopeId) throw refuse('unknown contract')
    if (k.doc_sha256 !== ev.documentSha256) throw refuse('another document')
    const fresh = await repo.recordCallback(db, {
      tenant_id: c.tenantId,
      delivery_id: ev.deliveryId.slice(0, 100),
      event_id: ev.eventId.slice(0, 100),
      contract_no: k.contract_no,
      outcome: k.state === 'pending' ? ev.status : 'repeat',
    })
    if (!fresh) throw refuse('replayed delivery')
    if (k.state !== 'pending') return 'ack'
    if (ev.status === 'DECLINED') {
      await repo.markDeclined(db, k.id)
      return 'ack'
    }
    const at = new Date(ev.signedAt)
    // another envelope of the same version signed first (the user opened two): this one stays pending, the user is signed
    if ((await repo.latest(db, c.tenantId, k.user_id, k.kind, k.version))?.state === 'signed') return 'ack'
    await repo.markSigned(db, k.id, ev.signedSha256, Number.isNaN(at.getTime()) ? new Date() : at)
    return 'ack'
  })
}

/** E-signing as other modules see it (its face): ask for a signature, read one. */
export const esignService = { start, signature }
