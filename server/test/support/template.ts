import pg from 'pg'
import { connect } from '../../src/db/database.js'
import { migrateToLatest } from '../../src/db/migrate.js'
import { ensureTenant } from '../../src/seed/tenants.js'

/** Run `fn` on a client of the cluster's admin database. */
export async function admin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl })
  await c.connect()
  try {
    return await fn(c)
  } finally {
    await c.end()
  }
}

export const dbUrl = (adminUrl: string, name: string) => {
  const u = new URL(adminUrl)
  u.pathname = `/${name}`
  return u.toString()
}

/** The tenants every test database starts with: `default` and `other` (isolation tests). */
export async function baseTenants(db: Parameters<typeof ensureTenant>[0]) {
  return { tenantId: await ensureTenant(db, 'default', 'Demo Mall'), otherTenantId: await ensureTenant(db, 'other', 'Other Mall') }
}

/** Once per run: a database migrated to the latest version with the two tenants, to copy per test file. */
export async function makeTemplate(adminUrl: string): Promise<string> {
  const name = `t_template_${process.pid}`
  await admin(adminUrl, (c) => c.query(`drop database if exists ${name}`).then(() => c.query(`create database ${name}`)))
  const db = connect(dbUrl(adminUrl, name), 2)
  try {
    await migrateToLatest(db)
    await baseTenants(db)
  } finally {
    // a template must have no open connections while it is copied
    await db.destroy()
  }
  return name
}

/** A new database: a copy of `template` (retried while another copy of it is being made), or empty. */
export async function createDatabase(adminUrl: string, name: string, template?: string) {
  for (let i = 0; ; i++) {
    try {
      await admin(adminUrl, (c) => c.query(template ? `create database ${name} template ${template}` : `create database ${name}`))
      return
    } catch (e) {
      if (!/being accessed by other users/.test(String((e as Error).message)) || i > 50) throw e
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 100))
    }
  }
}

export async function dropDatabase(adminUrl: string, name: string) {
  await admin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`))
}
