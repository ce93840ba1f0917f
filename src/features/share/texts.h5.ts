// Registers the share area's texts on H5.
import zh_CN from '../../../locales/zh_CN/share.json'
import { registerTexts } from '@/core/i18n'

// The share area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'share',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "share-zh_TW" */ '../../../locales/zh_TW/share.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "share-en" */ '../../../locales/en/share.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "share-ja" */ '../../../locales/ja/share.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "share-ko" */ '../../../locales/ko/share.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "share-fil" */ '../../../locales/fil/share.json').then((m) => m.default),
  },
)
