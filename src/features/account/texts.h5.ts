import zh_CN from '../../../locales/zh_CN/account.json'
import { registerTexts } from '@/core/i18n'

// The account area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'account',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "account-zh_TW" */ '../../../locales/zh_TW/account.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "account-en" */ '../../../locales/en/account.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "account-ja" */ '../../../locales/ja/account.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "account-ko" */ '../../../locales/ko/account.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "account-fil" */ '../../../locales/fil/account.json').then((m) => m.default),
  },
)
