import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '~types/constants'
import { onStorageLoaded } from '../storage'
import { useSettingsStore } from '../stores/settings'
import { loadPack, preloaded } from './load-packs'
import type { LocalePack } from './packs/types'

export const SUPPORTED_LOCALES = LOCALES
export const LOCALE_NAMES: Record<Locale, string> = { zh_CN: '简体中文', zh_TW: '繁體中文', en: 'English', ja: '日本語', ko: '한국어', fil: 'Filipino' }
export const NAMESPACES = ['common', 'pages', 'shell', 'account', 'validation'] as const

/** Languages whose texts are in i18next already. */
const packs: Partial<Record<Locale, LocalePack>> = { ...preloaded }
const stored = useSettingsStore.getState().locale || DEFAULT_LOCALE

export const i18n = i18next.createInstance()
i18n.use(initReactI18next).init({
  resources: Object.fromEntries(Object.entries(packs).map(([lng, p]) => [lng, p!.texts])),
  partialBundledLanguages: true,
  lng: stored,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // page names contain '/', never '.': keep '.' nesting for the other namespaces
  keySeparator: '.',
  nsSeparator: ':',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
})

const pending: Partial<Record<Locale, Promise<void>>> = {}
/** Makes a language's texts available (H5 loads it on first use; mini-programs have them all). */
export function ensureLocale(lng: Locale): Promise<void> {
  if (packs[lng]) return Promise.resolve()
  pending[lng] ??= loadPack(lng).then(
    (pack) => {
      packs[lng] = pack
      for (const ns of NAMESPACES) i18n.addResourceBundle(lng, ns, pack.texts[ns], true, true)
    },
    (err) => {
      delete pending[lng]
      throw err
    },
  )
  return pending[lng]!
}

/** Switch language: persisted in settings (sent as the `lang` header) and applied once its texts are here. */
export function setLocale(lng: Locale): Promise<void> {
  useSettingsStore.getState().setLocale(lng)
  const apply = () => {
    // a later choice wins over a slower load of an earlier one
    if (useSettingsStore.getState().locale === lng) void i18n.changeLanguage(lng)
  }
  if (packs[lng]) {
    apply()
    return Promise.resolve()
  }
  return ensureLocale(lng).then(apply)
}

/** Until a stored language has loaded, texts show in the default language; then they switch. */
export const localeReady: Promise<void> = packs[stored] ? Promise.resolve() : setLocale(stored).catch(() => undefined)

// React Native: the stored language is known only once the device storage has been read
onStorageLoaded(() => {
  const lng = useSettingsStore.getState().locale
  if (lng && lng !== i18n.language) void setLocale(lng).catch(() => undefined)
})

export const t = i18n.t.bind(i18n)

/** `const { t } = useT('account')` */
export function useT(ns: (typeof NAMESPACES)[number] | Array<(typeof NAMESPACES)[number]> = 'common') {
  return useTranslation(ns, { i18n })
}

/** NutUI's own texts in a language (the default language's until that language has loaded). */
export function nutuiLocale(lng: Locale) {
  return (packs[lng] ?? packs[DEFAULT_LOCALE]!).nutui
}
