// Registers the article area's texts on H5.
import zh_CN from '../../../locales/zh_CN/article.json'
import { registerTexts } from '@/core/i18n'

// The article area's texts on H5: the default language in the area's chunk, the others loaded when used.
registerTexts(
  'article',
  { zh_CN },
  {
    zh_TW: () => import(/* webpackChunkName: "article-zh_TW" */ '../../../locales/zh_TW/article.json').then((m) => m.default),
    en: () => import(/* webpackChunkName: "article-en" */ '../../../locales/en/article.json').then((m) => m.default),
    ja: () => import(/* webpackChunkName: "article-ja" */ '../../../locales/ja/article.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "article-ko" */ '../../../locales/ko/article.json').then((m) => m.default),
    fil: () => import(/* webpackChunkName: "article-fil" */ '../../../locales/fil/article.json').then((m) => m.default),
  },
)
