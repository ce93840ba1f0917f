import zh_CN from '../../../locales/zh_CN/merchant.json'
import { registerTexts } from '@/core/i18n'

// The merchant area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'merchant',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "merchant-zh_TW" */ '../../../locales/zh_TW/merchant.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "merchant-en" */ '../../../locales/en/merchant.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "merchant-ja" */ '../../../locales/ja/merchant.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "merchant-ko" */ '../../../locales/ko/merchant.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "merchant-fil" */ '../../../locales/fil/merchant.json').then((m) => m.default),
  },
)
