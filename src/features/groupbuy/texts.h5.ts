// Registers the groupbuy area's texts on H5.
import zh_CN from '../../../locales/zh_CN/groupbuy.json'
import { registerTexts } from '@/core/i18n'

// The groupbuy area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'groupbuy',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "groupbuy-zh_TW" */ '../../../locales/zh_TW/groupbuy.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "groupbuy-en" */ '../../../locales/en/groupbuy.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "groupbuy-ja" */ '../../../locales/ja/groupbuy.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "groupbuy-ko" */ '../../../locales/ko/groupbuy.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "groupbuy-fil" */ '../../../locales/fil/groupbuy.json').then((m) => m.default),
  },
)
