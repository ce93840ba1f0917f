// Registers the invite area's texts on H5.
import zh_CN from '../../../locales/zh_CN/invite.json'
import { registerTexts } from '@/core/i18n'

// The invite area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'invite',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "invite-zh_TW" */ '../../../locales/zh_TW/invite.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "invite-en" */ '../../../locales/en/invite.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "invite-ja" */ '../../../locales/ja/invite.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "invite-ko" */ '../../../locales/ko/invite.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "invite-fil" */ '../../../locales/fil/invite.json').then((m) => m.default),
  },
)
