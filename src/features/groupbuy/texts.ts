// Registers the groupbuy area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/groupbuy.json'
import fil from '../../../locales/fil/groupbuy.json'
import ja from '../../../locales/ja/groupbuy.json'
import ko from '../../../locales/ko/groupbuy.json'
import zh_CN from '../../../locales/zh_CN/groupbuy.json'
import zh_TW from '../../../locales/zh_TW/groupbuy.json'
import { registerTexts } from '@/core/i18n'

// The groupbuy area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('groupbuy', { zh_CN, zh_TW, en, ja, ko, fil })
