import { sql, type Kysely } from 'kysely'

/**
 * Electronic signatures. Ours: `esign_contracts` (a document a user is asked to sign, its SHA-256, and once the
 * provider's signed callback came, the signed document's SHA-256 and when) and `esign_callbacks` (every
 * accepted callback delivery by its id: a replayed delivery is refused). The local provider's own storage:
 * `esign_local_envelopes` (what a real provider keeps on its side: the document, the signer, the signed copy).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('esign_contracts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    /** what is signed: 'withdrawal' (the withdrawal agreement) */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('contract_no', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('envelope_id', 'text', (c) => c.notNull())
    .addColumn('sign_url', 'text', (c) => c.notNull())
    /** SHA-256 (hex) of the document as we sent it */
    .addColumn('doc_sha256', 'text', (c) => c.notNull())
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'signed', 'declined')`),
    )
    /** SHA-256 (hex) of the signed document the provider reported */
    .addColumn('signed_sha256', 'text')
    .addColumn('signed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('esign_contracts_user').on('esign_contracts').columns(['tenant_id', 'user_id', 'kind', 'version']).execute()
  // one signature per user, document kind and version
  await sql`create unique index esign_contracts_signed on esign_contracts (tenant_id, user_id, kind, version) where state = 'signed'`.execute(db)

  await db.schema
    .createTable('esign_callbacks')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('contract_no', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index esign_callbacks_delivery on esign_callbacks (delivery_id)`.execute(db)

  await db.schema
    .createTable('esign_local_envelopes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('contract_no', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'signed', 'declined')`),
    )
    .addColumn('signed_document', 'text')
    .addColumn('signed_sha256', 'text')
    .addColumn('signed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
