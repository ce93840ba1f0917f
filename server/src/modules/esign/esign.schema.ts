import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/** Tables of the e-sign area (migrations/20261226100000_esign_contracts). */
export interface EsignTables {
  esign_contracts: {
    id: Generated<number>
    tenant_id: number
    user_id: number
    kind: string
    version: string
    contract_no: string
    provider: string
    envelope_id: string
    sign_url: string
    doc_sha256: string
    signer_name: string
    state: Generated<string>
    signed_sha256: string | null
    signed_at: Timestamp | null
    created_at: Generated<Date>
  }
  esign_callbacks: {
    id: Generated<number>
    tenant_id: number
    delivery_id: string
    event_id: string
    contract_no: string
    outcome: string
    received_at: Generated<Date>
  }
  /** the local provider's side (what a real provider keeps at its end) */
  esign_local_envelopes: {
    id: Generated<number>
    tenant_id: number
    token: string
    contract_no: string
    title: string
    document: string
    signer_name: string
    lang: string
    state: Generated<string>
    signed_document: string | null
    signed_sha256: string | null
    signed_at: Timestamp | null
    created_at: Generated<Date>
  }
}

declare module '../../db/schema/index.js' {
  interface DB extends EsignTables {}
}
