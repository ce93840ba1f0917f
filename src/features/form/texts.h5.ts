// Registers the form area's texts on H5.
import zh_CN from '../../../locales/zh_CN/form.json'
import { registerTexts } from '@/core/i18n'

// The form area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'form',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "form-zh_TW" */ '../../../locales/zh_TW/form.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "form-en" */ '../../../locales/en/form.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "form-ja" */ '../../../locales/ja/form.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "form-ko" */ '../../../locales/ko/form.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "form-fil" */ '../../../locales/fil/form.json').then((m) => m.default),
  },
)
