import en from '../../../locales/en/bank.json'
import fil from '../../../locales/fil/bank.json'
import ja from '../../../locales/ja/bank.json'
import ko from '../../../locales/ko/bank.json'
import zh_CN from '../../../locales/zh_CN/bank.json'
import zh_TW from '../../../locales/zh_TW/bank.json'
import { registerTexts } from '@/core/i18n'

// The bank area's texts (bank cards, real name), in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('bank', { zh_CN, zh_TW, en, ja, ko, fil })
