// An area's texts ride its own code (src/features/<area>/texts.ts): none of them is in the main
// packs; on H5 (texts.h5.ts) the default language comes with the area and the others load when used.
import fs from 'node:fs'
import path from 'node:path'

jest.mock('@/core/i18n/load-packs', () => jest.requireActual('@/core/i18n/load-packs.h5'))

const textsOf = (lng: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../locales', lng, 'account.json'), 'utf8'))

test('the main packs hold no area texts', () => {
  const { preloaded } = jest.requireActual('@/core/i18n/load-packs')
  for (const pack of Object.values(preloaded) as Array<{ texts: Record<string, unknown> }>)
    expect(Object.keys(pack.texts).sort()).toEqual(['common', 'pages', 'shell', 'validation'])
})

test("H5: an area registered while another language is on loads that language's texts, then switches with the rest", async () => {
  const { useSettingsStore } = await import('@/core/stores/settings')
  useSettingsStore.getState().setLocale('en')
  const { i18n, localeReady, setLocale, t } = await import('@/core/i18n')
  await localeReady
  expect(i18n.hasResourceBundle('en', 'account')).toBe(false)
  await import('@/features/account/texts.h5')
  // the default language is there at once (the fallback), English arrives a moment later
  expect(i18n.hasResourceBundle('zh_CN', 'account')).toBe(true)
  await new Promise((r) => setTimeout(r, 50))
  expect(t('account:login')).toBe(textsOf('en').login)
  // a language chosen later loads the area's texts with the main ones
  await setLocale('ja')
  expect(t('account:login')).toBe(textsOf('ja').login)
})
