// Registers the forum area's texts on H5.
import zh_CN from '../../../locales/zh_CN/forum.json'
import { registerTexts } from '@/core/i18n'

// The forum area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'forum',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "forum-zh_TW" */ '../../../locales/zh_TW/forum.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "forum-en" */ '../../../locales/en/forum.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "forum-ja" */ '../../../locales/ja/forum.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "forum-ko" */ '../../../locales/ko/forum.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "forum-fil" */ '../../../locales/fil/forum.json').then((m) => m.default),
  },
)
