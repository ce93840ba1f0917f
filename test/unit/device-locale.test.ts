// The first language: the device's (browser's) closest of the six until the user chooses one; the
// choice is kept and wins at every later start, whatever the device says then.
import Taro from '@tarojs/taro'
import { closestLocale, localeFromDevice } from '@/core/i18n/locale-match'

test.each([
  ['zh-CN', 'zh_CN'],
  ['zh', 'zh_CN'],
  ['zh_CN', 'zh_CN'],
  ['zh-SG', 'zh_CN'],
  ['zh-Hans-HK', 'zh_CN'],
  ['zh-TW', 'zh_TW'],
  ['zh-HK', 'zh_TW'],
  ['zh_HK', 'zh_TW'],
  ['zh-MO', 'zh_TW'],
  ['zh-Hant', 'zh_TW'],
  ['zh-Hant-TW', 'zh_TW'],
  ['en', 'en'],
  ['en-US', 'en'],
  ['en-GB', 'en'],
  ['ja-JP', 'ja'],
  ['ko-KR', 'ko'],
  ['fil-PH', 'fil'],
  ['tl', 'fil'],
  ['FIL', 'fil'],
  ['de-DE', undefined],
  ['', undefined],
])('%s -> %s', (tag, lng) => {
  expect(closestLocale(tag)).toBe(lng)
})

test("the first of the device's languages that the app has; none: the default (zh_CN)", () => {
  expect(localeFromDevice(['de-DE', 'ko-KR', 'en'])).toBe('ko')
  expect(localeFromDevice(['de-DE', 'fr'])).toBe('zh_CN')
  expect(localeFromDevice([])).toBe('zh_CN')
})

/** A fresh start of the app with these browser languages: its settings store and i18n. */
function start(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true })
  let mods!: { store: typeof import('@/core/stores/settings'); i18n: typeof import('@/core/i18n') }
  jest.isolateModules(() => {
    jest.doMock('@/core/i18n/device-languages', () => jest.requireActual('@/core/i18n/device-languages.h5'))
    mods = { store: require('@/core/stores/settings'), i18n: require('@/core/i18n') }
  })
  return mods
}

beforeEach(() => Taro.clearStorageSync())

test("first open: the browser's language (Hong Kong Chinese: Traditional), sent as `lang`; unknown: zh_CN", async () => {
  let app = start(['en-US', 'zh-CN'])
  await app.i18n.localeReady
  expect(app.store.useSettingsStore.getState().locale).toBe('en')
  expect(app.i18n.i18n.language).toBe('en')
  expect(app.i18n.t('common:dialog.cancel')).toBe('Cancel')
  app = start(['zh-HK'])
  expect(app.store.useSettingsStore.getState().locale).toBe('zh_TW')
  app = start(['de-DE'])
  expect(app.store.useSettingsStore.getState().locale).toBe('zh_CN')
})

test('not chosen: nothing stored, the next start follows the device again', () => {
  let app = start(['ja'])
  app.store.useSettingsStore.getState().setSkin('green')
  expect(app.store.useSettingsStore.getState().locale).toBe('ja')
  app = start(['ko'])
  expect(app.store.useSettingsStore.getState().locale).toBe('ko')
})

test('a choice is stored and wins over the device at every later start', async () => {
  let app = start(['en-US'])
  await app.i18n.setLocale('fil')
  app = start(['ko-KR'])
  await app.i18n.localeReady
  expect(app.store.useSettingsStore.getState()).toMatchObject({ locale: 'fil', localeChosen: true })
  expect(app.i18n.i18n.language).toBe('fil')
})

test('settings stored before (version 0): another language than the default was a choice; the default gives way to the device', () => {
  Taro.setStorageSync('mall-settings', JSON.stringify({ state: { locale: 'ko', skin: null }, version: 0 }))
  expect(start(['en']).store.useSettingsStore.getState().locale).toBe('ko')
  Taro.setStorageSync('mall-settings', JSON.stringify({ state: { locale: 'zh_CN', skin: 'green' }, version: 0 }))
  const app = start(['en'])
  expect(app.store.useSettingsStore.getState()).toMatchObject({ locale: 'en', localeChosen: false, skin: 'green' })
})
