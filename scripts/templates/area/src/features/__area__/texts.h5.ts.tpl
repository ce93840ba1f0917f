// Registers the __area__ area's texts on H5.
import zh_CN from '../../../locales/zh_CN/__area__.json'
import { registerTexts } from '@/core/i18n'

// The __area__ area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  '__area__',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "__area__-zh_TW" */ '../../../locales/zh_TW/__area__.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "__area__-en" */ '../../../locales/en/__area__.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "__area__-ja" */ '../../../locales/ja/__area__.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "__area__-ko" */ '../../../locales/ko/__area__.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "__area__-fil" */ '../../../locales/fil/__area__.json').then((m) => m.default),
  },
)
