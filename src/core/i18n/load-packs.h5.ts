import type { Locale } from '~types/common'
import zh_CN from './packs/zh_CN'
import type { LocalePack } from './packs/types'

/**
 * H5: only the default language (also the fallback) is in the first download; each other language is
 * a chunk of its own, loaded when it is first chosen (stored choice at start, or the settings page).
 * Texts grow with every feature in six languages: the first screen should pay for one.
 */
export const preloaded: Partial<Record<Locale, LocalePack>> = { zh_CN }

const loaders: Record<Exclude<Locale, 'zh_CN'>, () => Promise<{ default: LocalePack }>> = {
  zh_TW: () => import(/* webpackChunkName: "locale-zh_TW" */ './packs/zh_TW'),
  en: () => import(/* webpackChunkName: "locale-en" */ './packs/en'),
  ja: () => import(/* webpackChunkName: "locale-ja" */ './packs/ja'),
  ko: () => import(/* webpackChunkName: "locale-ko" */ './packs/ko'),
  fil: () => import(/* webpackChunkName: "locale-fil" */ './packs/fil'),
}

export function loadPack(lng: Locale): Promise<LocalePack> {
  if (lng === 'zh_CN' || !(lng in loaders)) return Promise.resolve(zh_CN)
  return loaders[lng as keyof typeof loaders]().then((m) => m.default)
}
