import type { Db } from '../../db/database.js'

/** All SQL of the upload area. */
export const uploadRepo = {
  /** which of `ids` are the owner's private files */
  ownPrivate: (db: Db, tenantId: number, ownerId: number, ids: string[]) =>
    db
      .selectFrom('uploads')
      .select(['id', 'mime'])
      .where('tenant_id', '=', tenantId)
      .where('owner_id', '=', ownerId)
      .where('scope', '=', 'private')
      .where('id', 'in', ids)
      .execute(),
  /** which of `ids` are the owner's public files, with type and path */
  ownPublic: (db: Db, tenantId: number, ownerId: number, ids: string[]) =>
    db
      .selectFrom('uploads')
      .select(['id', 'mime', 'path'])
      .where('tenant_id', '=', tenantId)
      .where('owner_id', '=', ownerId)
      .where('scope', '=', 'public')
      .where('id', 'in', ids)
      .execute(),
  /** which of `ids` are the owner's public files, with type, size and path (checked pictures) */
  ownPublicSized: (db: Db, tenantId: number, ownerId: number, ids: string[]) =>
    db
      .selectFrom('uploads')
      .select(['id', 'mime', 'path', 'size'])
      .where('tenant_id', '=', tenantId)
      .where('owner_id', '=', ownerId)
      .where('scope', '=', 'public')
      .where('id', 'in', ids)
      .execute(),
  insert: (
    db: Db,
    v: {
      id: string
      tenant_id: number
      owner_id: number
      scope: string
      mime: string
      size: number
      path: string
      sha256: string
      original_name: string | null
    },
  ) => db.insertInto('uploads').values(v).execute(),

  /** The owner's uploads among `ids`, any scope (a form's answers). */
  ownAny: (db: Db, tenantId: number, ownerId: number, ids: string[]) =>
    db
      .selectFrom('uploads')
      .select(['id', 'mime', 'size', 'scope', 'path'])
      .where('tenant_id', '=', tenantId)
      .where('owner_id', '=', ownerId)
      .where('id', 'in', ids)
      .execute(),

  byId: (db: Db, tenantId: number, id: string) =>
    db.selectFrom('uploads').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
}
