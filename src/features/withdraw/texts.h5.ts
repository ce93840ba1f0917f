import zh_CN from '../../../locales/zh_CN/withdraw.json'
import { registerTexts } from '@/core/i18n'

// The withdrawal area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'withdraw',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "withdraw-zh_TW" */ '../../../locales/zh_TW/withdraw.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "withdraw-en" */ '../../../locales/en/withdraw.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "withdraw-ja" */ '../../../locales/ja/withdraw.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "withdraw-ko" */ '../../../locales/ko/withdraw.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "withdraw-fil" */ '../../../locales/fil/withdraw.json').then((m) => m.default),
  },
)
