import zh_CN from '../../../locales/zh_CN/order.json'
import { registerTexts } from '@/core/i18n'

// The order area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'order',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "order-zh_TW" */ '../../../locales/zh_TW/order.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "order-en" */ '../../../locales/en/order.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "order-ja" */ '../../../locales/ja/order.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "order-ko" */ '../../../locales/ko/order.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "order-fil" */ '../../../locales/fil/order.json').then((m) => m.default),
  },
)
