import { sql, type Insertable, type Selectable, type Updateable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { RefundTables } from './refund.schema.js'

// All SQL of the refund area (refunds, their lines and history): functions of (db, tenantId, ...) returning rows.

export type RefundRow = Selectable<RefundTables['refunds']>
export type RefundLineRow = Selectable<RefundTables['refund_lines']>

/** Who sees which requests: the buyer's, a merchant's shops', or all (staff). */
export type Scope = { userId: number } | { shopIds: number[] } | { all: true }

const scoped = (db: Db, tenantId: number, s: Scope) => {
  let q = db.selectFrom('refunds').where('tenant_id', '=', tenantId)
  if ('userId' in s) q = q.where('user_id', '=', s.userId)
  if ('shopIds' in s) q = q.where('shop_id', 'in', s.shopIds.length ? s.shopIds : [0])
  return q
}
const FINISHED = ['success', 'closed']

export const refundRepo = {
  /** A request with its lines and history rows, in ONE statement. */
  async insert(
    db: Db,
    r: Insertable<RefundTables['refunds']>,
    lines: Array<Omit<Insertable<RefundTables['refund_lines']>, 'refund_id' | 'tenant_id'>>,
    h: { actor: string; actorId: number },
  ) {
    const v = sql.join(
      lines.map(
        (l) =>
          sql`(${l.item_id}::bigint, ${l.sku_id}::bigint, ${l.title}::text, ${l.image}::text, ${l.spec_text ?? ''}::text, ${l.count}::int, ${l.amount}::int)`,
      ),
    )
    const row = await db
      .with('r', (w) => w.insertInto('refunds').values(r).returningAll())
      .with('l', (w) =>
        w
          .insertInto('refund_lines')
          .columns(['tenant_id', 'refund_id', 'item_id', 'sku_id', 'title', 'image', 'spec_text', 'count', 'amount'])
          .expression(
            sql`select r.tenant_id, r.id, v.item_id, v.sku_id, v.title, v.image, v.spec_text, v.n, v.amount from r, (values ${v}) as v(item_id, sku_id, title, image, spec_text, n, amount)`,
          ),
      )
      .with('h', (w) =>
        w
          .insertInto('refund_history')
          .columns(['tenant_id', 'refund_id', 'from_state', 'to_state', 'event', 'actor', 'actor_id'])
          .expression(sql`select r.tenant_id, r.id, null, r.state, 'apply', ${h.actor}::text, ${h.actorId}::bigint from r`),
      )
      .selectFrom('r')
      .selectAll()
      .executeTakeFirstOrThrow()
    return row as RefundRow
  },
  byId: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('refunds').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
  byNo: (db: Db, tenantId: number, no: string) =>
    db.selectFrom('refunds').selectAll().where('tenant_id', '=', tenantId).where('refund_no', '=', no).executeTakeFirst(),
  byKey: (db: Db, tenantId: number, userId: number, key: string) =>
    db.selectFrom('refunds').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('idem_key', '=', key).executeTakeFirst(),
  lines: (db: Db, refundIds: number[]) =>
    refundIds.length ? db.selectFrom('refund_lines').selectAll().where('refund_id', 'in', refundIds).orderBy('id').execute() : Promise.resolve([]),
  history: (db: Db, refundId: number) => db.selectFrom('refund_history').selectAll().where('refund_id', '=', refundId).orderBy('id').execute(),
  /** How many requests named each item (the re-apply limit). */
  applications: (db: Db, tenantId: number, itemIds: number[]) =>
    db
      .selectFrom('refund_lines')
      .select(['item_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('item_id', 'in', itemIds)
      .groupBy('item_id')
      .execute(),
  /** The requests of a scope, newest first, by state (`open` = not finished), a page and the total. */
  async page(db: Db, tenantId: number, s: Scope, o: { state: string; limit: number; offset: number }) {
    let q = scoped(db, tenantId, s)
    if (o.state === 'open') q = q.where('state', 'not in', FINISHED)
    else if (o.state !== 'all') q = q.where('state', '=', o.state)
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('id', 'desc').limit(o.limit).offset(o.offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(total.n) }
  },
  /**
   * Move a request from the state it was read in, with its history row, in ONE statement (the history row
   * only when the update matched). The moved row, or undefined when a parallel change came first.
   */
  async transit(
    db: Db,
    tenantId: number,
    r: { id: number; from: string; to: string; set: Updateable<RefundTables['refunds']> },
    h: { event: string; actor: string; actorId: number | null; note: string | null },
  ) {
    const row = await db
      .with('u', (w) =>
        w
          .updateTable('refunds')
          .set({ ...r.set, state: r.to, updated_at: new Date() })
          .where('id', '=', r.id)
          .where('tenant_id', '=', tenantId)
          .where('state', '=', r.from)
          .returningAll(),
      )
      .with('h', (w) =>
        w
          .insertInto('refund_history')
          .columns(['tenant_id', 'refund_id', 'from_state', 'to_state', 'event', 'actor', 'actor_id', 'note'])
          .expression(
            sql`select u.tenant_id, u.id, ${r.from}::text, ${r.to}::text, ${h.event}::text, ${h.actor}::text, ${h.actorId}::bigint, ${h.note}::text from u`,
          ),
      )
      .selectFrom('u')
      .selectAll()
      .executeTakeFirst()
    return row as RefundRow | undefined
  },
  /** Whether an upload is a proof of a request of one of the shops (a merchant may view it). */
  /** How many of the user's requests are still open (not settled, rejected or closed): a log off waits for them. */
  openCountOf: async (db: Db, tenantId: number, userId: number) =>
    Number(
      (
        await db
          .selectFrom('refunds')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .where('state', 'in', ['requesting', 'to_return', 'returning', 'refunding', 'disputed'])
          .executeTakeFirstOrThrow()
      ).n,
    ),
  proofOfShops: (db: Db, tenantId: number, fileId: string, shopIds: number[]) =>
    db
      .selectFrom('refunds')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('shop_id', 'in', shopIds.length ? shopIds : [0])
      .where(sql<boolean>`proof_ids @> ${JSON.stringify([fileId])}::jsonb`)
      .limit(1)
      .executeTakeFirst(),
}
