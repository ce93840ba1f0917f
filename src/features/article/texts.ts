// Registers the article area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/article.json'
import fil from '../../../locales/fil/article.json'
import ja from '../../../locales/ja/article.json'
import ko from '../../../locales/ko/article.json'
import zh_CN from '../../../locales/zh_CN/article.json'
import zh_TW from '../../../locales/zh_TW/article.json'
import { registerTexts } from '@/core/i18n'

// The article area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('article', { zh_CN, zh_TW, en, ja, ko, fil })
