import zh_CN from '../../../locales/zh_CN/chat.json'
import { registerTexts } from '@/core/i18n'

// The chat area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'chat',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "chat-zh_TW" */ '../../../locales/zh_TW/chat.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "chat-en" */ '../../../locales/en/chat.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "chat-ja" */ '../../../locales/ja/chat.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "chat-ko" */ '../../../locales/ko/chat.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "chat-fil" */ '../../../locales/fil/chat.json').then((m) => m.default),
  },
)
