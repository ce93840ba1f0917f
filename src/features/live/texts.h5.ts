// Registers the live area's texts on H5.
import zh_CN from '../../../locales/zh_CN/live.json'
import { registerTexts } from '@/core/i18n'

// The live area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'live',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "live-zh_TW" */ '../../../locales/zh_TW/live.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "live-en" */ '../../../locales/en/live.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "live-ja" */ '../../../locales/ja/live.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "live-ko" */ '../../../locales/ko/live.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "live-fil" */ '../../../locales/fil/live.json').then((m) => m.default),
  },
)
