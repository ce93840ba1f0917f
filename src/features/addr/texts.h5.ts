import zh_CN from '../../../locales/zh_CN/addr.json'
import { registerTexts } from '@/core/i18n'

// The addr area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'addr',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "addr-zh_TW" */ '../../../locales/zh_TW/addr.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "addr-en" */ '../../../locales/en/addr.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "addr-ja" */ '../../../locales/ja/addr.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "addr-ko" */ '../../../locales/ko/addr.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "addr-fil" */ '../../../locales/fil/addr.json').then((m) => m.default),
  },
)
