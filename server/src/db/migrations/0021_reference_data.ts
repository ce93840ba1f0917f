import type { Kysely } from 'kysely'
import { DICTS } from '../../data/dicts.js'
import { REGIONS, type RegionNode } from '../../data/regions.js'

export async function up(db: Kysely<any>): Promise<void> {
  const rows: Array<{ id: number; parent_id: number | null; name: string; level: number }> = []
  const walk = (nodes: RegionNode[], parent: number | null, level: number) => {
    for (const [id, name, children] of nodes) {
      rows.push({ id, parent_id: parent, name, level })
      if (children) walk(children, id, level + 1)
    }
  }
  walk(REGIONS, null, 1)
  await db.insertInto('regions').values(rows).execute()
  await db
    .insertInto('dict_data')
    .values(DICTS.map((d) => ({ ...d, labels: JSON.stringify(d.labels) })))
    .execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
