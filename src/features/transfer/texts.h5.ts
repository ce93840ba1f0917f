// Registers the transfer area's texts on H5.
import zh_CN from '../../../locales/zh_CN/transfer.json'
import { registerTexts } from '@/core/i18n'

// The transfer area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'transfer',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "transfer-zh_TW" */ '../../../locales/zh_TW/transfer.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "transfer-en" */ '../../../locales/en/transfer.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "transfer-ja" */ '../../../locales/ja/transfer.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "transfer-ko" */ '../../../locales/ko/transfer.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "transfer-fil" */ '../../../locales/fil/transfer.json').then((m) => m.default),
  },
)
