import { issueSession } from '../src/plugins/auth.js'
import type { TestApp } from './helpers.js'

let seq = 0
/** A user of the given tenant (default: the test's default tenant) with a live session token. */
export async function userWithToken(t: TestApp, o: { tenantId?: number; roles?: string } = {}) {
  const tenantId = o.tenantId ?? t.tenantId
  seq++
  const u = await t.db
    .insertInto('users')
    .values({ tenant_id: tenantId, phone: `135${String(Date.now() % 1e6).padStart(6, '0')}${String(seq).padStart(2, '0')}`, country_area: '86', password_hash: 'x', nickname: `tester${seq}`, invite_code: `T${Date.now().toString(36)}${seq}`, roles: o.roles ?? 'shopper' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const { token } = await issueSession(t.db, { tenantId, userId: Number(u.id), ttlSec: 3600 })
  return { id: Number(u.id), token }
}

/** A multipart/form-data body with one file field (and optional text fields). */
export function multipart(file: { name: string; data: Buffer; type?: string; field?: string }, fields: Record<string, string> = {}) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`))
  parts.push(file.data, Buffer.from(`\r\n--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
