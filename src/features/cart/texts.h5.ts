import zh_CN from '../../../locales/zh_CN/cart.json'
import { registerTexts } from '@/core/i18n'

// The cart area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'cart',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "cart-zh_TW" */ '../../../locales/zh_TW/cart.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "cart-en" */ '../../../locales/en/cart.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "cart-ja" */ '../../../locales/ja/cart.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "cart-ko" */ '../../../locales/ko/cart.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "cart-fil" */ '../../../locales/fil/cart.json').then((m) => m.default),
  },
)
