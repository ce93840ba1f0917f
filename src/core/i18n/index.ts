import { DEFAULT_LOCALE, LOCALES, type Locale } from '~types/constants'
import { onStorageLoaded } from '../storage'
import { useSettingsStore } from '../stores/settings'
import { loadPack, preloaded } from './load-packs'
import type { LocalePack } from './packs/types'
import { Translator, useTranslator } from './runtime'
import type { Namespace, TypedT } from './keys'

export const SUPPORTED_LOCALES = LOCALES
export const LOCALE_NAMES: Record<Locale, string> = { zh_CN: '简体中文', zh_TW: '繁體中文', en: 'English', ja: '日本語', ko: '한국어', fil: 'Filipino' }
/** The texts in the main package (every page needs them); an area's own texts come with `registerTexts`. */
export const NAMESPACES = ['common', 'pages', 'shell', 'validation'] as const

type Texts = Record<string, unknown>
/** Namespaces of areas: their texts ship with the area's code (subpackage or chunk), not in the main package. */
const areas = new Map<string, { loaders: Partial<Record<Locale, () => Promise<Texts>>>; loaded: Set<Locale> }>()

/** Languages whose texts are in i18next already. */
const packs: Partial<Record<Locale, LocalePack>> = { ...preloaded }
const stored = useSettingsStore.getState().locale || DEFAULT_LOCALE

/** Keys: `ns:key`, '.' nests (page names contain '/', never '.'); see ./runtime for the rules. */
export const i18n = new Translator({
  resources: Object.fromEntries(Object.entries(packs).map(([lng, p]) => [lng, p!.texts])),
  lng: stored,
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
})

const pending: Partial<Record<Locale, Promise<void>>> = {}
/** Makes a language's texts available (H5 loads it on first use; mini-programs have them all). */
export function ensureLocale(lng: Locale): Promise<void> {
  if (packs[lng]) return Promise.resolve()
  pending[lng] ??= Promise.all([loadPack(lng), ...[...areas.keys()].map((ns) => loadArea(ns, lng))]).then(
    ([pack]) => {
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

function loadArea(ns: string, lng: Locale): Promise<void> {
  const area = areas.get(ns)
  const load = area?.loaders[lng]
  if (!area || area.loaded.has(lng) || !load) return Promise.resolve()
  return load().then((texts) => {
    area.loaded.add(lng)
    i18n.addResourceBundle(lng, ns, texts, true, true)
  })
}

/**
 * An area's texts, registered by the area's own module (`features/<area>/texts.ts`), so they ride its
 * subpackage on mini-programs and its chunk on H5. `texts`: languages ready now; `loaders`: languages
 * loaded when used (H5). Texts of the current language that arrive later re-render the screen.
 */
export function registerTexts(ns: string, texts: Partial<Record<Locale, Texts>>, loaders: Partial<Record<Locale, () => Promise<Texts>>> = {}) {
  if (areas.has(ns)) return
  const loaded = new Set<Locale>()
  for (const [lng, t] of Object.entries(texts) as Array<[Locale, Texts]>) {
    i18n.addResourceBundle(lng, ns, t, true, true)
    loaded.add(lng)
  }
  areas.set(ns, { loaders, loaded })
  const current = i18n.language as Locale
  if (!loaded.has(current) && loaders[current])
    void loadArea(ns, current).then(
      () => void i18n.changeLanguage(i18n.language),
      () => undefined,
    )
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

export const t = i18n.t
export type { Namespace, NsKey, TKey, TypedT } from './keys'

/**
 * `const { t } = useT('account')`: a main namespace or an area's registered one (several: `t` looks in the
 * first, `ns:key` in any). `t`'s keys are checked against locales/zh_CN/<ns>.json (./keys, types only).
 */
export function useT<N extends Namespace = 'common'>(ns?: N | readonly [N, ...Namespace[]]): { t: TypedT<N>; i18n: Translator; ready: true } {
  return useTranslator(i18n, ns ?? 'common') as { t: TypedT<N>; i18n: Translator; ready: true }
}

/** NutUI's own texts in a language (the default language's until that language has loaded). */
export function nutuiLocale(lng: Locale) {
  return (packs[lng] ?? packs[DEFAULT_LOCALE]!).nutui
}
