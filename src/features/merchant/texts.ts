import en from '../../../locales/en/merchant.json'
import fil from '../../../locales/fil/merchant.json'
import ja from '../../../locales/ja/merchant.json'
import ko from '../../../locales/ko/merchant.json'
import zh_CN from '../../../locales/zh_CN/merchant.json'
import zh_TW from '../../../locales/zh_TW/merchant.json'
import { registerTexts } from '@/core/i18n'

// The merchant area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('merchant', { zh_CN, zh_TW, en, ja, ko, fil })
