import { sql, type Insertable, type Selectable, type Updateable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { WithdrawTables } from './withdraw.schema.js'

// All SQL of the withdrawal area: withdrawals, their history, and the local payout provider's orders.

export type WithdrawalRow = Selectable<WithdrawTables['withdrawals']>
export type PayoutOrderRow = Selectable<WithdrawTables['payout_local_orders']>

/** Whose withdrawals: an applicant's own (shop null), a shop's, or all of the tenant. */
export type Scope = { userId: number } | { shopId: number }

export const withdrawRepo = {
  /**
   * Serialize the withdrawals of one owner (a user's own, or one shop's) until the transaction ends: the
   * daily maximum is read and used under it (50 parallel requests never pass it together).
   */
  lockOwner: (db: Db, tenantId: number, owner: string) => sql`select pg_advisory_xact_lock(hashtext(${`withdraw:${tenantId}:${owner}`}))`.execute(db),

  /** A withdrawal and its first history row, in ONE statement. */
  async insert(db: Db, r: Insertable<WithdrawTables['withdrawals']>, h: { actor: string; actorId: number }) {
    return (await db
      .with('w', (w) => w.insertInto('withdrawals').values(r).returningAll())
      .with('h', (w) =>
        w
          .insertInto('withdraw_history')
          .columns(['tenant_id', 'withdrawal_id', 'from_state', 'to_state', 'event', 'actor', 'actor_id'])
          .expression(sql`select w.tenant_id, w.id, null, w.state, 'request', ${h.actor}::text, ${h.actorId}::bigint from w`),
      )
      .selectFrom('w')
      .selectAll()
      .executeTakeFirstOrThrow()) as WithdrawalRow
  },

  byId: (db: Db, tenantId: number, id: number, o: { forUpdate?: boolean } = {}) => {
    const q = db.selectFrom('withdrawals').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id)
    return (o.forUpdate ? q.forUpdate() : q).executeTakeFirst()
  },
  byNo: (db: Db, tenantId: number, no: string, o: { forUpdate?: boolean } = {}) => {
    const q = db.selectFrom('withdrawals').selectAll().where('tenant_id', '=', tenantId).where('withdraw_no', '=', no)
    return (o.forUpdate ? q.forUpdate() : q).executeTakeFirst()
  },
  byKey: (db: Db, tenantId: number, userId: number, key: string) =>
    db.selectFrom('withdrawals').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('idem_key', '=', key).executeTakeFirst(),

  history: (db: Db, id: number) => db.selectFrom('withdraw_history').selectAll().where('withdrawal_id', '=', id).orderBy('id').execute(),

  /**
   * What an owner requested on the calendar day of `timeZone` that holds `now` (rejected and failed ones do not
   * count): the daily maximum's use.
   */
  async dailyUsed(db: Db, tenantId: number, s: Scope, currency: string, timeZone: string) {
    let q = db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('n'))
      .where('tenant_id', '=', tenantId)
      .where('currency', '=', currency)
      .where('state', 'not in', ['rejected', 'failed'])
      .where('created_at', '>=', sql<Date>`date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone}`)
    q = 'shopId' in s ? q.where('shop_id', '=', s.shopId) : q.where('user_id', '=', s.userId).where('shop_id', 'is', null)
    return Number((await q.executeTakeFirstOrThrow()).n)
  },

  /** An owner's withdrawals, newest first, a page and the total. */
  async page(db: Db, tenantId: number, s: Scope, o: { limit: number; offset: number }) {
    let q = db.selectFrom('withdrawals').where('tenant_id', '=', tenantId)
    q = 'shopId' in s ? q.where('shop_id', '=', s.shopId) : q.where('user_id', '=', s.userId).where('shop_id', 'is', null)
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('id', 'desc').limit(o.limit).offset(o.offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(total.n) }
  },

  /**
   * Move a withdrawal from the state it was read in, with its history row, in ONE statement (the history row
   * only when the update matched). The moved row, or undefined when a parallel change came first.
   */
  async transit(
    db: Db,
    tenantId: number,
    r: { id: number; from: string; to: string; set: Updateable<WithdrawTables['withdrawals']> },
    h: { event: string; actor: string; actorId: number | null; note: string | null },
  ) {
    return (await db
      .with('u', (w) =>
        w
          .updateTable('withdrawals')
          .set({ ...r.set, state: r.to, updated_at: new Date() })
          .where('id', '=', r.id)
          .where('tenant_id', '=', tenantId)
          .where('state', '=', r.from)
          .returningAll(),
      )
      .with('h', (w) =>
        w
          .insertInto('withdraw_history')
          .columns(['tenant_id', 'withdrawal_id', 'from_state', 'to_state', 'event', 'actor', 'actor_id', 'note'])
          .expression(
            sql`select u.tenant_id, u.id, ${r.from}::text, ${r.to}::text, ${h.event}::text, ${h.actor}::text, ${h.actorId}::bigint, ${h.note}::text from u`,
          ),
      )
      .selectFrom('u')
      .selectAll()
      .executeTakeFirst()) as WithdrawalRow | undefined
  },

  /** Seed only: date a demo withdrawal and its history back. */
  backdate: async (db: Db, id: number, at: Date) => {
    await db.updateTable('withdrawals').set({ created_at: at, updated_at: at, finished_at: at }).where('id', '=', id).execute()
    await db.updateTable('withdraw_history').set({ created_at: at }).where('withdrawal_id', '=', id).execute()
  },

  tenantCode: async (db: Db, tenantId: number) => (await db.selectFrom('tenants').select('code').where('id', '=', tenantId).executeTakeFirstOrThrow()).code,

  // ---------------------------------------------------------------- the local payout provider's side

  /** The provider's order of a payout number: made once (a second submit of the same number answers the first). */
  async payoutOrder(db: Db, r: Insertable<WithdrawTables['payout_local_orders']>): Promise<{ row: PayoutOrderRow; created: boolean }> {
    const made = await db
      .insertInto('payout_local_orders')
      .values(r)
      .onConflict((oc) => oc.column('payout_no').doNothing())
      .returningAll()
      .executeTakeFirst()
    if (made) return { row: made, created: true }
    return { row: await db.selectFrom('payout_local_orders').selectAll().where('payout_no', '=', r.payout_no).executeTakeFirstOrThrow(), created: false }
  },
  payoutOrderById: (db: Db, id: number) => db.selectFrom('payout_local_orders').selectAll().where('id', '=', id).executeTakeFirst(),
}
