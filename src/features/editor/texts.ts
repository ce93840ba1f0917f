import en from '../../../locales/en/editor.json'
import fil from '../../../locales/fil/editor.json'
import ja from '../../../locales/ja/editor.json'
import ko from '../../../locales/ko/editor.json'
import zh_CN from '../../../locales/zh_CN/editor.json'
import zh_TW from '../../../locales/zh_TW/editor.json'
import { registerTexts } from '@/core/i18n'

// The shop and product editor's texts (merchant/shop, merchant/products, merchant/product): all six here (mini-programs cannot load code later).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('editor', { zh_CN, zh_TW, en, ja, ko, fil })
