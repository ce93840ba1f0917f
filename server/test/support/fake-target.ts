import { sql } from 'kysely'
import type { RequestCtx } from '../../src/core/context.js'
import { orderAsPayTarget } from '../../src/flows/pay.js'
import type { PayTarget } from '../../src/modules/payment/index.js'

/**
 * A stand-in for what payments pay (the pay flow's `orderAsPayTarget`), for payment tests: targets in
 * memory, `forUpdate` as a transaction-scoped advisory lock (so parallel payments serialise like on
 * order rows). `paid` on a cancelled target answers 'late'.
 */
export function fakeTargets() {
  const targets = new Map<string, PayTarget & { history: string[] }>()
  let failNextPaid = 0
  // the pay flow's target is one object: the fake stands in for the order module's main orders
  Object.assign(orderAsPayTarget, {
    async load(ctx: RequestCtx, id: string, opts?: { forUpdate?: boolean }) {
      if (opts?.forUpdate) await sql`select pg_advisory_xact_lock(hashtext(${`target:${ctx.tenantId}:${id}`}))`.execute(ctx.db)
      const t = targets.get(`${ctx.tenantId}:${id}`)
      return t ? { ...t, shopIds: [...t.shopIds] } : undefined
    },
    async paid(ctx: RequestCtx, id: string): Promise<'ok' | 'late'> {
      if (failNextPaid > 0) {
        failNextPaid--
        throw new Error('target busy (test)')
      }
      const t = targets.get(`${ctx.tenantId}:${id}`)!
      if (t.state === 'cancelled') return 'late'
      t.state = 'paid'
      t.history.push('paid')
      return 'ok'
    },
    async awaiting(ctx: RequestCtx, id: string, kind: string) {
      const t = targets.get(`${ctx.tenantId}:${id}`)!
      t.state = 'awaiting'
      t.history.push(kind)
    },
    async rejected(ctx: RequestCtx, id: string) {
      const t = targets.get(`${ctx.tenantId}:${id}`)!
      t.state = 'unpaid'
      t.history.push('rejected')
    },
  })
  let n = 0
  return {
    make(tenantId: number, userId: number, o: { amount?: number; shopIds?: number[]; currency?: string } = {}) {
      const id = `PN${Date.now()}${++n}`
      const t = {
        id,
        userId,
        amount: o.amount ?? 1000,
        currency: o.currency ?? 'CNY',
        state: 'unpaid' as PayTarget['state'],
        shopIds: o.shopIds ?? [],
        subject: `order ${id}`,
        expiresAt: new Date(Date.now() + 30 * 60_000),
        history: [] as string[],
      }
      targets.set(`${tenantId}:${id}`, t)
      return t
    },
    failNextPaid(k = 1) {
      failNextPaid = k
    },
  }
}
