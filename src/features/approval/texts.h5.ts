import zh_CN from '../../../locales/zh_CN/approval.json'
import { registerTexts } from '@/core/i18n'

// The approval area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'approval',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "approval-zh_TW" */ '../../../locales/zh_TW/approval.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "approval-en" */ '../../../locales/en/approval.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "approval-ja" */ '../../../locales/ja/approval.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "approval-ko" */ '../../../locales/ko/approval.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "approval-fil" */ '../../../locales/fil/approval.json').then((m) => m.default),
  },
)
