import assert from 'node:assert/strict'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { sql, type Migration } from 'kysely'
import { DirectoryProvider, MIGRATOR_OPTIONS, migrateToLatest } from '../src/db/migrate.js'
import { hashPassword } from '../src/core/password.js'
import { newToken, sha256 } from '../src/core/crypto.js'
import { createTestApp, expectOk, form, type TestApp } from './helpers.js'

const PREVIOUS = path.join(import.meta.dirname, 'fixtures/f5e6677/db/migrations')

describe('migrations: one rising sequence; a database of the previous version migrates forward', () => {
  let t: TestApp
  let token = ''
  let applied: string[] = []

  before(async () => {
    t = await createTestApp({
      // the database as version f5e6677 left it: its migrations, then data written through its schema
      fresh: async (db) => {
        applied = await migrateToLatest(db, new DirectoryProvider([PREVIOUS], false))
        const tenant = await db.insertInto('tenants').values({ code: 'default', name: 'Demo Mall' }).returning('id').executeTakeFirstOrThrow()
        const user = await db
          .insertInto('users')
          .values({
            tenant_id: tenant.id,
            phone: '13912345678',
            country_area: '86',
            password_hash: await hashPassword('old123'),
            nickname: 'old-timer',
            invite_code: 'OLDTIMER',
            level: 2,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await db.insertInto('wallet_accounts').values({ tenant_id: tenant.id, user_id: user.id, currency: 'CNY', balance: 12345, is_default: true }).execute()
        token = newToken()
        await db
          .insertInto('sessions')
          .values({ tenant_id: tenant.id, user_id: user.id, token_hash: sha256(token), expires_at: new Date(Date.now() + 3_600_000) })
          .execute()
        await db.insertInto('notices').values({ tenant_id: tenant.id, title: 'kept across versions', content: 'still here' }).execute()
      },
    })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('the previous version applied its five numbered migrations; the current code applies the rest in name order', async () => {
    assert.deepEqual(applied, ['0001_core', '0010_account', '0020_system', '0021_reference_data', '0030_catalog'])
    const names = [...(await new DirectoryProvider().files()).keys()]
    const recorded = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db)).rows.map((r) => r.name)
    assert.deepEqual(recorded, names, 'every current migration is recorded, none missing')
    // one sequence: the kept numbered names first, then timestamps (YYYYMMDDHHMMSS_<area>_<what>)
    for (const n of names) assert.match(n, /^(\d{4}_[a-z_]+|\d{14}_[a-z0-9]+_[a-z0-9_]+)$/, n)
    assert.deepEqual(names, [...names].sort())
  })

  it('data written by the previous version survives and the current server reads it', async () => {
    const h = { authorization: `Bearer ${token}`, lang: 'en' }
    const wallets = expectOk(await t.api({ method: 'GET', url: '/customer/api/account', headers: h }))
    assert.deepEqual(wallets, [{ currency: 'CNY', balance: 12345, frozen: 0, available: 12345, held: 0, total: 12345, isDefault: 'Y' }])
    const info = expectOk(await t.api({ method: 'POST', url: '/customer/api/info', headers: h }))
    assert.equal(info.nickname, 'old-timer')
    assert.equal(info.levelName, 'Silver member')
    const f = form({ username: '13912345678', password: 'old123' })
    assert.ok(expectOk(await t.api({ method: 'POST', url: '/auth/api/customer/login', payload: f.payload, headers: { ...f.headers, lang: 'en' } })).token)
    const notices = expectOk(await t.api({ method: 'GET', url: '/system/api/notice/list' }))
    assert.ok(notices.rows.some((n: { title: string }) => n.title === 'kept across versions'))
  })

  it('a migration merged late (older timestamp than one already applied) still runs', async () => {
    const log: string[] = []
    const m = (name: string): Migration => ({ up: async () => void log.push(name) })
    const table = (names: string[]) => ({ getMigrations: async () => Object.fromEntries(names.map((n) => [n, m(n)])) })
    // a database of its own schema: the migrator's tables must not mix with the real ones
    await sql`create schema if not exists late_merge`.execute(t.db)
    const db = t.db.withSchema('late_merge')
    const { Migrator } = await import('kysely')
    const run = (names: string[]) => new Migrator({ db, provider: table(names), ...MIGRATOR_OPTIONS, migrationTableSchema: 'late_merge' }).migrateToLatest()
    assert.equal((await run(['20261201000000_a_first', '20261203000000_b_third'])).error, undefined)
    const late = await run(['20261201000000_a_first', '20261202000000_c_second', '20261203000000_b_third'])
    assert.equal(late.error, undefined)
    assert.deepEqual(log, ['20261201000000_a_first', '20261203000000_b_third', '20261202000000_c_second'])
  })
})
