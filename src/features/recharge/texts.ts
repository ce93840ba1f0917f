// Registers the recharge area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/recharge.json'
import fil from '../../../locales/fil/recharge.json'
import ja from '../../../locales/ja/recharge.json'
import ko from '../../../locales/ko/recharge.json'
import zh_CN from '../../../locales/zh_CN/recharge.json'
import zh_TW from '../../../locales/zh_TW/recharge.json'
import { registerTexts } from '@/core/i18n'

// The recharge area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('recharge', { zh_CN, zh_TW, en, ja, ko, fil })
