import fs from 'node:fs'
import path from 'node:path'
import { LOCALES } from '~types/constants'
import { i18n, nutuiLocale, setLocale, t } from '@/core/i18n'
import { routes } from '@/routes/index'
import { useSettingsStore } from '@/core/stores/settings'

const dir = path.resolve(__dirname, '../../locales')
const flat = (o: Record<string, unknown>, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${p}${k}.`) : [`${p}${k}`]))
const load = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8'))
const namespaces = fs.readdirSync(path.join(dir, 'zh_CN')).map((f) => f.replace(/\.json$/, ''))

test('six locales, zh_CN first (default and fallback)', () => {
  expect(LOCALES).toEqual(['zh_CN', 'zh_TW', 'en', 'ja', 'ko', 'fil'])
  expect(fs.readdirSync(dir).sort()).toEqual([...LOCALES].sort())
})

const placeholders = (v: unknown) => (String(v).match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []).sort()
const value = (data: unknown, k: string) => k.split('.').reduce((o: any, p) => o[p], data)

// every namespace of locales/, the client's and the server's (`server-*`, read by the server through i18next)
test.each(namespaces)('namespace %s has the same keys in every locale, none empty, the same {{placeholders}}', (ns) => {
  const ref = flat(load('zh_CN', ns)).sort()
  const zh = load('zh_CN', ns)
  expect(ref.length).toBeGreaterThan(0)
  for (const lng of LOCALES) {
    const data = load(lng, ns)
    expect({ lng, keys: flat(data).sort() }).toEqual({ lng, keys: ref })
    for (const k of ref) {
      const val = k.split('.').reduce((o: any, p) => o[p], data)
      expect({ lng, k, empty: String(val).trim() === '' }).toEqual({ lng, k, empty: false })
      expect({ lng, k, placeholders: placeholders(val) }).toEqual({ lng, k, placeholders: placeholders(value(zh, k)) })
    }
  }
})

test('server texts (server-* namespaces) stay out of the client: no language pack imports them', () => {
  const packs = path.resolve(__dirname, '../../src/core/i18n/packs')
  for (const f of fs.readdirSync(packs)) expect({ f, server: /server-/.test(fs.readFileSync(path.join(packs, f), 'utf8')) }).toEqual({ f, server: false })
})

test('every page of the route table has a translated title in every locale', () => {
  for (const lng of LOCALES) {
    const pages = load(lng, 'pages')
    const missing = routes.filter((r) => !(r.titleKey.replace(/^pages:/, '') in pages)).map((r) => r.name)
    expect({ lng, missing }).toEqual({ lng, missing: [] })
  }
})

test('switching locale changes texts and persists the choice', () => {
  setLocale('en')
  const en = t('pages:tabbar/index')
  setLocale('ja')
  const ja = t('pages:tabbar/index')
  expect(en).not.toEqual(ja)
  expect(i18n.language).toBe('ja')
  expect(useSettingsStore.getState().locale).toBe('ja')
  setLocale('zh_CN')
})

test('NutUI texts follow the locale, including own ko and fil packs', () => {
  const en = nutuiLocale('en') as { confirm: string; cancel: string }
  for (const l of LOCALES.filter((x) => x !== 'en')) {
    const pack = nutuiLocale(l) as { confirm: string; cancel: string }
    expect({ l, same: pack.confirm === en.confirm || pack.cancel === en.cancel }).toEqual({ l, same: false })
  }
  expect((nutuiLocale('ko') as { confirm: string }).confirm).toBe('확인')
  expect((nutuiLocale('fil') as { cancel: string }).cancel).toBe('Kanselahin')
})
