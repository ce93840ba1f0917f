import en from '../../../locales/en/catalog.json'
import fil from '../../../locales/fil/catalog.json'
import ja from '../../../locales/ja/catalog.json'
import ko from '../../../locales/ko/catalog.json'
import zh_CN from '../../../locales/zh_CN/catalog.json'
import zh_TW from '../../../locales/zh_TW/catalog.json'
import { registerTexts } from '@/core/i18n'

// The catalog browsing area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('catalog', { zh_CN, zh_TW, en, ja, ko, fil })
