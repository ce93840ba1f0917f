// All SQL of the approval module.
import { sql } from 'kysely'
import type { ApprovalKind, ApprovalSummary } from '../../../../types/approval.js'
import type { Db } from '../../db/database.js'

const cols = ['id', 'kind', 'ref', 'user_id', 'summary', 'state', 'reason', 'decided_by', 'decided_at', 'created_at'] as const

export const approvalRepo = {
  /** a new pending row; undefined when one is pending for (kind, ref) already */
  insert: async (db: Db, tenantId: number, a: { kind: ApprovalKind; ref: string; userId: number; summary: ApprovalSummary }) =>
    (
      await sql<{ id: number }>`insert into approvals (tenant_id, kind, ref, user_id, summary)
        values (${tenantId}, ${a.kind}, ${a.ref}, ${a.userId}, ${JSON.stringify(a.summary)}::jsonb)
        on conflict (tenant_id, kind, ref) where state = 'pending' do nothing returning id`.execute(db)
    ).rows[0],

  byId: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('approvals').select(cols).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  latest: (db: Db, tenantId: number, kind: string, ref: string) =>
    db
      .selectFrom('approvals')
      .select(cols)
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('ref', '=', ref)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /** pending -> decided, once: no row back when it was not pending (decided before, or by a parallel request) */
  decide: (db: Db, tenantId: number, id: number, d: { state: 'approved' | 'rejected' | 'cancelled'; reason: string | null; staffId: number | null }) =>
    db
      .updateTable('approvals')
      .set({ state: d.state, reason: d.reason, decided_by: d.staffId, decided_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .returning(cols)
      .executeTakeFirst(),

  cancelPending: (db: Db, tenantId: number, kind: string, ref: string) =>
    db
      .updateTable('approvals')
      .set({ state: 'cancelled', decided_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('ref', '=', ref)
      .where('state', '=', 'pending')
      .executeTakeFirst(),

  /** the queue: oldest pending first; decided ones newest first */
  page: async (db: Db, tenantId: number, q: { kind?: string; state: string; limit: number; offset: number }) => {
    let base = db.selectFrom('approvals').where('tenant_id', '=', tenantId)
    if (q.kind) base = base.where('kind', '=', q.kind)
    if (q.state !== 'all') base = base.where('state', '=', q.state as 'pending')
    const [rows, count] = await Promise.all([
      base
        .select(cols)
        .orderBy('id', q.state === 'pending' ? 'asc' : 'desc')
        .limit(q.limit)
        .offset(q.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(count.n) }
  },
}

export type ApprovalRow = NonNullable<Awaited<ReturnType<typeof approvalRepo.byId>>>
