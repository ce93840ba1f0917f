import { eventCenter } from '@tarojs/runtime'
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

type H5Route = { path?: string; navigationBarTitleText?: unknown }

/** zh_CN's page titles (`pages:<name>`) from Taro's route table: each route's `navigationBarTitleText`. */
export function titlesFromRoutes(routes: H5Route[] = (window as unknown as { __taroAppConfig?: { routes?: H5Route[] } }).__taroAppConfig?.routes ?? []) {
  const titles: Record<string, string> = {}
  for (const r of routes) if (r.path && typeof r.navigationBarTitleText === 'string') titles[r.path.replace(/^\/?pages\//, '')] = r.navigationBarTitleText
  return titles
}

// packs/zh_CN.h5.ts leaves the page titles to the route table, which Taro's entry sets after the app's modules
// (this one included) have run: they join the texts when the router launches, a few microtasks before it
// has even loaded the first page's code (titles already there stay: jest runs this loader with packs/zh_CN.ts)
eventCenter.once('__taroRouterLaunch', () => {
  const titles = titlesFromRoutes()
  void import('./index').then(({ i18n }) => void i18n.addResourceBundle('zh_CN', 'pages', titles, true, false))
})
