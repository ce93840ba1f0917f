// Registers the storepay area's texts on H5.
import zh_CN from '../../../locales/zh_CN/storepay.json'
import { registerTexts } from '@/core/i18n'

// The storepay area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'storepay',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "storepay-zh_TW" */ '../../../locales/zh_TW/storepay.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "storepay-en" */ '../../../locales/en/storepay.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "storepay-ja" */ '../../../locales/ja/storepay.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "storepay-ko" */ '../../../locales/ko/storepay.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "storepay-fil" */ '../../../locales/fil/storepay.json').then((m) => m.default),
  },
)
