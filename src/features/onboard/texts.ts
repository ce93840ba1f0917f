// Registers the onboard area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/onboard.json'
import fil from '../../../locales/fil/onboard.json'
import ja from '../../../locales/ja/onboard.json'
import ko from '../../../locales/ko/onboard.json'
import zh_CN from '../../../locales/zh_CN/onboard.json'
import zh_TW from '../../../locales/zh_TW/onboard.json'
import { registerTexts } from '@/core/i18n'

// The onboard area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('onboard', { zh_CN, zh_TW, en, ja, ko, fil })
