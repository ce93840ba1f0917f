// Registers the newcomer area's texts on H5.
import zh_CN from '../../../locales/zh_CN/newcomer.json'
import { registerTexts } from '@/core/i18n'

// The newcomer area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'newcomer',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "newcomer-zh_TW" */ '../../../locales/zh_TW/newcomer.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "newcomer-en" */ '../../../locales/en/newcomer.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "newcomer-ja" */ '../../../locales/ja/newcomer.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "newcomer-ko" */ '../../../locales/ko/newcomer.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "newcomer-fil" */ '../../../locales/fil/newcomer.json').then((m) => m.default),
  },
)
