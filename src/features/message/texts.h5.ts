import zh_CN from '../../../locales/zh_CN/message.json'
import { registerTexts } from '@/core/i18n'

// The message area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'message',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "message-zh_TW" */ '../../../locales/zh_TW/message.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "message-en" */ '../../../locales/en/message.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "message-ja" */ '../../../locales/ja/message.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "message-ko" */ '../../../locales/ko/message.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "message-fil" */ '../../../locales/fil/message.json').then((m) => m.default),
  },
)
