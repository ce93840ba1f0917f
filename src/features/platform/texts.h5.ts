import zh_CN from '../../../locales/zh_CN/platform.json'
import { registerTexts } from '@/core/i18n'

// The platform area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'platform',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "platform-zh_TW" */ '../../../locales/zh_TW/platform.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "platform-en" */ '../../../locales/en/platform.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "platform-ja" */ '../../../locales/ja/platform.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "platform-ko" */ '../../../locales/ko/platform.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "platform-fil" */ '../../../locales/fil/platform.json').then((m) => m.default),
  },
)
