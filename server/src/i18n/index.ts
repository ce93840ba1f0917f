import fs from 'node:fs'
import path from 'node:path'
import i18next from 'i18next'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../types/common.js'

/**
 * Server messages, from the same `locales/<lng>/<namespace>.json` files as the client's, through
 * i18next, with the client's `{{name}}` placeholders. Server-only texts sit in `server-*` namespaces,
 * which the client never imports (its packs name their namespaces), so they stay out of the app bundle.
 *
 * A key `<area>.<name>` reads `server-<area>.json` (one namespace per module, found by file name:
 * `account.smsInvalid` -> `server-account.json` -> `smsInvalid`); the server core's keys (`common.`,
 * `tenant.`, `auth.`, `validation.`) read `server-core.json`, nested under their prefix.
 */
export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../locales')
export const SERVER_NS_PREFIX = 'server-'
export const CORE_NS = 'server-core'

/** The server namespaces present in the default locale (`server-core`, `server-account`, ...). */
export const serverNamespaces: string[] = fs
  .readdirSync(path.join(LOCALES_DIR, DEFAULT_LOCALE))
  .filter((f) => f.startsWith(SERVER_NS_PREFIX) && f.endsWith('.json'))
  .map((f) => f.slice(0, -5))
  .sort()

const resources = Object.fromEntries(
  LOCALES.map((lng) => [
    lng,
    Object.fromEntries(
      serverNamespaces.map((ns) => {
        const file = path.join(LOCALES_DIR, lng, `${ns}.json`)
        return [ns, fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}]
      }),
    ),
  ]),
)

const i18n = i18next.createInstance()
void i18n.init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: serverNamespaces,
  defaultNS: CORE_NS,
  initAsync: false,
  // JSON answers, not HTML: no escaping of values
  interpolation: { escapeValue: false },
  returnNull: false,
})

const areaNs = new Set(serverNamespaces.filter((n) => n !== CORE_NS).map((n) => n.slice(SERVER_NS_PREFIX.length)))

/** Where a message key lives: `{ns, key}`. */
export function locate(key: string): { ns: string; key: string } {
  const dot = key.indexOf('.')
  const head = dot > 0 ? key.slice(0, dot) : ''
  return areaNs.has(head) ? { ns: `${SERVER_NS_PREFIX}${head}`, key: key.slice(dot + 1) } : { ns: CORE_NS, key }
}

/** Whether `key` has a text (in the default locale). */
export function hasMessage(key: string): boolean {
  const l = locate(key)
  return i18n.exists(l.key, { ns: l.ns, lng: DEFAULT_LOCALE, fallbackLng: false })
}

/** `zh-CN`, `zh_cn`, `en-US`, `zh-HK`, `tl` ... to one of our locales; unknown -> default. */
export function normalizeLang(raw: string | undefined | null): Locale {
  if (!raw) return DEFAULT_LOCALE
  const v = String(raw).split(',')[0].trim().replace('-', '_').toLowerCase()
  if (v === 'zh_tw' || v === 'zh_hk' || v === 'zh_mo' || v === 'zh_hant') return 'zh_TW'
  if (v.startsWith('zh')) return 'zh_CN'
  if (v.startsWith('en')) return 'en'
  if (v.startsWith('ja')) return 'ja'
  if (v.startsWith('ko')) return 'ko'
  if (v.startsWith('fil') || v.startsWith('tl')) return 'fil'
  return DEFAULT_LOCALE
}

/** Translate `key` for `lang`, filling `{{name}}` placeholders; falls back to zh_CN, then to the key. */
export function t(lang: Locale, key: string, params: Record<string, string | number> = {}): string {
  const l = locate(key)
  return i18n.t(l.key, { ...params, ns: l.ns, lng: lang, defaultValue: key })
}
