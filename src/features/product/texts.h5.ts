import zh_CN from '../../../locales/zh_CN/product.json'
import { registerTexts } from '@/core/i18n'

// The product area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'product',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "product-zh_TW" */ '../../../locales/zh_TW/product.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "product-en" */ '../../../locales/en/product.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "product-ja" */ '../../../locales/ja/product.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "product-ko" */ '../../../locales/ko/product.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "product-fil" */ '../../../locales/fil/product.json').then((m) => m.default),
  },
)
