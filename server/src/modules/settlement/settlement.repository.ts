import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import type { SettlementTables } from './settlement.schema.js'

type NewLine = Omit<SettlementTables['settlement_lines'], 'id' | 'created_at'> & { created_at?: Date }

/** All SQL of the settlement area: its lines. */
export const settlementRepo = {
  /** a line; undefined when its order already settled (kind 'settle') or its ref was taken back before */
  insert: (db: Db, l: NewLine) =>
    db
      .insertInto('settlement_lines')
      .values(l)
      .onConflict((oc) => oc.doNothing())
      .returning(['id'])
      .executeTakeFirst(),

  /** the ledger transaction of a line (posted after the line: the line's insert is the once-only guard) */
  setTransaction: (db: Db, id: number, transactionId: number) =>
    db.updateTable('settlement_lines').set({ transaction_id: transactionId }).where('id', '=', id).execute(),

  /** the order's settle line */
  settleLine: (db: Db, tenantId: number, orderId: number) =>
    db
      .selectFrom('settlement_lines')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .where('kind', '=', 'settle')
      .executeTakeFirst(),

  /** what was taken back of an order so far (gross, commission) */
  takenBack: (db: Db, tenantId: number, orderId: number) =>
    db
      .selectFrom('settlement_lines')
      .select([sql<number>`coalesce(sum(gross), 0)::bigint`.as('gross'), sql<number>`coalesce(sum(commission), 0)::bigint`.as('commission')])
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .where('kind', '=', 'takeback')
      .executeTakeFirstOrThrow(),

  /** a take-back line by its ref (a repeat of a take-back answers it) */
  byRef: (db: Db, tenantId: number, kind: string, ref: string) =>
    db.selectFrom('settlement_lines').selectAll().where('tenant_id', '=', tenantId).where('kind', '=', kind).where('ref', '=', ref).executeTakeFirst(),

  /** a page of lines, newest first; of some shops, or all the tenant's */
  lines: async (db: Db, tenantId: number, shopIds: number[] | null, limit: number, offset: number) => {
    let q = db.selectFrom('settlement_lines').where('tenant_id', '=', tenantId)
    if (shopIds) q = q.where('shop_id', 'in', shopIds.length ? shopIds : [0])
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: total.n }
  },

  /** settled money per shop and currency (net of commission, settle lines only) */
  settledByShop: (db: Db, tenantId: number, shopIds: number[]) =>
    db
      .selectFrom('settlement_lines')
      .select(['shop_id', 'currency', sql<number>`sum(net)::bigint`.as('net')])
      .where('tenant_id', '=', tenantId)
      .where('shop_id', 'in', shopIds)
      .where('kind', 'in', ['settle', 'store'])
      .groupBy(['shop_id', 'currency'])
      .execute(),

  /** settled orders (and store payments, credited at once) and their gross per currency (the platform's view) */
  settledTotals: (db: Db, tenantId: number) =>
    db
      .selectFrom('settlement_lines')
      .select(['currency', sql<number>`count(*)::int`.as('orders'), sql<number>`sum(gross)::bigint`.as('gross')])
      .where('tenant_id', '=', tenantId)
      .where('kind', 'in', ['settle', 'store'])
      .groupBy('currency')
      .execute(),

  /** every tenant's id (the settlement run is scheduled per tenant) */
  tenantIds: async (db: Db) => (await db.selectFrom('tenants').select('id').orderBy('id').execute()).map((r) => r.id),
}
