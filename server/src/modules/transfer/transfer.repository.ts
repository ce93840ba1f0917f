// All SQL of the transfer module: quotes, the day's totals, exchange rates.
import { sql, type Insertable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { TransferQuotesTable } from './transfer.schema.js'

/** The calendar day in the tenant's time zone, as PostgreSQL computes it (one clock for every node). */
const today = (tz: string) => sql<string>`(now() at time zone ${tz})::date`

export const transferRepo = {
  insertQuote: (db: Db, row: Insertable<TransferQuotesTable>) => db.insertInto('transfer_quotes').values(row).returning(['id']).executeTakeFirstOrThrow(),

  /** the user's quotes that expired unused a while ago (each rule call tidies its own) */
  purgeExpired: (db: Db, tenantId: number, userId: number) =>
    db
      .deleteFrom('transfer_quotes')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
      .execute(),

  /** the user's quote, locked for the request that uses it (a parallel use waits, then sees it used) */
  quoteForUpdate: (db: Db, tenantId: number, userId: number, id: string) =>
    db
      .selectFrom('transfer_quotes')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),

  /** the quote a request with this Idempotency-Key used, if one did */
  quoteByKey: (db: Db, tenantId: number, userId: number, key: string) =>
    db
      .selectFrom('transfer_quotes')
      .select(['id', 'kind', 'request_hash', 'result'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('idem_key', '=', key)
      .executeTakeFirst(),

  /** the quote used: by whom (key, hash) and what was answered; unique per user and key (a second use of a key fails here) */
  markUsed: (db: Db, id: string, u: { idem_key: string; request_hash: string; result: unknown }) =>
    db
      .updateTable('transfer_quotes')
      .set({ used_at: new Date(), idem_key: u.idem_key, request_hash: u.request_hash, result: JSON.stringify(u.result) })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow(),

  /** what the user sent today in this currency */
  dailyUsed: async (db: Db, tenantId: number, userId: number, currency: string, tz: string) =>
    (
      await db
        .selectFrom('transfer_daily')
        .select('used')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('currency', '=', currency)
        .where('day', '=', today(tz))
        .executeTakeFirst()
    )?.used ?? 0,

  /**
   * Count `amount` into today's total when it stays within `limit`, in ONE statement (the row's lock serialises
   * parallel transfers of a user): the new total, or undefined when it would pass the limit (nothing counted).
   */
  takeDaily: async (db: Db, tenantId: number, userId: number, currency: string, tz: string, amount: number, limit: number) => {
    const r = await sql<{ used: number }>`
      insert into transfer_daily as d (tenant_id, user_id, currency, day, used)
      select ${tenantId}, ${userId}, ${currency}, ${today(tz)}, ${amount}::bigint where ${amount}::bigint <= ${limit}::bigint
      on conflict (tenant_id, user_id, currency, day) do update set used = d.used + excluded.used
        where d.used + excluded.used <= ${limit}::bigint
      returning used`.execute(db)
    return r.rows[0]?.used
  },

  rate: (db: Db, tenantId: number, base: string, quote: string) =>
    db
      .selectFrom('exchange_rates')
      .select(['rate_e8', 'updated_at'])
      .where('tenant_id', '=', tenantId)
      .where('base', '=', base)
      .where('quote', '=', quote)
      .executeTakeFirst(),

  rates: (db: Db, tenantId: number) =>
    db
      .selectFrom('exchange_rates')
      .select(['base', 'quote', 'rate_e8', 'updated_at'])
      .where('tenant_id', '=', tenantId)
      .orderBy('base')
      .orderBy('quote')
      .execute(),

  putRate: (db: Db, tenantId: number, base: string, quote: string, rateE8: number, by: number | null) =>
    db
      .insertInto('exchange_rates')
      .values({ tenant_id: tenantId, base, quote, rate_e8: rateE8, updated_by: by })
      .onConflict((oc) => oc.columns(['tenant_id', 'base', 'quote']).doUpdateSet({ rate_e8: rateE8, updated_by: by, updated_at: sql`now()` }))
      .returning(['base', 'quote', 'rate_e8', 'updated_at'])
      .executeTakeFirstOrThrow(),
}
