import en from '../../../locales/en/product.json'
import fil from '../../../locales/fil/product.json'
import ja from '../../../locales/ja/product.json'
import ko from '../../../locales/ko/product.json'
import zh_CN from '../../../locales/zh_CN/product.json'
import zh_TW from '../../../locales/zh_TW/product.json'
import { registerTexts } from '@/core/i18n'

// The product area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('product', { zh_CN, zh_TW, en, ja, ko, fil })
