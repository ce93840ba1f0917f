// The client's endpoint table (types/api-table.ts, types/api-records.ts) is generated from the contract records
// (scripts/gen-api.mjs): a stale copy fails here, and the app's bundle may take the table but never TypeBox.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { API_TABLE } from '~types/api-table'
import { API_RECORDS } from '~types/api-records'
import { api } from '@/core/request'

const root = path.resolve(__dirname, '../..')

test('types/api-table.ts and types/api-records.ts match the generator', () => {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen-api.mjs', '--check'], { cwd: root, stdio: 'pipe' })
})

test('every record has its row (method and path, auth, idempotent) and its call on `api`', () => {
  for (const [area, records] of Object.entries(API_RECORDS)) {
    for (const [name, e] of Object.entries(records as Record<string, { method: string; url: string; auth: string; idempotent?: boolean }>)) {
      const row = (API_TABLE as Record<string, Record<string, readonly unknown[]>>)[area][name]
      expect([area, name, row]).toEqual([area, name, [`${e.method} ${e.url}`, e.auth, ...(e.idempotent ? [true] : [])]])
      expect(typeof (api as unknown as Record<string, Record<string, unknown>>)[area][name]).toBe('function')
    }
  }
})

test('the runtime table imports no TypeBox (the app bundle takes it as a value)', () => {
  const text = fs.readFileSync(path.join(root, 'types/api-table.ts'), 'utf8')
  expect(text.split('\n').filter((l) => /^import /.test(l))).toEqual(["import type { API_RECORDS } from './api-records.js'"])
})
