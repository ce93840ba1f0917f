// The __area__ module's rules: requests become repository calls and rows become contract objects.
import type { Static } from '@sinclair/typebox'
import type { __Area__Item, __Area__ListQuery } from '../../../../types/__area__.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { __area__Repo as repo, type __Area__Row } from './__area__.repository.js'

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString()

export const rowTo__Area__Item = (r: __Area__Row): __Area__Item => ({ id: Number(r.id), title: r.title, createTime: iso(r.created_at) })

/** The user's items, newest first, paged. */
export async function list(c: UserCtx, q: Static<typeof __Area__ListQuery>) {
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.page(c.db, c.tenantId, c.userId, limit, offset)
  return { rows: rows.map(rowTo__Area__Item), total }
}

/** What other modules may ask of the __area__ area (through `index.ts`). `ctx.db` may be a transaction. */
export const __area__Service = {
  /** How many items the user keeps in the ctx's tenant. */
  count: (c: RequestCtx, userId: number) => repo.count(c.db, c.tenantId, userId),
}
