// Registers the seckill area's texts on H5.
import zh_CN from '../../../locales/zh_CN/seckill.json'
import { registerTexts } from '@/core/i18n'

// The seckill area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'seckill',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "seckill-zh_TW" */ '../../../locales/zh_TW/seckill.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "seckill-en" */ '../../../locales/en/seckill.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "seckill-ja" */ '../../../locales/ja/seckill.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "seckill-ko" */ '../../../locales/ko/seckill.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "seckill-fil" */ '../../../locales/fil/seckill.json').then((m) => m.default),
  },
)
