import zh_CN from '../../../locales/zh_CN/map.json'
import { registerTexts } from '@/core/i18n'

// The map area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'map',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "map-zh_TW" */ '../../../locales/zh_TW/map.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "map-en" */ '../../../locales/en/map.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "map-ja" */ '../../../locales/ja/map.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "map-ko" */ '../../../locales/ko/map.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "map-fil" */ '../../../locales/fil/map.json').then((m) => m.default),
  },
)
