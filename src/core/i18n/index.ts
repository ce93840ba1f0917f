import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '~types/constants'
import { useSettingsStore } from '../stores/settings'
import { NAMESPACES, resources } from './resources'

export const SUPPORTED_LOCALES = LOCALES
export const LOCALE_NAMES: Record<Locale, string> = { zh_CN: '简体中文', zh_TW: '繁體中文', en: 'English', ja: '日本語', ko: '한국어', fil: 'Filipino' }

export const i18n = i18next.createInstance()
i18n.use(initReactI18next).init({
  resources,
  lng: useSettingsStore.getState().locale || DEFAULT_LOCALE,
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

/** Switch language: persisted in settings (sent as the `lang` header) and applied at once. */
export function setLocale(lng: Locale) {
  useSettingsStore.getState().setLocale(lng)
  void i18n.changeLanguage(lng)
}

export const t = i18n.t.bind(i18n)

/** `const { t } = useT('account')` */
export function useT(ns: (typeof NAMESPACES)[number] | Array<(typeof NAMESPACES)[number]> = 'common') {
  return useTranslation(ns, { i18n })
}

export { nutuiLocale } from './nutui'
