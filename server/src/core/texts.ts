import { LOCALES } from '../../../types/constants.js'

/**
 * Tenant content in several languages: a `{zh_CN, en, ...}` object (a jsonb column, or a value inside a
 * settings document). `pick` gives the request language's text, then zh_CN, then any; a plain string
 * (content written before it had translations) is itself in every language.
 */
export type Texts = Partial<Record<string, string>>

export function pick(v: unknown, lang: string): string {
  if (typeof v === 'string') return v
  const m = (v ?? {}) as Texts
  return m[lang] || m.zh_CN || Object.values(m).find((x) => typeof x === 'string' && x) || ''
}

const LOCALE_SET = new Set<string>(LOCALES)

/** Whether `v` is a translations object: a non-empty plain object whose keys are all locale codes. */
export const isTexts = (v: unknown): v is Texts =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.keys(v).length > 0 &&
  Object.entries(v).every(([k, x]) => LOCALE_SET.has(k) && typeof x === 'string')

/** A settings document with every translations object replaced by its text in `lang` (the rest as is). */
export function localize<T>(v: T, lang: string): T {
  if (isTexts(v)) return pick(v, lang) as T
  if (Array.isArray(v)) return v.map((x) => localize(x, lang)) as T
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, localize(x, lang)])) as T
  return v
}
