import zh_CN from '../../../locales/zh_CN/coupon.json'
import { registerTexts } from '@/core/i18n'

// The coupon area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'coupon',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "coupon-zh_TW" */ '../../../locales/zh_TW/coupon.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "coupon-en" */ '../../../locales/en/coupon.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "coupon-ja" */ '../../../locales/ja/coupon.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "coupon-ko" */ '../../../locales/ko/coupon.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "coupon-fil" */ '../../../locales/fil/coupon.json').then((m) => m.default),
  },
)
