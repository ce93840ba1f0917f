import zh_CN from '../../../locales/zh_CN/bank.json'
import { registerTexts } from '@/core/i18n'

// The bank area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'bank',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "bank-zh_TW" */ '../../../locales/zh_TW/bank.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "bank-en" */ '../../../locales/en/bank.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "bank-ja" */ '../../../locales/ja/bank.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "bank-ko" */ '../../../locales/ko/bank.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "bank-fil" */ '../../../locales/fil/bank.json').then((m) => m.default),
  },
)
