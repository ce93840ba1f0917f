// Registers the nearby area's texts on H5.
import zh_CN from '../../../locales/zh_CN/nearby.json'
import { registerTexts } from '@/core/i18n'

// The nearby area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'nearby',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "nearby-zh_TW" */ '../../../locales/zh_TW/nearby.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "nearby-en" */ '../../../locales/en/nearby.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "nearby-ja" */ '../../../locales/ja/nearby.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "nearby-ko" */ '../../../locales/ko/nearby.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "nearby-fil" */ '../../../locales/fil/nearby.json').then((m) => m.default),
  },
)
