import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { LOCALES } from '../../types/constants.js'
import { importFromModules } from '../src/core/discover.js'
import { hooks } from '../src/core/hooks.js'
import { loadModules } from '../src/core/module.js'
import type { ErrorDef } from '../src/core/errors.js'
import { CORE_NS, LOCALES_DIR, hasMessage, normalizeLang, serverNamespaces, t } from '../src/i18n/index.js'

const flat = (o: Record<string, unknown>, p = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === 'object' ? Object.entries(flat(v as Record<string, unknown>, `${p}${k}.`)) : [[`${p}${k}`, String(v)]],
    ),
  )
const load = (lng: string, ns: string) => flat(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lng, `${ns}.json`), 'utf8')))
const placeholders = (s: string) => (s.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []).sort()

describe('server messages (locales/<lng>/server-*.json through i18next)', () => {
  it('every server namespace has the same keys in every locale, none empty, with the same {{placeholders}}', () => {
    assert.ok(serverNamespaces.includes(CORE_NS))
    let total = 0
    for (const ns of serverNamespaces) {
      const ref = load('zh_CN', ns)
      total += Object.keys(ref).length
      for (const l of LOCALES) {
        const m = load(l, ns)
        assert.deepEqual(Object.keys(m).sort(), Object.keys(ref).sort(), `${l} ${ns}`)
        for (const [k, v] of Object.entries(m)) {
          assert.ok(v.trim(), `${l} ${ns} ${k} empty`)
          assert.deepEqual(placeholders(v), placeholders(ref[k]), `${l} ${ns} ${k} placeholders`)
          assert.doesNotMatch(v.replace(/\{\{\s*[\w.]+\s*\}\}/g, ''), /\{\w+\}/, `${l} ${ns} ${k}: a {single} brace placeholder (i18next uses {{name}})`)
        }
      }
    }
    assert.ok(total > 40)
  })

  it("every module's error keys and every message key the code names exist", async () => {
    const errors = await importFromModules<Record<string, { defs?: Record<string, ErrorDef> }>>((area) => `${area}.errors`)
    assert.ok(errors.length >= 4)
    const missing: string[] = []
    for (const { area, mod } of errors)
      for (const e of Object.values(mod))
        for (const [name, d] of Object.entries(e.defs ?? {})) if (!hasMessage(d.key ?? `${area}.${name}`)) missing.push(d.key ?? `${area}.${name}`)
    // keys written out in the code: the core's prefixes and one per server namespace
    const prefixes = ['common', 'tenant', 'auth', 'validation', ...serverNamespaces.map((n) => n.replace(/^server-/, ''))]
    // hook names (core/hooks.ts) look alike: their declarations, calls and mentions are not message keys
    await loadModules()
    const wired = hooks.wired()
    const hookNames = new Set([...wired.events, ...wired.providers])
    const re = new RegExp(`(?<!hooks\\.(?:get|on|emit|provide)\\()['"\`]((?:${prefixes.join('|')})\\.[A-Za-z0-9]+)['"\`]`, 'g')
    const files: string[] = []
    const walk = (d: string) =>
      fs
        .readdirSync(d, { withFileTypes: true })
        .forEach((e) =>
          e.isDirectory() ? walk(path.join(d, e.name)) : e.name.endsWith('.ts') && !/(^|\.)hooks\.ts$/.test(e.name) && files.push(path.join(d, e.name)),
        )
    walk(path.resolve(import.meta.dirname, '../src'))
    let used = 0
    for (const f of files)
      for (const m of fs.readFileSync(f, 'utf8').matchAll(re)) {
        used++
        if (!hasMessage(m[1]) && !hookNames.has(m[1]) && !m[1].endsWith('.js') && !m[1].endsWith('.ts')) missing.push(`${m[1]} (${path.basename(f)})`)
      }
    assert.ok(used > 15)
    assert.deepEqual(missing, [])
  })

  it('lang header variants map to our locales; placeholders are filled; a missing key falls back', () => {
    assert.equal(normalizeLang('en-US'), 'en')
    assert.equal(normalizeLang('zh-HK'), 'zh_TW')
    assert.equal(normalizeLang('tl'), 'fil')
    assert.equal(normalizeLang('de'), 'zh_CN')
    assert.equal(normalizeLang(undefined), 'zh_CN')
    assert.match(t('en', 'account.smsText', { code: '123456' }), /123456/)
    assert.equal(t('en', 'common.rateLimited', { seconds: 7 }), 'Too many attempts, try again in 7 s')
    assert.match(t('ja', 'validation.required', { field: 'phone' }), /phone/)
    assert.equal(t('en', 'nothing.here'), 'nothing.here')
  })
})
