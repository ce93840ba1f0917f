// Registers the recharge area's texts on H5.
import zh_CN from '../../../locales/zh_CN/recharge.json'
import { registerTexts } from '@/core/i18n'

// The recharge area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'recharge',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "recharge-zh_TW" */ '../../../locales/zh_TW/recharge.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "recharge-en" */ '../../../locales/en/recharge.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "recharge-ja" */ '../../../locales/ja/recharge.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "recharge-ko" */ '../../../locales/ko/recharge.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "recharge-fil" */ '../../../locales/fil/recharge.json').then((m) => m.default),
  },
)
