import zh_CN from '../../../locales/zh_CN/review.json'
import { registerTexts } from '@/core/i18n'

// The review area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'review',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "review-zh_TW" */ '../../../locales/zh_TW/review.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "review-en" */ '../../../locales/en/review.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "review-ja" */ '../../../locales/ja/review.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "review-ko" */ '../../../locales/ko/review.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "review-fil" */ '../../../locales/fil/review.json').then((m) => m.default),
  },
)
