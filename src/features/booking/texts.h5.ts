import zh_CN from '../../../locales/zh_CN/booking.json'
import { registerTexts } from '@/core/i18n'

// The booking area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'booking',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "booking-zh_TW" */ '../../../locales/zh_TW/booking.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "booking-en" */ '../../../locales/en/booking.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "booking-ja" */ '../../../locales/ja/booking.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "booking-ko" */ '../../../locales/ko/booking.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "booking-fil" */ '../../../locales/fil/booking.json').then((m) => m.default),
  },
)
