import zh_CN from '../../../locales/zh_CN/editor.json'
import { registerTexts } from '@/core/i18n'

// The shop and product editor' texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'editor',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "editor-zh_TW" */ '../../../locales/zh_TW/editor.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "editor-en" */ '../../../locales/en/editor.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "editor-ja" */ '../../../locales/ja/editor.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "editor-ko" */ '../../../locales/ko/editor.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "editor-fil" */ '../../../locales/fil/editor.json').then((m) => m.default),
  },
)
