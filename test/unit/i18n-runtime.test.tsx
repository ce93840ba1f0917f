// The client's translation runtime (src/core/i18n/runtime.ts) against i18next, which it replaced in the
// client (the server still uses it): every text of every client namespace in every language, read the
// way the app reads it, must come out the same; so must the edge cases the app relies on.
import fs from 'node:fs'
import path from 'node:path'
import i18next from 'i18next'
import { act, render } from '@testing-library/react'
import { LOCALES } from '~types/constants'
import { Translator, useTranslator } from '@/core/i18n/runtime'

const dir = path.resolve(__dirname, '../../locales')
const namespaces = fs
  .readdirSync(path.join(dir, 'zh_CN'))
  .map((f) => f.replace(/\.json$/, ''))
  .filter((ns) => !ns.startsWith('server-'))
const load = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8'))
const flat = (o: Record<string, unknown>, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${p}${k}.`) : [`${p}${k}`]))

const resources = Object.fromEntries(LOCALES.map((lng) => [lng, Object.fromEntries(namespaces.map((ns) => [ns, load(lng, ns)]))]))
// a language with a partial pack: what is missing falls back to zh_CN
resources.en.common = { ...resources.en.common }
delete (resources.en.common as Record<string, unknown>).retry

async function both(lng: string) {
  const ref = i18next.createInstance()
  await ref.init({
    resources,
    lng,
    fallbackLng: 'zh_CN',
    supportedLngs: [...LOCALES],
    ns: namespaces,
    defaultNS: 'common',
    keySeparator: '.',
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  })
  return { ref, ours: new Translator({ resources, lng, fallbackLng: 'zh_CN', defaultNS: 'common' }) }
}

// a value for every placeholder the texts use (half of the keys are read without them)
const names = [
  ...new Set(
    JSON.stringify(resources)
      .match(/\{\{\s*[\w.]+\s*\}\}/g)!
      .map((p) => p.replace(/[{}\s]/g, '')),
  ),
]
const values = Object.fromEntries(names.map((x, i) => [x, i % 2 ? i : `<${x}>`]))

test.each([...LOCALES])('%s: every client text reads as i18next reads it (with values for its placeholders)', async (lng) => {
  const { ref, ours } = await both(lng)
  let n = 0
  for (const ns of namespaces)
    for (const key of flat(load('zh_CN', ns))) {
      expect({ key: `${ns}:${key}`, text: ours.t(`${ns}:${key}`, values) }).toEqual({ key: `${ns}:${key}`, text: ref.t(`${ns}:${key}`, values) })
      expect({ key: `${ns}:${key}`, text: ours.t(`${ns}:${key}`) }).toEqual({ key: `${ns}:${key}`, text: ref.t(`${ns}:${key}`) })
      expect(ours.getFixedT(ns)(key)).toBe(ref.getFixedT(lng, ns)(key))
      n++
    }
  expect(n).toBeGreaterThan(500)
})

// the texts with plural forms (`cart:items` for cart's items_one / items_other); i18next adds the test's own namespaces to `namespaces`
const PLURAL_KEYS = [
  ...new Set(
    namespaces.flatMap((ns) =>
      flat(load('zh_CN', ns))
        .filter((k) => /_other$/.test(k))
        .map((k) => `${ns}:${k.replace(/_other$/, '')}`),
    ),
  ),
]

test.each([...LOCALES])("%s: plurals (`count`) read as i18next reads them: the language's forms, a key without forms, the fallback's", async (lng) => {
  const { ref, ours } = await both(lng)
  const plural = PLURAL_KEYS
  expect(plural.length).toBeGreaterThan(3)
  ref.addResourceBundle(lng, 'px', { z_zero: 'none', z_other: '{{count}} z', plain: '{{count}} plain' }, true, true)
  ours.addResourceBundle(lng, 'px', { z_zero: 'none', z_other: '{{count}} z', plain: '{{count}} plain' }, true, true)
  ref.addResourceBundle('zh_CN', 'px', { fb_other: '{{count}} 个' }, true, true)
  ours.addResourceBundle('zh_CN', 'px', { fb_other: '{{count}} 个' }, true, true)
  for (const key of [...plural, 'px:z', 'px:plain', 'px:fb', 'cart:settle'])
    for (const count of [0, 1, 2, 3, 4, 5, 11, 21, 1.5])
      expect({ key, count, text: ours.t(key, { count, amount: '¥1' }) }).toEqual({ key, count, text: ref.t(key, { count, amount: '¥1' }) })
})

test('edge cases: missing keys, defaultValue, missing values, nested values, fallback, other namespace', async () => {
  const { ref, ours } = await both('en')
  const cases: Array<[string, Record<string, unknown>?]> = [
    ['no.such.key'],
    ['shell:no-such'],
    ['no-such', { defaultValue: 'dflt' }],
    ['retry'], // missing in this en pack: zh_CN's
    ['pages:tabbar/index'],
    ['validation:passwordRequired'],
  ]
  for (const [key, opts] of cases) expect({ key, text: ours.t(key, opts) }).toEqual({ key, text: ref.t(key, opts) })
  ref.addResourceBundle('en', 'x', { a: 'Hi {{name}}, {{ who.first }}, {{nothing}} and {{missing}}!', deep: { b: 'B' } }, true, true)
  ours.addResourceBundle('en', 'x', { a: 'Hi {{name}}, {{ who.first }}, {{nothing}} and {{missing}}!', deep: { b: 'B' } }, true, true)
  ref.addResourceBundle('en', 'x', { deep: { c: 'C' } }, true, true)
  ours.addResourceBundle('en', 'x', { deep: { c: 'C' } }, true, true)
  for (const key of ['x:a', 'x:deep.b', 'x:deep.c'])
    expect({ key, text: ours.t(key, { name: 'Ann', who: { first: 'Bo' }, nothing: null }) }).toEqual({
      key,
      text: ref.t(key, { name: 'Ann', who: { first: 'Bo' }, nothing: null }),
    })
  // the one difference: a key naming a group of texts gives the key (i18next: a sentence about it)
  expect(ours.t('x:deep')).toBe('deep')
  expect(ref.t('x:deep')).toMatch(/returned an object/)
  expect(ours.hasResourceBundle('en', 'x')).toBe(true)
  expect(ours.hasResourceBundle('ja', 'x')).toBe(false)
})

test('useTranslator: the namespace given first, a re-render and a new t when the language changes', async () => {
  const ours = new Translator({ resources, lng: 'zh_CN', fallbackLng: 'zh_CN', defaultNS: 'common' })
  const seen: Array<(k: string) => string> = []
  function Title() {
    const { t } = useTranslator(ours, ['pages', 'shell'])
    seen.push(t)
    return <span>{t('tabbar/index')}</span>
  }
  const view = render(<Title />)
  expect(view.container.textContent).toBe(load('zh_CN', 'pages')['tabbar/index'])
  await act(() => ours.changeLanguage('ja'))
  expect(view.container.textContent).toBe(load('ja', 'pages')['tabbar/index'])
  expect(ours.language).toBe('ja')
  expect(seen[seen.length - 1]).not.toBe(seen[0])
})
