import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { LOCALES } from '../../types/constants.js'
import { messages, normalizeLang, t } from '../src/i18n/index.js'

describe('server messages', () => {
  it('every locale has the same keys, none empty, with the same placeholders', () => {
    const ref = Object.keys(messages.zh_CN).sort()
    assert.ok(ref.length > 40)
    for (const l of LOCALES) {
      assert.deepEqual(Object.keys(messages[l]).sort(), ref, l)
      for (const k of ref) {
        assert.ok(messages[l][k].trim(), `${l} ${k} empty`)
        const ph = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort()
        assert.deepEqual(ph(messages[l][k]), ph(messages.zh_CN[k]), `${l} ${k} placeholders`)
      }
    }
  })

  it('every message key the code uses exists', () => {
    const src = path.resolve(import.meta.dirname, '../src')
    const files: string[] = []
    const walk = (d: string) => fs.readdirSync(d, { withFileTypes: true }).forEach((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : e.name.endsWith('.ts') && files.push(path.join(d, e.name))))
    walk(src)
    const used = new Set<string>()
    for (const f of files) for (const m of fs.readFileSync(f, 'utf8').matchAll(/['"`]((?:common|tenant|auth|validation|account|system|catalog)\.[A-Za-z]+)['"`]/g)) used.add(m[1])
    assert.ok(used.size > 20)
    const missing = [...used].filter((k) => !(k in messages.zh_CN))
    assert.deepEqual(missing, [])
  })

  it('lang header variants map to our locales; placeholders are filled', () => {
    assert.equal(normalizeLang('en-US'), 'en')
    assert.equal(normalizeLang('zh-HK'), 'zh_TW')
    assert.equal(normalizeLang('tl'), 'fil')
    assert.equal(normalizeLang('de'), 'zh_CN')
    assert.equal(normalizeLang(undefined), 'zh_CN')
    assert.match(t('en', 'account.smsText', { code: '123456' }), /123456/)
  })
})
