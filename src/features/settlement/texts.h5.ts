import zh_CN from '../../../locales/zh_CN/settlement.json'
import { registerTexts } from '@/core/i18n'

// The settlement area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'settlement',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "settlement-zh_TW" */ '../../../locales/zh_TW/settlement.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "settlement-en" */ '../../../locales/en/settlement.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "settlement-ja" */ '../../../locales/ja/settlement.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "settlement-ko" */ '../../../locales/ko/settlement.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "settlement-fil" */ '../../../locales/fil/settlement.json').then((m) => m.default),
  },
)
