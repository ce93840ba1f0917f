// Registers the storepay area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/storepay.json'
import fil from '../../../locales/fil/storepay.json'
import ja from '../../../locales/ja/storepay.json'
import ko from '../../../locales/ko/storepay.json'
import zh_CN from '../../../locales/zh_CN/storepay.json'
import zh_TW from '../../../locales/zh_TW/storepay.json'
import { registerTexts } from '@/core/i18n'

// The storepay area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('storepay', { zh_CN, zh_TW, en, ja, ko, fil })
