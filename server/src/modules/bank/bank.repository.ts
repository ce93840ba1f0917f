import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import type { BankCardsTable } from './bank.schema.js'

export type CardRow = { [K in keyof BankCardsTable]: BankCardsTable[K] extends { __select__: infer S } ? S : BankCardsTable[K] }
export type CardValues = Omit<CardRow, 'id' | 'tenant_id' | 'user_id' | 'created_at' | 'removed_at'>

/** All SQL of bank cards: the `bank_cards` table. Removed cards are kept (removed_at) and left out unless asked for. */
export const bankRepo = {
  /** Serialises one user's bindings (count limit, one number once) until the transaction ends. */
  lockUser: (db: Db, tenantId: number, userId: number) => sql`select pg_advisory_xact_lock(hashtextextended(${`bank:${tenantId}:${userId}`}, 0))`.execute(db),

  list: (db: Db, tenantId: number, userId: number) =>
    db
      .selectFrom('bank_cards')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .orderBy('id', 'desc')
      .execute() as Promise<CardRow[]>,

  /** One of the user's cards; `withRemoved`: a removed one too (a payout to a card chosen before). */
  get: (db: Db, tenantId: number, userId: number, id: number, withRemoved = false) => {
    let q = db.selectFrom('bank_cards').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('id', '=', id)
    if (!withRemoved) q = q.where('removed_at', 'is', null)
    return q.executeTakeFirst() as Promise<CardRow | undefined>
  },

  async count(db: Db, tenantId: number, userId: number) {
    const r = await db
      .selectFrom('bank_cards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow()
    return Number(r.n)
  },

  numberBound: async (db: Db, tenantId: number, userId: number, hash: string) =>
    !!(await db
      .selectFrom('bank_cards')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('number_hash', '=', hash)
      .where('removed_at', 'is', null)
      .executeTakeFirst()),

  insert: (db: Db, tenantId: number, userId: number, v: CardValues) =>
    db
      .insertInto('bank_cards')
      .values({ tenant_id: tenantId, user_id: userId, ...v })
      .returningAll()
      .executeTakeFirstOrThrow() as Promise<CardRow>,

  remove: async (db: Db, tenantId: number, userId: number, id: number) => {
    const r = await db
      .updateTable('bank_cards')
      .set({ removed_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('removed_at', 'is', null)
      .executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },

  /** a closed account's cards: all removed (kept sealed for the withdrawals that name them) */
  removeAllOf: (db: Db, tenantId: number, userId: number) =>
    db
      .updateTable('bank_cards')
      .set({ removed_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .execute(),
}
