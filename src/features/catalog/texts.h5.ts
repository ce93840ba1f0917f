import zh_CN from '../../../locales/zh_CN/catalog.json'
import { registerTexts } from '@/core/i18n'

// The catalog browsing area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'catalog',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "catalog-zh_TW" */ '../../../locales/zh_TW/catalog.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "catalog-en" */ '../../../locales/en/catalog.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "catalog-ja" */ '../../../locales/ja/catalog.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "catalog-ko" */ '../../../locales/ko/catalog.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "catalog-fil" */ '../../../locales/fil/catalog.json').then((m) => m.default),
  },
)
