// Registers the store order area's texts on H5.
import zh_CN from '../../../locales/zh_CN/storeorder.json'
import { registerTexts } from '@/core/i18n'

// The store order area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'storeorder',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "storeorder-zh_TW" */ '../../../locales/zh_TW/storeorder.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "storeorder-en" */ '../../../locales/en/storeorder.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "storeorder-ja" */ '../../../locales/ja/storeorder.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "storeorder-ko" */ '../../../locales/ko/storeorder.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "storeorder-fil" */ '../../../locales/fil/storeorder.json').then((m) => m.default),
  },
)
