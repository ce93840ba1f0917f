// H5 loads each language but the default one when it is first used (src/core/i18n/load-packs.h5.ts).
// This suite runs the i18n module on that loader, as the H5 build does.
import fs from 'node:fs'
import path from 'node:path'

jest.mock('@/core/i18n/load-packs', () => jest.requireActual('@/core/i18n/load-packs.h5'))

const pagesOf = (lng: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../locales', lng, 'pages.json'), 'utf8'))

test('H5 holds only the default language at first; the others load as chunks with the same texts', async () => {
  const { preloaded, loadPack } = jest.requireActual('@/core/i18n/load-packs.h5')
  expect(Object.keys(preloaded)).toEqual(['zh_CN'])
  for (const lng of ['zh_TW', 'en', 'ja', 'ko', 'fil']) {
    const pack = await loadPack(lng)
    expect(pack.texts.pages).toEqual(pagesOf(lng))
    expect(typeof pack.nutui.confirm).toBe('string')
  }
})

test('a stored language shows the default texts until it has loaded, then its own; switching loads first', async () => {
  const { useSettingsStore } = await import('@/core/stores/settings')
  useSettingsStore.getState().setLocale('en')
  const { i18n, localeReady, nutuiLocale, setLocale, t } = await import('@/core/i18n')
  const title = 'pages:tabbar/index'

  // before the English chunk arrives: Chinese texts (the fallback), Chinese NutUI texts
  expect(i18n.language).toBe('en')
  expect(t(title)).toBe(pagesOf('zh_CN')['tabbar/index'])
  expect(nutuiLocale('en').confirm).toBe(nutuiLocale('zh_CN').confirm)

  await localeReady
  expect(t(title)).toBe(pagesOf('en')['tabbar/index'])
  expect(nutuiLocale('en').confirm).not.toBe(nutuiLocale('zh_CN').confirm)

  // switching: the choice is stored at once (sent as lang), the texts change once loaded
  const switching = setLocale('ja')
  expect(useSettingsStore.getState().locale).toBe('ja')
  expect(i18n.language).toBe('en')
  await switching
  expect(i18n.language).toBe('ja')
  expect(t(title)).toBe(pagesOf('ja')['tabbar/index'])

  // a choice made while an earlier one is still loading wins over it
  const slow = setLocale('ko')
  void setLocale('en')
  expect(i18n.language).toBe('en')
  await slow
  expect(i18n.language).toBe('en')
  expect(useSettingsStore.getState().locale).toBe('en')
  expect(t(title)).toBe(pagesOf('en')['tabbar/index'])

  // a loaded language switches at once
  void setLocale('ko')
  expect(i18n.language).toBe('ko')
})
