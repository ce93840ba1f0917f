import fs from 'node:fs'
import path from 'node:path'
import { LOCALES } from '~types/constants'
import { i18n, nutuiLocale, setLocale, t } from '@/core/i18n'
import { routes } from '@/routes/index'
import { useSettingsStore } from '@/core/stores/settings'
import '@/features/cart/texts'
import '@/features/order/texts'

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

/** Plural forms (`items_one`, `items_other`): a language has the forms its plural rules name. */
const PLURAL = /_(zero|one|two|few|many|other)$/
const base = (k: string) => k.replace(PLURAL, '')
const pluralsOf = (keys: string[]) => {
  const m = new Map<string, string[]>()
  for (const k of keys.filter((x) => PLURAL.test(x))) m.set(base(k), [...(m.get(base(k)) ?? []), PLURAL.exec(k)![1]].sort())
  return m
}

// every namespace of locales/, the client's and the server's (`server-*`, read by the server through i18next)
test.each(namespaces)(
  'namespace %s has the same keys in every locale (plural forms as each language has them), none empty, the same {{placeholders}}',
  (ns) => {
    const zh = load('zh_CN', ns)
    const ref = [...new Set(flat(zh).map(base))].sort()
    const zhPlurals = pluralsOf(flat(zh))
    expect(ref.length).toBeGreaterThan(0)
    for (const lng of LOCALES) {
      const data = load(lng, ns)
      const keys = flat(data)
      expect({ lng, keys: [...new Set(keys.map(base))].sort() }).toEqual({ lng, keys: ref })
      // a pluralised text has exactly the forms of the language's rules (a `_zero` form may be added)
      const forms = [...new Intl.PluralRules(lng.replace('_', '-')).resolvedOptions().pluralCategories].sort()
      const plurals = pluralsOf(keys)
      expect({ lng, pluralised: [...plurals.keys()].sort() }).toEqual({ lng, pluralised: [...zhPlurals.keys()].sort() })
      for (const [k, got] of plurals) expect({ lng, k, forms: got.filter((f) => f !== 'zero') }).toEqual({ lng, k, forms })
      for (const k of keys) {
        const val = k.split('.').reduce((o: any, p) => o[p], data)
        const zhKey = PLURAL.test(k) ? `${base(k)}_other` : k
        expect({ lng, k, empty: String(val).trim() === '' }).toEqual({ lng, k, empty: false })
        expect({ lng, k, placeholders: placeholders(val) }).toEqual({ lng, k, placeholders: placeholders(value(zh, zhKey)) })
      }
    }
  },
)

test("plurals follow each language's rules: one item / 2 items in English, one form in Chinese", async () => {
  await setLocale('en')
  expect([t('cart:items', { count: 1 }), t('cart:items', { count: 2 }), t('cart:items', { count: 0 })]).toEqual(['1 item', '2 items', '0 items'])
  expect([t('order:checkoutShops', { count: 1 }), t('order:checkoutShops', { count: 3 })]).toEqual(['1 shop order paid', '3 shop orders paid together'])
  expect(t('order:orderSum', { count: 1, amount: '¥1.00' })).toBe('1 item, total ¥1.00')
  await setLocale('ja')
  expect([t('cart:items', { count: 1 }), t('cart:items', { count: 2 })]).toEqual(['1 点', '2 点'])
  await setLocale('zh_CN')
  expect(t('cart:items', { count: 1 })).toBe('共 1 件')
})

// Korean particles depend on the last sound of the word before (을/를, 이/가, 은/는, 과/와, 으로/로): after a
// placeholder (a name, a number, an amount) only the neutral forms 을(를), 이(가), 은(는), 과(와), (으)로 are right
test.each(namespaces)('ko %s: after a placeholder, a particle that changes with the word before is in its neutral form', (ns) => {
  const texts = flat(load('ko', ns)).map((k) => [k, String(value(load('ko', ns), k))])
  const wrong = texts.filter(([, v]) =>
    /\}\}["'」]?\s?(을|를|이|가|은|는|과|와|으로|로)(?![(가-힣])/.test(v.replace(/을\(를\)|이\(가\)|은\(는\)|과\(와\)|\(으\)로/g, '')),
  )
  expect(wrong).toEqual([])
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
