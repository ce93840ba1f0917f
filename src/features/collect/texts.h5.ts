import zh_CN from '../../../locales/zh_CN/collect.json'
import { registerTexts } from '@/core/i18n'

// The collect area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'collect',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "collect-zh_TW" */ '../../../locales/zh_TW/collect.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "collect-en" */ '../../../locales/en/collect.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "collect-ja" */ '../../../locales/ja/collect.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "collect-ko" */ '../../../locales/ko/collect.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "collect-fil" */ '../../../locales/fil/collect.json').then((m) => m.default),
  },
)
