import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../types/common.js'
import { account } from './account.js'
import { catalog } from './catalog.js'
import { core } from './core.js'
import { system } from './system.js'

export type Catalog = Record<Locale, Record<string, string>>

const catalogs: Catalog[] = [core, account, system, catalog]

export const messages: Catalog = Object.fromEntries(
  LOCALES.map((l) => [l, Object.assign({}, ...catalogs.map((c) => c[l]))]),
) as Catalog

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

/** Translate `key` for `lang`, filling `{name}` placeholders; falls back to zh_CN, then to the key. */
export function t(lang: Locale, key: string, params: Record<string, string | number> = {}): string {
  const tpl = messages[lang][key] ?? messages[DEFAULT_LOCALE][key] ?? key
  return tpl.replace(/\{(\w+)\}/g, (_, k) => (params[k] !== undefined ? String(params[k]) : `{${k}}`))
}
