// Registers the newcomer area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/newcomer.json'
import fil from '../../../locales/fil/newcomer.json'
import ja from '../../../locales/ja/newcomer.json'
import ko from '../../../locales/ko/newcomer.json'
import zh_CN from '../../../locales/zh_CN/newcomer.json'
import zh_TW from '../../../locales/zh_TW/newcomer.json'
import { registerTexts } from '@/core/i18n'

// The newcomer area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('newcomer', { zh_CN, zh_TW, en, ja, ko, fil })
