// The desk's one review queue (ADR 0101): modules submit what a person must approve, staff decide once, the
// owning module applies the decision through the approval.decided event in the decision's transaction.
import type { ApprovalDecideBody, ApprovalItem, ApprovalKind, ApprovalListQuery, ApprovalSummary } from '../../../../types/approval.js'
import { hasRole } from '../../core/auth.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { hooks } from '../../core/hooks.js'
import { accountService } from '../account/index.js'
import { approvalErrors as E } from './approval.errors.js'
import { approvalRepo as repo, type ApprovalRow } from './approval.repository.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

function staffOnly(c: UserCtx) {
  if (!hasRole(c, 'staff')) throw E.staffOnly()
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

async function items(c: Scope, rows: ApprovalRow[]): Promise<ApprovalItem[]> {
  const names = await accountService.nicknames(c, [...new Set(rows.map((r) => r.user_id))])
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ApprovalKind,
    ref: r.ref,
    userId: r.user_id,
    applicant: names.get(r.user_id) ?? '',
    summary: r.summary,
    state: r.state,
    reason: r.reason,
    createTime: iso(r.created_at)!,
    decideTime: iso(r.decided_at),
  }))
}

/**
 * Put something before the desk, inside the caller's transaction (`c.db` may be one): one pending approval per
 * (kind, ref); submitting again while one is pending answers that one (nothing new).
 */
export async function submit(c: Scope, a: { kind: ApprovalKind; ref: string; userId: number; summary: ApprovalSummary }): Promise<{ id: number }> {
  const row = await repo.insert(c.db, c.tenantId, a)
  if (row) return row
  return { id: (await repo.latest(c.db, c.tenantId, a.kind, a.ref))!.id }
}

/** The latest approval of (kind, ref): its state and the reason of a rejection. */
export async function latest(c: Scope, kind: ApprovalKind, ref: string) {
  const r = await repo.latest(c.db, c.tenantId, kind, ref)
  return r && { id: r.id, state: r.state, reason: r.reason, decidedAt: r.decided_at ? new Date(r.decided_at) : null }
}

/** The applicant withdrew: a pending approval of (kind, ref) leaves the queue. True when one was pending. */
export async function cancel(c: Scope, kind: ApprovalKind, ref: string): Promise<boolean> {
  return Number((await repo.cancelPending(c.db, c.tenantId, kind, ref)).numUpdatedRows) > 0
}

export async function list(c: UserCtx, q: ApprovalListQuery) {
  staffOnly(c)
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.page(c.db, c.tenantId, { kind: q.kind, state: q.state ?? 'pending', limit, offset })
  return { rows: await items(c, rows), total }
}

export async function detail(c: UserCtx, id: number): Promise<ApprovalItem> {
  staffOnly(c)
  const r = await repo.byId(c.db, c.tenantId, id)
  if (!r) throw E.notFound()
  return (await items(c, [r]))[0]
}

/**
 * Staff decide once: the row leaves 'pending' (a conditional update: of two parallel decisions one wins, the
 * other answers ALREADY_DECIDED) and the owning module applies it in the same transaction.
 */
export async function decide(c: UserCtx, id: number, b: ApprovalDecideBody): Promise<ApprovalItem> {
  staffOnly(c)
  const reason = b.reason?.trim() || null
  if (!b.approve && !reason) throw E.reasonRequired()
  const row = await c.db.transaction().execute(async (tx) => {
    const tc = { ...c, db: tx } as RequestCtx
    const r = await repo.decide(tx, c.tenantId, id, { state: b.approve ? 'approved' : 'rejected', reason: b.approve ? null : reason, staffId: c.userId })
    if (!r) {
      if (!(await repo.byId(tx, c.tenantId, id))) throw E.notFound()
      throw E.alreadyDecided()
    }
    await hooks.emit('approval.decided', tc, {
      id: r.id,
      kind: r.kind as ApprovalKind,
      ref: r.ref,
      userId: r.user_id,
      approved: b.approve,
      reason: r.reason,
      staffId: c.userId,
    })
    return r
  })
  return (await items(c, [row]))[0]
}

/** The approval module as others see it (its face, re-exported by index.ts). */
export const approvalService = { submit, latest, cancel }
