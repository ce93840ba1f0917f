import zh_CN from '../../../locales/zh_CN/refund.json'
import { registerTexts } from '@/core/i18n'

// The refund area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'refund',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "refund-zh_TW" */ '../../../locales/zh_TW/refund.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "refund-en" */ '../../../locales/en/refund.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "refund-ja" */ '../../../locales/ja/refund.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "refund-ko" */ '../../../locales/ko/refund.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "refund-fil" */ '../../../locales/fil/refund.json').then((m) => m.default),
  },
)
