import type { Locale } from '../../../../../types/constants.js'
import type { RequestCtx } from '../../../core/context.js'

/** A document to be signed by one person, as we hand it to an e-sign provider. */
export interface EnvelopeInput {
  /** our contract's number: the provider names it in its callback */
  contractNo: string
  title: string
  document: string
  signerName: string
  lang: Locale
}

/** A provider's SIGNED callback once verified: which contract, the document it signed, the signed copy. */
export interface SignedEvent {
  /** one id per delivery: the same delivery twice is a replay */
  deliveryId: string
  /** one id per signing event: retries of the same event share it */
  eventId: string
  envelopeId: string
  contractNo: string
  status: 'SIGNED' | 'DECLINED'
  /** SHA-256 (hex) of the document as we sent it */
  documentSha256: string
  /** SHA-256 (hex) of the signed document the provider keeps */
  signedSha256: string
  signedAt: string
}

/**
 * An electronic-signature service (ADR 0098): it takes a document and a signer, gives a hosted page where the
 * person signs, and tells our server by a signed callback. The local provider (providers/local.ts) is what
 * runs until a real one is configured; a real one is written against this interface.
 */
export interface EsignProvider {
  readonly name: string
  /** open an envelope; answers the provider's id and the hosted page (a path on our server for the local one) */
  create(c: RequestCtx, e: EnvelopeInput): Promise<{ envelopeId: string; signUrl: string }>
  /** a callback's headers and body checked (signature, timestamp, fields); the event or why not */
  verify(
    c: Pick<RequestCtx, 'db' | 'tenantId'>,
    headers: Record<string, unknown>,
    body: unknown,
  ): Promise<{ ok: true; event: SignedEvent } | { ok: false; why: string }>
}
