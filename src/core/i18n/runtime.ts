/**
 * The client's translation runtime: what the app used of i18next + react-i18next (~16 KB brotli in the
 * first H5 download), in ~1 KB. Same semantics for what the app calls:
 * - keys `ns:key.path` (nsSeparator ':', keySeparator '.'; a key that is itself a flat name like
 *   `tabbar/index` or `a.b` stored flat is found too); without `ns:` the hook's (first) namespace;
 * - the current language, then the fallback language; missing: `defaultValue`, else the key (without `ns:`);
 * - plurals as i18next's JSON v4: with a numeric `count`, `key_zero` (count 0), then `key_<category>` by the
 *   language's Intl.PluralRules (`_one`/`_other` in en and fil, `_other` alone in zh/ja/ko), then `key`;
 *   per language, so the fallback language's own rules apply to its texts;
 * - `{{name}}` / `{{ a.b }}` interpolation, nothing escaped; a value not given leaves `{{name}}`, null gives '';
 * - `useT` re-renders on `changeLanguage` (as react-i18next binds `languageChanged`), not on added texts.
 * The server keeps i18next for its own `server-*` texts.
 */
import { useMemo, useSyncExternalStore } from 'react'

type Texts = { [key: string]: unknown }
interface TOptions {
  defaultValue?: string
  [name: string]: unknown
}
type TFunction = (key: string, options?: TOptions) => string

const NS_SEP = ':'
const KEY_SEP = '.'
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g

const isObject = (v: unknown): v is Texts => !!v && typeof v === 'object' && !Array.isArray(v)

function merge(target: Texts, source: Texts, overwrite: boolean) {
  for (const [k, v] of Object.entries(source)) {
    if (isObject(v) && isObject(target[k])) merge(target[k] as Texts, v, overwrite)
    else if (overwrite || !(k in target)) target[k] = isObject(v) ? merge({}, v, true) : v
  }
  return target
}

function find(texts: Texts | undefined, key: string): unknown {
  if (!texts) return undefined
  if (key in texts) return texts[key]
  let v: unknown = texts
  for (const part of key.split(KEY_SEP)) {
    if (!isObject(v)) return undefined
    v = v[part]
  }
  return v
}

interface TranslatorOptions {
  lng: string
  fallbackLng: string
  defaultNS: string
  resources?: Record<string, Record<string, Texts>>
}

const rules = new Map<string, Intl.PluralRules | null>()
/** The plural category of `count` in a language (`zh_CN` read as `zh-CN`); null without Intl. */
function pluralOf(lng: string, count: number): string | null {
  let r = rules.get(lng)
  if (r === undefined) {
    try {
      r = new Intl.PluralRules(lng.replace('_', '-'))
    } catch {
      r = null
    }
    rules.set(lng, r)
  }
  return r ? r.select(count) : null
}

export class Translator {
  language: string
  private readonly store: Record<string, Record<string, Texts>> = {}
  private readonly listeners = new Set<() => void>()
  private version = 0
  private readonly fixed = new Map<string, TFunction>()

  constructor(private readonly options: TranslatorOptions) {
    this.language = options.lng
    for (const [lng, bundles] of Object.entries(options.resources ?? {}))
      for (const [ns, texts] of Object.entries(bundles)) this.addResourceBundle(lng, ns, texts, true, true)
  }

  addResourceBundle(lng: string, ns: string, texts: Texts, deep = true, overwrite = true) {
    const bundles = (this.store[lng] ??= {})
    const current = bundles[ns] ?? {}
    bundles[ns] = deep ? merge(current, texts, overwrite) : { ...current, ...texts }
    return this
  }

  hasResourceBundle(lng: string, ns: string) {
    return !!this.store[lng]?.[ns]
  }

  /** Applies a language whose texts are here (`ensureLocale` loads them first) and re-renders `useT` users. */
  changeLanguage(lng: string): Promise<TFunction> {
    this.language = lng
    this.version++
    for (const fn of [...this.listeners]) fn()
    return Promise.resolve(this.t)
  }

  subscribe = (fn: () => void) => {
    this.listeners.add(fn)
    return () => void this.listeners.delete(fn)
  }

  snapshot = () => this.version

  translate(ns: string, key: string, options?: TOptions): string {
    let k = key
    const at = k.indexOf(NS_SEP)
    if (at > 0) {
      const parts = k.split(NS_SEP)
      ns = parts.shift()!
      k = parts.join(KEY_SEP)
    }
    const count = options?.count
    const lookup = (lng: string) => {
      const texts = this.store[lng]?.[ns]
      if (typeof count === 'number') {
        if (count === 0) {
          const zero = find(texts, `${k}_zero`)
          if (zero !== undefined) return zero
        }
        const category = pluralOf(lng, count)
        const plural = category ? find(texts, `${k}_${category}`) : undefined
        if (plural !== undefined) return plural
      }
      return find(texts, k)
    }
    let v = lookup(this.language)
    if (v === undefined && this.language !== this.options.fallbackLng) v = lookup(this.options.fallbackLng)
    const text = typeof v === 'string' ? v : (options?.defaultValue ?? k)
    if (!options || !text.includes('{{')) return text
    return text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = find(options as Texts, name)
      return value === undefined ? whole : value === null ? '' : String(value)
    })
  }

  /** A `t` bound to a namespace (keys with `ns:` still reach any namespace). */
  getFixedT(ns: string = this.options.defaultNS): TFunction {
    let fn = this.fixed.get(ns)
    if (!fn) this.fixed.set(ns, (fn = (key, options) => this.translate(ns, key, options)))
    return fn
  }

  t: TFunction = (key, options) => this.translate(this.options.defaultNS, key, options)
}

/**
 * The hook behind `useT`: `t` for the (first) namespace; a new `t` (and a render) whenever the
 * language changes, so memoised children that take `t` follow too.
 */
export function useTranslator(i18n: Translator, ns: string | readonly string[]) {
  const version = useSyncExternalStore(i18n.subscribe, i18n.snapshot, i18n.snapshot)
  const first = typeof ns === 'string' ? ns : (ns[0] ?? 'common')
  const t = useMemo<TFunction>(() => (key, options) => i18n.translate(first, key, options), [i18n, first, version])
  return { t, i18n, ready: true as const }
}
