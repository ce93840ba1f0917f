// Registers the wallet area's texts on H5.
import zh_CN from '../../../locales/zh_CN/wallet.json'
import { registerTexts } from '@/core/i18n'

// The wallet area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'wallet',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "wallet-zh_TW" */ '../../../locales/zh_TW/wallet.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "wallet-en" */ '../../../locales/en/wallet.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "wallet-ja" */ '../../../locales/ja/wallet.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "wallet-ko" */ '../../../locales/ko/wallet.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "wallet-fil" */ '../../../locales/fil/wallet.json').then((m) => m.default),
  },
)
