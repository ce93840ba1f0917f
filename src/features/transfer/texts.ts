// Registers the transfer area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/transfer.json'
import fil from '../../../locales/fil/transfer.json'
import ja from '../../../locales/ja/transfer.json'
import ko from '../../../locales/ko/transfer.json'
import zh_CN from '../../../locales/zh_CN/transfer.json'
import zh_TW from '../../../locales/zh_TW/transfer.json'
import { registerTexts } from '@/core/i18n'

// The transfer area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('transfer', { zh_CN, zh_TW, en, ja, ko, fil })
