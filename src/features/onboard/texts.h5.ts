// Registers the onboard area's texts on H5.
import zh_CN from '../../../locales/zh_CN/onboard.json'
import { registerTexts } from '@/core/i18n'

// The onboard area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'onboard',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "onboard-zh_TW" */ '../../../locales/zh_TW/onboard.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "onboard-en" */ '../../../locales/en/onboard.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "onboard-ja" */ '../../../locales/ja/onboard.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "onboard-ko" */ '../../../locales/ko/onboard.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "onboard-fil" */ '../../../locales/fil/onboard.json').then((m) => m.default),
  },
)
