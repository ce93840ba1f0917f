// The __area__ module's SQL, all of it, so the service holds rules only.
import type { Db } from '../../db/database.js'
import type { __Area__ItemsTable } from './__area__.schema.js'

export type __Area__Row = { [K in keyof __Area__ItemsTable]: __Area__ItemsTable[K] extends { __select__: infer S } ? S : __Area__ItemsTable[K] }

/** All SQL of the __area__ area: the `__area___items` table. */
export const __area__Repo = {
  async page(db: Db, tenantId: number, userId: number, limit: number, offset: number) {
    const q = db.selectFrom('__area___items').where('tenant_id', '=', tenantId).where('user_id', '=', userId)
    const [rows, n] = await Promise.all([
      q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute() as Promise<__Area__Row[]>,
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(n.n) }
  },

  async count(db: Db, tenantId: number, userId: number) {
    const r = await db.selectFrom('__area___items').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirstOrThrow()
    return Number(r.n)
  },

  insert: (db: Db, tenantId: number, userId: number, title: string) =>
    db.insertInto('__area___items').values({ tenant_id: tenantId, user_id: userId, title }).returningAll().executeTakeFirstOrThrow() as Promise<__Area__Row>,
}
