import { sql, type Insertable, type Selectable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { EsignTables } from './esign.schema.js'

// All SQL of the e-sign area: our contracts and accepted callbacks, and the local provider's envelopes.

export type ContractRow = Selectable<EsignTables['esign_contracts']>
export type EnvelopeRow = Selectable<EsignTables['esign_local_envelopes']>

export const esignRepo = {
  insertContract: (db: Db, r: Insertable<EsignTables['esign_contracts']>) =>
    db.insertInto('esign_contracts').values(r).returningAll().executeTakeFirstOrThrow(),

  /** The user's signed contract of a kind and version, else the newest pending one. */
  latest: (db: Db, tenantId: number, userId: number, kind: string, version: string) =>
    db
      .selectFrom('esign_contracts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('version', '=', version)
      .where('state', 'in', ['signed', 'pending'])
      .orderBy(sql`state = 'signed'`, 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  contractByNo: (db: Db, tenantId: number, contractNo: string, o: { forUpdate?: boolean } = {}) => {
    const q = db.selectFrom('esign_contracts').selectAll().where('tenant_id', '=', tenantId).where('contract_no', '=', contractNo)
    return (o.forUpdate ? q.forUpdate() : q).executeTakeFirst()
  },

  /**
   * Mark a pending contract signed (undefined when it was not pending, or when another contract of the same
   * user, kind and version was signed by a parallel callback: the unique index, inside a savepoint).
   */
  markSigned: async (db: Db, id: number, signedSha256: string, signedAt: Date) => {
    await sql`savepoint esign_sign`.execute(db)
    try {
      const row = await db
        .updateTable('esign_contracts')
        .set({ state: 'signed', signed_sha256: signedSha256, signed_at: signedAt })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .returningAll()
        .executeTakeFirst()
      await sql`release savepoint esign_sign`.execute(db)
      return row
    } catch (e) {
      if ((e as { code?: string }).code !== '23505') throw e
      await sql`rollback to savepoint esign_sign`.execute(db)
      return undefined
    }
  },

  markDeclined: (db: Db, id: number) =>
    db.updateTable('esign_contracts').set({ state: 'declined' }).where('id', '=', id).where('state', '=', 'pending').execute(),

  /** Record an accepted callback delivery; undefined when this delivery id was seen before (a replay). */
  recordCallback: (db: Db, r: Insertable<EsignTables['esign_callbacks']>) =>
    db
      .insertInto('esign_callbacks')
      .values(r)
      .onConflict((oc) => oc.column('delivery_id').doNothing())
      .returning('id')
      .executeTakeFirst(),

  // ---------------------------------------------------------------- the local provider's side

  insertEnvelope: (db: Db, r: Insertable<EsignTables['esign_local_envelopes']>) =>
    db.insertInto('esign_local_envelopes').values(r).returningAll().executeTakeFirstOrThrow(),

  /** An envelope by its token, whatever the request's tenant (the hosted page is reached by its link). */
  envelopeByToken: (db: Db, token: string, o: { forUpdate?: boolean } = {}) => {
    const q = db.selectFrom('esign_local_envelopes').selectAll().where('token', '=', token)
    return (o.forUpdate ? q.forUpdate() : q).executeTakeFirst()
  },

  envelopeById: (db: Db, id: number) => db.selectFrom('esign_local_envelopes').selectAll().where('id', '=', id).executeTakeFirst(),

  signEnvelope: (db: Db, id: number, signed: { document: string; sha256: string; at: Date }) =>
    db
      .updateTable('esign_local_envelopes')
      .set({ state: 'signed', signed_document: signed.document, signed_sha256: signed.sha256, signed_at: signed.at })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .returningAll()
      .executeTakeFirst(),

  declineEnvelope: (db: Db, id: number) =>
    db.updateTable('esign_local_envelopes').set({ state: 'declined' }).where('id', '=', id).where('state', '=', 'pending').execute(),

  tenantCode: async (db: Db, tenantId: number) => (await db.selectFrom('tenants').select('code').where('id', '=', tenantId).executeTakeFirstOrThrow()).code,
}
