import zh_CN from '../../../locales/zh_CN/video.json'
import { registerTexts } from '@/core/i18n'

// The short videos' texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'video',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "video-zh_TW" */ '../../../locales/zh_TW/video.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "video-en" */ '../../../locales/en/video.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "video-ja" */ '../../../locales/ja/video.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "video-ko" */ '../../../locales/ko/video.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "video-fil" */ '../../../locales/fil/video.json').then((m) => m.default),
  },
)
